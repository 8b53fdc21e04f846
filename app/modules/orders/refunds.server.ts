import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { orderRefunds, orders, user } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import type { MailContext, MailDraft } from "~/modules/mail/draft";
import { enqueueMail } from "~/modules/mail/outbox.server";
import type { OrdersDeps } from "./deps.server";
import { refundChoicesOf, type Order, type OrderEffectContext } from "./effects.server";
import { refundToldMail } from "./refund-mail";
import { applyPaymentEvent, succeededRefundTotal } from "./events.server";

/** Orders whose money can still be given back. */
const REFUNDABLE_STATUSES = ["paid", "partially_refunded", "dispute_won"];
/** Tries of a refund the provider would not take before it is left for the coach. */
export const REFUND_MAX_ATTEMPTS = 8;
const REFUND_RETRY_BASE_MS = 60_000;

export type RefundRequestResult =
  | {
      ok: true;
      refundId: string;
      /** The same form sent again: the refund it already made. */ duplicate?: boolean;
      /** The ticks carried out with it. */ carriedOut?: string[];
    }
  | { ok: false; reason: "not-found" | "not-refundable" | "invalid-amount" | "not-allowed" };

/**
 * Who gives the money back (decision 065): a person of the staff, whose role is read again here,
 * in the refund's own transaction, so that only an admin refunds whatever path reaches it; or the
 * site itself, by a rule it keeps (the cancellation policy, a payment for a lost slot, a second payment).
 */
export type RefundActor = { kind: "staff"; userId: string; name: string } | { kind: "site"; why: "policy" | "refused-payment" };

export interface RefundOptions {
  /** Minor units; the whole amount not yet refunded when left out. */
  amount?: number;
  /** Why: slot-lost, duplicate-booking, coach, … */
  reason: string;
  /** Who asks: only an admin of the staff, or the site by its own rule (refused otherwise). */
  actor: RefundActor;
  /**
   * Told to the buyer (and the coach) once the provider has accepted the refund. Left out, the
   * buyer gets the refund's own mail (decision 065: every refund is told, once).
   */
  mails?: MailDraft[];
  /** The caller's own mail already names this refund (a cancellation's): no second mail. */
  alreadyTold?: boolean;
  /** For the refund's own mail (refundOrder fills it from its deps). */
  mailContext?: MailContext;
  /** The refund's own mail says the session it paid for is cancelled (it was, before this refund). */
  sessionCancelled?: boolean;
  /** A partial refund ends access too (the coach's choice; a full refund always does), once the provider confirms it. */
  revokeAccess?: boolean;
  /**
   * What follows, as the coach ticked it (decision 033): keys of the refund choices the things
   * sold offer (effects.server.ts), carried out in the refund's own transaction, each only where
   * it still applies. The orders module knows none of them by name.
   */
  choices?: readonly string[];
  /** The coach's private reason. */
  note?: string;
  /** The refund form's key: the same key again is the refund already made, never a second one. */
  idempotencyKey?: string;
}

/**
 * Records a refund as pending in the caller's transaction (the order row locked by the
 * caller): never more than what was paid less what was given back or is on its way back.
 */
export async function requestRefund(tx: Tx, order: Order, options: RefundOptions, now: Date): Promise<RefundRequestResult> {
  if (!(await mayRefund(tx, options.actor))) return { ok: false, reason: "not-allowed" };
  if (!REFUNDABLE_STATUSES.includes(order.status)) return { ok: false, reason: "not-refundable" };
  // Paid in cash, by transfer or free (a session recorded by hand, decision 067): the provider holds no money to give back.
  if (order.paymentMethod) return { ok: false, reason: "not-refundable" };
  const left = await refundableNow(tx, order);
  const amount = options.amount ?? left;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) return { ok: false, reason: "invalid-amount" };
  const requestedBy = options.actor.kind === "staff" ? { id: options.actor.userId, name: options.actor.name } : null;
  const full = amount >= left;
  const mails =
    options.alreadyTold || options.mails?.length || !options.mailContext
      ? (options.mails ?? [])
      : refundToldMail(
          order,
          { amount, full, revokeAccess: options.revokeAccess === true, choices: options.choices ?? [], sessionCancelled: options.sessionCancelled },
          options.mailContext,
        );
  const refundId = randomUUID();
  await tx.insert(orderRefunds).values({
    id: refundId,
    orderId: order.id,
    amount,
    currency: order.currency,
    reason: options.reason,
    revokeAccess: options.revokeAccess ?? false,
    mails,
    requestedById: requestedBy?.id ?? null,
    requestedByName: requestedBy?.name ?? null,
    note: options.note ?? null,
    choices: [...(options.choices ?? [])],
    idempotencyKey: options.idempotencyKey ?? null,
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return { ok: true, refundId };
}

/** Only an admin of the staff, her role read now (a role taken away an instant ago counts), or the site by its own rule. */
export async function mayRefund(tx: Tx | Database, actor: RefundActor | undefined): Promise<boolean> {
  if (!actor) return false;
  if (actor.kind === "site") return true;
  const [found] = await tx.select({ role: user.role }).from(user).where(eq(user.id, actor.userId));
  return found?.role === "admin";
}

/** What can still be given back on an order: what was paid, less what was given back or is on its way back. */
export async function refundableNow(tx: Tx | Database, order: Pick<Order, "id" | "status" | "amountTotal" | "amountRefunded">): Promise<number> {
  if (!REFUNDABLE_STATUSES.includes(order.status)) return 0;
  const [open] = await tx
    .select({ total: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)::int` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, order.id), inArray(orderRefunds.status, ["pending", "submitted"])));
  return Math.max(0, order.amountTotal - order.amountRefunded - (open?.total ?? 0));
}

/**
 * The one way the site gives money back (`refundOrder(orderId, amount?, reason)`): recorded as
 * pending, then sent to the provider with the refund's own idempotency key. The order moves
 * when the provider confirms (at once on the test provider, by its events on Stripe); a call
 * that fails stays pending and the reconciliation job sends it again.
 */
export async function refundOrder(deps: OrdersDeps, orderId: string, options: RefundOptions): Promise<RefundRequestResult> {
  const requested = await deps.db.transaction(async (tx): Promise<RefundRequestResult> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return { ok: false, reason: "not-found" };
    if (!(await mayRefund(tx, options.actor))) return { ok: false, reason: "not-allowed" };
    if (options.idempotencyKey) {
      // Under the order's lock: a second submit of the same form waits for the first, then finds its refund.
      const [made] = await tx
        .select({ id: orderRefunds.id, choices: orderRefunds.choices })
        .from(orderRefunds)
        .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.idempotencyKey, options.idempotencyKey)));
      if (made) return { ok: true, refundId: made.id, duplicate: true, carriedOut: made.choices };
    }
    const requested = await requestRefund(tx, order, { mailContext: deps.mail.context, ...options }, deps.now());
    if (!requested.ok || !options.choices?.length) return requested;
    return { ...requested, carriedOut: await carryOutChoices(tx, deps, order, options.choices) };
  });
  if (requested.ok && !requested.duplicate) await submitRefund(deps, requested.refundId);
  return requested;
}

/**
 * The coach's ticks, each through the thing sold that offers it, in the refund's transaction:
 * only those that still apply (a slot already freed, a print order already sent are left).
 * Returns the keys carried out.
 */
async function carryOutChoices(tx: Tx, deps: OrdersDeps, order: Order, chosen: readonly string[]): Promise<string[]> {
  const now = deps.now();
  const ctx: OrderEffectContext = { now, mail: deps.mail.context };
  const mails: MailDraft[] = [];
  const done: string[] = [];
  let revokeAccess = false;
  for (const choice of refundChoicesOf(deps.effects)) {
    if (!chosen.includes(choice.key) || !(await choice.appliesTo(tx, order, now))) continue;
    const result = await choice.carryOut(tx, order, ctx);
    mails.push(...(result?.mails ?? []));
    revokeAccess ||= result?.revokeAccess === true;
    done.push(choice.key);
  }
  if (revokeAccess && !order.accessRevokedAt) await tx.update(orders).set({ accessRevokedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
  await enqueueMail(tx, mails, deps.mail.mode);
  return done;
}

/** The ticks that apply to an order now, for the refund dialog: key and label. */
export async function refundChoicesFor(deps: Pick<OrdersDeps, "db" | "effects" | "now">, order: Order): Promise<{ key: string; label: string }[]> {
  const applying: { key: string; label: string }[] = [];
  for (const choice of refundChoicesOf(deps.effects))
    if (await choice.appliesTo(deps.db, order, deps.now())) applying.push({ key: choice.key, label: choice.label });
  return applying;
}

/** Sends one pending refund to the provider; "retry" when the provider could not be reached or refused for now. */
export async function submitRefund(deps: OrdersDeps, refundId: string): Promise<"sent" | "retry" | "failed" | "not-pending"> {
  const [row] = await deps.db
    .select({ refund: orderRefunds, order: orders })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, "pending")));
  if (!row) return "not-pending";
  const { refund, order } = row;
  if (!order.providerSessionId) return markAttemptFailed(deps, refund.id, refund.attempts, "the order has no payment session", true);
  let answer;
  try {
    answer = await deps.provider.refund({
      sessionId: order.providerSessionId,
      paymentId: order.providerPaymentId ?? undefined,
      amount: refund.amount,
      orderId: order.id,
      refundId: refund.id,
      idempotencyKey: `refund-${refund.id}`,
    });
  } catch (error) {
    return markAttemptFailed(deps, refund.id, refund.attempts, (error as Error).message, false);
  }
  // Accepted: "submitted" until the provider confirms (its event may already have, and sent the mails).
  const status = answer.status === "failed" ? "failed" : "submitted";
  await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orderRefunds)
      .set({ status, providerRefundId: answer.providerRefundId, attempts: refund.attempts + 1, lastError: null, updatedAt: deps.now() })
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, "pending")))
      .returning();
    if (updated && status !== "failed") await enqueueMail(tx, refund.mails as MailDraft[], deps.mail.mode);
  });
  if (status === "failed") {
    logger.error({ refundId: refund.id, orderId: order.id }, "the provider refused a refund");
    return "failed";
  }
  if (answer.status === "succeeded") {
    // The provider confirmed at once: the order moves now, through the same path as its events.
    const amountRefunded = answer.paymentAmountRefunded ?? (await succeededRefundTotal(deps.db, order.id));
    await applyPaymentEvent(deps, {
      provider: deps.provider.name,
      eventId: `refund:${refund.id}`,
      type: "refund.succeeded",
      kind: "refund_updated",
      orderId: order.id,
      sessionId: order.providerSessionId,
      refund: { providerRefundId: answer.providerRefundId, status: "succeeded", refundId: refund.id },
      amountRefunded,
    });
  }
  return "sent";
}

async function markAttemptFailed(deps: OrdersDeps, refundId: string, attempts: number, reason: string, final: boolean) {
  const tries = attempts + 1;
  const giveUp = final || tries >= REFUND_MAX_ATTEMPTS;
  const now = deps.now();
  await deps.db
    .update(orderRefunds)
    .set({
      attempts: tries,
      lastError: reason.slice(0, 500),
      status: giveUp ? "failed" : "pending",
      nextAttemptAt: new Date(now.getTime() + REFUND_RETRY_BASE_MS * 2 ** Math.min(tries - 1, 10)),
      updatedAt: now,
    })
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, "pending")));
  logger.error({ refundId, attempts: tries, err: reason }, giveUp ? "refund failed; left for the coach" : "refund failed; the reconciliation job retries it");
  return giveUp ? ("failed" as const) : ("retry" as const);
}

/** Pending refunds whose next try is due, oldest first (the reconciliation job). */
export async function submitDueRefunds(deps: OrdersDeps): Promise<number> {
  const due = await deps.db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.status, "pending"), lte(orderRefunds.nextAttemptAt, deps.now())))
    .orderBy(asc(orderRefunds.nextAttemptAt))
    .limit(100);
  let sent = 0;
  for (const { id } of due) if ((await submitRefund(deps, id)) === "sent") sent++;
  return sent;
}
