import { and, inArray, or } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { courses, type OfferKind } from "~/db/schema";
import type { OrderEffect } from "~/modules/orders/effects.server";
import { orderGrantsAccess } from "~/modules/orders/order-status";
import { courseStartBlocks, onlineCoursesOf } from "./confirmation.server";

/** The kinds of offer a buyer studies in the learning space (a coaching session or a workshop is not). */
const STUDIED_KINDS: OfferKind[] = ["programme", "class", "course", "online-course"];

/**
 * The learning space's part in a refund (decision 033): "Remove course access" is offered when the
 * order opens a course and still grants access; carrying it out withdraws the order's access (the
 * orders module records it, and every access check — lessons, materials, the dashboard — says no).
 * Progress and journal stay.
 */
export const learningOrderEffects: OrderEffect = {
  name: "learning",
  // The receipt says how to start a bought online course (decision 040).
  async onPaid(tx, order, ctx) {
    const bought = await onlineCoursesOf(tx, order.items);
    return bought.length
      ? {
          receipt: courseStartBlocks(
            bought.map((course) => course.title),
            ctx.mail,
          ),
        }
      : undefined;
  },
  refundChoices: [
    {
      key: "remove-access",
      label: "Remove course access",
      async appliesTo(db: Database | Tx, order) {
        if (!orderGrantsAccess(order)) return false;
        const ids = order.items.map((item) => item.itemId);
        if (!ids.length) return false;
        // The item is the course itself, or an offer sold for a course (its id or sales id).
        const found = await db
          .select({ id: courses.id })
          .from(courses)
          .where(and(inArray(courses.kind, STUDIED_KINDS), or(inArray(courses.id, ids), inArray(courses.salesId, ids))))
          .limit(1);
        return found.length > 0;
      },
      async carryOut() {
        return { revokeAccess: true };
      },
    },
  ],
};
