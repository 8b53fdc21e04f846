import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** The programmes and courses; the single source of every displayed and charged price. */
export const courses = pgTable("courses", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  imageUrl: text("image_url"),
  /** Prices in minor units (øre, cents). */
  priceDkk: integer("price_dkk").notNull(),
  priceEur: integer("price_eur").notNull(),
  priceNote: text("price_note"),
  link: text("link").notNull(),
  buyable: boolean("buyable").notNull().default(false),
  isBeginnerVocals: boolean("is_beginner_vocals").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

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
  ],
);

/** Small key/value facts about this installation, e.g. which seed versions have run. */
export const siteMeta = pgTable("site_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
