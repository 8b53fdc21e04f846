import { and, count, desc, eq, gte, inArray, isNotNull, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditLog, bookings, orderRefunds, orders } from "~/db/schema";
import { UNPAID_STATUSES } from "~/modules/orders/order-status";
import { policyMoney, policyOfBooking } from "~/modules/booking/cancel-money";
import type { BookingDeps } from "~/modules/booking/deps.server";
import { CANCELLED_LATELY_DAYS, CANCELLED_LATELY_SHOWN, cancelledBy, type CancelMoney, type CancelledLately } from "./cancelled-lately";

/**
 * Today's "Cancelled lately" (issue 40): the booked sessions cancelled in the last 7 days, newest
 * first, at most 10, with how many there are in all. Each names who cancelled and what it did to
 * the money, read from the booking, its order's refunds and the staff's audit entry. One indexed
 * range over the cancelled bookings (bookings_status_starts_idx), then lookups by key.
 */
export async function cancelledLately(
  db: Database,
  current: Pick<BookingDeps, "settings" | "cancellationNoticeHours">,
  now: Date,
): Promise<{ rows: CancelledLately[]; total: number }> {
  const since = new Date(now.getTime() - CANCELLED_LATELY_DAYS * 86_400_000);
  // A hold or an unpaid checkout that was let go was never a session: only confirmed ones count.
  // Sessions that start in the window or later: the range over bookings_status_starts_idx stays as
  // short as the calendar ahead, however many cancellations the years keep.
  const where = and(eq(bookings.status, "cancelled"), gte(bookings.startsAt, since), gte(bookings.cancelledAt, since), isNotNull(bookings.confirmedAt));
  const [found, [all]] = await Promise.all([
    db.select().from(bookings).where(where).orderBy(desc(bookings.cancelledAt)).limit(CANCELLED_LATELY_SHOWN),
    db.select({ total: count() }).from(bookings).where(where),
  ]);
  if (!found.length) return { rows: [], total: 0 };
  const orderIds = found.flatMap((booking) => (booking.orderId ? [booking.orderId] : []));
  const [orderRows, refundRows, audited] = await Promise.all([
    orderIds.length ? db.select().from(orders).where(inArray(orders.id, orderIds)) : [],
    orderIds.length
      ? db
          .select({ orderId: orderRefunds.orderId, amount: orderRefunds.amount })
          .from(orderRefunds)
          .where(and(inArray(orderRefunds.orderId, orderIds), ne(orderRefunds.status, "failed")))
      : [],
    db
      .select({ subjectId: auditLog.subjectId, summary: auditLog.summary })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectType, "booking"),
          inArray(
            auditLog.subjectId,
            found.map((booking) => booking.id),
          ),
          eq(auditLog.action, "booking.cancelled"),
        ),
      ),
  ]);
  const rows = found.map((booking): CancelledLately => {
    const order = orderRows.find((row) => row.id === booking.orderId);
    const refunded = refundRows.filter((row) => row.orderId === booking.orderId).reduce((sum, row) => sum + row.amount, 0);
    const audit = audited.find((row) => row.subjectId === booking.id);
    const cancelledAt = booking.cancelledAt ?? booking.updatedAt;
    let money: CancelMoney;
    if (!order || order.amountTotal === 0) money = { kind: "free" };
    else if ((UNPAID_STATUSES as readonly string[]).includes(order.status)) money = { kind: "unpaid" };
    else if (booking.refundDecision === "to-decide") money = { kind: "to-decide" };
    else if (refunded > 0) money = { kind: "refunded", amount: refunded, currency: order.currency };
    else {
      const policy = policyMoney({
        startsAt: booking.startsAt,
        now: cancelledAt,
        policy: policyOfBooking(booking, current),
        refundable: order.amountTotal,
        currency: order.currency,
      });
      // Within the cut-off the policy kept nothing back; otherwise the coach chose no refund.
      money = { kind: "no-refund", cutoffHours: policy.beforeCutoff || booking.refundDecision === "no-refund" ? null : policy.cutoffHours };
    }
    return {
      bookingId: booking.id,
      name: booking.name,
      kind: booking.kind,
      startsAt: booking.startsAt,
      cancelledAt,
      by: cancelledBy({
        cancelledByName: booking.cancelledByName,
        audited: audit ? { blockOut: audit.summary.includes("for a block-out") } : null,
      }),
      money,
    };
  });
  return { rows, total: all?.total ?? rows.length };
}
