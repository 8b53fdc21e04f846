import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditLog, cartCheckouts, orderRefunds, orders, paymentEvents, podFulfilments, user } from "~/db/schema";
import { decodeCursor, encodeCursor, searchPrefix } from "~/modules/accounts/roles.server";
import type { OrderStatus } from "~/modules/orders/order-status";
import type { OrderListFilters } from "./orders";

/** Orders per page on /admin/orders. */
export const ORDERS_PAGE_SIZE = 25;

/**
 * The list's filters as SQL (the list and its CSV alike). Every part has an index: status
 * (orders_status_created_idx), the buyer's e-mail prefix (orders_email_prefix_idx), the order
 * id's prefix (orders_id_prefix_idx), an account's name or e-mail prefix (user_*_prefix_idx,
 * then orders_user_idx), the booking (orders_booking_idx), the cart (cart_checkouts' key).
 */
export function orderFilterSql(filters: Partial<OrderListFilters>): SQL | undefined {
  const prefix = searchPrefix(filters.q);
  const search = prefix
    ? or(
        sql`${orders.id} like ${prefix}`,
        sql`lower(${orders.email}) like ${prefix}`,
        sql`${orders.userId} in (select ${user.id} from ${user} where lower(${user.name}) like ${prefix} or lower(${user.email}) like ${prefix})`,
      )
    : undefined;
  const inCart = sql`exists (select 1 from ${cartCheckouts} where ${cartCheckouts.orderId} = ${orders.id})`;
  const kind =
    filters.kind === "coaching"
      ? sql`${orders.bookingId} is not null`
      : filters.kind === "shop"
        ? inCart
        : filters.kind === "course"
          ? sql`${orders.bookingId} is null and not ${inCart}`
          : undefined;
  return and(search, filters.status ? eq(orders.status, filters.status) : undefined, kind);
}

const listColumns = {
  id: orders.id,
  status: orders.status,
  items: orders.items,
  currency: orders.currency,
  amountTotal: orders.amountTotal,
  amountRefunded: orders.amountRefunded,
  email: orders.email,
  userId: orders.userId,
  buyerName: user.name,
  provider: orders.provider,
  providerSessionId: orders.providerSessionId,
  providerPaymentId: orders.providerPaymentId,
  bookingId: orders.bookingId,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  podStatus: podFulfilments.status,
  cursorAt: sql<string>`${orders.createdAt}::text`,
};

/** One keyset page of orders matching the filters, newest first (after: older, before: newer). */
function ordersQuery(db: Database, filters: Partial<OrderListFilters>, input: { after?: string | null; before?: string | null; limit: number }) {
  const after = decodeCursor(input.after);
  const before = after ? null : decodeCursor(input.before);
  const cursor = after ?? before;
  const position = cursor
    ? before
      ? sql`(${orders.createdAt}, ${orders.id}) > (${cursor.at}::timestamptz, ${cursor.id})`
      : sql`(${orders.createdAt}, ${orders.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
    : undefined;
  return {
    backwards: Boolean(before),
    rows: db
      .select(listColumns)
      .from(orders)
      .leftJoin(user, eq(user.id, orders.userId))
      .leftJoin(podFulfilments, eq(podFulfilments.orderId, orders.id))
      .where(and(orderFilterSql(filters), position))
      .orderBy(...(before ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)]))
      .limit(input.limit + 1),
  };
}

export type OrderListRow = Omit<Awaited<ReturnType<typeof ordersQuery>["rows"]>[number], "cursorAt">;

/**
 * /admin/orders (decision 033): a page of orders, newest first, by keyset (created_at, id), so
 * every page costs the same however many orders there are (no OFFSET).
 */
export async function listOrders(
  db: Database,
  filters: Partial<OrderListFilters>,
  input: { after?: string | null; before?: string | null; limit?: number } = {},
): Promise<{ orders: OrderListRow[]; next: string | null; previous: string | null }> {
  const limit = input.limit ?? ORDERS_PAGE_SIZE;
  const query = ordersQuery(db, filters, { ...input, limit });
  const rows = await query.rows;
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (query.backwards) page.reverse();
  const first = page[0];
  const last = page.at(-1);
  const hasNewer = query.backwards ? more : Boolean(input.after);
  const hasOlder = query.backwards ? true : more;
  return {
    orders: page.map(({ cursorAt: _, ...row }) => row),
    next: hasOlder && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
    previous: hasNewer && first ? encodeCursor({ at: first.cursorAt, id: first.id }) : null,
  };
}

/** The provider's reference a coach looks up in its dashboard: the payment, else the checkout session. */
export function providerReference(order: { providerPaymentId: string | null; providerSessionId: string | null }): string | null {
  return order.providerPaymentId ?? order.providerSessionId;
}

/** A person's orders for their page: by account or by the e-mail they paid with (both indexed), newest first. */
export async function ordersForPerson(db: Database, userId: string, email: string, limit = 50) {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      items: orders.items,
      currency: orders.currency,
      amountTotal: orders.amountTotal,
      amountRefunded: orders.amountRefunded,
      createdAt: orders.createdAt,
      podStatus: podFulfilments.status,
    })
    .from(orders)
    .leftJoin(podFulfilments, eq(podFulfilments.orderId, orders.id))
    .where(or(eq(orders.userId, userId), sql`lower(${orders.email}) = ${email.toLowerCase()}`))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** One order with what its page shows beside the timeline. */
export async function orderDetail(db: Database, orderId: string) {
  const [row] = await db
    .select({ order: orders, buyerName: user.name, buyerEmail: user.email })
    .from(orders)
    .leftJoin(user, eq(user.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  const refunds = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.createdAt));
  const pod = await db.select().from(podFulfilments).where(eq(podFulfilments.orderId, orderId));
  const events = await db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId)).orderBy(asc(paymentEvents.receivedAt));
  const audit = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, "order"), eq(auditLog.subjectId, orderId)))
    .orderBy(asc(auditLog.createdAt))
    .limit(200);
  const openRefunds = refunds.filter((r) => r.status === "pending" || r.status === "submitted").reduce((sum, r) => sum + r.amount, 0);
  return { order: row.order, buyer: row.buyerName ? { name: row.buyerName, email: row.buyerEmail } : null, refunds, pod, events, audit, openRefunds };
}

export type OrderDetail = NonNullable<Awaited<ReturnType<typeof orderDetail>>>;
export type { OrderStatus };
