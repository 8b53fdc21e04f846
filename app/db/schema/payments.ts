import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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
  /** A shop line's product variant (decision 046); absent: the product's default variant, or not a product. */
  variantId?: string;
  /** The main course's plan (Basic, Premium, Professional), when chosen. */
  plan?: string;
  /** What the line is beyond its name, shown on the checkout and the receipt (a session's date, time, length and zone). */
  description?: string;
}

/**
 * One order per checkout session (provider + provider_session_id is unique). status moves
 * forward only (app/modules/orders/order-status.ts; a trigger refuses any other move).
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
    /** The language the buyer's journey started in ('en' | 'da'): checkout, confirmation and mails follow it. */
    language: text("language").$type<"en" | "da">().notNull().default("en"),
    /** Where the shop's goods go, as collected at checkout; null for courses and bookings. */
    shippingAddress: jsonb("shipping_address").$type<CollectedShippingAddress>(),
    /** The provider's payment (Stripe's PaymentIntent): refund and dispute events name it. */
    providerPaymentId: text("provider_payment_id"),
    /** Minor units given back so far, as the provider last reported (only grows). */
    amountRefunded: integer("amount_refunded").notNull().default(0),
    /** The coach withdrew access with a partial refund (a full refund or lost dispute ends it anyway). */
    accessRevokedAt: timestamp("access_revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Paid outside the provider (a session recorded by hand, decision 067): cash, transfer or free; null: through the provider. */
    paymentMethod: text("payment_method").$type<"cash" | "transfer" | "free">(),
  },
  (table) => [
    uniqueIndex("orders_provider_session_idx").on(table.provider, table.providerSessionId),
    index("orders_provider_payment_idx").on(table.provider, table.providerPaymentId),
    check("orders_language_check", sql`${table.language} in ('en', 'da')`),
    check("orders_payment_method_check", sql`${table.paymentMethod} is null or ${table.paymentMethod} in ('cash', 'transfer', 'free')`),
    check("orders_amount_refunded_check", sql`${table.amountRefunded} >= 0 and ${table.amountRefunded} <= ${table.amountTotal}`),
    uniqueIndex("orders_idempotency_key_idx").on(table.idempotencyKey),
    index("orders_email_idx").on(table.email),
    index("orders_booking_idx").on(table.bookingId),
    // Per person (decision 026): the dashboard, the materials check and the data download ask
    // for "this user's orders or those paid under their verified e-mail", compared lower-cased.
    index("orders_user_idx").on(table.userId),
    index("orders_email_lower_idx").on(sql`lower(${table.email})`),
    // The back office reads orders in time order, a keyset page at a time (exports, lists).
    index("orders_created_idx").on(table.createdAt, table.id),
    index("orders_paid_idx").on(table.paidAt),
    // Who bought an offer (the back office's Students column, "an offer with buyers is never deleted"): items @> '[{"itemId": …}]'.
    index("orders_items_idx").using("gin", sql`${table.items} jsonb_path_ops`),
    // /admin/orders (decision 033): a status filter and an e-mail prefix search, a keyset page at a time.
    index("orders_status_created_idx").on(table.status, table.createdAt, table.id),
    index("orders_email_prefix_idx").on(sql`lower(${table.email}) text_pattern_ops`),
    index("orders_id_prefix_idx").on(sql`${table.id} text_pattern_ops`),
  ],
);

/**
 * Refunds this site asked for (a lost slot, a second payment for one booking, the coach's
 * button): recorded as pending in the transaction that decides them, then sent to the provider
 * with the row's own idempotency key; a failed call is retried by the reconciliation job. The
 * mails go out when the provider has accepted the refund. Refunds made in the provider's
 * dashboard reach the order through its events and have no row here.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** slot-lost | duplicate-booking | coach | … (why, for the record and the mails). */
    reason: text("reason").notNull(),
    /** pending (not yet accepted by the provider) | submitted | succeeded | failed. */
    status: text("status").notNull().default("pending"),
    /** End access with this (partial) refund; a full refund ends it anyway. */
    revokeAccess: boolean("revoke_access").notNull().default(false),
    providerRefundId: text("provider_refund_id"),
    mails: jsonb("mails").$type<unknown[]>().notNull().default([]),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The coach who asked for it from /admin; null when the site decided it (a lost slot, a second payment). */
    requestedById: text("requested_by_id"),
    requestedByName: text("requested_by_name"),
    /** The coach's private reason (never told to the buyer). */
    note: text("note"),
    /** What followed the refund, as the coach ticked it: the keys of the sellers' refund choices (decision 033). */
    choices: jsonb("choices").$type<string[]>().notNull().default([]),
    /** The refund form's key: a second submit of the same form is the same refund. */
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // A trigger (migration 0028, order_refunds_within_total) refuses a row that would take the order's refunds past what was paid.
  (table) => [
    index("order_refunds_order_idx").on(table.orderId),
    uniqueIndex("order_refunds_idempotency_key_idx").on(table.idempotencyKey),
    index("order_refunds_status_next_idx").on(table.status, table.nextAttemptAt),
    uniqueIndex("order_refunds_provider_refund_idx").on(table.providerRefundId),
    check("order_refunds_amount_check", sql`${table.amount} > 0`),
    check("order_refunds_status_check", sql`${table.status} in ('pending', 'submitted', 'succeeded', 'failed')`),
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
    /** The payment's refunded total the event reported (a refund made in the provider's dashboard), minor units. */
    amountRefunded: integer("amount_refunded"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payment_events_provider_event_idx").on(table.provider, table.eventId),
    // An order's timeline (decision 033).
    index("payment_events_order_idx").on(table.orderId, table.receivedAt),
  ],
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
  /** The receipt address typed on the page when the order had none (Stripe's customer_details.email). */
  collectedEmail: text("collected_email"),
  /** A held booking's end, told by the caller: the page counts down to it and refuses Pay after it. */
  holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
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
  /** What the test provider has given back so far (its Refund action and refunds the site asks for). */
  amountRefunded: integer("amount_refunded").notNull().default(0),
  /** Each refund once, by its id (made from the caller's idempotency key). */
  refundIds: jsonb("refund_ids").$type<string[]>().notNull().default([]),
  /** The test provider's dispute: open, won or lost (its dispute actions). */
  dispute: text("dispute"),
});
