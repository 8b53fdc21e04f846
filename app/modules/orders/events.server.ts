import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { orderRefunds, orders, paymentEvents, type CollectedShippingAddress } from "~/db/schema";
import type { Block, MailDraft } from "~/modules/mail/draft";
import { enqueueMail } from "~/modules/mail/outbox.server";
import type { OrdersDeps } from "./deps.server";
import type { Order, OrderEffectContext } from "./effects.server";
import { receiptMail } from "./mails";
import { refundToldMail } from "./refund-mail";
import { applyMoneyChange, changeForCheckoutEvent, orderGrantsAccess, UNPAID_STATUSES, type MoneyChange, type OrderStatus } from "./order-status";
import type { PaymentEvent } from "./provider";
import { requestRefund, submitRefund } from "./refunds.server";
import { metrics } from "~/lib/metrics.server";

export type EventOutcome =
  "duplicate" | "ignored" | "unknown-order" | "awaiting-payment" | "unchanged" | "amount-recorded" | "filled" | "refund-recorded" | OrderStatus;

/**
 * The one way an order moves on, for Stripe's webhook, the test provider, the reconciliation
 * job and refunds the site asked for alike. Exactly once: the event row is unique per
 * (provider, event id) and written in the same transaction as its effects; the order row is
 * locked; its status only moves forward (order-status.ts, and a trigger in the database).
 * What the order's items do when it is paid, refunded or disputed is up to the registered
 * effects (effects.ts); refunds an effect asks for are sent to the provider after the commit.
 */
export async function applyPaymentEvent(deps: OrdersDeps, event: PaymentEvent): Promise<{ outcome: EventOutcome; orderId?: string }> {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(paymentEvents)
      .values({
        id: randomUUID(),
        provider: event.provider,
        eventId: event.eventId,
        type: event.type,
        providerSessionId: event.sessionId ?? null,
        orderId: event.orderId ?? null,
        amountRefunded: typeof event.amountRefunded === "number" ? event.amountRefunded : null,
        receivedAt: now,
      })
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
      .returning({ id: paymentEvents.id });
    if (!inserted) return { outcome: "duplicate" as const, orderId: undefined, refundIds: [] as string[] };
    const record = async (outcome: EventOutcome, orderId?: string, refundIds: string[] = []) => {
      await tx
        .update(paymentEvents)
        .set({ outcome, orderId: orderId ?? event.orderId ?? null })
        .where(eq(paymentEvents.id, inserted.id));
      return { outcome, orderId, refundIds };
    };
    if (event.kind === "ignored") return record("ignored");
    const order = await lockOrder(tx, event);
    if (!order) return record("unknown-order");
    if (event.kind === "refund_updated") {
      const settled = await settleRefund(tx, deps, order, event, now);
      if (!settled) return record("unchanged", order.id);
      const moved = await moveOrder(tx, deps, order, settled.change, { revokeAccess: settled.revokeAccess });
      return record(moved.outcome === "unchanged" ? "refund-recorded" : moved.outcome, order.id, moved.refundIds);
    }
    const change = moneyChangeOf(event);
    if (!change) return record("awaiting-payment", order.id);
    // Money given back at the provider (its dashboard), beyond every refund the site asked for itself.
    const outside = change.kind === "refunded" ? change.amountRefunded - Math.max(order.amountRefunded, await askedRefundTotal(tx, order.id)) : 0;
    const moved = await moveOrder(tx, deps, order, change, {
      shippingAddress: event.shippingAddress,
      paymentId: event.paymentId,
      sessionId: event.sessionId,
      customerEmail: event.customerEmail,
    });
    if (outside > 0 && moved.outcome !== "unchanged" && !isUnpaid(order.status)) {
      // Every refund is told, once (decision 065): the site's own refunds carry their mail; this one gets it here.
      const full = change.kind === "refunded" && change.amountRefunded >= order.amountTotal;
      await enqueueMail(tx, refundToldMail(order, { amount: outside, full, revokeAccess: false, choices: [] }, deps.mail.context), deps.mail.mode);
    }
    return record(moved.outcome, order.id, moved.refundIds);
  });
  // Outside the transaction: a provider call must not hold the order's lock.
  for (const refundId of result.refundIds) await submitRefund(deps, refundId);
  return { outcome: result.outcome, orderId: result.orderId };
}

function moneyChangeOf(event: PaymentEvent): MoneyChange | null {
  switch (event.kind) {
    case "refunded":
      return typeof event.amountRefunded === "number" ? { kind: "refunded", amountRefunded: event.amountRefunded } : null;
    case "dispute_opened":
      return { kind: "dispute_opened" };
    case "dispute_closed":
      return { kind: "dispute_closed", won: event.disputeWon === true };
    default:
      return changeForCheckoutEvent(event);
  }
}

interface OrderDetails {
  shippingAddress?: CollectedShippingAddress;
  paymentId?: string;
  sessionId?: string;
  /** The e-mail given on the provider's page: the receipt address of an order that had none. */
  customerEmail?: string;
  /** The coach ends access with this refund. */
  revokeAccess?: boolean;
}

/**
 * Moves a locked order by one money change and runs what its items do: delivery when it is
 * paid (or a refusal, refunded in full), the end of access when it stops granting it, a
 * late-filled address. Returns the refunds to send to the provider after the commit.
 */
export async function moveOrder(
  tx: Tx,
  deps: Pick<OrdersDeps, "now" | "mail" | "effects">,
  order: Order,
  change: MoneyChange,
  details: OrderDetails = {},
): Promise<{ outcome: EventOutcome; refundIds: string[] }> {
  const now = deps.now();
  const next = applyMoneyChange({ status: order.status as OrderStatus, amountTotal: order.amountTotal, amountRefunded: order.amountRefunded }, change);
  // The first address, payment id and session id given win; a later event fills what an earlier path left empty.
  const shippingAddress = order.shippingAddress ?? details.shippingAddress ?? null;
  const providerPaymentId = order.providerPaymentId ?? details.paymentId ?? null;
  const providerSessionId = order.providerSessionId ?? details.sessionId ?? null;
  const accessRevokedAt = order.accessRevokedAt ?? (details.revokeAccess ? now : null);
  // The order's own address (the account's, or the one typed before checkout) is never replaced.
  const email = order.email ?? (details.customerEmail?.trim() || null);
  const filledAddress = shippingAddress !== order.shippingAddress;
  const changed =
    next.status !== order.status ||
    next.amountRefunded !== order.amountRefunded ||
    filledAddress ||
    providerPaymentId !== order.providerPaymentId ||
    providerSessionId !== order.providerSessionId ||
    email !== order.email ||
    accessRevokedAt !== order.accessRevokedAt;
  if (!changed) return { outcome: "unchanged", refundIds: [] };

  const wasUnpaid = isUnpaid(order.status);
  const [updated] = await tx
    .update(orders)
    .set({
      status: next.status,
      amountRefunded: next.amountRefunded,
      shippingAddress,
      providerPaymentId,
      providerSessionId,
      email,
      accessRevokedAt,
      paidAt: wasUnpaid && !isUnpaid(next.status) ? now : order.paidAt,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  const moved = updated!;
  const ctx: OrderEffectContext = { now, mail: deps.mail.context };
  const mails: MailDraft[] = [];
  const refundIds: string[] = [];
  if (wasUnpaid && !isUnpaid(moved.status)) metrics().checkoutsPaid.inc();
  if (wasUnpaid && orderGrantsAccess(moved)) {
    // Effects that may refuse (a booking) are registered first, so nothing was delivered before a refusal.
    let refused = false;
    const receipt: Block[] = [];
    for (const effect of deps.effects) {
      const paid = await effect.onPaid?.(tx, moved, ctx);
      if (paid?.refuse) {
        // The site's own rule (a lost slot, a second payment): its refusal mail names the refund.
        const refund = await requestRefund(
          tx,
          moved,
          { reason: paid.refuse.reason, mails: paid.refuse.mails, alreadyTold: true, actor: { kind: "site", why: "refused-payment" } },
          now,
        );
        if (refund.ok) refundIds.push(refund.refundId);
        refused = true;
        break;
      }
      mails.push(...(paid?.mails ?? []));
      receipt.push(...(paid?.receipt ?? []));
    }
    if (!refused) mails.unshift(...receiptMail(moved, ctx.mail, receipt));
    else mails.length = 0;
  } else if (accessEnds(order, moved, details.revokeAccess === true)) {
    for (const effect of deps.effects) mails.push(...((await effect.onAccessEnded?.(tx, moved, ctx)) ?? []));
  } else if (filledAddress && !wasUnpaid) {
    for (const effect of deps.effects) await effect.onDetailsFilled?.(tx, moved, ctx);
  }
  await enqueueMail(tx, mails, deps.mail.mode);
  const outcome: EventOutcome = next.status !== order.status ? next.status : next.amountRefunded !== order.amountRefunded ? "amount-recorded" : "filled";
  return { outcome, refundIds };
}

const isUnpaid = (status: string) => (UNPAID_STATUSES as readonly string[]).includes(status);

/**
 * Everything the order delivered ends when its money does (a full refund, a lost dispute), even
 * if the coach withdrew only the course earlier with a partial refund (decision 033: her ticks
 * end only what she chose); a refund row that asked to revoke access ends everything too.
 */
function accessEnds(before: Order, after: Order, revokedWithRefund: boolean): boolean {
  const paidFor = (order: Order) => orderGrantsAccess({ status: order.status });
  return (paidFor(before) && !paidFor(after)) || (revokedWithRefund && orderGrantsAccess(before) && !orderGrantsAccess(after));
}

/**
 * A refund's outcome from the provider: our row (if the site asked for it) follows, its mails
 * go out if no earlier path sent them, and a success counts towards the order.
 */
async function settleRefund(tx: Tx, deps: Pick<OrdersDeps, "mail">, order: Order, event: PaymentEvent, now: Date) {
  const refund = event.refund;
  if (!refund || refund.status === "pending") return undefined;
  const match = refund.refundId ? eq(orderRefunds.id, refund.refundId) : eq(orderRefunds.providerRefundId, refund.providerRefundId);
  const [row] = await tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, order.id), match))
    .for("update");
  if (!row || (row.status !== "pending" && row.status !== "submitted")) return undefined;
  await tx.update(orderRefunds).set({ status: refund.status, providerRefundId: refund.providerRefundId, updatedAt: now }).where(eq(orderRefunds.id, row.id));
  if (row.status === "pending" && refund.status === "succeeded") await enqueueMail(tx, row.mails as MailDraft[], deps.mail.mode);
  if (refund.status !== "succeeded") return undefined;
  const amountRefunded = Math.max(event.amountRefunded ?? 0, await succeededRefundTotal(tx, order.id));
  return { change: { kind: "refunded", amountRefunded } as const, revokeAccess: row.revokeAccess };
}

/** Every refund the site asked for that is not refused: given back, or on its way. */
async function askedRefundTotal(tx: Tx, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)::int` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), inArray(orderRefunds.status, ["pending", "submitted", "succeeded"])));
  return row?.total ?? 0;
}

/** What the site's own refunds have given back: a lower bound of the payment's refunded total. */
export async function succeededRefundTotal(tx: Tx | Database, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)::int` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, "succeeded")));
  return row?.total ?? 0;
}

async function lockOrder(tx: Tx, event: PaymentEvent): Promise<Order | undefined> {
  if (event.sessionId) {
    const [bySession] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.provider, event.provider), eq(orders.providerSessionId, event.sessionId)))
      .for("update");
    if (bySession) return bySession;
  }
  if (event.orderId) {
    // The event may come before we stored the session id: the metadata names our order.
    const [byId] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, event.orderId), eq(orders.provider, event.provider)))
      .for("update");
    if (byId && (!byId.providerSessionId || !event.sessionId || byId.providerSessionId === event.sessionId)) return byId;
  }
  if (!event.paymentId) return undefined;
  // Refunds and disputes name the payment only.
  const [byPayment] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.provider, event.provider), eq(orders.providerPaymentId, event.paymentId)))
    .for("update");
  return byPayment;
}
