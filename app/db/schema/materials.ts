import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import { courses } from "./catalogue";

/**
 * Purchaser-only files of a course (programme and curriculum PDFs now, lesson audio and
 * video later), all served by the one materials route after its access check. The bytes
 * live in private storage under `storage_key`, never under a public URL.
 */
export const courseMaterials = pgTable(
  "course_materials",
  {
    id: text("id").primaryKey(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id),
    title: text("title").notNull(),
    kind: text("kind").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    /** The name the download is saved under. */
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    /** Pages for a PDF, seconds for audio and video; shown beside the link. */
    pages: integer("pages"),
    /** The module this file is a resource of (null: a course-wide file such as a programme PDF). */
    moduleId: text("module_id").references((): AnyPgColumn => courseModules.id, { onDelete: "set null" }),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("course_materials_course_idx").on(table.courseId, table.sortOrder),
    index("course_materials_module_idx").on(table.moduleId, table.sortOrder),
    check("course_materials_kind_known", sql`${table.kind} IN ('pdf', 'audio', 'video')`),
    check("course_materials_size_not_negative", sql`${table.sizeBytes} >= 0`),
  ],
);

/**
 * Downloads per material and day (Europe/Copenhagen), for the admin dashboard. A counter,
 * not a row per download: it says how much a file is used without recording who used it.
 */
export const materialDownloads = pgTable(
  "material_downloads",
  {
    materialId: text("material_id")
      .notNull()
      .references(() => courseMaterials.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    downloads: integer("downloads").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.materialId, table.day] })],
);

/**
 * The modules (lessons) of a course, in order. A module's lesson (audio or video) and its
 * resources are course materials, so they are stored, access-checked and streamed like every
 * other course file; a module without a lesson shows a placeholder.
 */
export const courseModules = pgTable(
  "course_modules",
  {
    id: text("id").primaryKey(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id),
    title: text("title").notNull(),
    description: text("description").notNull(),
    lessonMaterialId: text("lesson_material_id").references((): AnyPgColumn => courseMaterials.id, { onDelete: "set null" }),
    sortOrder: integer("sort_order").notNull().default(0),
    /** A draft is the coach's only: students see published modules, in their order. */
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("course_modules_course_idx").on(table.courseId, table.sortOrder)],
);
