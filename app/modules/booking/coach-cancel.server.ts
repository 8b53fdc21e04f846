import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { bookings, orders } from "~/db/schema";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { refundableNow, requestRefund, submitRefund, type RefundActor } from "~/modules/orders/refunds.server";
import type { BookingDeps } from "./deps.server";
import type { Booking } from "./confirm.server";
import { cancellationMails, coachCancellationMail } from "./mails";
import { bookingLanguage } from "./booking-language.server";
import { policyMoney, policyOfBooking, type PolicyMoney } from "./cancel-money";

/**
 * Who cancels (decision 065): the client by the private link (the policy kept with the booking
 * decides the money), or a person of the staff — the coach chooses the refund; anyone else
 * cancels without money moving and leaves the refund to her.
 */
export type CancelActor = { kind: "client" } | { kind: "staff"; userId: string; name: string; role: string };

export type CancelResult =
  | { ok: true; booking: Booking; refunded: { amount: number; currency: string } | null; money: PolicyMoney | null; refundToDecide: boolean }
  | { ok: false; reason: "not-found" | "already-cancelled" | "invalid-amount" | "not-allowed" | "too-late" };

class RefundRefused extends Error {
  constructor(readonly reason: "invalid-amount" | "not-allowed") {
    super(reason);
  }
}

/**
 * The one way a booking is cancelled with its money (decision 064): the slot frees, a confirmed
 * booking's client gets one e-mail (the cancelling invite, and what happens to the money), and
 * the refund goes through the orders module, which refuses anyone but an admin or the site's own
 * rule. A client's cancel refunds what the booking's policy says; the coach's what she chose;
 * an assistant's nothing, and the booking waits on Today for the coach's decision. One
 * transaction: a refund that cannot be made leaves the booking as it was. The refund is sent to
 * the provider after the commit (and retried by the refund job if the provider is away).
 */
export async function cancelWithMoney(
  deps: BookingDeps,
  input: { bookingId: string; actor: CancelActor; message?: string; refundAmount?: number },
): Promise<CancelResult> {
  const now = deps.now();
  const { actor } = input;
  try {
    const done = await deps.db.transaction(async (tx) => {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for("update");
      if (!booking || booking.status === "expired" || booking.kind === "block-out") return { ok: false as const, reason: "not-found" as const };
      if (booking.status === "cancelled") return { ok: false as const, reason: "already-cancelled" as const };
      // The client's link works until the start; the policy decides what comes back (rules: bookings).
      if (actor.kind === "client" && now.getTime() >= booking.startsAt.getTime()) return { ok: false as const, reason: "too-late" as const };
      const [order] = booking.orderId ? await tx.select().from(orders).where(eq(orders.id, booking.orderId)).for("update") : [];
      const refundable = order ? await refundableNow(tx, order) : 0;
      const money =
        order && refundable > 0
          ? policyMoney({ startsAt: booking.startsAt, now, policy: policyOfBooking(booking, deps), refundable, currency: order.currency })
          : null;
      const coach = actor.kind === "staff" && actor.role === "admin";
      const amount = actor.kind === "client" ? (money?.amount ?? 0) : (input.refundAmount ?? 0);
      const refundToDecide = actor.kind === "staff" && !coach && refundable > 0 && booking.status === "confirmed";
      const [cancelled] = await tx
        .update(bookings)
        .set({
          status: "cancelled",
          cancelledAt: now,
          updatedAt: now,
          sequence: booking.sequence + 1,
          expiresAt: null,
          cancelledByName: actor.kind === "staff" && !coach ? actor.name : null,
          refundDecision: refundToDecide ? "to-decide" : null,
        })
        .where(and(eq(bookings.id, booking.id), inArray(bookings.status, ["held", "pending", "confirmed"])))
        .returning();
      if (!cancelled) return { ok: false as const, reason: "already-cancelled" as const };
      let refund: { id: string; amount: number; currency: string } | null = null;
      if (amount > 0) {
        if (!order) throw new RefundRefused("invalid-amount");
        const refundActor: RefundActor = actor.kind === "client" ? { kind: "site", why: "policy" } : { kind: "staff", userId: actor.userId, name: actor.name };
        // The cancellation mail below names the refund: it is the refund's one mail.
        const requested = await requestRefund(
          tx,
          order,
          { amount, reason: actor.kind === "client" ? "client-cancelled" : "coach-cancelled", actor: refundActor, alreadyTold: true },
          now,
        );
        if (!requested.ok) throw new RefundRefused(requested.reason === "not-allowed" ? "not-allowed" : "invalid-amount");
        refund = { id: requested.refundId, amount, currency: order.currency };
      }
      if (booking.status === "confirmed") await enqueueMail(tx, await cancelMails(tx, deps, cancelled, actor, input.message, refund, money), deps.mail.mode);
      return { ok: true as const, booking: cancelled, refund, money: actor.kind === "client" ? money : null, refundToDecide };
    });
    if (!done.ok) return done;
    if (done.refund) await submitRefund(deps, done.refund.id);
    return {
      ok: true,
      booking: done.booking,
      refunded: done.refund ? { amount: done.refund.amount, currency: done.refund.currency } : null,
      money: done.money,
      refundToDecide: done.refundToDecide,
    };
  } catch (error) {
    if (error instanceof RefundRefused) return { ok: false, reason: error.reason };
    throw error;
  }
}

async function cancelMails(
  tx: Tx,
  deps: BookingDeps,
  cancelled: Booking,
  actor: CancelActor,
  message: string | undefined,
  refund: { amount: number; currency: string } | null,
  money: PolicyMoney | null,
) {
  const language = await bookingLanguage(tx, cancelled);
  if (actor.kind === "client") return cancellationMails(cancelled, deps.mail.context, deps.now(), deps.calendar, language, money);
  return [coachCancellationMail(cancelled, deps.mail.context, deps.now(), deps.calendar, { message, refund }, language)];
}

/** The coach (or her assistant) cancels a booking, any time: see `cancelWithMoney`. */
export function cancelByCoach(
  deps: BookingDeps,
  input: { bookingId: string; actor: CancelActor & { kind: "staff" }; message?: string; refundAmount?: number },
) {
  return cancelWithMoney(deps, input);
}

/** What cancelling a booking by its link now would give back, for the cancel page (null: nothing was paid). */
export async function cancellationMoney(deps: BookingDeps, booking: Booking): Promise<PolicyMoney | null> {
  if (!booking.orderId) return null;
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, booking.orderId));
  const refundable = order ? await refundableNow(deps.db, order) : 0;
  if (!order || refundable <= 0) return null;
  return policyMoney({ startsAt: booking.startsAt, now: deps.now(), policy: policyOfBooking(booking, deps), refundable, currency: order.currency });
}
