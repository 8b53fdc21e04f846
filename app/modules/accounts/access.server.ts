import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders, type OrderItem } from "~/db/schema";
import { hasPaidForCourse } from "~/modules/payments/orders.server";
import type { SessionUser } from "./guards.server";

/**
 * Whose orders count for this user (SPEC.md "Course access"): the account's own, and
 * those paid under its e-mail address once the address is verified. An order paid while
 * signed out becomes the account's this way, and nobody gets someone else's course by
 * signing up with their address.
 */
export function orderOwner(account: Pick<SessionUser, "id" | "email" | "emailVerified">) {
  return { userId: account.id, verifiedEmail: account.emailVerified ? account.email : null };
}

export function canAccessCourse(db: Database, account: Pick<SessionUser, "id" | "email" | "emailVerified">, courseId: string) {
  return hasPaidForCourse(db, orderOwner(account), courseId);
}

export interface PaidItem {
  itemId: string;
  name: string;
  plan?: string;
  paidAt: Date | null;
}

/** What this user has paid for, newest first, each item once (a test payment is not a course). */
export async function paidItems(db: Database, account: Pick<SessionUser, "id" | "email" | "emailVerified">): Promise<PaidItem[]> {
  const owner = orderOwner(account);
  const rows = await db
    .select({ items: orders.items, paidAt: orders.paidAt })
    .from(orders)
    .where(
      and(
        eq(orders.status, "paid"),
        or(eq(orders.userId, owner.userId), owner.verifiedEmail ? sql`lower(${orders.email}) = ${owner.verifiedEmail.toLowerCase()}` : sql`false`),
      ),
    )
    .orderBy(desc(orders.paidAt));
  const seen = new Map<string, PaidItem>();
  for (const row of rows) {
    for (const item of row.items as OrderItem[]) {
      if (item.itemId === "test-payment" || seen.has(item.itemId)) continue;
      seen.set(item.itemId, { itemId: item.itemId, name: item.name, plan: item.plan, paidAt: row.paidAt });
    }
  }
  return [...seen.values()];
}
