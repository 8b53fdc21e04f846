import { describe, expect, it } from "vitest";
import {
  acceptsApplication,
  applicationWindow,
  businessDate,
  dayText,
  defaultProgrammeRuns,
  lastApplicationDay,
  nextRun,
  runDatesText,
  runMonthText,
  withLabel,
  type ProgrammeRun,
} from "./runs";
import { programmeRunSchema, programmeRunsSchema } from "./run-schema";

const run = (start: string, end: string, applicationDeadline = "", label = ""): ProgrammeRun => ({ start, end, label, applicationDeadline });
const spring = run("2027-03-06", "2027-03-28", "2027-02-15");
const autumn = run("2026-10-03", "2026-10-25");
const winter = run("2027-01-13", "2027-01-17");

describe("businessDate", () => {
  it("is the calendar day in Copenhagen, not in UTC", () => {
    expect(businessDate(new Date("2026-11-26T22:59:00Z"))).toBe("2026-11-26");
    expect(businessDate(new Date("2026-11-26T23:00:00Z"))).toBe("2026-11-27");
    expect(businessDate(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01"); // summer time: UTC+2
    expect(businessDate(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
  });
});

describe("nextRun", () => {
  const runs = [spring, autumn, winter];
  it("is the earliest run that has not started, whatever the list's order", () => {
    expect(nextRun(runs, new Date("2026-11-26T12:00:00Z"))).toEqual(winter);
    expect(nextRun(runs, new Date("2027-01-14T12:00:00Z"))).toEqual(spring);
  });
  it("still offers a run on its first day (Copenhagen's day), never after", () => {
    expect(nextRun([winter], new Date("2027-01-12T23:30:00Z"))).toEqual(winter); // 00:30 on the 13th in Copenhagen
    expect(nextRun([winter], new Date("2027-01-13T23:30:00Z"))).toBeNull();
  });
  it("is null with only past runs or none: the page says the next dates are to be announced", () => {
    expect(nextRun([autumn], new Date("2026-11-26T12:00:00Z"))).toBeNull();
    expect(nextRun([], new Date("2026-11-26T12:00:00Z"))).toBeNull();
    expect(nextRun(defaultProgrammeRuns["celebrity-vocal-experience"], new Date("2026-11-26T12:00:00Z"))).toBeNull();
    expect(nextRun(defaultProgrammeRuns["celebrity-vocal-experience"], new Date("2025-12-01T12:00:00Z"))).toMatchObject({ start: "2026-01-14" });
  });
});

describe("applications", () => {
  it("close on the deadline's last day, or the day before the start without one", () => {
    expect(lastApplicationDay(spring)).toBe("2027-02-15");
    expect(lastApplicationDay(winter)).toBe("2027-01-12");
    expect(lastApplicationDay(run("2027-03-01", "2027-03-05"))).toBe("2027-02-28");
  });
  it("are open for the next run whose deadline has not passed", () => {
    expect(applicationWindow([spring, winter], new Date("2026-11-26T12:00:00Z"))).toEqual({ state: "open", run: winter });
    // The winter run's applications closed: the spring run takes them.
    expect(applicationWindow([spring, winter], new Date("2027-01-13T09:00:00Z"))).toEqual({ state: "open", run: spring });
  });
  it("are closed when the next run's deadline has passed and no later run is open", () => {
    expect(applicationWindow([spring], new Date("2027-02-16T09:00:00Z"))).toEqual({ state: "closed", run: spring });
  });
  it("with no run ahead, the form takes applications for the next dates", () => {
    expect(applicationWindow([autumn], new Date("2026-11-26T12:00:00Z"))).toEqual({ state: "unannounced" });
  });
  it("refuse a form shown for a run that is no longer open, and everything while the next run is closed", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    expect(acceptsApplication([winter], "2027-01-13", now)).toBe(true);
    expect(acceptsApplication([winter], "", now)).toBe(true);
    expect(acceptsApplication([winter], "2026-10-03", now)).toBe(false); // shown for the autumn run, which has passed
    expect(acceptsApplication([autumn], "2026-10-03", now)).toBe(false);
    expect(acceptsApplication([autumn], "", now)).toBe(true);
    expect(acceptsApplication([spring], "", new Date("2027-02-16T09:00:00Z"))).toBe(false);
  });
});

describe("formatting", () => {
  it("writes a run's dates in English and Danish, within a month, across months and years", () => {
    expect(runDatesText(run("2026-01-14", "2026-01-18"), "en")).toBe("14-18 January 2026");
    expect(runDatesText(run("2026-01-14", "2026-01-18"), "da")).toBe("14.-18. januar 2026");
    expect(runDatesText(run("2026-01-14", "2026-01-18"), "en", { short: true })).toBe("14-18 Jan 2026");
    expect(runDatesText(run("2027-02-28", "2027-03-03"), "en")).toBe("28 February-3 March 2027");
    expect(runDatesText(run("2027-02-28", "2027-03-03"), "da")).toBe("28. februar-3. marts 2027");
    expect(runDatesText(run("2026-12-30", "2027-01-03"), "en")).toBe("30 December 2026-3 January 2027");
    expect(runDatesText(run("2027-05-01", "2027-05-01"), "da")).toBe("1. maj 2027");
  });
  it("writes the start month capitalised, one day, and a label after the dates", () => {
    expect(runMonthText(run("2025-10-04", "2025-10-26"), "da")).toBe("Oktober 2025");
    expect(runMonthText(run("2025-10-04", "2025-10-26"), "en")).toBe("October 2025");
    expect(dayText("2027-02-15", "da")).toBe("15. februar 2027");
    expect(dayText("2027-02-15", "en")).toBe("15 February 2027");
    expect(withLabel("14-18 January 2027", run("2027-01-14", "2027-01-18", "", "New Year"))).toBe("14-18 January 2027 (New Year)");
    expect(withLabel("14-18 January 2027", winter)).toBe("14-18 January 2027");
  });
});

describe("validation", () => {
  const error = (value: unknown) => {
    const parsed = programmeRunSchema.safeParse(value);
    return parsed.success ? null : parsed.error.issues[0]!.message;
  };
  it("takes a run with real dates, the end not before the start, a deadline before the start", () => {
    expect(error(run("2027-01-13", "2027-01-17", "2026-12-01", "Winter"))).toBeNull();
    expect(error(run("2027-02-30", "2027-03-02"))).toBe("Enter the start date");
    expect(error(run("2027-01-13", "13/01/2027"))).toBe("Enter the end date");
    expect(error(run("2027-01-13", "2027-01-12"))).toBe("The end date cannot be before the start date");
    expect(error(run("2027-01-13", "2027-01-17", "2027-01-13"))).toBe("The application deadline must be before the start date");
    expect(error(run("2027-01-13", "2027-01-17", "soon"))).toBe("Enter the deadline as a date, or leave it empty");
    expect(error(run("2027-01-13", "2027-01-17", "", "x".repeat(61)))).toBe("Keep the label under 60 characters");
  });
  it("sorts a programme's runs by start and refuses two on one day", () => {
    const parsed = programmeRunsSchema.parse({ "voice-elevated": [spring, autumn], "celebrity-vocal-experience": [] });
    expect(parsed["voice-elevated"].map((r) => r.start)).toEqual(["2026-10-03", "2027-03-06"]);
    expect(programmeRunsSchema.safeParse({ "voice-elevated": [spring, spring], "celebrity-vocal-experience": [] }).success).toBe(false);
  });
});
