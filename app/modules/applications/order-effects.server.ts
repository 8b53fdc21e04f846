import { eq } from "drizzle-orm";
import { applicationOrders, applications } from "~/db/schema";
import type { OrderEffect } from "~/modules/orders/effects.server";
import { duplicatePaymentMail, paidCoachMail, withdrawnLinkPaymentMail } from "./review-mails";
import type { Programme } from "./schemas";

/**
 * A paid order opened from an application's payment link marks the application paid (once)
 * and tells the coach; a second payment for a place already paid (two tabs) is refused, so
 * the orders module refunds it in full (decision 032), and so is one that arrives after the coach
 * withdrew the link (decision 066).
 */
export const applicationOrderEffects: OrderEffect = {
  name: "applications",
  async onPaid(tx, order, ctx) {
    const [link] = await tx.select().from(applicationOrders).where(eq(applicationOrders.orderId, order.id));
    if (!link) return;
    const [row] = await tx.select().from(applications).where(eq(applications.id, link.applicationId)).for("update");
    if (!row || row.paidOrderId === order.id) return;
    const applicant = { ...row, programme: row.programme as Programme };
    if (row.paidAt) return { refuse: { reason: "application-already-paid", mails: [duplicatePaymentMail(applicant, order, ctx.mail)] } };
    // The coach withdrew the link before this payment settled (decision 066): refunded in full, never a place paid by surprise.
    if (row.payWithdrawnAt) return { refuse: { reason: "application-link-withdrawn", mails: [withdrawnLinkPaymentMail(applicant, order, ctx.mail)] } };
    await tx
      .update(applications)
      .set({ paidAt: order.paidAt ?? ctx.now, paidOrderId: order.id })
      .where(eq(applications.id, row.id));
    return { mails: [paidCoachMail(applicant, order, ctx.mail)] };
  },
};
