import { and, eq, inArray } from "drizzle-orm";
import { podFulfilments, type ShippingAddress } from "~/db/schema";
import { render } from "~/modules/mail/draft";
import type { OrderEffect } from "~/modules/orders/effects.server";
import { queuePrintOnDemand } from "./queue.server";
import { handleableStatuses } from "./status";

/**
 * Print-on-demand follows its order (decisions 018, 020, 022): a paid order's printable items
 * join the printer's queue; a full refund or a lost dispute stops a Gelato order not yet sent
 * (one already with the printer is named to the coach, who cancels it at Gelato); an address
 * a later event brings lets an order that waited for one go.
 */
export const printOnDemandOrderEffects: OrderEffect = {
  name: "print-on-demand",
  async onPaid(tx, order, ctx) {
    await queuePrintOnDemand(tx, order, ctx.now, order.shippingAddress ?? undefined);
  },
  async onAccessEnded(tx, order, ctx) {
    const rows = await tx.select().from(podFulfilments).where(eq(podFulfilments.orderId, order.id)).for("update");
    const row = rows[0];
    if (!row) return [];
    if ((handleableStatuses as readonly string[]).includes(row.status)) {
      await tx.update(podFulfilments).set({ status: "cancelled", claimedAt: null, updatedAt: ctx.now }).where(eq(podFulfilments.id, row.id));
      return [];
    }
    if (row.status !== "submitting" && row.status !== "submitted") return [];
    const body = render(
      [
        { paragraph: "An order that was already sent to Gelato for printing has been refunded in full, or its payment was taken back." },
        { paragraph: "Cancel it at Gelato if it has not been produced yet." },
        {
          fields: [
            ["Order", order.id],
            ["Gelato order", row.providerOrderId ?? "not known yet"],
          ],
        },
      ],
      [ctx.mail.profile.businessName],
    );
    return [{ kind: "pod.refunded-after-submission", to: ctx.mail.coachEmail, subject: "Refunded order is with the printer", ...body }];
  },
  // The refund dialog's "Stop the print order" (decision 033): only while it has not gone to Gelato; one already sent is left alone.
  refundChoices: [
    {
      key: "stop-print",
      label: "Stop the print-on-demand order (not yet sent to the printer)",
      async appliesTo(db, order) {
        const [row] = await db
          .select({ id: podFulfilments.id })
          .from(podFulfilments)
          .where(and(eq(podFulfilments.orderId, order.id), inArray(podFulfilments.status, [...handleableStatuses])));
        return Boolean(row);
      },
      async carryOut(tx, order, ctx) {
        // Conditional on the status: a row the worker claimed meanwhile ('submitting') is not touched.
        await tx
          .update(podFulfilments)
          .set({ status: "cancelled", claimedAt: null, updatedAt: ctx.now })
          .where(and(eq(podFulfilments.orderId, order.id), inArray(podFulfilments.status, [...handleableStatuses])));
      },
    },
  ],
  async onDetailsFilled(tx, order, ctx) {
    const collected = order.shippingAddress;
    const email = collected?.email ?? order.email;
    if (!collected || !email) return;
    const address: ShippingAddress = { ...collected, email };
    await tx
      .update(podFulfilments)
      .set({ shippingAddress: address, status: "waiting", nextAttemptAt: ctx.now, updatedAt: ctx.now })
      .where(and(eq(podFulfilments.orderId, order.id), inArray(podFulfilments.status, ["needs-address"])));
  },
};
