import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Where a print-on-demand parcel goes, as the payment provider collected it. */
export interface ShippingAddress {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  state?: string;
  email: string;
  phone?: string;
}

/** One print-on-demand item of a paid order, as paid: which product, its Gelato product uid and how many. */
export interface PodItem {
  productId: string;
  /** The size/colour printed (decision 046); absent: the product's default variant. */
  variantId?: string;
  podProductId: string;
  productName: string;
  quantity: number;
}

/**
 * One Gelato order per paid order: all its print-on-demand items go to the printer together
 * (decision 020, before it one order per line, decision 018). order_id is unique: a replayed
 * payment event queues nothing. The print files are read from `products.print_file_url` when
 * the order is sent, so a file added after a refusal goes with 'Retry now'.
 * status: waiting | needs-address | submitting | submitted | failed | handled-by-coach | cancelled
 * (see app/modules/print-on-demand/status.ts).
 */
export const podFulfilments = pgTable(
  "pod_fulfilments",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull(),
    items: jsonb("items").$type<PodItem[]>().notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    /** Null until the provider gave us one; the row then waits for the coach ('needs-address'). */
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a worker took the row; a 'submitting' row older than the lease is taken again. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    providerOrderId: text("provider_order_id"),
    /** The printer's answer or the network failure; never the customer's address. */
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("pod_fulfilments_order_idx").on(table.orderId),
    index("pod_fulfilments_status_next_idx").on(table.status, table.nextAttemptAt),
    index("pod_fulfilments_created_idx").on(table.createdAt, table.id),
    check(
      "pod_fulfilments_status_check",
      sql`${table.status} in ('waiting', 'needs-address', 'submitting', 'submitted', 'failed', 'handled-by-coach', 'cancelled')`,
    ),
    check("pod_fulfilments_items_check", sql`jsonb_typeof(${table.items}) = 'array' and jsonb_array_length(${table.items}) > 0`),
  ],
);
