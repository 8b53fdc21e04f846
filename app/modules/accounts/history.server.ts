import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderRefunds, orders, type CollectedShippingAddress, type OrderItem } from "~/db/schema";
import { BUSINESS_TIME_ZONE } from "~/modules/site/time-zone";
import { BY_HAND_PROVIDER } from "~/modules/orders/given-by-hand.server";
import { SHIPPING_COUNTRIES } from "~/modules/orders/shipping";
import { orderNumber, orderSummary } from "~/modules/orders/summary";
import { orderOwner, ownedOrdersSql } from "./access.server";
import type { SessionUser } from "./guards.server";
import { buyerStatusWords, GIVEN_BY_HAND_WORDS, orderLine, SHOWN_ORDER_STATUSES, type AccountOrder, type Receipt, type ShownOrderStatus } from "./history";

type Who = Pick<SessionUser, "id" | "email" | "emailVerified">;

/** The most orders the account page lists; a buyer with more finds all of them in the data download. */
export const ORDERS_SHOWN = 100;

const day = new Intl.DateTimeFormat("en-GB", { timeZone: BUSINESS_TIME_ZONE, day: "numeric", month: "long", year: "numeric" });
const dayAndTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: BUSINESS_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An order of the person's (docs/rules.md, "Accounts", `orderOwner`) whose money arrived. */
const shownOrdersOf = (who: Who) => and(ownedOrdersSql(orderOwner(who)), inArray(orders.status, [...SHOWN_ORDER_STATUSES]));

function statusWords(order: { status: string; provider: string; amountTotal: number }) {
  if (order.provider === BY_HAND_PROVIDER && order.amountTotal === 0 && order.status === "paid") return GIVEN_BY_HAND_WORDS;
  return buyerStatusWords[order.status as ShownOrderStatus] ?? order.status;
}

/**
 * "Your orders": the person's orders, newest first (by when they were paid), each with its
 * number, what was bought, the total and its status in plain words. Never a checkout that was
 * not paid, never another person's order.
 */
export async function accountOrders(db: Database, who: Who): Promise<AccountOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      provider: orders.provider,
      items: orders.items,
      amountTotal: orders.amountTotal,
      currency: orders.currency,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(shownOrdersOf(who))
    .orderBy(desc(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`), desc(orders.id))
    .limit(ORDERS_SHOWN);
  return rows.map((row) => {
    const when = row.paidAt ?? row.createdAt;
    return {
      id: row.id,
      number: orderNumber(row.id),
      date: day.format(when),
      dateTime: when.toISOString(),
      what: orderLine(row.items as OrderItem[]),
      total: row.amountTotal,
      currency: row.currency,
      status: statusWords(row),
      tone:
        row.status === "refunded" || row.status === "partially_refunded" || row.status === "dispute_lost"
          ? "refunded"
          : row.status === "disputed"
            ? "other"
            : "paid",
    };
  });
}

function addressLines(address: CollectedShippingAddress | null): string[] | null {
  if (!address) return null;
  const country = SHIPPING_COUNTRIES.find(([code]) => code === address.country)?.[1] ?? address.country;
  return [address.name, address.line1, address.line2, [address.postalCode, address.city].filter(Boolean).join(" "), address.state, country].filter(
    (line): line is string => Boolean(line && line.trim()),
  );
}

/**
 * One order's receipt, for its owner only: null for an order that is not theirs, was never
 * paid, or does not exist, so the page answers all three alike (404: nobody learns an id exists).
 */
export async function accountReceipt(db: Database, who: Who, orderId: string): Promise<Receipt | null> {
  if (!orderId || orderId.length > 100) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), shownOrdersOf(who)))
    .limit(1);
  if (!order) return null;
  const refundRows = await db
    .select({ amount: orderRefunds.amount, status: orderRefunds.status, createdAt: orderRefunds.createdAt, updatedAt: orderRefunds.updatedAt })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, order.id))
    .orderBy(orderRefunds.createdAt);
  const confirmed = refundRows.filter((row) => row.status === "succeeded");
  const refunds: Receipt["refunds"] = confirmed.map((row) => ({ on: day.format(row.updatedAt), amount: row.amount }));
  // Refunds made in the provider's dashboard reach the order's total but have no row here.
  const unlisted = order.amountRefunded - confirmed.reduce((sum, row) => sum + row.amount, 0);
  if (unlisted > 0) refunds.push({ on: null, amount: unlisted });
  const paidAt = order.paidAt ?? order.createdAt;
  return {
    id: order.id,
    number: orderNumber(order.id),
    paidOn: dayAndTime.format(paidAt),
    paidAt: paidAt.toISOString(),
    email: order.email,
    status: statusWords(order),
    summary: orderSummary({ id: order.id, items: order.items as OrderItem[], currency: order.currency, shipped: Boolean(order.shippingAddress) }),
    refunds,
    refunded: order.amountRefunded,
    refundsOnTheWay: refundRows.filter((row) => row.status === "pending" || row.status === "submitted").reduce((sum, row) => sum + row.amount, 0),
    shippingAddress: addressLines(order.shippingAddress),
  };
}
