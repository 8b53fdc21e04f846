import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * What kind of thing an offer is (decision 028): the course list's cards are every kind but
 * `online-course` (sold on /sales/…) and `test` (the $1 test payment).
 */
export const OFFER_KINDS = ["programme", "session", "workshop", "class", "course", "online-course", "test"] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/**
 * The catalogue (decision 028): one row per thing sold that is not a shop product: programmes,
 * private sessions, workshops, the group class, courses, the online courses of the sales pages
 * and the test payment. Its prices are rows of `course_prices`, one per currency (and plan); the
 * single source of every displayed and charged price. The table keeps its first name, `courses`,
 * because course materials and modules point at it.
 */
export const courses = pgTable(
  "courses",
  {
    id: text("id").primaryKey(),
    kind: text("kind").$type<OfferKind>().notNull().default("course"),
    title: text("title").notNull(),
    /** The sales page's line under the title (online courses). */
    subtitle: text("subtitle"),
    description: text("description").notNull(),
    imageUrl: text("image_url"),
    /** What the buyer gets, one line each ("12 video lessons", "Lifetime access and updates"). */
    includes: jsonb("includes").$type<string[]>().notNull().default([]),
    /** Shown after the price, e.g. "per month", "per session". */
    priceNote: text("price_note"),
    link: text("link").notNull(),
    buyable: boolean("buyable").notNull().default(false),
    isBeginnerVocals: boolean("is_beginner_vocals").notNull().default(false),
    /**
     * An online course's sales page id (/sales/{salesId}); its orders carry it as their item id,
     * as they always have, so order history and access read the same after this table took them in.
     */
    salesId: text("sales_id").unique(),
    /**
     * The course a buyer of this offer gets on their dashboard and in the materials check, when it is
     * another one (an online course gives its catalogue course: beginner course → Beginner Vocals).
     */
    grantsCourseId: text("grants_course_id").references((): AnyPgColumn => courses.id),
    /** Unpublished offers are on no page and cannot be bought; an offer with buyers is unpublished, never deleted. */
    published: boolean("published").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (table) => [check("courses_kind_check", sql`${table.kind} in ('programme', 'session', 'workshop', 'class', 'course', 'online-course', 'test')`)],
);

/**
 * An offer's prices: one row per currency, and per plan where the offer has plans (the main
 * online course's Basic, Premium, Professional; plan '' otherwise). Amounts in minor units.
 */
export const coursePrices = pgTable(
  "course_prices",
  {
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    plan: text("plan").notNull().default(""),
    amount: integer("amount").notNull(),
    /** A plan's features, as the sales page lists them. */
    features: jsonb("features").$type<string[]>().notNull().default([]),
    /** Months a plan's price can be spread over, when a payment plan is offered. */
    paymentPlanMonths: integer("payment_plan_months"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.currency, table.plan] }),
    check("course_prices_currency_check", sql`${table.currency} in ('DKK', 'EUR', 'USD')`),
    check("course_prices_amount_check", sql`${table.amount} >= 0`),
  ],
);

export const products = pgTable(
  "products",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    description: text("description").notNull(),
    imageUrl: text("image_url"),
    /** Integer minor units. */
    price: integer("price").notNull(),
    currency: text("currency").notNull().default("DKK"),
    isActive: boolean("is_active").notNull().default(true),
    /** Print-on-demand (Gelato) product id; shown as the 'Gelato Connected' badge. */
    podProductId: text("pod_product_id"),
    /**
     * The print file Gelato prints on this product (sent as the item's `files: [{ type: "default", url }]`);
     * an https address Gelato can fetch, or null (decision 020). The CHECK holds the rule in the database.
     */
    printFileUrl: text("print_file_url"),
    ...timestamps,
  },
  (table) => [
    index("products_category_active_name_idx").on(table.category, table.isActive, table.name),
    check("products_print_file_url_https", sql`${table.printFileUrl} is null or ${table.printFileUrl} ~ '^https://[^[:space:]/?#]+[^[:space:]]*$'`),
    // Migration 0030 (decision 035); a trigger there also refuses deleting a product any order holds.
    check("products_price_check", sql`${table.price} >= 0 and ${table.price} <= 10000000`),
    check("products_currency_check", sql`${table.currency} in ('DKK', 'EUR', 'USD')`),
  ],
);

/**
 * What a product is sold as (decision 046): a size and/or colour with its own stock, SKU and
 * print-on-demand id. Every product has one at least: a trigger (migration 0035) gives each new
 * product its default variant (no options, id = the product's id), so carts and orders never branch.
 * A product with optioned variants deactivates its default one. Stock null: made to order, not counted;
 * a number never goes below 0 (the CHECK), so two buyers of the last one cannot both take it.
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    size: text("size"),
    colour: text("colour"),
    sku: text("sku").notNull().unique(),
    stock: integer("stock"),
    /** Gelato's product uid of this size and colour; null: the product's own. */
    podProductId: text("pod_product_id"),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check("product_variants_stock_check", sql`${table.stock} is null or (${table.stock} >= 0 and ${table.stock} <= 1000000)`),
    uniqueIndex("product_variants_options_idx").on(table.productId, sql`coalesce(${table.size}, '')`, sql`coalesce(${table.colour}, '')`),
  ],
);

/** Small key/value facts about this installation, e.g. which seed versions have run. */
export const siteMeta = pgTable("site_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
