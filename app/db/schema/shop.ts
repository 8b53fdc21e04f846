import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { products, productVariants } from "./catalogue";
import { user } from "./auth";
import { orders } from "./payments";

/**
 * cart_items: one line per product variant per owner (docs/rules.md, "Cart"; decision 046). The owner is a signed-in user
 * (user_id) or a guest session id (session_id), never both, never neither. The two
 * partial unique indexes make "one line per variant and owner" a database rule, so two
 * quick clicks or two tabs add up on one line (INSERT … ON CONFLICT … DO UPDATE).
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The size/colour bought; a product without options: its default variant (same id as the product). */
    variantId: text("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    sessionId: text("session_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("cart_items_one_owner", sql`(${table.userId} is null) <> (${table.sessionId} is null)`),
    check("cart_items_quantity_positive", sql`${table.quantity} > 0 and ${table.quantity} <= 1000`),
    uniqueIndex("cart_items_user_variant_idx")
      .on(table.userId, table.variantId)
      .where(sql`${table.userId} is not null`),
    uniqueIndex("cart_items_session_variant_idx")
      .on(table.sessionId, table.variantId)
      .where(sql`${table.sessionId} is not null`),
  ],
);

/** Which cart an order was opened from, so its payment empties exactly those lines. */
export const cartCheckouts = pgTable("cart_checkouts", {
  orderId: text("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  userId: text("user_id"),
  sessionId: text("session_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
