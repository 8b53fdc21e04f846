import { and, eq, inArray } from "drizzle-orm";
import { orders } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import type { OrdersDeps } from "./deps.server";
import { applyPaymentEvent } from "./events.server";
import { UNPAID_STATUSES } from "./order-status";
import type { ProviderSession } from "./provider";
import { submitDueRefunds } from "./refunds.server";

export interface ReconcileReport {
  completed: number;
  filled: number;
  refundsSent: number;
}

/**
 * The reconciliation job: checkout sessions the provider reports paid whose order is not
 * paid (a webhook lost or not yet delivered) are completed through the same path as the
 * webhook, carrying everything it would (address, payment id), with one synthetic event per
 * session so a second run changes nothing; a paid order still missing what its session knows
 * is filled in; refunds whose provider call failed are sent again.
 */
export async function reconcilePayments(deps: OrdersDeps, options: { lookbackHours?: number } = {}): Promise<ReconcileReport> {
  const since = new Date(deps.now().getTime() - (options.lookbackHours ?? 72) * 3_600_000);
  const report: ReconcileReport = { completed: 0, filled: 0, refundsSent: 0 };
  const sessions = await deps.provider.listPaidSessions(since);
  if (sessions.length > 0) {
    const known = await deps.db
      .select({ sessionId: orders.providerSessionId, status: orders.status, shippingAddress: orders.shippingAddress, paymentId: orders.providerPaymentId })
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
    const bySession = new Map(known.map((order) => [order.sessionId, order]));
    for (const session of sessions) {
      // Sessions not made by this site (a payment link on the same account) carry no order id.
      if (!session.orderId) continue;
      const order = bySession.get(session.id);
      const unpaid = !order || (UNPAID_STATUSES as readonly string[]).includes(order.status);
      const missing = order && ((!order.shippingAddress && session.shippingAddress) || (!order.paymentId && session.paymentId));
      if (!unpaid && !missing) continue;
      const { outcome } = await applyPaymentEvent(deps, sessionEvent(deps, session, unpaid ? "reconcile" : "reconcile-fill"));
      if (unpaid && outcome === "paid") report.completed++;
      else if (!unpaid && outcome === "filled") report.filled++;
      else if (outcome !== "duplicate") logger.warn({ sessionId: session.id, outcome }, "reconciliation found a paid session it could not settle");
    }
  }
  report.refundsSent = await submitDueRefunds(deps);
  return report;
}

function sessionEvent(deps: OrdersDeps, session: ProviderSession, prefix: string) {
  return {
    provider: deps.provider.name,
    eventId: `${prefix}:${session.id}`,
    type: "reconcile.session.paid",
    kind: "completed" as const,
    sessionId: session.id,
    orderId: session.orderId,
    paymentStatus: session.paymentStatus,
    paymentId: session.paymentId,
    shippingAddress: session.shippingAddress,
    customerEmail: session.customerEmail,
  };
}
