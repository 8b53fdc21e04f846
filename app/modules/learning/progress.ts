/** Pure rules of the learning space (no database): progress, previews and "last saved". */
import type { DashboardCourse, DashboardModule } from "./types";

/** The longest journal entry (the database's CHECK says the same); the text area stops there. */
export const JOURNAL_MAX_LENGTH = 20_000;

/** The module list shows the first 50 characters of the description (docs/rules.md, "Learning space"). */
export const MODULE_PREVIEW_LENGTH = 50;

export function modulePreview(description: string): string {
  const chars = [...description];
  return chars.length <= MODULE_PREVIEW_LENGTH ? description : `${chars.slice(0, MODULE_PREVIEW_LENGTH).join("")}…`;
}

/** Completed modules ÷ all modules, in whole percent; null (indeterminate) when there are none. */
export function progressPercent(completed: number, total: number): number | null {
  if (!Number.isFinite(total) || total <= 0 || completed < 0 || completed > total) return null;
  return Math.round((completed / total) * 100);
}

const JUST_NOW_SECONDS = 60;

/** 'Just now' for the first minute, then a relative time ("5 minutes ago", "yesterday"). */
export function lastSavedText(savedAt: string | null, now: Date, locale = "en-GB"): string {
  if (!savedAt) return "Never";
  const seconds = Math.round((now.getTime() - new Date(savedAt).getTime()) / 1000);
  if (seconds < JUST_NOW_SECONDS) return "Just now";
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.format(-minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, "hour");
  const days = Math.floor(hours / 24);
  if (days < 30) return format.format(-days, "day");
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "Europe/Copenhagen" }).format(new Date(savedAt));
}

/**
 * Where the dashboard opens: the first unfinished module at or after the one opened last, in
 * its course; else the first unfinished module of any course, in the order bought. Null when
 * every module is finished (or there are none).
 */
export function nextUnfinishedModule(courses: readonly DashboardCourse[], lastOpenedId?: string | null): DashboardModule | null {
  const current = courses.find((course) => course.modules.some((m) => m.id === lastOpenedId));
  if (current) {
    const from = current.modules.findIndex((m) => m.id === lastOpenedId);
    const ahead = current.modules.slice(from).find((m) => !m.completed);
    if (ahead) return ahead;
  }
  for (const course of courses) {
    const open = course.modules.find((m) => !m.completed);
    if (open) return open;
  }
  return null;
}

/** A course is finished once it has modules and every one is complete. */
export function isCourseFinished(course: Pick<DashboardCourse, "completed" | "total">): boolean {
  return course.total > 0 && course.completed >= course.total;
}
