import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns";
import { BUSINESS_TIME_ZONE, formatBusinessTime } from "~/modules/site/time-zone";

export type BookingKind = "coaching" | "consultation";

/** A day's opening hours in minutes after local midnight: sessions start at `from` or later and end by `to`. */
export interface OpeningMinutes {
  from: number;
  to: number;
}

/** The calendar's rules, built from the coach's booking settings (decision 030; docs/rules.md, "Booking"). */
export interface CalendarRules {
  timeZone: string;
  /** Monday first, seven entries: the day's opening hours, or null when closed. */
  weeklyHours: (OpeningMinutes | null)[];
  /** Today and the next `days - 1` days. */
  days: number;
  /** How far ahead a slot must start to be booked: the coach needs time to prepare. */
  leadHours: number;
  /** No slot today, whatever the lead time. */
  noSameDay: boolean;
  sessionMinutes: Record<BookingKind, number>;
  /** Free minutes kept before and after anything in the calendar. Starts step by a coaching session plus the buffer. */
  bufferMinutes: number;
  /** At most this many sessions (any kind) a day; 0: no cap. */
  dailyCap: number;
}

/** Private coaching is 60 minutes, the free consultation 30 (the first-start defaults; the coach changes them). */
export const sessionMinutes: Record<BookingKind, number> = { coaching: 60, consultation: 30 };

const nineToSix: OpeningMinutes = { from: 9 * 60, to: 18 * 60 };

/** The first-start calendar: every day 09:00–18:00 (sessions start 09:00 … 17:00), a week ahead. */
export const defaultCalendarRules: CalendarRules = {
  timeZone: BUSINESS_TIME_ZONE,
  weeklyHours: Array.from({ length: 7 }, () => nineToSix),
  days: 7,
  leadHours: 0,
  noSameDay: false,
  sessionMinutes,
  bufferMinutes: 0,
  dailyCap: 0,
};

export interface Interval {
  start: Date;
  end: Date;
}

/** Busy time as the calendar reads it: `kind` "block-out" for the coach's block-outs (they do not count against the daily cap). */
export type BusyInterval = Interval & { kind?: string };

export function overlaps(a: Interval, b: Interval) {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/** The local midnight of `at`'s business day, `offset` days on. */
function localMidnight(at: number, timeZone: string, offset = 0): TZDate {
  const day = new TZDate(at, timeZone);
  return addDays(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), timeZone), offset);
}

/** Nothing may start at or before this instant: the lead time, and with "no same-day bookings" the end of today. */
function earliestStart(now: Date, rules: CalendarRules) {
  const lead = now.getTime() + rules.leadHours * 3_600_000;
  return rules.noSameDay ? Math.max(lead, localMidnight(now.getTime(), rules.timeZone, 1).getTime() - 1) : lead;
}

/** Every slot the rules allow from `now` on, before subtracting busy time. */
export function candidateSlots(now: Date, kind: BookingKind, rules: CalendarRules = defaultCalendarRules): Interval[] {
  const minutes = rules.sessionMinutes[kind] * 60_000;
  const earliest = earliestStart(now, rules);
  return windowStarts(now, rules, kind)
    .filter((start) => start > earliest)
    .map((start) => ({ start: new Date(start), end: new Date(start + minutes) }));
}

// Zoned date arithmetic costs about a millisecond for a week of slots, and every hold asks
// (the bench's 50 clients a slot made it the largest cost of a hold). The week's grid only
// changes with the business day and the rules, so it is computed once per day, rules and kind.
const gridCache = new Map<string, number[]>();
// The business day changes only on a whole minute: within one, the grid is the last one found.
const lastGrid = new Map<BookingKind, { minute: number; rules: CalendarRules; starts: number[] }>();

function windowStarts(now: Date, rules: CalendarRules, kind: BookingKind): number[] {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastGrid.get(kind);
  if (last?.minute === minute && last.rules === rules) return last.starts;
  const starts = gridOfDay(now, rules, kind);
  lastGrid.set(kind, { minute, rules, starts });
  return starts;
}

function gridOfDay(now: Date, rules: CalendarRules, kind: BookingKind): number[] {
  const today = localMidnight(now.getTime(), rules.timeZone);
  const key = JSON.stringify([rules.timeZone, rules.weeklyHours, rules.days, rules.sessionMinutes, rules.bufferMinutes, kind, today.getTime()]);
  let starts = gridCache.get(key);
  if (!starts) {
    starts = [];
    const length = rules.sessionMinutes[kind];
    const step = rules.sessionMinutes.coaching + rules.bufferMinutes;
    for (let day = 0; day < rules.days; day++) {
      const date = addDays(today, day);
      const hours = rules.weeklyHours[(date.getDay() + 6) % 7];
      if (!hours) continue;
      for (let minute = hours.from; minute + length <= hours.to; minute += step) {
        starts.push(new TZDate(date.getFullYear(), date.getMonth(), date.getDate(), Math.floor(minute / 60), minute % 60, 0, 0, rules.timeZone).getTime());
      }
    }
    if (gridCache.size >= 64) gridCache.clear();
    gridCache.set(key, starts);
  }
  return starts;
}

/**
 * The time the calendar shows at `now`: from now (with a daily cap, from the start of today, so
 * that today's earlier sessions count) to the end of the last slot of any kind. Busy time outside
 * it cannot take a slot away, so only bookings overlapping it are read (decision 026).
 */
export function slotWindow(now: Date, rules: CalendarRules = defaultCalendarRules): Interval {
  const ends = (["coaching", "consultation"] as const).map((kind) => (windowStarts(now, rules, kind).at(-1) ?? 0) + rules.sessionMinutes[kind] * 60_000);
  const start = rules.dailyCap > 0 ? localMidnight(now.getTime(), rules.timeZone) : now;
  const buffer = rules.bufferMinutes * 60_000;
  return { start: new Date(start.getTime() - buffer), end: new Date(Math.max(now.getTime(), ...ends) + buffer) };
}

/**
 * The slots a visitor may pick: future, inside the window, not overlapping anything live or
 * blocked (with the buffer around it), on a day that has not reached the daily cap. Slots and
 * busy time are both walked in order of start, so the cost grows with their sum, not their product.
 */
export function availableSlots(input: { now: Date; kind: BookingKind; busy: BusyInterval[]; rules?: CalendarRules }): Interval[] {
  const rules = input.rules ?? defaultCalendarRules;
  const slots = candidateSlots(input.now, input.kind, rules);
  const buffer = rules.bufferMinutes * 60_000;
  const busy = [...input.busy].sort((a, b) => a.start.getTime() - b.start.getTime());
  const full = fullDays(busy, rules);
  const free: Interval[] = [];
  // `next`: the first busy interval not yet reached; `open`: those reached that may still overlap a slot.
  let next = 0;
  let open: Interval[] = [];
  for (const slot of slots) {
    const wide = { start: new Date(slot.start.getTime() - buffer), end: new Date(slot.end.getTime() + buffer) };
    while (next < busy.length && busy[next]!.start.getTime() < wide.end.getTime()) open.push(busy[next++]!);
    open = open.filter((b) => b.end.getTime() > wide.start.getTime());
    if (open.some((b) => overlaps(wide, b))) continue;
    if (full.size > 0 && full.has(dayKey(slot.start, rules))) continue;
    free.push(slot);
  }
  return free;
}

const dayKey = (at: Date, rules: CalendarRules) => localMidnight(at.getTime(), rules.timeZone).getTime();

/** The local days (their midnights) that already hold `dailyCap` sessions. */
function fullDays(busy: BusyInterval[], rules: CalendarRules): Set<number> {
  const full = new Set<number>();
  if (rules.dailyCap <= 0) return full;
  const count = new Map<number, number>();
  for (const interval of busy) {
    if (interval.kind === "block-out") continue;
    const key = dayKey(interval.start, rules);
    const n = (count.get(key) ?? 0) + 1;
    count.set(key, n);
    if (n >= rules.dailyCap) full.add(key);
  }
  return full;
}

/** Whether `start` is one of the slots of `kind` the rules offer at `now` (busy time aside). */
export function isOfferedStart(start: Date, now: Date, rules: CalendarRules = defaultCalendarRules, kind: BookingKind = "coaching") {
  const at = start.getTime();
  return at > earliestStart(now, rules) && windowStarts(now, rules, kind).includes(at);
}

/** A slot's start in the calendar's zone, for e-mails. */
export function formatSlot(start: Date, rules: Pick<CalendarRules, "timeZone"> = defaultCalendarRules, locale = "en-GB") {
  return formatBusinessTime(start, rules.timeZone, locale);
}
