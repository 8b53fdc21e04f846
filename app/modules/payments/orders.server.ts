import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders } from "~/db/schema";
import { itemIdsGrantingCourse } from "~/modules/sales/grants";

/**
 * SPEC.md's access check (PRODUCT.md decision 6): a paid order whose user id or e-mail
 * matches, containing the course. Checked on the server on every download. The e-mail
 * counts only once its owner has proved it (`verifiedEmail`): anyone can sign up with the
 * address a buyer paid with, and must not get the buyer's course by doing so. An online
 * sales course counts for the catalogue course it is sold for (decision 017).
 */
export async function hasPaidForCourse(db: Database, who: { userId?: string | null; verifiedEmail?: string | null }, courseId: string): Promise<boolean> {
  const owners = [
    who.userId ? eq(orders.userId, who.userId) : undefined,
    who.verifiedEmail ? sql`lower(${orders.email}) = ${who.verifiedEmail.toLowerCase()}` : undefined,
  ].filter(Boolean);
  if (owners.length === 0) return false;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, "paid"),
        or(...owners),
        or(...itemIdsGrantingCourse(courseId).map((itemId) => sql`${orders.items} @> ${JSON.stringify([{ itemId }])}::jsonb`)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Newest first, for the admin dashboard. */
export function listOrders(db: Database, limit = 200) {
  return db.select().from(orders).orderBy(desc(orders.createdAt)).limit(limit);
}

export async function findOrder(db: Database, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}
