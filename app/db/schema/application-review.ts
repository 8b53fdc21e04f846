import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { applications } from "./forms";

/**
 * Which application an order pays for: written in the order's own transaction when the
 * applicant opens a checkout from the payment link (decision 032). The orders module never
 * reads it; the applications order effect does, to mark the application paid.
 */
export const applicationOrders = pgTable(
  "application_orders",
  {
    orderId: text("order_id").primaryKey(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_orders_application_idx").on(table.applicationId)],
);
