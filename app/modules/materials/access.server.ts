import type { Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { canAccessCourse } from "~/modules/accounts/access.server";
import type { Viewer } from "./viewer";

export type CourseAccess = "signed-out" | "not-purchased" | "purchased";

/**
 * Course access (docs/rules.md, "Materials"): signed out means none; otherwise a paid order for the course
 * matching the user's id or verified e-mail. A failure while checking is no access, and is
 * logged with the course only (never who asked).
 */
export async function courseAccess(db: Database, viewer: Viewer | null, courseId: string): Promise<CourseAccess> {
  if (!viewer) return "signed-out";
  try {
    const paid = await canAccessCourse(db, viewer, courseId);
    return paid ? "purchased" : "not-purchased";
  } catch (error) {
    logger.error({ courseId, error: errorSummary(error) }, "course access check failed; access refused");
    return "not-purchased";
  }
}

/** Name and code only: driver messages can quote the values of a query. */
export function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? `${error.name} ${code}` : error.name;
}
