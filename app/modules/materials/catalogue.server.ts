import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseMaterials, materialDownloads } from "~/db/schema";
import { BUSINESS_TIME_ZONE } from "~/modules/site/time-zone";

export type CourseMaterial = typeof courseMaterials.$inferSelect;

/** Material ids are ours (slugs or UUIDs); anything else in the URL is not looked up. */
export const MATERIAL_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

export async function findMaterial(db: Database, id: string): Promise<CourseMaterial | undefined> {
  if (!MATERIAL_ID.test(id)) return undefined;
  const [row] = await db.select().from(courseMaterials).where(eq(courseMaterials.id, id));
  return row;
}

export function listCourseMaterials(db: Database, courseId: string): Promise<CourseMaterial[]> {
  return db.select().from(courseMaterials).where(eq(courseMaterials.courseId, courseId)).orderBy(asc(courseMaterials.sortOrder), asc(courseMaterials.id));
}

/** The calendar day in the studio's zone, as the dashboard shows it. */
export function businessDay(when: Date, timeZone = BUSINESS_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(when);
}

/** One more download today; concurrent downloads add up (one upsert, no read-modify-write). */
export async function countDownload(db: Database, materialId: string, now: Date): Promise<void> {
  await db
    .insert(materialDownloads)
    .values({ materialId, day: businessDay(now), downloads: 1 })
    .onConflictDoUpdate({ target: [materialDownloads.materialId, materialDownloads.day], set: { downloads: sql`${materialDownloads.downloads} + 1` } });
}

/** Downloads per material since `since` (a business day, inclusive), for the admin dashboard. */
export async function downloadTotals(db: Database, since?: Date): Promise<{ materialId: string; title: string; downloads: number }[]> {
  const rows = await db
    .select({
      materialId: courseMaterials.id,
      title: courseMaterials.title,
      downloads: sql<number>`coalesce(sum(${materialDownloads.downloads}), 0)::int`,
    })
    .from(courseMaterials)
    .leftJoin(
      materialDownloads,
      since
        ? sql`${materialDownloads.materialId} = ${courseMaterials.id} and ${materialDownloads.day} >= ${businessDay(since)}`
        : eq(materialDownloads.materialId, courseMaterials.id),
    )
    .groupBy(courseMaterials.id, courseMaterials.title)
    .orderBy(asc(courseMaterials.courseId), asc(courseMaterials.sortOrder));
  return rows.map((row) => ({ ...row, downloads: Number(row.downloads) }));
}
