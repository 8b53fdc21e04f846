import { bigint, boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The free workbooks of /books (SPEC.md's Workbooks tab): the coach adds one with its PDF and
 * cover; the page lists the published ones and 'Download Free PDF' serves the PDF and counts it.
 * The three first workbooks' preview pages stay in code (app/modules/books/workbooks.ts) by id.
 */
export const workbooks = pgTable("workbooks", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  /** Read from the PDF when one is uploaded. */
  pages: integer("pages").notNull().default(0),
  coverUrl: text("cover_url"),
  /** The PDF in storage ("workbooks/…"); null until the coach uploads one. */
  pdfKey: text("pdf_key"),
  pdfFileName: text("pdf_file_name"),
  pdfSizeBytes: bigint("pdf_size_bytes", { mode: "number" }),
  downloads: integer("downloads").notNull().default(0),
  published: boolean("published").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
