import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { courseMaterials, mediaUploads, orders, user } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { coursePreview, learningSpace } from "~/modules/learning/learning.server";
import { createLocalStorage } from "~/modules/storage/local-storage.server";
import { listAudit } from "~/modules/audit/audit.server";
import { attachResource, detachResource, lessonPage, saveLessonTexts } from "./lesson-page.server";
import { createLesson, setLessonPublished } from "./lessons.server";

let handle: DatabaseHandle;
let root: string;
let moduleId: string;
const coach = { id: "coach", name: "Maja Holm" };
const student = { id: "stud", email: "stud@example.dk", emailVerified: true };
const storage = () => createLocalStorage(path.join(root, "files"));

async function uploaded(id: string, kind: "audio" | "video" | "pdf") {
  const storageKey = `course-materials/${id}.${kind === "pdf" ? "pdf" : "bin"}`;
  await storage().put(storageKey, new TextEncoder().encode(`${kind} bytes`), "application/octet-stream");
  await handle.db.insert(mediaUploads).values({
    id,
    status: "ready",
    kind,
    contentType: kind === "pdf" ? "application/pdf" : kind === "audio" ? "audio/wav" : "video/mp4",
    sizeBytes: 2048,
    durationSeconds: kind === "pdf" ? null : 95,
    pages: kind === "pdf" ? 3 : null,
    storageKey,
    fileName: `${id}.${kind === "pdf" ? "pdf" : "bin"}`,
  });
  return storageKey;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "lesson-page-"));
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
  await handle.db.insert(user).values({ id: "stud", name: "Stud", email: "stud@example.dk", emailVerified: true });
  await handle.db.insert(orders).values({
    id: "o1",
    status: "paid",
    items: [{ itemId: "beginner-course", name: "Beginner Vocals", quantity: 1, unitAmount: 9700, currency: "USD" }],
    amountTotal: 9700,
    currency: "USD",
    provider: "test",
    idempotencyKey: "o1",
    userId: "stud",
  });
  await uploaded("lesson-file", "audio");
  const created = await createLesson(handle.db, coach, {
    title: "Low Breath",
    courseId: "beginner-vocals",
    contentType: "audio",
    description: "Breathe low.",
    uploadId: "lesson-file",
    publish: "on",
  });
  if (!created.ok) throw new Error(created.message);
  moduleId = created.moduleId;
});
afterAll(async () => {
  await handle.close();
  rmSync(root, { recursive: true, force: true });
});

describe("a lesson's page", () => {
  it("renames a lesson and its file as students see them, and records it", async () => {
    expect(await saveLessonTexts(handle.db, coach, moduleId, { title: "Breathing Low", description: "Breathe low, slowly." })).toEqual({
      ok: true,
      message: "Saved.",
    });
    const page = await lessonPage(handle.db, moduleId);
    expect(page).toMatchObject({
      title: "Breathing Low",
      description: "Breathe low, slowly.",
      courseTitle: "Beginner Vocals",
      lessonFile: { title: "Breathing Low", kind: "audio", pages: 95 },
    });
    expect((await listAudit(handle.db)).entries[0]).toMatchObject({ action: "lesson.edited", summary: "Renamed Low Breath to Breathing Low." });
    expect(await saveLessonTexts(handle.db, coach, "no-such-lesson", { title: "x", description: "" })).toMatchObject({ ok: false, status: 404 });
  });

  it("attaches a PDF and an audio file once each; the student and the coach's preview see them under the lesson", async () => {
    await uploaded("sheet", "pdf");
    await uploaded("drone", "audio");
    expect(await attachResource(handle.db, coach, moduleId, { title: "Warm-up sheet", uploadId: "sheet" })).toMatchObject({ ok: true });
    expect(await attachResource(handle.db, coach, moduleId, { title: "Warm-up sheet", uploadId: "sheet" })).toMatchObject({
      ok: false,
      field: "uploadId",
      status: 409,
    });
    expect(await attachResource(handle.db, coach, moduleId, { title: "Drone", uploadId: "drone" })).toMatchObject({ ok: true });
    const page = await lessonPage(handle.db, moduleId);
    expect(page?.resources).toMatchObject([
      { title: "Warm-up sheet", kind: "pdf", pages: 3 },
      { title: "Drone", kind: "audio", pages: 95 },
    ]);
    const space = await learningSpace(handle.db, student, { moduleId });
    expect(space.selected?.lesson?.name).toBe("Breathing Low");
    expect(space.selected?.resources.map((r) => [r.name, r.kind])).toEqual([
      ["Warm-up sheet", "pdf"],
      ["Drone", "audio"],
    ]);
    const preview = await coursePreview(handle.db, "beginner-vocals", moduleId);
    expect(preview?.selected).toMatchObject({ id: moduleId, title: "Breathing Low", completed: false, journal: { body: "", savedAt: null } });
    expect(preview?.selected?.resources.map((r) => r.name)).toEqual(["Warm-up sheet", "Drone"]);
  });

  it("refuses a video, an upload that has not arrived and an unknown lesson, with the reason", async () => {
    await uploaded("clip", "video");
    expect(await attachResource(handle.db, coach, moduleId, { title: "Clip", uploadId: "clip" })).toMatchObject({
      ok: false,
      field: "uploadId",
      message: "A resource is a PDF or audio. Upload a video as a lesson of its own.",
    });
    expect(await attachResource(handle.db, coach, moduleId, { title: "Ghost", uploadId: "never" })).toMatchObject({
      ok: false,
      field: "uploadId",
      status: 409,
    });
    expect(await attachResource(handle.db, coach, "no-such-lesson", { title: "X", uploadId: "clip" })).toMatchObject({ ok: false, status: 404 });
  });

  it("removes a resource and its stored file, never the lesson's own file", async () => {
    const page = await lessonPage(handle.db, moduleId);
    const sheet = page!.resources.find((r) => r.title === "Warm-up sheet")!;
    const [row] = await handle.db.select().from(courseMaterials).where(eq(courseMaterials.id, sheet.id));
    expect(await storage().stat(row!.storageKey)).not.toBeNull();
    expect(await detachResource({ db: handle.db, storage: storage() }, coach, moduleId, sheet.id)).toEqual({ ok: true, message: "Warm-up sheet is removed." });
    expect(await storage().stat(row!.storageKey)).toBeNull();
    expect((await lessonPage(handle.db, moduleId))?.resources.map((r) => r.title)).toEqual(["Drone"]);
    expect(await detachResource({ db: handle.db, storage: storage() }, coach, moduleId, sheet.id)).toMatchObject({ ok: false, status: 404 });
    expect(await detachResource({ db: handle.db, storage: storage() }, coach, moduleId, page!.lessonFile!.id)).toMatchObject({ ok: false, status: 404 });
    expect((await lessonPage(handle.db, moduleId))?.lessonFile?.id).toBe(page!.lessonFile!.id);
  });

  it("previews only published lessons, in order, as a buyer would see them", async () => {
    expect(await setLessonPublished(handle.db, coach, moduleId, false)).toBe(true);
    const preview = await coursePreview(handle.db, "beginner-vocals", moduleId);
    expect(preview?.course.modules.map((m) => m.id)).not.toContain(moduleId);
    expect(preview?.selected?.id).not.toBe(moduleId);
    expect(await coursePreview(handle.db, "no-such-course")).toBeNull();
  });
});
