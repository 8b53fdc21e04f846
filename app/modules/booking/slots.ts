import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns";
import { BUSINESS_TIME_ZONE, formatBusinessTime } from "./time-zone";

/** The calendar's rules, configurable (docs/rules.md, "Booking"). */
export interface CalendarRules {
  timeZone: string;
  /** Hours (local time) at which slots start: 9 … 17. */
  firstHour: number;
  lastHour: number;
  /** Today and the next `days - 1` days. */
  days: number;
  /** How far ahead a slot must start to be booked (site profile `bookingLeadHours`): the coach needs time to prepare. */
  leadHours: number;
}

/** The calendar's shape; the app takes the lead time from the site profile (`appCalendarRules`, 12 hours by default). */
export const defaultCalendarRules: CalendarRules = { timeZone: BUSINESS_TIME_ZONE, firstHour: 9, lastHour: 17, days: 7, leadHours: 0 };

/** The earliest start the rules allow at `now`. */
const earliestStart = (now: Date, rules: CalendarRules) => now.getTime() + rules.leadHours * 3_600_000;

export type BookingKind = "coaching" | "consultation";

/** Private coaching is 60 minutes (docs/rules.md, "Booking"); the free consultation 30. */
export const sessionMinutes: Record<BookingKind, number> = { coaching: 60, consultation: 30 };

export interface Interval {
  start: Date;
  end: Date;
}

export function overlaps(a: Interval, b: Interval) {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/** Every slot the rules allow from `now` on, before subtracting busy time. */
export function candidateSlots(now: Date, kind: BookingKind, rules: CalendarRules = defaultCalendarRules): Interval[] {
  const minutes = sessionMinutes[kind] * 60_000;
  const earliest = earliestStart(now, rules);
  return windowStarts(now, rules)
    .filter((start) => start > earliest)
    .map((start) => ({ start: new Date(start), end: new Date(start + minutes) }));
}

// Zoned date arithmetic costs about a millisecond for a week of slots, and every hold asks
// (the bench's 50 clients a slot made it the largest cost of a hold). The week's grid only
// changes with the business day, so it is computed once per day and rules.
const gridCache = new Map<string, number[]>();
// The business day changes only on a whole minute: within one, the grid is the last one found.
let lastGrid: { minute: number; rules: CalendarRules; starts: number[] } | undefined;

function windowStarts(now: Date, rules: CalendarRules): number[] {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastGrid?.minute === minute && lastGrid.rules === rules) return lastGrid.starts;
  const starts = gridOfDay(now, rules);
  lastGrid = { minute, rules, starts };
  return starts;
}

function gridOfDay(now: Date, rules: CalendarRules): number[] {
  const today = new TZDate(now.getTime(), rules.timeZone);
  const key = [rules.timeZone, rules.firstHour, rules.lastHour, rules.days, today.getFullYear(), today.getMonth(), today.getDate()].join("|");
  let starts = gridCache.get(key);
  if (!starts) {
    starts = [];
    for (let day = 0; day < rules.days; day++) {
      const date = addDays(new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), rules.timeZone), day);
      for (let hour = rules.firstHour; hour <= rules.lastHour; hour++) {
        starts.push(new TZDate(date.getFullYear(), date.getMonth(), date.getDate(), hour, 0, 0, 0, rules.timeZone).getTime());
      }
    }
    if (gridCache.size >= 32) gridCache.clear();
    gridCache.set(key, starts);
  }
  return starts;
}

/**
 * The time the calendar shows at `now`: from now to the end of the last slot of any kind.
 * Busy time outside it cannot take a slot away, so only bookings overlapping it are read
 * (decision 026).
 */
export function slotWindow(now: Date, rules: CalendarRules = defaultCalendarRules): Interval {
  const starts = windowStarts(now, rules);
  const longest = Math.max(...Object.values(sessionMinutes)) * 60_000;
  return { start: now, end: new Date(Math.max(now.getTime(), (starts.at(-1) ?? now.getTime()) + longest)) };
}

/**
 * The slots a visitor may pick: future, inside the window, not overlapping anything live.
 * Slots and busy time are both walked in order of start, so the cost grows with their sum,
 * not their product.
 */
export function availableSlots(input: { now: Date; kind: BookingKind; busy: Interval[]; rules?: CalendarRules }): Interval[] {
  const slots = candidateSlots(input.now, input.kind, input.rules);
  const busy = [...input.busy].sort((a, b) => a.start.getTime() - b.start.getTime());
  const free: Interval[] = [];
  // `next`: the first busy interval not yet reached; `open`: those reached that may still overlap a slot.
  let next = 0;
  let open: Interval[] = [];
  for (const slot of slots) {
    while (next < busy.length && busy[next]!.start.getTime() < slot.end.getTime()) open.push(busy[next++]!);
    open = open.filter((b) => b.end.getTime() > slot.start.getTime());
    if (!open.some((b) => overlaps(slot, b))) free.push(slot);
  }
  return free;
}

/** Whether `start` is one of the slots the rules offer at `now` (busy time aside). */
export function isOfferedStart(start: Date, now: Date, rules: CalendarRules = defaultCalendarRules) {
  const at = start.getTime();
  return at > earliestStart(now, rules) && windowStarts(now, rules).includes(at);
}

/** A slot's start in the calendar's zone, for e-mails. */
export function formatSlot(start: Date, rules: CalendarRules = defaultCalendarRules) {
  return formatBusinessTime(start, rules.timeZone);
}
