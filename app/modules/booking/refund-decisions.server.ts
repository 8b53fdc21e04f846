import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, orders } from "~/db/schema";
import { mayRefund, refundableNow, requestRefund, submitRefund } from "~/modules/orders/refunds.server";
import type { BookingDeps } from "./deps.server";
import { policyMoney, policyOfBooking } from "./cancel-money";

/** A paid booking the assistant cancelled: its refund waits for the coach (decision 065). */
export interface RefundToDecide {
  bookingId: string;
  name: string;
  kind: string;
  startsAt: Date;
  cancelledAt: Date;
  cancelledBy: string;
  orderId: string;
  currency: string;
  /** What is left to give back on the order. */
  refundable: number;
  /** What the policy kept with the booking gives back, as of when it was cancelled. */
  suggested: number;
}

/** How many refunds wait for the coach, for Today's "waiting for you". */
export async function refundsToDecideCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(eq(bookings.refundDecision, "to-decide"));
  return row?.count ?? 0;
}

/** Today's list of refunds to decide, oldest cancellation first (a partial index keeps it small). */
export async function refundsToDecide(db: Database, current: Pick<BookingDeps, "settings" | "cancellationNoticeHours">): Promise<RefundToDecide[]> {
  const rows = await db
    .select({ booking: bookings, order: orders })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(eq(bookings.refundDecision, "to-decide"))
    .orderBy(asc(bookings.cancelledAt))
    .limit(50);
  const found: RefundToDecide[] = [];
  for (const { booking, order } of rows) {
    const refundable = await refundableNow(db, order);
    const cancelledAt = booking.cancelledAt ?? booking.updatedAt;
    const policy = policyOfBooking(booking, current);
    found.push({
      bookingId: booking.id,
      name: booking.name,
      kind: booking.kind,
      startsAt: booking.startsAt,
      cancelledAt,
      cancelledBy: booking.cancelledByName ?? "the assistant",
      orderId: order.id,
      currency: order.currency,
      refundable,
      suggested: policyMoney({ startsAt: booking.startsAt, now: cancelledAt, policy, refundable, currency: order.currency }).amount,
    });
  }
  return found;
}

export type DecideResult = { ok: true; refunded: number; currency: string } | { ok: false; reason: "not-found" | "invalid-amount" | "not-allowed" };

class Refused extends Error {
  constructor(readonly reason: "invalid-amount" | "not-allowed") {
    super(reason);
  }
}

/**
 * The coach decides the refund of a booking her assistant cancelled: an amount (the buyer gets
 * the refund's own mail) or nothing. Once: the booking leaves the list in the same transaction.
 * The refund function refuses anyone but an admin, so this does too.
 */
export async function decideRefund(
  deps: BookingDeps,
  input: { bookingId: string; amount: number; actor: { userId: string; name: string } },
): Promise<DecideResult> {
  const now = deps.now();
  try {
    const done = await deps.db.transaction(async (tx) => {
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, input.bookingId), eq(bookings.refundDecision, "to-decide")))
        .for("update");
      if (!booking?.orderId) return null;
      const [order] = await tx.select().from(orders).where(eq(orders.id, booking.orderId)).for("update");
      if (!order) return null;
      let refundId: string | null = null;
      if (input.amount > 0) {
        const requested = await requestRefund(
          tx,
          order,
          {
            amount: input.amount,
            reason: "coach-decided",
            actor: { kind: "staff", userId: input.actor.userId, name: input.actor.name },
            mailContext: deps.mail.context,
            sessionCancelled: true,
          },
          now,
        );
        if (!requested.ok) throw new Refused(requested.reason === "not-allowed" ? "not-allowed" : "invalid-amount");
        refundId = requested.refundId;
      } else {
        // "No refund" is hers alone too: the role is read as the refund function reads it.
        if (!(await mayRefund(tx, { kind: "staff", userId: input.actor.userId, name: input.actor.name }))) throw new Refused("not-allowed");
      }
      await tx
        .update(bookings)
        .set({ refundDecision: input.amount > 0 ? "refunded" : "no-refund", updatedAt: now })
        .where(eq(bookings.id, booking.id));
      return { refundId, currency: order.currency };
    });
    if (!done) return { ok: false, reason: "not-found" };
    if (done.refundId) await submitRefund(deps, done.refundId);
    return { ok: true, refunded: Math.max(0, input.amount), currency: done.currency };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    throw error;
  }
}
