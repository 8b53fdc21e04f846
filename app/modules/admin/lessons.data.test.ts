import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, like } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { courseModules, mediaUploads, orders, user } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { learningSpace, moduleAccess } from "~/modules/learning/learning.server";
import { listAudit } from "~/modules/audit/audit.server";
import { createLesson, LESSONS_PAGE_SIZE, listLessons, moveLesson, setLessonPublished } from "./lessons.server";

let handle: DatabaseHandle;
const coach = { id: "coach", name: "Maja Holm" };
const student = { id: "stud", email: "stud@example.dk", emailVerified: true };

async function readyUpload(id: string, kind: "audio" | "video" = "audio") {
  await handle.db.insert(mediaUploads).values({
    id,
    status: "ready",
    kind,
    contentType: kind === "audio" ? "audio/wav" : "video/mp4",
    sizeBytes: 1000,
    durationSeconds: 754,
    storageKey: `course-materials/${id}.wav`,
    fileName: `${id}.wav`,
  });
}

const lesson = (uploadId: string, title: string, publish = true) => ({
  title,
  courseId: "beginner-vocals",
  contentType: "audio" as const,
  description: "Breathe low.",
  uploadId,
  publish: publish ? ("on" as const) : undefined,
});

beforeAll(async () => {
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
});
afterAll(() => handle.close());

describe("lessons", () => {
  it("an uploaded file becomes a published lesson once, last in its course, with its duration; a second submit makes none", async () => {
    await readyUpload("u1");
    const created = await createLesson(handle.db, coach, lesson("u1", "Low Breath"));
    expect(created).toMatchObject({ ok: true, message: "Low Breath is published in Beginner Vocals." });
    expect(await createLesson(handle.db, coach, lesson("u1", "Low Breath"))).toMatchObject({ ok: false, field: "uploadId" });
    const { lessons: listed } = await listLessons(handle.db, { courseId: "beginner-vocals" });
    expect(listed.map((l) => l.title)).toEqual(["Low Breath"]);
    expect(listed[0]).toMatchObject({ kind: "audio", durationSeconds: 754, published: true });
    const space = await learningSpace(handle.db, student);
    expect(space.courses.find((c) => c.id === "beginner-vocals")?.modules.map((m) => m.title)).toEqual(["Low Breath"]);
  });

  it("a draft is not on the student's dashboard and cannot be opened until published", async () => {
    await readyUpload("u2");
    const draft = await createLesson(handle.db, coach, lesson("u2", "Secret Warm-up", false));
    if (!draft.ok) return expect.fail(draft.message);
    const titles = async () => (await learningSpace(handle.db, student)).courses.find((c) => c.id === "beginner-vocals")?.modules.map((m) => m.title);
    expect(await titles()).toEqual(["Low Breath"]);
    expect(await moduleAccess(handle.db, student, draft.moduleId)).toEqual({ ok: false, status: 404 });
    expect(await setLessonPublished(handle.db, coach, draft.moduleId, true)).toBe(true);
    expect(await titles()).toEqual(["Low Breath", "Secret Warm-up"]);
    expect((await moduleAccess(handle.db, student, draft.moduleId)).ok).toBe(true);
  });

  it("moves a lesson within its course, and the student sees the new order", async () => {
    const [second] = await handle.db.select().from(courseModules).where(eq(courseModules.title, "Secret Warm-up"));
    expect(await moveLesson(handle.db, coach, second!.id, "up")).toBe(true);
    expect(await moveLesson(handle.db, coach, second!.id, "up")).toBe(false);
    const order = await handle.db
      .select({ title: courseModules.title })
      .from(courseModules)
      .where(eq(courseModules.courseId, "beginner-vocals"))
      .orderBy(asc(courseModules.sortOrder), asc(courseModules.id));
    expect(order.map((m) => m.title)).toEqual(["Secret Warm-up", "Low Breath"]);
    const space = await learningSpace(handle.db, student);
    expect(space.courses.find((c) => c.id === "beginner-vocals")?.modules.map((m) => m.title)).toEqual(["Secret Warm-up", "Low Breath"]);
    const log = await listAudit(handle.db);
    expect(log.entries.map((e) => e.action).slice(0, 3)).toEqual(["lesson.moved", "lesson.published", "lesson.created"]);
  });

  it("pages the every-course list by keyset, newest first, and finds a lesson by a word of its title", async () => {
    const created = new Date("2026-01-01T10:00:00Z");
    await handle.db.insert(courseModules).values(
      Array.from({ length: LESSONS_PAGE_SIZE + 5 }, (_, i) => ({
        id: `bulk-${String(i).padStart(3, "0")}`,
        courseId: "beginner-vocals",
        title: i === 7 ? "Vowel 100% Shapes" : `Bulk lesson ${i}`,
        description: "",
        sortOrder: 100 + i,
        published: false,
        createdAt: created,
      })),
    );
    const first = await listLessons(handle.db);
    expect(first.lessons).toHaveLength(LESSONS_PAGE_SIZE);
    expect(first.lessons[0]?.title).toBe("Secret Warm-up");
    const second = await listLessons(handle.db, { after: first.next });
    const seen = [...first.lessons, ...second.lessons].map((l) => l.id);
    expect(second.next).toBeNull();
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => id.startsWith("bulk-"))).toHaveLength(LESSONS_PAGE_SIZE + 5);
    expect((await listLessons(handle.db, { q: "100%" })).lessons.map((l) => l.title)).toEqual(["Vowel 100% Shapes"]);
    expect((await listLessons(handle.db, { q: "vowel 100" })).lessons).toHaveLength(1);
    expect((await listLessons(handle.db, { q: "_" })).lessons).toEqual([]);
    await handle.db.delete(courseModules).where(like(courseModules.id, "bulk-%"));
  });

  it("refuses a file of the other kind, a failed upload and an unknown course with the field to fix", async () => {
    await readyUpload("u3", "video");
    expect(await createLesson(handle.db, coach, lesson("u3", "Wrong kind"))).toMatchObject({
      ok: false,
      field: "contentType",
      message: "This file is a video: choose Video.",
    });
    await handle.db.insert(mediaUploads).values({
      id: "u4",
      status: "failed",
      sizeBytes: 10,
      fileName: "x.pdf",
      error: "This file is not audio or video we can play (MP3, M4A, WAV, FLAC, Ogg, MP4, MOV or WebM).",
    });
    expect(await createLesson(handle.db, coach, lesson("u4", "Bad"))).toMatchObject({ ok: false, field: "uploadId" });
    expect(await createLesson(handle.db, coach, { ...lesson("u3", "Nowhere"), courseId: "no-such-course" })).toMatchObject({ ok: false, field: "courseId" });
    expect(await createLesson(handle.db, coach, lesson("never-uploaded", "Ghost"))).toMatchObject({ ok: false, field: "uploadId" });
  });
});
