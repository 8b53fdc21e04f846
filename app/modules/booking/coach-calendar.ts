import { TZDate } from "@date-fns/tz";
import { addDays, addWeeks, startOfDay, startOfWeek } from "date-fns";

/** The coach's zone: the calendar's days and times are hers, the database's UTC. */
export const CALENDAR_ZONE = "Europe/Copenhagen";

export interface CalendarWeek {
  /** Monday 00:00 in Copenhagen, as an instant. */
  start: Date;
  /** The next Monday 00:00: the week is [start, end). */
  end: Date;
  /** Each day's start (Monday first), for grouping. */
  days: Date[];
  /** The week's Monday as the URL carries it ("2026-11-23"). */
  key: string;
  previousKey: string;
  nextKey: string;
  isCurrent: boolean;
}

const keyOf = (day: Date) => new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: CALENDAR_ZONE }).format(day);

/**
 * The week a calendar page shows: the one holding `asked` ("YYYY-MM-DD", any day of it) or, when
 * that is missing or not a date, the current week. Days are Copenhagen days, so a week across a
 * daylight-saving change has one 23- or 25-hour day.
 */
export function calendarWeek(asked: string | null | undefined, now: Date): CalendarWeek {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(asked ?? "");
  const day = match ? new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), CALENDAR_ZONE) : null;
  const anchor = day && !Number.isNaN(day.getTime()) && day.getFullYear() >= 2000 && day.getFullYear() <= 2100 ? day : new TZDate(now.getTime(), CALENDAR_ZONE);
  const monday = startOfWeek(anchor, { weekStartsOn: 1 });
  const current = startOfWeek(new TZDate(now.getTime(), CALENDAR_ZONE), { weekStartsOn: 1 });
  const days = Array.from({ length: 7 }, (_, i) => startOfDay(addDays(monday, i)));
  return {
    start: new Date(monday.getTime()),
    end: new Date(addWeeks(monday, 1).getTime()),
    days: days.map((d) => new Date(d.getTime())),
    key: keyOf(monday),
    previousKey: keyOf(addWeeks(monday, -1)),
    nextKey: keyOf(addWeeks(monday, 1)),
    isCurrent: monday.getTime() === current.getTime(),
  };
}

/** Today's and tomorrow's start and the day after's, in Copenhagen: the Today view's two days. */
export function todayAndTomorrow(now: Date): { today: Date; tomorrow: Date; dayAfter: Date } {
  const today = startOfDay(new TZDate(now.getTime(), CALENDAR_ZONE));
  return { today: new Date(today.getTime()), tomorrow: new Date(addDays(today, 1).getTime()), dayAfter: new Date(addDays(today, 2).getTime()) };
}

/** The Copenhagen day (its start) an instant falls on. */
export function dayOf(instant: Date): Date {
  return new Date(startOfDay(new TZDate(instant.getTime(), CALENDAR_ZONE)).getTime());
}

/** A `datetime-local` value ("2026-12-02T16:00") read as Copenhagen's wall clock, or null when it is not one. */
export function parseLocalDateTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const instant = new TZDate(year, month - 1, day, hour, minute, CALENDAR_ZONE);
  // 31 February and the like roll over: refused rather than moved.
  return instant.getDate() === day && instant.getMonth() === month - 1 ? new Date(instant.getTime()) : null;
}

/** An instant as a `datetime-local` value on Copenhagen's wall clock. */
export function localDateTimeValue(instant: Date): string {
  const local = new TZDate(instant.getTime(), CALENDAR_ZONE);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())}T${two(local.getHours())}:${two(local.getMinutes())}`;
}
