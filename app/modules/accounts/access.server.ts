import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders, type OrderItem } from "~/db/schema";
import { grantsAccessSql } from "~/modules/orders/orders.server";
import { TEST_PAYMENT_ID } from "~/modules/orders/test-payment";
import { courseGrants } from "~/modules/catalogue/catalogue.server";
import { itemIdsGrantingCourse } from "~/modules/catalogue/offers";
import type { SessionUser } from "./guards.server";

/**
 * Whose orders count for this user (docs/rules.md, "Accounts"): the account's own, and
 * those paid under its e-mail address once the address is verified. An order paid while
 * signed out becomes the account's this way, and nobody gets someone else's course by
 * signing up with their address.
 */
export function orderOwner(account: Pick<SessionUser, "id" | "email" | "emailVerified">) {
  return { userId: account.id, verifiedEmail: account.emailVerified ? account.email : null };
}

/**
 * The same rule as a database condition over `orders`: the account's own orders, and those
 * under its e-mail once verified (compared lower-cased, as the index is).
 */
export function ownedOrdersSql(who: { userId?: string | null; verifiedEmail?: string | null }) {
  const owners = [
    who.userId ? eq(orders.userId, who.userId) : undefined,
    who.verifiedEmail ? sql`lower(${orders.email}) = ${who.verifiedEmail.toLowerCase()}` : undefined,
  ].filter(Boolean);
  return owners.length ? or(...owners)! : sql`false`;
}

export function canAccessCourse(db: Database, account: Pick<SessionUser, "id" | "email" | "emailVerified">, courseId: string) {
  return hasPaidForCourse(db, orderOwner(account), courseId);
}

/**
 * The access check (docs/rules.md, "Refunds and access"): an order that grants access
 * (`orderGrantsAccess`), whose user id or e-mail matches, containing the course. Checked on the
 * server on every download. The e-mail counts only once its owner has proved it
 * (`verifiedEmail`). An online sales course counts for the catalogue course it is sold for
 * (decision 017).
 */
export async function hasPaidForCourse(db: Database, who: { userId?: string | null; verifiedEmail?: string | null }, courseId: string): Promise<boolean> {
  if (!who.userId && !who.verifiedEmail) return false;
  const itemIds = itemIdsGrantingCourse(await courseGrants(db), courseId);
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(grantsAccessSql(), ownedOrdersSql(who), or(...itemIds.map((itemId) => sql`${orders.items} @> ${JSON.stringify([{ itemId }])}::jsonb`))))
    .limit(1);
  return Boolean(row);
}

export interface PaidItem {
  itemId: string;
  name: string;
  plan?: string;
  paidAt: Date | null;
}

export interface PaidOrder {
  items: OrderItem[];
  paidAt: Date | null;
}

/** The orders that grant this user something (see orderOwner and orderGrantsAccess), oldest first. */
export async function paidOrders(db: Database, account: Pick<SessionUser, "id" | "email" | "emailVerified">): Promise<PaidOrder[]> {
  const rows = await db
    .select({ items: orders.items, paidAt: orders.paidAt })
    .from(orders)
    .where(and(grantsAccessSql(), ownedOrdersSql(orderOwner(account))))
    .orderBy(sql`${orders.paidAt} asc nulls last`, asc(orders.createdAt), asc(orders.id));
  return rows.map((row) => ({ items: row.items as OrderItem[], paidAt: row.paidAt }));
}

/** What these orders paid for, newest first, each item once (a test payment is not a course). */
export function itemsPaid(paid: PaidOrder[]): PaidItem[] {
  const seen = new Map<string, PaidItem>();
  for (const order of [...paid].reverse()) {
    for (const item of order.items) {
      if (item.itemId === TEST_PAYMENT_ID || seen.has(item.itemId)) continue;
      seen.set(item.itemId, { itemId: item.itemId, name: item.name, plan: item.plan, paidAt: order.paidAt });
    }
  }
  return [...seen.values()];
}
