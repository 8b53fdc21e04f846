import { and, eq, inArray } from "drizzle-orm";
import { bookings, orders } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import type { CommerceDeps } from "./deps.server";
import { fulfilPaymentEvent, refundLostSlot } from "./fulfil.server";

export interface ReconcileReport {
  completed: number;
  refunded: number;
}

/**
 * The reconciliation job: checkout sessions the provider reports paid whose order is not
 * paid (a webhook lost or not yet delivered) are completed through the same fulfilment,
 * with one synthetic event per session so a second run changes nothing; refunds that failed
 * earlier are retried.
 */
export async function reconcilePayments(deps: CommerceDeps, options: { lookbackHours?: number } = {}): Promise<ReconcileReport> {
  const since = new Date(deps.now().getTime() - (options.lookbackHours ?? 72) * 3_600_000);
  const report: ReconcileReport = { completed: 0, refunded: 0 };
  const sessions = await deps.provider.listPaidSessions(since);
  if (sessions.length > 0) {
    const known = await deps.db
      .select({ sessionId: orders.providerSessionId, status: orders.status })
      .from(orders)
      .where(
        and(
          eq(orders.provider, deps.provider.name),
          inArray(
            orders.providerSessionId,
            sessions.map((s) => s.id),
          ),
        ),
      );
    const settled = new Set(known.filter((o) => o.status === "paid" || o.status === "refunded").map((o) => o.sessionId));
    for (const session of sessions) {
      // Sessions not made by this site (a payment link on the same account) carry no order id.
      if (settled.has(session.id) || !session.orderId) continue;
      const { outcome } = await fulfilPaymentEvent(deps, {
        provider: deps.provider.name,
        eventId: `reconcile:${session.id}`,
        type: "reconcile.session.paid",
        kind: "completed",
        sessionId: session.id,
        orderId: session.orderId,
        paymentStatus: session.paymentStatus,
      });
      if (outcome === "paid") report.completed++;
      else if (outcome !== "duplicate") logger.warn({ sessionId: session.id, outcome }, "reconciliation found a paid session it could not complete");
    }
  }
  // Paid orders whose lapsed booking lost its slot, where the refund failed before.
  const owed = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(bookings, eq(bookings.id, orders.bookingId))
    .where(and(eq(orders.status, "paid"), eq(bookings.status, "expired")));
  for (const { id } of owed) if (await refundLostSlot(deps, id)) report.refunded++;
  return report;
}
