import { and, eq, inArray, or } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { courses, orders } from "~/db/schema";
import type { Block, MailContext } from "~/modules/mail/draft";

/** Where a buyer starts an online course: the dashboard (sign-in first, with the address that paid). */
export const COURSE_START_PATH = "/dashboard";

/**
 * The online courses an order's items sold (by the offer's id or its sales page id, which the
 * orders carry), with the catalogue's title: the confirmation page and the receipt tell how to
 * start them.
 */
export async function onlineCoursesOf(db: Database | Tx, items: readonly { itemId: string }[]): Promise<{ title: string }[]> {
  const ids = items.map((item) => item.itemId);
  if (!ids.length) return [];
  return db
    .select({ title: courses.title })
    .from(courses)
    .where(and(eq(courses.kind, "online-course"), or(inArray(courses.id, ids), inArray(courses.salesId, ids))));
}

/** The receipt's part for online courses: where to start, with the address the receipt went to. */
export function courseStartBlocks(titles: readonly string[], ctx: MailContext): Block[] {
  if (!titles.length) return [];
  return [
    {
      paragraph: `${titles.join(", ")} ${titles.length === 1 ? "is" : "are"} ready for you. Sign in (or create your account) with this e-mail address, and your course is on your dashboard.`,
    },
    { button: { label: "Start your course", url: `${ctx.origin}${COURSE_START_PATH}` } },
  ];
}

/** The confirmation page's part: the online courses the order sold, read by the order's id. */
export async function onlineCoursesOfOrder(db: Database, orderId: string): Promise<{ title: string }[]> {
  const [order] = await db.select({ items: orders.items }).from(orders).where(eq(orders.id, orderId));
  return order ? onlineCoursesOf(db, order.items) : [];
}
