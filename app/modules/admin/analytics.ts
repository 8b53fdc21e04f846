import { addMonths, addWeeks, startOfMonth, startOfWeek } from "date-fns";
import { TZDate } from "@date-fns/tz";

export type Period = "week" | "month";
export const PERIODS_SHOWN = 12;
const ZONE = "Europe/Copenhagen";

/** The last twelve weeks (Monday to Sunday) or months in Copenhagen, oldest first, each by its start. */
export function periodStarts(period: Period, now: Date): Date[] {
  const local = new TZDate(now.getTime(), ZONE);
  const current = period === "week" ? startOfWeek(local, { weekStartsOn: 1 }) : startOfMonth(local);
  return Array.from({ length: PERIODS_SHOWN }, (_, i) => {
    const back = PERIODS_SHOWN - 1 - i;
    return new Date((period === "week" ? addWeeks(current, -back) : addMonths(current, -back)).getTime());
  });
}

/** The label of a period's column: "24 Nov" for a week, "Nov 2026" for a month. */
export function periodLabel(period: Period, start: Date): string {
  return new Intl.DateTimeFormat(
    "en-GB",
    period === "week" ? { day: "numeric", month: "short", timeZone: ZONE } : { month: "short", year: "numeric", timeZone: ZONE },
  ).format(start);
}

/** The same period on a chart's axis, where space is short: "23/11" for a week, "Nov" for a month. */
export function periodAxisLabel(period: Period, start: Date): string {
  return new Intl.DateTimeFormat("en-GB", period === "week" ? { day: "numeric", month: "numeric", timeZone: ZONE } : { month: "short", timeZone: ZONE }).format(
    start,
  );
}

/** Counts or sums keyed by period start (ISO) put on the twelve periods, zero where nothing happened. */
export function onPeriods(starts: Date[], values: Map<string, number>): number[] {
  return starts.map((start) => values.get(start.toISOString()) ?? 0);
}
