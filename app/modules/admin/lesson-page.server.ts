import { randomUUID } from "node:crypto";
import { and, asc, eq, max, ne, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseMaterials, courseModules, courses } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import type { FileStorage } from "~/modules/storage/storage.server";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { claimUpload, readyUpload } from "./claimed-uploads.server";

export type LessonPageResult = { ok: true; message: string } | { ok: false; field?: "title" | "uploadId"; message: string; status: number };

/** One lesson as the coach edits it: its texts, its own file, and its resources in the order students see them. */
export async function lessonPage(db: Database, moduleId: string) {
  const [lesson] = await db
    .select({
      id: courseModules.id,
      title: courseModules.title,
      description: courseModules.description,
      published: courseModules.published,
      courseId: courseModules.courseId,
      courseTitle: courses.title,
      lessonMaterialId: courseModules.lessonMaterialId,
    })
    .from(courseModules)
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(eq(courseModules.id, moduleId));
  if (!lesson) return null;
  const files = await db
    .select({
      id: courseMaterials.id,
      title: courseMaterials.title,
      kind: courseMaterials.kind,
      pages: courseMaterials.pages,
      sizeBytes: courseMaterials.sizeBytes,
      fileName: courseMaterials.fileName,
    })
    .from(courseMaterials)
    .where(
      lesson.lessonMaterialId
        ? or(eq(courseMaterials.moduleId, moduleId), eq(courseMaterials.id, lesson.lessonMaterialId))
        : eq(courseMaterials.moduleId, moduleId),
    )
    .orderBy(asc(courseMaterials.sortOrder), asc(courseMaterials.id));
  return {
    ...lesson,
    lessonFile: files.find((file) => file.id === lesson.lessonMaterialId) ?? null,
    resources: files.filter((file) => file.id !== lesson.lessonMaterialId),
  };
}

/** A lesson's title and description (its file keeps the lesson's title, as students see it). */
export async function saveLessonTexts(
  db: Database,
  actor: AuditActor,
  moduleId: string,
  input: { title: string; description: string },
): Promise<LessonPageResult> {
  return db.transaction(async (tx) => {
    const [module] = await tx.select().from(courseModules).where(eq(courseModules.id, moduleId)).for("update");
    if (!module) return { ok: false as const, message: "This lesson no longer exists.", status: 404 };
    if (module.title === input.title && module.description === input.description) return { ok: true as const, message: "Nothing changed." };
    const now = new Date();
    await tx.update(courseModules).set({ title: input.title, description: input.description, updatedAt: now }).where(eq(courseModules.id, moduleId));
    if (module.lessonMaterialId)
      await tx.update(courseMaterials).set({ title: input.title, updatedAt: now }).where(eq(courseMaterials.id, module.lessonMaterialId));
    await recordAudit(tx, actor, {
      action: "lesson.edited",
      subjectType: "lesson",
      subjectId: moduleId,
      summary: module.title === input.title ? `Edited the description of ${input.title}.` : `Renamed ${module.title} to ${input.title}.`,
    });
    return { ok: true as const, message: "Saved." };
  });
}

/**
 * 'Attach': a checked upload (a PDF or audio) becomes a resource of the lesson, last in its list,
 * served to buyers through the materials route like every course file. The upload is claimed
 * once, so a second submit attaches nothing twice.
 */
export async function attachResource(
  db: Database,
  actor: AuditActor,
  moduleId: string,
  input: { title: string; uploadId: string },
  now = new Date(),
): Promise<LessonPageResult> {
  const [module] = await db.select().from(courseModules).where(eq(courseModules.id, moduleId));
  if (!module) return { ok: false, message: "This lesson no longer exists.", status: 404 };
  const ready = await readyUpload(db, input.uploadId);
  if (!ready.ok) return { ...ready, field: "uploadId" };
  const upload = ready.upload;
  if (upload.kind !== "pdf" && upload.kind !== "audio")
    return { ok: false, field: "uploadId", message: "A resource is a PDF or audio. Upload a video as a lesson of its own.", status: 400 };
  return db.transaction(async (tx) => {
    if (!(await claimUpload(tx, upload.id, now)))
      return { ok: false as const, field: "uploadId" as const, message: "This file is already attached. Upload another file for a new resource.", status: 409 };
    const [last] = await tx
      .select({ n: max(courseMaterials.sortOrder) })
      .from(courseMaterials)
      .where(eq(courseMaterials.moduleId, moduleId));
    await tx.insert(courseMaterials).values({
      id: randomUUID(),
      courseId: module.courseId,
      moduleId,
      title: input.title,
      kind: upload.kind,
      storageKey: upload.storageKey,
      fileName: upload.fileName,
      contentType: upload.contentType,
      sizeBytes: upload.sizeBytes,
      pages: upload.kind === "pdf" ? upload.pages : upload.durationSeconds,
      sortOrder: (last?.n ?? 0) + 1,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actor,
      { action: "lesson.resource-attached", subjectType: "lesson", subjectId: moduleId, summary: `Attached ${input.title} to ${module.title}.` },
      now,
    );
    return { ok: true as const, message: `${input.title} is attached to ${module.title}.` };
  });
}

/** 'Remove': the resource leaves the lesson and its file leaves storage; the lesson's own file cannot be removed here. */
export async function detachResource(
  deps: { db: Database; storage: FileStorage },
  actor: AuditActor,
  moduleId: string,
  materialId: string,
): Promise<LessonPageResult> {
  const removed = await deps.db.transaction(async (tx) => {
    const [module] = await tx.select().from(courseModules).where(eq(courseModules.id, moduleId));
    if (!module) return null;
    const [material] = await tx
      .delete(courseMaterials)
      .where(
        and(
          eq(courseMaterials.id, materialId),
          eq(courseMaterials.moduleId, moduleId),
          module.lessonMaterialId ? ne(courseMaterials.id, module.lessonMaterialId) : undefined,
        ),
      )
      .returning({ title: courseMaterials.title, storageKey: courseMaterials.storageKey });
    if (!material) return null;
    await recordAudit(tx, actor, {
      action: "lesson.resource-removed",
      subjectType: "lesson",
      subjectId: moduleId,
      summary: `Removed ${material.title} from ${module.title}.`,
    });
    return material;
  });
  if (!removed) return { ok: false, message: "That resource is no longer attached to this lesson.", status: 404 };
  // After the commit: a file that fails to go is an orphan in storage, never a link to nothing.
  await deps.storage
    .delete(removed.storageKey)
    .catch((error: unknown) => logger.warn({ error: error instanceof Error ? error.name : typeof error }, "a removed resource's file stayed in storage"));
  return { ok: true, message: `${removed.title} is removed.` };
}
