import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { businessTotals, courses } from "~/db/schema";
import { sortMoney, type Money } from "./stats";

/** "Active Courses": the published courses that hold lessons (an online offer of one is the same course, not another). */
export const ACTIVE_COURSE_KINDS = ["class", "course"] as const;

export interface DashboardStats {
  students: number;
  activeCourses: number;
  /** Per currency as paid, refunds deducted. */
  revenue: Money[];
  downloads: number;
}

/**
 * SPEC.md's stats strip: a few rows of running totals (kept by triggers, migration 0017) and
 * the courses, so it costs the same with 20 students or 20,000 (decision 027).
 */
export async function readStats(db: Database): Promise<DashboardStats> {
  const [totals, [courseCount]] = await Promise.all([
    db.select().from(businessTotals),
    db
      .select({ n: count() })
      .from(courses)
      .where(and(eq(courses.published, true), inArray(courses.kind, [...ACTIVE_COURSE_KINDS]))),
  ]);
  const single = (key: string) => Number(totals.find((row) => row.key === key)?.value ?? 0);
  return {
    students: single("students"),
    activeCourses: courseCount?.n ?? 0,
    revenue: sortMoney(totals.filter((row) => row.key === "revenue").map((row) => ({ currency: row.currency, amount: Number(row.value) }))),
    downloads: single("downloads"),
  };
}
