import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, isNull, like } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { account, courseMaterials, courseModules, courses, moduleProgress, orders, session, siteMeta, user } from "~/db/schema";
import type { Auth } from "~/modules/accounts/auth.server";
import { listCourses } from "~/modules/catalogue/catalogue.server";
import { findContentFolder } from "~/modules/materials/seed.server";
import type { FileStorage } from "~/modules/storage/storage.server";
import { contentTypeOf, DEMO_STUDENT, demoOrders, learningStorageKey, seedModules, type SeedModule } from "./seed-data.server";

const CONTENT_KEY = "seed:learning:v1";
const STUDENT_KEY = "seed:demo-student:v1";

/**
 * Only when asked for (DEMO_CONTENT=1): the demo student's password is in the README, so a
 * deployment must never have it by default. `npm start` asks for it on a fresh clone that runs
 * on the embedded database at a localhost address (scripts/lib/start-defaults.mjs).
 */
export function demoContentEnabled(config: { DEMO_CONTENT?: boolean }): boolean {
  return config.DEMO_CONTENT === true;
}

/**
 * With demo content off, the demo student's seeded orders grant nothing any more (they were
 * made by the seed, not paid): whatever the coach adds to those courses stays hers.
 */
export async function retireDemoOrders(db: Database, now = new Date()): Promise<number> {
  const retired = await db
    .update(orders)
    .set({ accessRevokedAt: now, updatedAt: now })
    .where(and(like(orders.idempotencyKey, "demo:%"), isNull(orders.accessRevokedAt)))
    .returning({ id: orders.id });
  return retired.length;
}

/**
 * With demo content off, the demo student cannot sign in, whatever the database's history (it
 * was moved or restored from a site that had demo content): its password, published in the
 * README, is removed and its sessions end. Turning demo content on again gives the password back.
 */
export async function disableDemoStudent(db: Database): Promise<boolean> {
  const [demo] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_STUDENT.email));
  if (!demo) return false;
  const removed = await db
    .delete(account)
    .where(and(eq(account.userId, demo.id), eq(account.providerId, "credential")))
    .returning({ id: account.id });
  await db.delete(session).where(eq(session.userId, demo.id));
  return removed.length > 0;
}

type MaterialRow = typeof courseMaterials.$inferInsert;

/**
 * The demo courses' modules, lessons and resources (decision 017), once per database (a
 * marker row, so what the coach later changes is never put back). Files go to private storage
 * under fixed keys first; rows are inserted only for courses that exist.
 */
export async function seedLearningContent(
  db: Database,
  storage: FileStorage,
  options: { contentFolder?: string; modules?: SeedModule[] } = {},
): Promise<{ seeded: boolean }> {
  const [done] = await db.select({ key: siteMeta.key }).from(siteMeta).where(eq(siteMeta.key, CONTENT_KEY));
  if (done) return { seeded: false };
  const modules = options.modules ?? seedModules;
  const folder = options.contentFolder ?? findContentFolder();
  const materials: MaterialRow[] = [];
  const put = async (module: SeedModule, row: { id: string; title: string; kind: "pdf" | "audio"; contentFile: string; length: number }, sortOrder: number) => {
    const bytes = new Uint8Array(await readFile(path.join(folder, row.contentFile)));
    const storageKey = learningStorageKey(module.courseId, row.contentFile);
    const contentType = contentTypeOf(row.kind);
    await storage.put(storageKey, bytes, contentType);
    materials.push({
      id: row.id,
      courseId: module.courseId,
      moduleId: module.id,
      title: row.title,
      kind: row.kind,
      storageKey,
      fileName: path.basename(row.contentFile),
      contentType,
      sizeBytes: bytes.length,
      pages: row.length,
      sortOrder,
    });
  };
  for (const module of modules) {
    if (module.lesson)
      await put(
        module,
        { id: `${module.id}-lesson`, title: `${module.title} – lesson`, kind: "audio", contentFile: module.lesson.contentFile, length: module.lesson.seconds },
        0,
      );
    for (const [index, resource] of module.resources.entries()) await put(module, resource, index + 1);
  }
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(siteMeta)
      .values({ key: CONTENT_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: siteMeta.key });
    if (claimed.length === 0) return { seeded: false };
    const existing = new Set(
      (
        await tx
          .select({ id: courses.id })
          .from(courses)
          .where(inArray(courses.id, [...new Set(modules.map((m) => m.courseId))]))
      ).map((row) => row.id),
    );
    const insertable = modules.filter((m) => existing.has(m.courseId));
    if (insertable.length === 0) return { seeded: true };
    await tx
      .insert(courseModules)
      .values(insertable.map((m, index) => ({ id: m.id, courseId: m.courseId, title: m.title, description: m.description, sortOrder: index })))
      .onConflictDoNothing();
    const rows = materials.filter((row) => existing.has(row.courseId));
    if (rows.length > 0) await tx.insert(courseMaterials).values(rows).onConflictDoNothing();
    for (const m of insertable) {
      if (m.lesson)
        await tx
          .update(courseModules)
          .set({ lessonMaterialId: `${m.id}-lesson` })
          .where(eq(courseModules.id, m.id));
    }
    return { seeded: true };
  });
}

/**
 * The demo student (README: e-mail and password), created through better-auth with a verified
 * e-mail, paid orders for the demo courses and the sample progress (75% and 30%). Once per database:
 * a deleted demo account stays deleted.
 */
export async function seedDemoStudent(auth: Auth, db: Database, now = new Date()): Promise<{ created: boolean }> {
  const [done] = await db.select({ key: siteMeta.key }).from(siteMeta).where(eq(siteMeta.key, STUDENT_KEY));
  const ctx = await auth.$context;
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_STUDENT.email));
  if (done) {
    // Demo content on again after a start without it (disableDemoStudent): the README's password works again.
    const [credential] = existing
      ? await db
          .select({ id: account.id })
          .from(account)
          .where(and(eq(account.userId, existing.id), eq(account.providerId, "credential")))
      : [];
    if (existing && !credential)
      await ctx.internalAdapter.linkAccount({
        userId: existing.id,
        providerId: "credential",
        accountId: existing.id,
        password: await ctx.password.hash(DEMO_STUDENT.password),
      });
    return { created: false };
  }
  // The demo orders are paid at the catalogue's DKK price as it stands (decision 028).
  const courseRows = await listCourses(db);
  let userId = existing?.id;
  if (!userId) {
    const created = await ctx.internalAdapter.createUser(
      { email: DEMO_STUDENT.email, name: DEMO_STUDENT.name, emailVerified: true, role: "student" },
      { method: "seed" },
    );
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: "credential",
      accountId: created.id,
      password: await ctx.password.hash(DEMO_STUDENT.password),
    });
    userId = created.id;
  }
  const claimed = await db.insert(siteMeta).values({ key: STUDENT_KEY, value: now.toISOString() }).onConflictDoNothing().returning({ key: siteMeta.key });
  if (claimed.length === 0) return { created: false };
  for (const order of demoOrders) {
    const course = courseRows.find((row) => row.id === order.courseId);
    if (!course) continue;
    await db
      .insert(orders)
      .values({
        id: order.id,
        status: "paid",
        userId,
        email: DEMO_STUDENT.email,
        items: [{ itemId: course.id, name: course.title, quantity: 1, unitAmount: course.priceDkk, currency: "DKK" }],
        amountTotal: course.priceDkk,
        currency: "DKK",
        provider: "test",
        idempotencyKey: `demo:${order.id}`,
        createdAt: order.paidAt,
        paidAt: order.paidAt,
      })
      .onConflictDoNothing();
  }
  const moduleIds = new Set((await db.select({ id: courseModules.id }).from(courseModules)).map((row) => row.id));
  const completed = seedModules.filter((m) => m.demoCompleted && moduleIds.has(m.id));
  if (completed.length > 0) {
    await db
      .insert(moduleProgress)
      .values(completed.map((m) => ({ userId: userId!, moduleId: m.id, completedAt: now })))
      .onConflictDoNothing();
  }
  return { created: !existing };
}
