import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import { createTestAuth } from "../../../tests/support/auth";
import type { DatabaseHandle } from "~/db/client.server";
import { courseMaterials, courseModules, journalEntries, learningPositions, moduleProgress, orders, user } from "~/db/schema";
import type { Auth } from "~/modules/accounts/auth.server";
import { deleteAccount, exportUserData } from "~/modules/accounts/privacy.server";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { materialResponse, type MaterialDeps } from "~/modules/materials/download.server";
import { seedCourseMaterials } from "~/modules/materials/seed.server";
import { createLocalStorage } from "~/modules/storage/local-storage.server";
import { learningSpace, markModuleComplete, moduleAccess, saveJournalEntry } from "./learning.server";
import { DEMO_STUDENT, seedModules } from "./seed-data.server";
import { demoContentEnabled, retireDemoOrders, seedDemoStudent, seedLearningContent } from "./seed.server";

let handle: DatabaseHandle;
let auth: Auth;
let deps: MaterialDeps;
const root = mkdtempSync(path.join(tmpdir(), "learning-"));
const contentFile = (file: string) => readFileSync(path.join(process.cwd(), "content/materials", file));

const ana = { id: "student-ana", email: "ana@example.dk", emailVerified: true, name: "Ana", role: "student" as const };
const bo = { id: "student-bo", email: "bo@example.dk", emailVerified: true, name: "Bo", role: "student" as const };

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
  deps = { db: handle.db, storage: createLocalStorage(root), now: () => new Date("2026-11-23T10:00:00Z") };
  await seedCourseMaterials(handle.db, deps.storage);
  auth = createTestAuth(handle.db);
  await handle.db.insert(user).values([
    { id: ana.id, name: ana.name, email: ana.email, emailVerified: true },
    { id: bo.id, name: bo.name, email: bo.email, emailVerified: true },
  ]);
});
afterAll(async () => {
  await handle.close();
  rmSync(root, { recursive: true, force: true });
});

let orderCount = 0;
async function buy(who: { id: string; email: string }, itemId: string, paidAt = new Date()) {
  const id = `order-${++orderCount}`;
  await handle.db.insert(orders).values({
    id,
    status: "paid",
    userId: who.id,
    email: who.email,
    items: [{ itemId, name: itemId, quantity: 1, unitAmount: 9_700, currency: "USD" }],
    amountTotal: 9_700,
    currency: "USD",
    provider: "test",
    idempotencyKey: `key-${id}`,
    paidAt,
  });
  return id;
}

const progressOf = (userId: string) => handle.db.select().from(moduleProgress).where(eq(moduleProgress.userId, userId));
const journalOf = (userId: string) => handle.db.select().from(journalEntries).where(eq(journalEntries.userId, userId));

describe("demo content", () => {
  it("is only on when asked for", () => {
    expect(demoContentEnabled({})).toBe(false);
    expect(demoContentEnabled({ DEMO_CONTENT: true })).toBe(true);
    expect(demoContentEnabled({ DEMO_CONTENT: false })).toBe(false);
  });

  it("seeds the two demo courses' modules, lessons and resources once, with the real files in private storage", async () => {
    expect(await seedLearningContent(handle.db, deps.storage)).toEqual({ seeded: true });
    expect(await seedLearningContent(handle.db, deps.storage)).toEqual({ seeded: false });
    const modules = await handle.db.select().from(courseModules);
    expect(modules.map((m) => m.id).sort()).toEqual(seedModules.map((m) => m.id).sort());
    const materials = await handle.db.select().from(courseMaterials);
    for (const module of seedModules) {
      const row = modules.find((m) => m.id === module.id)!;
      expect(row.lessonMaterialId).toBe(module.lesson ? `${module.id}-lesson` : null);
      for (const resource of module.resources) {
        const material = materials.find((m) => m.id === resource.id)!;
        expect(material).toMatchObject({ moduleId: module.id, courseId: module.courseId, kind: resource.kind });
        const stored = Buffer.from((await deps.storage.get(material.storageKey))!);
        expect(stored.equals(contentFile(resource.contentFile))).toBe(true);
      }
    }
  });

  it("creates the demo student through better-auth, with the paid courses in order and the sample progress", async () => {
    expect(await seedDemoStudent(auth, handle.db)).toEqual({ created: true });
    expect(await seedDemoStudent(auth, handle.db)).toEqual({ created: false });
    const signedIn = await auth.api.signInEmail({ body: { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password } });
    expect(signedIn.user.email).toBe(DEMO_STUDENT.email);
    const demo = { id: signedIn.user.id, email: DEMO_STUDENT.email, emailVerified: true };
    const space = await learningSpace(handle.db, demo);
    expect(space.courses.map((c) => [c.title, c.percent])).toEqual([
      ["Beginner Vocals", 75],
      ["Advanced Technique", 30],
    ]);
    // First visit: the first unfinished module of the first course ('Continue: …').
    const firstOpen = space.courses[0]!.modules.find((m) => !m.completed)!;
    expect(space.selected).toMatchObject({ id: firstOpen.id, completed: false });
    expect(space.continueWith).toEqual({ id: firstOpen.id, title: firstOpen.title });
    // A finished module, asked for: its lesson and resources through the guarded route.
    const breathing = await learningSpace(handle.db, demo, { moduleId: "bv-breathing" });
    expect(breathing.selected).toMatchObject({ id: "bv-breathing", completed: true, lesson: { url: "/materials/bv-breathing-lesson", kind: "audio" } });
    expect(breathing.selected!.resources.map((r) => [r.name, r.kind])).toEqual([
      ["Breathing Exercises Worksheet", "pdf"],
      ["Breath Count Practice Track", "audio"],
    ]);
    expect(breathing.selected!.journal).toEqual({ body: "", savedAt: null });

    // A start with demo content off: the seeded orders grant nothing any more, and only they.
    expect(await retireDemoOrders(handle.db)).toBe(2);
    expect(await retireDemoOrders(handle.db)).toBe(0);
    expect((await learningSpace(handle.db, demo)).courses).toEqual([]);
  });
});

describe("access follows orders", () => {
  beforeEach(async () => {
    await handle.db.delete(orders).where(and(eq(orders.provider, "test")));
    for (const table of [moduleProgress, journalEntries, learningPositions]) await handle.db.delete(table);
  });

  it("a student without courses has no tabs, nor one for a programme without modules", async () => {
    expect(await learningSpace(handle.db, ana)).toEqual({ courses: [], continueWith: null, selected: null });
    await buy(ana, "voice-elevated");
    expect(await learningSpace(handle.db, ana)).toEqual({ courses: [], continueWith: null, selected: null });
  });

  it("buying a sales course puts its catalogue course on the dashboard, in the order bought", async () => {
    await buy(ana, "advanced-technique", new Date("2026-11-01T10:00:00Z"));
    await buy(ana, "beginner-course", new Date("2026-11-02T10:00:00Z"));
    await buy(ana, "main-course", new Date("2026-11-03T10:00:00Z"));
    const space = await learningSpace(handle.db, ana);
    // Performance Mastery (main-course) has no modules yet: its tab is there, its progress indeterminate.
    expect(space.courses.map((c) => [c.id, c.percent])).toEqual([
      ["advanced-technique", 0],
      ["beginner-vocals", 0],
      ["performance-mastery", null],
    ]);
    expect((await moduleAccess(handle.db, ana, "bv-first-song")).ok).toBe(true);
    const lesson = await materialResponse(deps, {
      request: new Request("http://site.test/materials/bv-range-lesson"),
      materialId: "bv-range-lesson",
      viewer: ana,
    });
    expect(lesson.status).toBe(200);
    expect(lesson.headers.get("content-type")).toBe("audio/wav");
    expect(Buffer.from(await lesson.arrayBuffer()).equals(contentFile("learning/bv-range-lesson.wav"))).toBe(true);
  });

  it("serves a lesson in ranges, so the player can seek", async () => {
    await buy(ana, "beginner-course");
    const file = contentFile("learning/bv-pitch-lesson.wav");
    const response = await materialResponse(deps, {
      request: new Request("http://site.test/materials/bv-pitch-lesson", { headers: { range: "bytes=1000-1999" } }),
      materialId: "bv-pitch-lesson",
      viewer: ana,
    });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 1000-1999/${file.length}`);
    expect(Buffer.from(await response.arrayBuffer()).equals(file.subarray(1000, 2000))).toBe(true);
  });

  it("the material of an unowned course: 403 and no bytes", async () => {
    await buy(ana, "beginner-course");
    for (const id of ["at-mix-lesson", "at-mix-worksheet", "at-mix-practice"]) {
      const response = await materialResponse(deps, { request: new Request(`http://site.test/materials/${id}`), materialId: id, viewer: ana });
      expect(response.status, id).toBe(403);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.includes(Buffer.from("RIFF")) || body.includes(Buffer.from("%PDF-"))).toBe(false);
    }
  });
});

describe("progress and journal", () => {
  beforeEach(async () => {
    await handle.db.delete(orders).where(and(eq(orders.provider, "test")));
    for (const table of [moduleProgress, journalEntries, learningPositions]) await handle.db.delete(table);
  });

  it("'Mark as Complete' stores one row per student and module, even when sent twice at once, and progress follows", async () => {
    await buy(ana, "beginner-course");
    const results = await Promise.all([markModuleComplete(handle.db, ana, "bv-range"), markModuleComplete(handle.db, ana, "bv-range")]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect((await progressOf(ana.id)).map((r) => r.moduleId)).toEqual(["bv-range"]);
    const space = await learningSpace(handle.db, ana);
    expect(space.courses[0]).toMatchObject({ completed: 1, total: 4, percent: 25 });
    expect(space.courses[0]!.modules.find((m) => m.id === "bv-range")!.completed).toBe(true);
  });

  it("another student's course: 403 for progress and journal, and nothing changes", async () => {
    await buy(ana, "advanced-technique");
    await markModuleComplete(handle.db, ana, "at-mix");
    await saveJournalEntry(handle.db, ana, "at-mix", "Ana's notes", new Date("2026-11-20T10:00:00Z"));
    expect(await markModuleComplete(handle.db, bo, "at-mix")).toEqual({ ok: false, status: 403 });
    expect(await saveJournalEntry(handle.db, bo, "at-mix", "Bo was here")).toEqual({ ok: false, status: 403 });
    expect(await markModuleComplete(handle.db, bo, "no-such-module")).toEqual({ ok: false, status: 404 });
    expect(await progressOf(bo.id)).toEqual([]);
    expect(await journalOf(bo.id)).toEqual([]);
    expect((await journalOf(ana.id)).map((r) => [r.body, r.updatedAt.toISOString()])).toEqual([["Ana's notes", "2026-11-20T10:00:00.000Z"]]);
    expect((await progressOf(ana.id)).length).toBe(1);
  });

  it("two students of one course each write only their own journal entry", async () => {
    await buy(ana, "beginner-course");
    await buy(bo, "beginner-vocals");
    await saveJournalEntry(handle.db, ana, "bv-pitch", "Ana first", new Date("2026-11-20T10:00:00Z"));
    expect(await saveJournalEntry(handle.db, bo, "bv-pitch", "Bo's", new Date("2026-11-21T10:00:00Z"))).toEqual({
      ok: true,
      savedAt: "2026-11-21T10:00:00.000Z",
    });
    await saveJournalEntry(handle.db, ana, "bv-pitch", "Ana second", new Date("2026-11-22T10:00:00Z"));
    expect((await journalOf(ana.id)).map((r) => r.body)).toEqual(["Ana second"]);
    expect((await journalOf(bo.id)).map((r) => r.body)).toEqual(["Bo's"]);
    const space = await learningSpace(handle.db, ana, { moduleId: "bv-pitch" });
    expect(space.selected!.journal).toEqual({ body: "Ana second", savedAt: "2026-11-22T10:00:00.000Z" });
  });

  it("resumes at the module opened last, and ignores a module the student may not open", async () => {
    await buy(ana, "beginner-course");
    expect((await learningSpace(handle.db, ana, { moduleId: "bv-first-song" })).selected!.id).toBe("bv-first-song");
    expect((await learningSpace(handle.db, ana)).selected!.id).toBe("bv-first-song");
    expect((await learningSpace(handle.db, ana, { moduleId: "at-mix" })).selected!.id).toBe("bv-first-song");
    expect((await handle.db.select().from(learningPositions)).map((r) => r.moduleId)).toEqual(["bv-first-song"]);
  });

  it("a refund removes access to the course and its files; the progress stays", async () => {
    const orderId = await buy(ana, "beginner-course");
    await markModuleComplete(handle.db, ana, "bv-breathing");
    await handle.db.update(orders).set({ status: "refunded" }).where(eq(orders.id, orderId));
    expect((await learningSpace(handle.db, ana)).courses).toEqual([]);
    expect(await markModuleComplete(handle.db, ana, "bv-range")).toEqual({ ok: false, status: 403 });
    const response = await materialResponse(deps, {
      request: new Request("http://site.test/materials/bv-breathing-lesson"),
      materialId: "bv-breathing-lesson",
      viewer: ana,
    });
    expect(response.status).toBe(403);
    expect((await progressOf(ana.id)).map((r) => r.moduleId)).toEqual(["bv-breathing"]);
  });
});

describe("the student's own data", () => {
  it("is in the data download, and deleting the account deletes progress, journal and position", async () => {
    await buy(bo, "beginner-course");
    await markModuleComplete(handle.db, bo, "bv-range");
    await saveJournalEntry(handle.db, bo, "bv-range", "Range notes");
    await learningSpace(handle.db, bo, { moduleId: "bv-range" });
    const exported = await exportUserData(handle.db, bo.id);
    expect(exported!.learning.completedModules.map((row) => row.module)).toEqual(["Finding Your Range"]);
    expect(exported!.learning.journal.map((row) => row.text)).toEqual(["Range notes"]);
    expect(await deleteAccount(handle.db, bo.id)).toEqual({ ok: true });
    expect(await progressOf(bo.id)).toEqual([]);
    expect(await journalOf(bo.id)).toEqual([]);
    expect(await handle.db.select().from(learningPositions).where(eq(learningPositions.userId, bo.id))).toEqual([]);
  });
});
