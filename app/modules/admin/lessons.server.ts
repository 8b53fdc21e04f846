import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, max, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseMaterials, courseModules, courses } from "~/db/schema";
import { claimUpload, readyUpload } from "./claimed-uploads.server";
import { decodeCursor, encodeCursor } from "~/modules/accounts/roles.server";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import type { LessonInput } from "./schemas";
import { TEACHING_KINDS } from "./students.server";

/** Lessons a page in the every-course view; one course's view shows all of its lessons, in their order. */
export const LESSONS_PAGE_SIZE = 50;
/** A course holds at most this many lessons on its view (far beyond any course taught). */
const COURSE_VIEW_LIMIT = 500;

/**
 * The Lessons tab: every module with its course, its lesson file's kind and duration. One
 * course's view lists its lessons in the order students meet them; the every-course view is
 * newest first, LESSONS_PAGE_SIZE a page by keyset (created_at, id), and `q` finds titles
 * containing it.
 */
export async function listLessons(db: Database, input: { courseId?: string | null; q?: string | null; after?: string | null } = {}) {
  const cursor = input.courseId ? null : decodeCursor(input.after);
  const words = (input.q ?? "").trim().toLowerCase().slice(0, 120);
  const rows = await db
    .select({
      id: courseModules.id,
      title: courseModules.title,
      courseId: courseModules.courseId,
      courseTitle: courses.title,
      published: courseModules.published,
      sortOrder: courseModules.sortOrder,
      kind: courseMaterials.kind,
      durationSeconds: courseMaterials.pages,
      createdAt: courseModules.createdAt,
      cursorAt: sql<string>`${courseModules.createdAt}::text`,
    })
    .from(courseModules)
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .leftJoin(courseMaterials, eq(courseMaterials.id, courseModules.lessonMaterialId))
    .where(
      and(
        input.courseId ? eq(courseModules.courseId, input.courseId) : undefined,
        words ? sql`lower(${courseModules.title}) like ${`%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
        cursor ? sql`(${courseModules.createdAt}, ${courseModules.id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined,
      ),
    )
    .orderBy(...(input.courseId ? [asc(courseModules.sortOrder), asc(courseModules.id)] : [desc(courseModules.createdAt), desc(courseModules.id)]))
    .limit(input.courseId ? COURSE_VIEW_LIMIT : LESSONS_PAGE_SIZE + 1);
  const more = !input.courseId && rows.length > LESSONS_PAGE_SIZE;
  const page = more ? rows.slice(0, LESSONS_PAGE_SIZE) : rows;
  const last = page.at(-1);
  return {
    lessons: page.map(({ cursorAt: _cursorAt, ...lesson }) => lesson),
    next: more && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

export type LessonResult = { ok: true; message: string; moduleId: string } | { ok: false; field?: keyof LessonInput; message: string; status: number };

/**
 * 'Upload Lesson': the checked upload becomes the lesson's private file (a course material),
 * and the module goes last in its course, published or as a draft. The upload is claimed once:
 * a second submit of the same form makes no second lesson.
 */
export async function createLesson(db: Database, actor: AuditActor, input: LessonInput, now = new Date()): Promise<LessonResult> {
  const [course] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.id, input.courseId), inArray(courses.kind, [...TEACHING_KINDS])));
  if (!course) return { ok: false, field: "courseId", message: "Select a course.", status: 400 };
  const ready = await readyUpload(db, input.uploadId);
  if (!ready.ok) return { ...ready, field: "uploadId" };
  const upload = ready.upload;
  if (upload.kind !== input.contentType)
    return {
      ok: false,
      field: "contentType",
      message:
        upload.kind === "audio"
          ? "This file is audio: choose Audio Only."
          : upload.kind === "video"
            ? "This file is a video: choose Video."
            : "A lesson's own file is audio or video.",
      status: 400,
    };
  return db.transaction(async (tx) => {
    if (!(await claimUpload(tx, upload.id, now)))
      return { ok: false as const, field: "uploadId" as const, message: "This file is already a lesson. Upload another file for a new lesson.", status: 409 };
    const [last] = await tx
      .select({ n: max(courseModules.sortOrder) })
      .from(courseModules)
      .where(eq(courseModules.courseId, course.id));
    const materialId = randomUUID();
    const moduleId = randomUUID();
    await tx.insert(courseMaterials).values({
      id: materialId,
      courseId: course.id,
      title: input.title,
      kind: upload.kind,
      storageKey: upload.storageKey,
      fileName: upload.fileName,
      contentType: upload.contentType,
      sizeBytes: upload.sizeBytes,
      pages: upload.durationSeconds,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(courseModules).values({
      id: moduleId,
      courseId: course.id,
      title: input.title,
      description: input.description,
      lessonMaterialId: materialId,
      sortOrder: (last?.n ?? 0) + 1,
      published: input.publish === "on",
      createdAt: now,
      updatedAt: now,
    });
    await tx.update(courseMaterials).set({ moduleId }).where(eq(courseMaterials.id, materialId));
    await recordAudit(
      tx,
      actor,
      {
        action: "lesson.created",
        subjectType: "lesson",
        subjectId: moduleId,
        summary: `Added the lesson ${input.title} to ${course.title}${input.publish === "on" ? "" : " as a draft"}.`,
        details: { courseId: course.id, uploadId: upload.id },
      },
      now,
    );
    return { ok: true as const, message: `${input.title} is ${input.publish === "on" ? "published" : "saved as a draft"} in ${course.title}.`, moduleId };
  });
}

/** Publish a draft or take a lesson back to draft; students see the change on their next page. */
export async function setLessonPublished(db: Database, actor: AuditActor, moduleId: string, published: boolean) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(courseModules)
      .set({ published, updatedAt: new Date() })
      .where(eq(courseModules.id, moduleId))
      .returning({ title: courseModules.title });
    if (!rows[0]) return false;
    await recordAudit(tx, actor, {
      action: published ? "lesson.published" : "lesson.unpublished",
      subjectType: "lesson",
      subjectId: moduleId,
      summary: `${published ? "Published" : "Made a draft of"} ${rows[0].title}.`,
    });
    return true;
  });
}

/** One place up or down within its course: the two modules swap their positions (one transaction, rows locked). */
export async function moveLesson(db: Database, actor: AuditActor, moduleId: string, direction: "up" | "down") {
  return db.transaction(async (tx) => {
    const [module] = await tx.select().from(courseModules).where(eq(courseModules.id, moduleId)).for("update");
    if (!module) return false;
    const [neighbour] = await tx
      .select()
      .from(courseModules)
      .where(
        and(
          eq(courseModules.courseId, module.courseId),
          direction === "up"
            ? sql`(${courseModules.sortOrder}, ${courseModules.id}) < (${module.sortOrder}, ${module.id})`
            : sql`(${courseModules.sortOrder}, ${courseModules.id}) > (${module.sortOrder}, ${module.id})`,
        ),
      )
      .orderBy(...(direction === "up" ? [desc(courseModules.sortOrder), desc(courseModules.id)] : [asc(courseModules.sortOrder), asc(courseModules.id)]))
      .limit(1)
      .for("update");
    if (!neighbour) return false;
    // Equal positions (older data) still swap: the moved module takes a strictly different place.
    const [mine, theirs] =
      neighbour.sortOrder === module.sortOrder
        ? direction === "up"
          ? [module.sortOrder - 1, module.sortOrder]
          : [module.sortOrder + 1, module.sortOrder]
        : [neighbour.sortOrder, module.sortOrder];
    await tx.update(courseModules).set({ sortOrder: mine, updatedAt: new Date() }).where(eq(courseModules.id, module.id));
    await tx.update(courseModules).set({ sortOrder: theirs, updatedAt: new Date() }).where(eq(courseModules.id, neighbour.id));
    await recordAudit(tx, actor, {
      action: "lesson.moved",
      subjectType: "lesson",
      subjectId: module.id,
      summary: `Moved ${module.title} ${direction} in its course.`,
    });
    return true;
  });
}
