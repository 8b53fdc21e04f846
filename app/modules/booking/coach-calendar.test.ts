import { describe, expect, it } from "vitest";
import { calendarWeek, dayOf, localDateTimeValue, parseLocalDateTime, todayAndTomorrow } from "./coach-calendar";

describe("the calendar's week", () => {
  it("is Monday to Monday in Copenhagen, for the day asked or the current week", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    const week = calendarWeek(null, now);
    expect(week.start.toISOString()).toBe("2026-11-22T23:00:00.000Z");
    expect(week.end.toISOString()).toBe("2026-11-29T23:00:00.000Z");
    expect([week.key, week.previousKey, week.nextKey, week.isCurrent]).toEqual(["2026-11-23", "2026-11-16", "2026-11-30", true]);
    const asked = calendarWeek("2026-12-31", now);
    expect([asked.key, asked.isCurrent]).toEqual(["2026-12-28", false]);
  });

  it("falls back to the current week for anything that is not a date", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    for (const asked of ["", "2026-13-40x", "yesterday", "0001-01-01", "2026-11-26T00:00"]) expect(calendarWeek(asked, now).key).toBe("2026-11-23");
  });

  it("keeps Copenhagen's days across the change to winter time (a 25-hour Sunday)", () => {
    const week = calendarWeek("2026-10-25", new Date("2026-10-20T12:00:00Z"));
    expect(week.days.map((d) => d.toISOString())).toEqual([
      "2026-10-18T22:00:00.000Z",
      "2026-10-19T22:00:00.000Z",
      "2026-10-20T22:00:00.000Z",
      "2026-10-21T22:00:00.000Z",
      "2026-10-22T22:00:00.000Z",
      "2026-10-23T22:00:00.000Z",
      "2026-10-24T22:00:00.000Z",
    ]);
    expect(week.end.toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });

  it("names today and tomorrow by Copenhagen's clock, not UTC's", () => {
    const lateEvening = new Date("2026-11-26T23:30:00Z"); // 00:30 on the 27th in Copenhagen
    expect(todayAndTomorrow(lateEvening).today.toISOString()).toBe("2026-11-26T23:00:00.000Z");
    expect(dayOf(new Date("2026-11-26T22:59:00Z")).toISOString()).toBe("2026-11-25T23:00:00.000Z");
  });
});

describe("a time typed by the coach", () => {
  it("is Copenhagen's wall clock, in winter and in summer, and back again", () => {
    expect(parseLocalDateTime("2026-12-02T16:00")?.toISOString()).toBe("2026-12-02T15:00:00.000Z");
    expect(parseLocalDateTime("2026-07-01T09:30")?.toISOString()).toBe("2026-07-01T07:30:00.000Z");
    expect(localDateTimeValue(new Date("2026-12-02T15:00:00Z"))).toBe("2026-12-02T16:00");
    expect(localDateTimeValue(new Date("2026-07-01T07:30:00Z"))).toBe("2026-07-01T09:30");
  });

  it("refuses what is not a time: the wrong shape, 31 February, 24:00", () => {
    for (const text of ["", "2026-12-02", "2026-12-02 16:00", "2026-02-31T10:00", "2026-12-02T24:00", "2026-13-01T10:00", "tomorrow"])
      expect(parseLocalDateTime(text)).toBeNull();
  });
});
