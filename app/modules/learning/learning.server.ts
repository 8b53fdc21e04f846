import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseMaterials, courseModules, courses, journalEntries, learningPositions, moduleProgress } from "~/db/schema";
import { canAccessCourse, paidOrders, type PaidOrder } from "~/modules/accounts/access.server";
import type { SessionUser } from "~/modules/accounts/guards.server";
import { TEST_PAYMENT_ID } from "~/modules/orders/test-payment";
import { courseGrants } from "~/modules/catalogue/catalogue.server";
import { courseIdOfItem, isOnlineCatalogueCourse, type CourseGrants } from "~/modules/catalogue/offers";
import { modulePreview, nextUnfinishedModule, progressPercent } from "./progress";
import type { DashboardCourse, DashboardMaterial, LearningSpace, SelectedModule } from "./types";

type Account = Pick<SessionUser, "id" | "email" | "emailVerified">;
export type CourseModule = typeof courseModules.$inferSelect;

/**
 * The catalogue courses these paid orders (oldest first) give, in the order bought, each
 * once. A sales course counts as the catalogue course it is sold for; a refunded order is not
 * among them (its progress and journal stay in the database).
 */
export function coursesInOrderBought(paid: PaidOrder[], grants: CourseGrants): string[] {
  const ids: string[] = [];
  for (const order of paid) {
    for (const item of order.items) {
      const courseId = courseIdOfItem(grants, item.itemId);
      if (item.itemId !== TEST_PAYMENT_ID && !ids.includes(courseId)) ids.push(courseId);
    }
  }
  return ids;
}

export type ModuleAccess = { ok: true; module: CourseModule } | { ok: false; status: 403 | 404 };

/** A module the account may read and write progress for: it exists and its course is paid for. */
export async function moduleAccess(db: Database, account: Account, moduleId: string): Promise<ModuleAccess> {
  const [module] = await db.select().from(courseModules).where(eq(courseModules.id, moduleId));
  // A draft is the coach's own until she publishes it.
  if (!module || !module.published) return { ok: false, status: 404 };
  return (await canAccessCourse(db, account, module.courseId)) ? { ok: true, module } : { ok: false, status: 403 };
}

export type LearningResult = { ok: true; savedAt?: string } | { ok: false; status: 403 | 404 };

/** 'Mark as Complete': one row per (student, module); completing again changes nothing. */
export async function markModuleComplete(db: Database, account: Account, moduleId: string, now = new Date()): Promise<LearningResult> {
  const access = await moduleAccess(db, account, moduleId);
  if (!access.ok) return access;
  await db.insert(moduleProgress).values({ userId: account.id, moduleId, completedAt: now }).onConflictDoNothing();
  return { ok: true };
}

/** 'Save Journal Entry': the student's own entry for the module, replaced by each save. */
export async function saveJournalEntry(db: Database, account: Account, moduleId: string, body: string, now = new Date()): Promise<LearningResult> {
  const access = await moduleAccess(db, account, moduleId);
  if (!access.ok) return access;
  await db
    .insert(journalEntries)
    .values({ userId: account.id, moduleId, body, updatedAt: now })
    .onConflictDoUpdate({ target: [journalEntries.userId, journalEntries.moduleId], set: { body, updatedAt: now } });
  return { ok: true, savedAt: now.toISOString() };
}

const materialView = (row: typeof courseMaterials.$inferSelect): DashboardMaterial => ({
  id: row.id,
  name: row.title,
  kind: row.kind as DashboardMaterial["kind"],
  contentType: row.contentType,
  url: `/materials/${row.id}`,
});

/**
 * What /dashboard shows: a tab per paid course that has modules or is sold online (in the order bought), each
 * with its progress, and one selected module. The selection is the module asked for, else
 * the one opened last, else the first module of the first course; asking for a module the
 * student may open records it as the place to resume.
 */
export async function learningSpace(
  db: Database,
  account: Account,
  // `paid`, `grants`: the account's paid orders and the catalogue's grants when the caller has read them already.
  options: { moduleId?: string | null; now?: Date; paid?: PaidOrder[]; grants?: CourseGrants } = {},
): Promise<LearningSpace> {
  const [paid, grants] = await Promise.all([options.paid ?? paidOrders(db, account), options.grants ?? courseGrants(db)]);
  const courseIds = coursesInOrderBought(paid, grants);
  if (courseIds.length === 0) return { courses: [], continueWith: null, selected: null };
  const [courseRows, moduleRows, doneRows, [position]] = await Promise.all([
    db.select({ id: courses.id, title: courses.title }).from(courses).where(inArray(courses.id, courseIds)),
    db
      .select()
      .from(courseModules)
      .where(and(inArray(courseModules.courseId, courseIds), eq(courseModules.published, true)))
      .orderBy(asc(courseModules.sortOrder), asc(courseModules.id)),
    db
      .select({ moduleId: moduleProgress.moduleId })
      .from(moduleProgress)
      .innerJoin(courseModules, eq(courseModules.id, moduleProgress.moduleId))
      .where(and(eq(moduleProgress.userId, account.id), inArray(courseModules.courseId, courseIds))),
    db.select({ moduleId: learningPositions.moduleId }).from(learningPositions).where(eq(learningPositions.userId, account.id)),
  ]);
  const done = new Set(doneRows.map((row) => row.moduleId));
  const list: DashboardCourse[] = [];
  for (const courseId of courseIds) {
    const course = courseRows.find((row) => row.id === courseId);
    const modules = moduleRows.filter((row) => row.courseId === courseId);
    // A programme or a session without modules is not a course to learn here; an online course is, even before its first module.
    if (!course || (modules.length === 0 && !isOnlineCatalogueCourse(grants, courseId))) continue;
    const completed = modules.filter((m) => done.has(m.id)).length;
    list.push({
      id: course.id,
      title: course.title,
      completed,
      total: modules.length,
      percent: progressPercent(completed, modules.length),
      modules: modules.map((m) => ({ id: m.id, title: m.title, preview: modulePreview(m.description), completed: done.has(m.id) })),
    });
  }
  const shown = new Set(list.map((course) => course.id));
  const open = moduleRows.filter((row) => shown.has(row.courseId));
  const requested = options.moduleId ? open.find((row) => row.id === options.moduleId) : undefined;
  // Without a module asked for, the student continues where there is something left to do.
  const next = nextUnfinishedModule(list, position?.moduleId);
  const module =
    requested ??
    open.find((row) => row.id === next?.id) ??
    open.find((row) => row.id === position?.moduleId) ??
    open.find((row) => row.courseId === list[0]?.id);
  if (!module) return { courses: list, continueWith: null, selected: null };
  if (requested && requested.id !== position?.moduleId) {
    await db
      .insert(learningPositions)
      .values({ userId: account.id, moduleId: requested.id, openedAt: options.now ?? new Date() })
      .onConflictDoUpdate({ target: learningPositions.userId, set: { moduleId: requested.id, openedAt: options.now ?? new Date() } });
  }
  const [files, [journal]] = await Promise.all([
    moduleFiles(db, module),
    db
      .select({ body: journalEntries.body, updatedAt: journalEntries.updatedAt })
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, account.id), eq(journalEntries.moduleId, module.id))),
  ]);
  return {
    courses: list,
    continueWith: next ? { id: next.id, title: next.title } : null,
    selected: {
      id: module.id,
      courseId: module.courseId,
      title: module.title,
      description: module.description,
      completed: done.has(module.id),
      ...files,
      journal: { body: journal?.body ?? "", savedAt: journal?.updatedAt.toISOString() ?? null },
    },
  };
}

/** A module's lesson (its audio or video) and its resources, in their order, as the learning space shows them. */
async function moduleFiles(db: Database, module: CourseModule): Promise<Pick<SelectedModule, "lesson" | "resources">> {
  const materials = await db
    .select()
    .from(courseMaterials)
    .where(
      and(
        eq(courseMaterials.courseId, module.courseId),
        module.lessonMaterialId
          ? or(eq(courseMaterials.moduleId, module.id), eq(courseMaterials.id, module.lessonMaterialId))
          : eq(courseMaterials.moduleId, module.id),
      ),
    )
    .orderBy(asc(courseMaterials.sortOrder), asc(courseMaterials.id));
  const lesson = materials.find((row) => row.id === module.lessonMaterialId && (row.kind === "audio" || row.kind === "video"));
  return { lesson: lesson ? materialView(lesson) : null, resources: materials.filter((row) => row.id !== lesson?.id).map(materialView) };
}

/**
 * A course as a student who bought it sees it on /dashboard (published modules in their order,
 * nothing completed, no journal), for the coach's preview. Null when the course does not exist.
 */
export async function coursePreview(
  db: Database,
  courseId: string,
  moduleId?: string | null,
): Promise<{ course: DashboardCourse; selected: SelectedModule | null } | null> {
  const [[course], modules] = await Promise.all([
    db.select({ id: courses.id, title: courses.title }).from(courses).where(eq(courses.id, courseId)),
    db
      .select()
      .from(courseModules)
      .where(and(eq(courseModules.courseId, courseId), eq(courseModules.published, true)))
      .orderBy(asc(courseModules.sortOrder), asc(courseModules.id)),
  ]);
  if (!course) return null;
  const view: DashboardCourse = {
    id: course.id,
    title: course.title,
    completed: 0,
    total: modules.length,
    percent: progressPercent(0, modules.length),
    modules: modules.map((m) => ({ id: m.id, title: m.title, preview: modulePreview(m.description), completed: false })),
  };
  const module = modules.find((m) => m.id === moduleId) ?? modules[0];
  if (!module) return { course: view, selected: null };
  return {
    course: view,
    selected: {
      id: module.id,
      courseId,
      title: module.title,
      description: module.description,
      completed: false,
      ...(await moduleFiles(db, module)),
      journal: { body: "", savedAt: null },
    },
  };
}
