import { describe, expect, it } from "vitest";
import { suggestedRefund } from "./coach-cancel";
import { calendarRulesOf, defaultBookingSettings, formValuesOf, type BookingSettings } from "./settings";
import { bookingSettingsSchema, parseSettingsForm } from "./settings-schema";
import { defaultCalendarRules } from "./slots";

const defaults = defaultBookingSettings({ bookingLeadHours: 12, cancellationNoticeHours: 24 });
const withChange = (change: (s: BookingSettings) => void) => {
  const s = structuredClone(defaults);
  change(s);
  return s;
};
const reasons = (s: BookingSettings) => {
  const parsed = bookingSettingsSchema.safeParse(s);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe("booking settings", () => {
  it("start as today's calendar and the site profile's notice periods", () => {
    expect(reasons(defaults)).toEqual([]);
    const rules = calendarRulesOf(defaults);
    expect(rules).toEqual({ ...defaultCalendarRules, leadHours: 12 });
    expect(defaults.cancellation.coaching).toEqual({ cutoffHours: 24, beforePercent: 100, afterPercent: 0 });
  });

  it("refuse settings that contradict each other, with the reason", () => {
    expect(reasons(withChange((s) => ((s.noticeHours = 200), (s.daysAhead = 7))))).toEqual([
      "A notice of 200 hours is longer than the booking window of 7 days: nothing could be booked.",
    ]);
    expect(reasons(withChange((s) => (s.weeklyHours[2] = { open: true, from: "17:00", to: "09:00" })))).toEqual([
      "Wednesday's hours end (09:00) before they start (17:00).",
    ]);
    expect(reasons(withChange((s) => (s.weeklyHours[4] = { open: true, from: "09:00", to: "09:45" })))).toEqual([
      "Friday is open 45 minutes: shorter than a 60-minute session.",
    ]);
    expect(reasons(withChange((s) => s.weeklyHours.forEach((d) => (d.open = false))))).toEqual(["Open at least one day a week (block out a holiday instead)."]);
    expect(reasons(withChange((s) => ((s.noSameDay = true), (s.daysAhead = 1), (s.noticeHours = 0))))).toEqual([
      "With no same-day bookings, the window must reach at least tomorrow (2 days).",
    ]);
    // A closed day's hours do not matter.
    expect(reasons(withChange((s) => (s.weeklyHours[6] = { open: false, from: "17:00", to: "09:00" })))).toEqual([]);
  });

  it("round-trip through the form, and name the field of each problem", () => {
    const values = formValuesOf(defaults);
    expect(parseSettingsForm(values)).toEqual({ ok: true, settings: defaults });
    const part = parseSettingsForm({ ...values, coachingBefore: "part", coachingBeforePercent: "50", day6Open: "" });
    expect(part.ok && part.settings.cancellation.coaching.beforePercent).toBe(50);
    expect(part.ok && part.settings.weeklyHours[6]!.open).toBe(false);
    const bad = parseSettingsForm({ ...values, bufferMinutes: "-5", consultationAfter: "part", consultationAfterPercent: "" });
    expect(bad).toEqual({
      ok: false,
      errors: { bufferMinutes: "The buffer must be at least 0.", consultationPolicy: "Enter the consultation refund after the cut-off as a whole number." },
    });
    // Contradictions are looked for once every field is well formed.
    expect(parseSettingsForm({ ...values, day1To: "08:00" })).toEqual({
      ok: false,
      errors: { day1: "Tuesday's hours end (08:00) before they start (09:00)." },
    });
  });

  it("suggest a refund by the kind's policy: full, part or none before and after the cut-off", () => {
    const startsAt = new Date("2026-11-24T09:00:00Z");
    const policy = { cutoffHours: 48, beforePercent: 100, afterPercent: 50 };
    expect(suggestedRefund({ startsAt, now: new Date("2026-11-22T09:00:00Z"), policy, refundable: 195_000 })).toBe(195_000);
    expect(suggestedRefund({ startsAt, now: new Date("2026-11-22T09:00:01Z"), policy, refundable: 195_000 })).toBe(97_500);
    expect(suggestedRefund({ startsAt, now: new Date("2026-11-22T09:00:01Z"), policy: { ...policy, afterPercent: 0 }, refundable: 195_000 })).toBe(0);
  });
});
