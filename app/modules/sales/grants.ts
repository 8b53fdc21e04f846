import { isSalesCourseId, SALES_COURSE_IDS, type SalesCourseId } from "./courses";

/**
 * The catalogue course (courses table) a purchase of each online sales course gives access
 * to (decision 017). Kept apart from the sales pages' data so that their bundle does not
 * carry it: only the server reads it.
 */
export const SALES_COURSE_CATALOGUE: Record<SalesCourseId, string> = {
  "beginner-course": "beginner-vocals",
  "advanced-technique": "advanced-technique",
  "main-course": "performance-mastery",
};

/**
 * The order item ids that give access to a catalogue course: the course itself, and each
 * online sales course sold for it (buying /sales/beginner-course gives Beginner Vocals).
 */
export function itemIdsGrantingCourse(courseId: string): string[] {
  return [courseId, ...SALES_COURSE_IDS.filter((id) => id !== courseId && SALES_COURSE_CATALOGUE[id] === courseId)];
}

/** The catalogue course an order item gives access to (a sales course's, or the item itself). */
export function courseIdOfItem(itemId: string): string {
  return isSalesCourseId(itemId) ? SALES_COURSE_CATALOGUE[itemId] : itemId;
}

/** The catalogue courses sold online on the sales pages (they belong on the dashboard even before their first module). */
export function isOnlineCatalogueCourse(courseId: string): boolean {
  return Object.values(SALES_COURSE_CATALOGUE).includes(courseId);
}
