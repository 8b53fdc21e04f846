import { defaultCalendarRules, type BookingKind, type CalendarRules } from "./slots";
import type { BookingSettings, CancellationPolicy } from "./settings-schema";

export type { BookingSettings, CancellationPolicy };

/** Monday first, as the settings store them. */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export const BOOKING_KINDS = ["coaching", "consultation"] as const satisfies readonly BookingKind[];
export const KIND_NAMES: Record<BookingKind, string> = { coaching: "Private coaching", consultation: "Free consultation" };

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Settings that contradict each other: each with the field it belongs to and the reason. */
export function contradictions(s: BookingSettings): { path: string; message: string }[] {
  const found: { path: string; message: string }[] = [];
  const longest = Math.max(s.sessionMinutes.coaching, s.sessionMinutes.consultation);
  s.weeklyHours.forEach((day, i) => {
    if (!day.open) return;
    const span = minutesOf(day.to) - minutesOf(day.from);
    if (span <= 0) found.push({ path: `day${i}`, message: `${WEEKDAYS[i]}'s hours end (${day.to}) before they start (${day.from}).` });
    else if (span < longest) found.push({ path: `day${i}`, message: `${WEEKDAYS[i]} is open ${span} minutes: shorter than a ${longest}-minute session.` });
  });
  if (!s.weeklyHours.some((day) => day.open)) found.push({ path: "day0", message: "Open at least one day a week (block out a holiday instead)." });
  if (s.noticeHours >= s.daysAhead * 24)
    found.push({
      path: "noticeHours",
      message: `A notice of ${s.noticeHours} hours is longer than the booking window of ${s.daysAhead} days: nothing could be booked.`,
    });
  if (s.noSameDay && s.daysAhead < 2)
    found.push({ path: "daysAhead", message: "With no same-day bookings, the window must reach at least tomorrow (2 days)." });
  return found;
}

/** The first-start settings: today's calendar and the site profile's notice periods. */
export function defaultBookingSettings(profile: { bookingLeadHours: number; cancellationNoticeHours: number }): BookingSettings {
  const full = (cutoffHours: number): CancellationPolicy => ({ cutoffHours, beforePercent: 100, afterPercent: 0 });
  return {
    weeklyHours: WEEKDAYS.map(() => ({ open: true, from: "09:00", to: "18:00" })),
    sessionMinutes: { ...defaultCalendarRules.sessionMinutes },
    bufferMinutes: 0,
    noticeHours: profile.bookingLeadHours,
    noSameDay: false,
    daysAhead: defaultCalendarRules.days,
    dailyCap: 0,
    reminderHours: 24,
    cancellation: { coaching: full(profile.cancellationNoticeHours), consultation: full(profile.cancellationNoticeHours) },
  };
}

/** The calendar rules the slot functions keep. */
export function calendarRulesOf(s: BookingSettings): CalendarRules {
  return {
    timeZone: defaultCalendarRules.timeZone,
    weeklyHours: s.weeklyHours.map((day) => (day.open ? { from: minutesOf(day.from), to: minutesOf(day.to) } : null)),
    days: s.daysAhead,
    leadHours: s.noticeHours,
    noSameDay: s.noSameDay,
    sessionMinutes: { ...s.sessionMinutes },
    bufferMinutes: s.bufferMinutes,
    dailyCap: s.dailyCap,
  };
}

/** The availability form's fields, flat as the browser posts them, made into settings. */
export function settingsFromForm(form: Record<string, unknown>): unknown {
  const text = (key: string) => (typeof form[key] === "string" ? (form[key] as string).trim() : "");
  const kindPolicy = (kind: BookingKind) => ({
    cutoffHours: text(`${kind}CutoffHours`),
    beforePercent: percentOf(text(`${kind}Before`), text(`${kind}BeforePercent`)),
    afterPercent: percentOf(text(`${kind}After`), text(`${kind}AfterPercent`)),
  });
  return {
    weeklyHours: WEEKDAYS.map((_, i) => ({ open: text(`day${i}Open`) === "on", from: text(`day${i}From`), to: text(`day${i}To`) })),
    sessionMinutes: { coaching: text("coachingMinutes"), consultation: text("consultationMinutes") },
    bufferMinutes: text("bufferMinutes"),
    noticeHours: text("noticeHours"),
    noSameDay: text("noSameDay") === "on",
    daysAhead: text("daysAhead"),
    dailyCap: text("dailyCap") || "0",
    reminderHours: text("reminderHours") || "0",
    cancellation: { coaching: kindPolicy("coaching"), consultation: kindPolicy("consultation") },
  };
}

/** "full" 100, "none" 0, "part" the percent typed (a part must be between 1 and 99). */
function percentOf(choice: string, percent: string): unknown {
  if (choice === "full") return 100;
  if (choice === "none") return 0;
  const n = Number(percent);
  return percent !== "" && Number.isInteger(n) && n > 0 && n < 100 ? n : "a part between 1 and 99";
}

export type RefundChoice = "full" | "part" | "none";
export const refundChoiceOf = (percent: number): RefundChoice => (percent >= 100 ? "full" : percent <= 0 ? "none" : "part");

/** What the cancel dialog suggests refunding under the policy of the booking's kind (the coach decides). */
export function policyRefund(input: { startsAt: Date; now: Date; policy: CancellationPolicy; refundable: number }): number {
  if (input.refundable <= 0) return 0;
  const before = input.now.getTime() <= input.startsAt.getTime() - input.policy.cutoffHours * 3_600_000;
  return Math.round((input.refundable * (before ? input.policy.beforePercent : input.policy.afterPercent)) / 100);
}

/** The settings as the form's flat fields (the form shows these, or what was posted when it was refused). */
export function formValuesOf(s: BookingSettings): Record<string, string> {
  const values: Record<string, string> = {
    coachingMinutes: String(s.sessionMinutes.coaching),
    consultationMinutes: String(s.sessionMinutes.consultation),
    bufferMinutes: String(s.bufferMinutes),
    noticeHours: String(s.noticeHours),
    noSameDay: s.noSameDay ? "on" : "",
    daysAhead: String(s.daysAhead),
    dailyCap: String(s.dailyCap),
    reminderHours: String(s.reminderHours),
  };
  s.weeklyHours.forEach((day, i) => {
    values[`day${i}Open`] = day.open ? "on" : "";
    values[`day${i}From`] = day.from;
    values[`day${i}To`] = day.to;
  });
  for (const kind of BOOKING_KINDS) {
    const policy = s.cancellation[kind];
    values[`${kind}CutoffHours`] = String(policy.cutoffHours);
    values[`${kind}Before`] = refundChoiceOf(policy.beforePercent);
    values[`${kind}BeforePercent`] = refundChoiceOf(policy.beforePercent) === "part" ? String(policy.beforePercent) : "";
    values[`${kind}After`] = refundChoiceOf(policy.afterPercent);
    values[`${kind}AfterPercent`] = refundChoiceOf(policy.afterPercent) === "part" ? String(policy.afterPercent) : "";
  }
  return values;
}
