import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { ShippingAddress } from "./print-on-demand";

/** A shipping address as the payment provider collected it (the e-mail may come from the order). */
export type CollectedShippingAddress = Omit<ShippingAddress, "email"> & { email?: string };

/** One line of an order, as paid: the catalogue item, how many, and its price then. */
export interface OrderItem {
  /** A course id (courses table), a sales course id, or "test-payment". */
  itemId: string;
  name: string;
  quantity: number;
  /** Minor units of `currency`. */
  unitAmount: number;
  currency: string;
  /** The main course's plan (Basic, Premium, Professional), when chosen. */
  plan?: string;
}

/**
 * One order per checkout session (provider + provider_session_id is unique). status moves
 * forward only: pending → paid | failed | expired, paid → refunded (see order-status.ts).
 */
export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    status: text("status").notNull().default("pending"),
    /** Accounts come later; null for guests. */
    userId: text("user_id"),
    email: text("email"),
    items: jsonb("items").$type<OrderItem[]>().notNull(),
    amountTotal: integer("amount_total").notNull(),
    currency: text("currency").notNull(),
    provider: text("provider").notNull(),
    providerSessionId: text("provider_session_id"),
    checkoutUrl: text("checkout_url"),
    /** The browser's key, scoped to the item and currency: a double click opens one checkout. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** The private-coaching booking this order pays for, if any. */
    bookingId: text("booking_id"),
    /** Where the shop's goods go, as collected at checkout; null for courses and bookings. */
    shippingAddress: jsonb("shipping_address").$type<CollectedShippingAddress>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("orders_provider_session_idx").on(table.provider, table.providerSessionId),
    uniqueIndex("orders_idempotency_key_idx").on(table.idempotencyKey),
    index("orders_email_idx").on(table.email),
    index("orders_booking_idx").on(table.bookingId),
    // Per person (decision 022): the dashboard, the materials check and the data download ask
    // for "this user's orders or those paid under their verified e-mail", compared lower-cased.
    index("orders_user_idx").on(table.userId),
    index("orders_email_lower_idx").on(sql`lower(${table.email})`),
  ],
);

/** Every provider event we received, once: (provider, event_id) is unique. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    providerSessionId: text("provider_session_id"),
    orderId: text("order_id"),
    /** What the event did: "paid", "ignored", "stale", "unknown-order", … */
    outcome: text("outcome"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("payment_events_provider_event_idx").on(table.provider, table.eventId)],
);

/** The built-in test provider's checkout sessions (used when Stripe is not configured). */
export const testCheckoutSessions = pgTable("test_checkout_sessions", {
  id: text("id").primaryKey(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  orderId: text("order_id").notNull(),
  /** open, complete or expired, as Stripe's Checkout Sessions. */
  status: text("status").notNull().default("open"),
  paymentStatus: text("payment_status").notNull().default("unpaid"),
  items: jsonb("items").$type<OrderItem[]>().notNull(),
  amountTotal: integer("amount_total").notNull(),
  currency: text("currency").notNull(),
  customerEmail: text("customer_email"),
  /** A shop checkout: the page asks for a shipping address before Pay. */
  collectShipping: boolean("collect_shipping").notNull().default(false),
  /** The address given on the page when paid. */
  shippingAddress: jsonb("shipping_address").$type<CollectedShippingAddress>(),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp("completed_at", { withTimezone: true }),
  refundedAt: timestamp("refunded_at", { withTimezone: true }),
});
