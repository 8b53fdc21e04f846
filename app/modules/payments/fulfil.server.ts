import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { bookings, orders, paymentEvents } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { confirmPaidBooking, type Tx } from "~/modules/booking/confirm.server";
import { confirmationMails } from "~/modules/booking/mails";
import { formatSlot } from "~/modules/booking/slots";
import type { MailDraft } from "~/modules/mail/draft";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { queuePrintOnDemand } from "~/modules/print-on-demand/queue.server";
import { settlePaidCartOrder } from "~/modules/shop/paid.server";
import type { CommerceDeps } from "./deps.server";
import { receiptMail, refundMails } from "./mails";
import { canMoveOrder, statusForEvent, type OrderStatus } from "./order-status";
import type { PaymentEvent } from "./provider";

export type Order = typeof orders.$inferSelect;
export type FulfilOutcome = "duplicate" | "ignored" | "unknown-order" | "awaiting-payment" | "unchanged" | OrderStatus;

/**
 * The one completion path, for Stripe's webhook, the test provider's Pay button and the
 * reconciliation job alike. Exactly once: the event row is unique per (provider, event id)
 * and written in the same transaction as its effects; the order row is locked; its status
 * only moves forward, and mail goes out only on the move to paid.
 */
export async function fulfilPaymentEvent(deps: CommerceDeps, event: PaymentEvent): Promise<{ outcome: FulfilOutcome; orderId?: string }> {
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
        receivedAt: now,
      })
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
      .returning({ id: paymentEvents.id });
    if (!inserted) return { outcome: "duplicate" as const };
    const record = async (outcome: FulfilOutcome, orderId?: string) => {
      await tx
        .update(paymentEvents)
        .set({ outcome, orderId: orderId ?? event.orderId ?? null })
        .where(eq(paymentEvents.id, inserted.id));
      return { outcome, orderId, refund: false };
    };
    if (event.kind === "ignored") return record("ignored");
    const order = await lockOrder(tx, event);
    if (!order) return record("unknown-order");
    const target = statusForEvent(event);
    if (!target) return record("awaiting-payment", order.id);
    if (!canMoveOrder(order.status as OrderStatus, target)) return record("unchanged", order.id);
    // The address the checkout collected (shop orders) stays with the order; the first one given wins.
    const shippingAddress = order.shippingAddress ?? event.shippingAddress ?? null;

    await tx
      .update(orders)
      .set({
        status: target,
        updatedAt: now,
        paidAt: target === "paid" ? now : order.paidAt,
        providerSessionId: order.providerSessionId ?? event.sessionId ?? null,
        shippingAddress,
      })
      .where(eq(orders.id, order.id));
    const paidOrder = { ...order, shippingAddress };
    let refund = false;
    if (target === "paid") {
      const mails: MailDraft[] = [];
      const confirmed = order.bookingId ? await confirmPaidBooking(tx, order.bookingId, order.id, now) : undefined;
      if (confirmed?.outcome === "slot-lost") refund = true;
      else mails.push(...receiptMail(paidOrder, deps.mail.context), ...(await settlePaidCartOrder(tx, paidOrder, deps.mail.context)));
      if (confirmed?.outcome === "confirmed") mails.push(...confirmationMails(confirmed.booking, deps.mail.context, now, deps.calendar));
      await enqueueMail(tx, mails, deps.mail.mode);
      // Print-on-demand items join the printer's queue, one Gelato order per paid order, in this same transaction (decisions 018, 020).
      if (!refund) await queuePrintOnDemand(tx, paidOrder, now, shippingAddress ?? undefined);
    }
    return { ...(await record(target, order.id)), refund };
  });
  if ("refund" in result && result.refund && result.orderId) await refundLostSlot(deps, result.orderId);
  return { outcome: result.outcome, orderId: "orderId" in result ? result.orderId : undefined };
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
  if (!event.orderId) return undefined;
  // The event may come before we stored the session id: the metadata names our order.
  const [byId] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, event.orderId), eq(orders.provider, event.provider)))
    .for("update");
  return byId && (!byId.providerSessionId || byId.providerSessionId === event.sessionId) ? byId : undefined;
}

/**
 * A payment arrived for a lapsed hold whose slot someone else has taken: refund it and tell
 * both sides. If the provider is unreachable the order stays paid and reconciliation retries.
 */
export async function refundLostSlot(deps: CommerceDeps, orderId: string): Promise<boolean> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.status !== "paid" || !order.providerSessionId) return false;
  try {
    await deps.provider.refund(order.providerSessionId);
  } catch (error) {
    logger.error({ orderId, err: (error as Error).message }, "refund of a late payment failed; reconciliation will retry");
    return false;
  }
  const [booking] = order.bookingId ? await deps.db.select().from(bookings).where(eq(bookings.id, order.bookingId)) : [];
  return deps.db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(orders)
      .set({ status: "refunded", updatedAt: deps.now() })
      .where(and(eq(orders.id, orderId), eq(orders.status, "paid")))
      .returning();
    if (!refunded) return false;
    const slotText = booking ? `${booking.courseName}, ${formatSlot(booking.startsAt, deps.calendar)}` : "your booking";
    await enqueueMail(tx, refundMails(refunded, slotText, deps.mail.context), deps.mail.mode);
    return true;
  });
}
