import { describe, expect, it } from "vitest";
import { availableSlots, candidateSlots, defaultCalendarRules, isOfferedStart, overlaps, slotWindow, type Interval } from "./slots";

const copenhagen = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Copenhagen",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});
const local = (date: Date) => copenhagen.format(date);

/** The instants at which Copenhagen's UTC offset changes, found independently of date-fns by scanning hour by hour. */
function dstChanges(fromYear: number, toYear: number): Date[] {
  const format = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Copenhagen", timeZoneName: "shortOffset" });
  const offset = (t: number) => format.formatToParts(new Date(t)).find((p) => p.type === "timeZoneName")!.value;
  const changes: Date[] = [];
  for (let t = Date.UTC(fromYear, 0, 1); t < Date.UTC(toYear + 1, 0, 1); t += 3_600_000) {
    if (offset(t) !== offset(t + 3_600_000)) changes.push(new Date(t + 3_600_000));
  }
  return changes;
}

describe("booking slots", () => {
  it("offers 9 hourly starts 09:00–17:00 local time for today and the next 6 days, when asked before opening", () => {
    const now = new Date("2026-06-10T05:00:00Z"); // 07:00 in Copenhagen
    const slots = candidateSlots(now, "coaching");
    expect(slots).toHaveLength(63);
    expect(local(slots[0]!.start)).toBe("2026-06-10 09:00");
    expect(local(slots[8]!.start)).toBe("2026-06-10 17:00");
    expect(local(slots.at(-1)!.start)).toBe("2026-06-16 17:00");
    expect(slots.every((s) => s.end.getTime() - s.start.getTime() === 3_600_000)).toBe(true);
  });

  it("offers only future times: at 13:30 today's first slot is 14:00, at 17:00 sharp none is left today", () => {
    const slots = candidateSlots(new Date("2026-06-10T11:30:00Z"), "coaching");
    expect(local(slots[0]!.start)).toBe("2026-06-10 14:00");
    expect(slots).toHaveLength(4 + 54);
    const late = candidateSlots(new Date("2026-06-10T15:00:00Z"), "coaching");
    expect(local(late[0]!.start)).toBe("2026-06-11 09:00");
    expect(late).toHaveLength(54);
  });

  it("uses the business day, not UTC's: at 00:30 Copenhagen time (22:30 UTC the day before) today is the new day", () => {
    const slots = candidateSlots(new Date("2026-06-09T22:30:00Z"), "coaching");
    expect(local(slots[0]!.start)).toBe("2026-06-10 09:00");
    expect(local(slots.at(-1)!.start)).toBe("2026-06-16 17:00");
  });

  it("consultations are 30 minutes at the same starts", () => {
    const slots = candidateSlots(new Date("2026-06-10T05:00:00Z"), "consultation");
    expect(slots[0]!.end.getTime() - slots[0]!.start.getTime()).toBe(1_800_000);
  });

  it("leaves out slots overlapping anything live, and keeps the ones that only touch it", () => {
    const now = new Date("2026-06-10T05:00:00Z");
    const busy = [{ start: new Date("2026-06-10T08:30:00Z"), end: new Date("2026-06-10T09:00:00Z") }]; // 10:30–11:00 local
    const slots = availableSlots({ now, kind: "coaching", busy }).map((s) => local(s.start));
    expect(slots).not.toContain("2026-06-10 10:00");
    expect(slots).toContain("2026-06-10 09:00");
    expect(slots).toContain("2026-06-10 11:00");
    expect(slots).toHaveLength(62);
  });

  it("follows the configured rules", () => {
    const slots = candidateSlots(new Date("2026-06-10T05:00:00Z"), "coaching", {
      ...defaultCalendarRules,
      weeklyHours: Array.from({ length: 7 }, () => ({ from: 600, to: 780 })),
      days: 2,
    });
    expect(slots.map((s) => local(s.start))).toEqual([
      "2026-06-10 10:00",
      "2026-06-10 11:00",
      "2026-06-10 12:00",
      "2026-06-11 10:00",
      "2026-06-11 11:00",
      "2026-06-11 12:00",
    ]);
  });

  it("keeps the lead time: nothing starts sooner than leadHours from now, offered or asked for", () => {
    const rules = { ...defaultCalendarRules, leadHours: 12 };
    // 07:00 UTC is 09:00 in Copenhagen in June: the first start 12 hours on is 21:00 local, so tomorrow 09:00.
    const now = new Date("2026-06-10T07:00:00Z");
    const slots = candidateSlots(now, "coaching", rules);
    expect(local(slots[0]!.start)).toBe("2026-06-11 09:00");
    expect(isOfferedStart(new Date("2026-06-10T08:00:00Z"), now, rules)).toBe(false);
    expect(isOfferedStart(new Date("2026-06-10T08:00:00Z"), now, defaultCalendarRules)).toBe(true);
    expect(isOfferedStart(slots[0]!.start, now, rules)).toBe(true);
  });

  const changes = dstChanges(2026, 2035);
  it("finds two daylight-saving changes a year for ten years", () => expect(changes).toHaveLength(20));

  it.each(changes.map((change) => [change.toISOString(), change] as const))("is right across the change at %s", (_label, change) => {
    // Ask at several times of the surrounding days, with the injected clock.
    for (const hoursBefore of [0, 3, 30, 100, 160]) {
      const now = new Date(change.getTime() - hoursBefore * 3_600_000);
      const slots = candidateSlots(now, "coaching");
      for (const slot of slots) {
        expect(slot.start.getTime()).toBeGreaterThan(now.getTime());
        expect(local(slot.start)).toMatch(/ (09|1[0-7]):00$/);
        expect(slot.end.getTime() - slot.start.getTime()).toBe(3_600_000);
        expect(isOfferedStart(slot.start, now)).toBe(true);
      }
      const days = new Set(slots.map((s) => local(s.start).slice(0, 10)));
      expect(days.size).toBeGreaterThanOrEqual(6);
      expect(days.size).toBeLessThanOrEqual(7);
      // Every day other than a partly-passed today has all nine hours.
      const today = local(now).slice(0, 10);
      for (const day of days) if (day !== today) expect(slots.filter((s) => local(s.start).startsWith(day))).toHaveLength(9);
    }
  });

  it("refuses starts that are not offered: past, off the hour, outside the hours or the window", () => {
    const now = new Date("2026-06-10T11:30:00Z");
    expect(isOfferedStart(new Date("2026-06-10T11:00:00Z"), now)).toBe(false); // 13:00, past
    expect(isOfferedStart(new Date("2026-06-10T12:30:00Z"), now)).toBe(false);
    expect(isOfferedStart(new Date("2026-06-10T16:00:00Z"), now)).toBe(false); // 18:00
    expect(isOfferedStart(new Date("2026-06-17T07:00:00Z"), now)).toBe(false); // day 8
    expect(isOfferedStart(new Date("2026-06-16T15:00:00Z"), now)).toBe(true); // day 7, 17:00
  });
});

describe("busy time and the window (decision 026)", () => {
  const now = new Date("2026-03-02T07:30:00Z");

  it("subtracts busy time in one sweep exactly as checking each slot against every interval", () => {
    // A fixed pseudo-random calendar: short and long, overlapping and unsorted busy intervals.
    let seed = 7;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    for (let round = 0; round < 50; round++) {
      const busy: Interval[] = Array.from({ length: Math.floor(random() * 30) }, () => {
        const start = now.getTime() + Math.floor(random() * 8 * 24 * 60) * 60_000;
        return { start: new Date(start), end: new Date(start + (5 + Math.floor(random() * 600)) * 60_000) };
      });
      for (const kind of ["coaching", "consultation"] as const) {
        const naive = candidateSlots(now, kind).filter((slot) => !busy.some((b) => overlaps(slot, b)));
        expect(availableSlots({ now, kind, busy }).map((s) => s.start.getTime())).toEqual(naive.map((s) => s.start.getTime()));
      }
    }
  });

  it("the window read from the database covers every slot offered and ends with the last one", () => {
    const window = slotWindow(now);
    const slots = [...candidateSlots(now, "coaching"), ...candidateSlots(now, "consultation")];
    expect(window.start).toEqual(now);
    expect(slots.every((slot) => slot.start >= window.start && slot.end <= window.end)).toBe(true);
    expect(Math.max(...slots.map((slot) => slot.end.getTime()))).toBe(window.end.getTime());
  });
});

describe("the coach's settings (decision 030)", () => {
  // Wednesday 10 June 2026, 07:00 in Copenhagen.
  const now = new Date("2026-06-10T05:00:00Z");
  const closedWeekend = defaultCalendarRules.weeklyHours.map((hours, i) => (i >= 5 ? null : hours));

  it("opening hours per weekday: a closed day offers nothing, a short day ends its last session by closing", () => {
    const rules = { ...defaultCalendarRules, weeklyHours: closedWeekend.map((h, i) => (i === 3 ? { from: 13 * 60, to: 16 * 60 + 30 } : h)) };
    const slots = candidateSlots(now, "coaching", rules).map((s) => local(s.start));
    expect(slots.filter((s) => s.startsWith("2026-06-13") || s.startsWith("2026-06-14"))).toEqual([]); // Saturday, Sunday
    expect(slots.filter((s) => s.startsWith("2026-06-11"))).toEqual(["2026-06-11 13:00", "2026-06-11 14:00", "2026-06-11 15:00"]); // Thursday
    expect(isOfferedStart(new Date("2026-06-13T07:00:00Z"), now, rules)).toBe(false);
    // A 30-minute consultation still fits at 16:00, on the same grid.
    expect(
      candidateSlots(now, "consultation", rules)
        .filter((s) => local(s.start).startsWith("2026-06-11"))
        .map((s) => local(s.start)),
    ).toEqual(["2026-06-11 13:00", "2026-06-11 14:00", "2026-06-11 15:00", "2026-06-11 16:00"]);
  });

  it("session length and buffer: starts step by session plus buffer, and nothing is offered within the buffer of busy time", () => {
    const rules = { ...defaultCalendarRules, days: 1, sessionMinutes: { coaching: 45, consultation: 30 }, bufferMinutes: 15 };
    const starts = candidateSlots(now, "coaching", rules).map((s) => local(s.start).slice(11));
    expect(starts).toEqual(["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00"]);
    const busy = [{ start: new Date("2026-06-10T09:00:00Z"), end: new Date("2026-06-10T09:45:00Z") }]; // 11:00–11:45 local
    const free = availableSlots({ now, kind: "coaching", busy, rules }).map((s) => local(s.start).slice(11));
    expect(free).toContain("10:00"); // ends 10:45, 15 minutes before
    expect(free).toContain("12:00"); // starts 15 minutes after
    const early = availableSlots({ now, kind: "coaching", busy: [{ start: new Date("2026-06-10T08:50:00Z"), end: new Date("2026-06-10T09:45:00Z") }], rules });
    expect(early.map((s) => local(s.start).slice(11))).not.toContain("10:00"); // 10:00–10:45 is within 15 minutes of 10:50
  });

  it("a daily cap closes a day once it holds that many sessions; block-outs do not count", () => {
    const rules = { ...defaultCalendarRules, dailyCap: 2 };
    const at = (hour: number, kind?: string) => ({ start: new Date(Date.UTC(2026, 5, 11, hour - 2)), end: new Date(Date.UTC(2026, 5, 11, hour - 1)), kind });
    const thursday = (busy: { start: Date; end: Date; kind?: string }[]) =>
      availableSlots({ now, kind: "coaching", busy, rules }).filter((s) => local(s.start).startsWith("2026-06-11")).length;
    expect(thursday([at(9, "coaching")])).toBe(8);
    expect(thursday([at(9, "coaching"), at(11, "consultation")])).toBe(0);
    expect(thursday([at(9, "block-out"), at(11, "block-out")])).toBe(7);
    expect(slotWindow(now, rules).start.getTime()).toBeLessThan(now.getTime()); // today's earlier sessions are read too
  });

  it("no same-day bookings: nothing today, whatever the notice", () => {
    const rules = { ...defaultCalendarRules, noSameDay: true };
    const slots = candidateSlots(now, "coaching", rules);
    expect(local(slots[0]!.start)).toBe("2026-06-11 09:00");
    expect(isOfferedStart(new Date("2026-06-10T12:00:00Z"), now, rules)).toBe(false);
  });

  it("a block-out takes its whole range away: a two-week holiday is one interval", () => {
    const rules = { ...defaultCalendarRules, days: 21 };
    const holiday = { start: new Date("2026-06-12T22:00:00Z"), end: new Date("2026-06-26T22:00:00Z"), kind: "block-out" }; // 13 Jun – 26 Jun inclusive
    const days = new Set(availableSlots({ now, kind: "coaching", busy: [holiday], rules }).map((s) => local(s.start).slice(0, 10)));
    expect([...days]).toEqual(["2026-06-10", "2026-06-11", "2026-06-12", "2026-06-27", "2026-06-28", "2026-06-29", "2026-06-30"]);
  });
});
