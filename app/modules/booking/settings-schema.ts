import { z } from "zod";
import { contradictions, settingsFromForm } from "./settings";

// The booking settings' zod schema, apart from the rules and labels the screens show: the
// calendar and the availability page import those without carrying zod's number coercion
// and refinements into every form page's shared chunk (the bundle budget).

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "Enter a time such as 09:00.");
const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ message: `Enter ${label} as a whole number.` })
    .int(`Enter ${label} as a whole number.`)
    .min(min, `${label[0]!.toUpperCase()}${label.slice(1)} must be at least ${min}.`)
    .max(max, `${label[0]!.toUpperCase()}${label.slice(1)} must be at most ${max}.`);

const policy = (kind: string) =>
  z.object({
    cutoffHours: whole(`the ${kind} cut-off hours`, 0, 24 * 14),
    /** Refund in percent of what was paid when cancelled before the cut-off: 100 full, 0 none, between a part. */
    beforePercent: whole(`the ${kind} refund before the cut-off`, 0, 100),
    afterPercent: whole(`the ${kind} refund after the cut-off`, 0, 100),
  });
export type CancellationPolicy = z.infer<ReturnType<typeof policy>>;

const settingsShape = z.object({
  weeklyHours: z.array(z.object({ open: z.boolean(), from: time, to: time })).length(7),
  sessionMinutes: z.object({ coaching: whole("the coaching length", 15, 480), consultation: whole("the consultation length", 10, 480) }),
  bufferMinutes: whole("the buffer", 0, 240),
  noticeHours: whole("the notice period", 0, 24 * 60),
  noSameDay: z.boolean(),
  daysAhead: whole("the booking window", 1, 366),
  dailyCap: whole("the daily cap", 0, 24),
  reminderHours: whole("the reminder hours", 0, 24 * 14),
  cancellation: z.object({ coaching: policy("coaching"), consultation: policy("consultation") }),
});
export type BookingSettings = z.infer<typeof settingsShape>;

/** The stored settings, checked whole: shape and contradictions. */
export const bookingSettingsSchema = settingsShape.superRefine((settings, ctx) => {
  for (const problem of contradictions(settings)) ctx.addIssue({ code: "custom", path: [problem.path], message: problem.message });
});

/** Parses the posted form: the settings, or the first message per field. */
export function parseSettingsForm(form: Record<string, unknown>): { ok: true; settings: BookingSettings } | { ok: false; errors: Record<string, string> } {
  const parsed = bookingSettingsSchema.safeParse(settingsFromForm(form));
  if (parsed.success) return { ok: true, settings: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length ? issueKey(issue.path.map(String)) : "form";
    errors[key] ??= issue.message.startsWith("Invalid input") || issue.message.startsWith("Expected") ? "Enter a valid value." : issue.message;
  }
  return { ok: false, errors };
}

/** The form field an issue belongs to ("weeklyHours.2.to" → "day2"). */
function issueKey(path: string[]): string {
  if (path[0] === "weeklyHours") return `day${path[1] ?? 0}`;
  if (path[0] === "sessionMinutes") return `${path[1]}Minutes`;
  if (path[0] === "cancellation") return `${path[1]}Policy`;
  return path[0]!;
}
