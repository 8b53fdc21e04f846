import { z } from "zod";

// docs/rules.md, "Input": what the coach and her assistant type into the back office ends up in
// e-mails, invites and calendar feeds. A one-line field holds one line; a text keeps its line
// breaks but no other control character or direction override; a date stays within a window a
// diary can mean (decision 069).

/** Control characters and the invisible format characters that reorder or hide text (bidi overrides, zero-width). */
const NOT_ONE_LINE = /[\p{Cc}\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;
/** The same, but line breaks and tabs are what a text area is for. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;

/** One line: no line break, control character or invisible direction change. */
export function isOneLine(value: string): boolean {
  return !NOT_ONE_LINE.test(value);
}

/** A text over lines: line breaks and tabs, but no other control character or invisible direction change. */
export function isStaffText(value: string): boolean {
  return !NOT_TEXT.test(value);
}

export const oneLineMessage = (what: string) => `Write ${what} on one line, without line breaks or special characters.`;
export const staffTextMessage = (what: string) => `Remove the special characters from ${what}.`;

/** The optional message to a client the calendar's and availability's forms carry. */
export const clientMessageField = z
  .string()
  .trim()
  .max(1000, "Keep the message under 1,000 characters.")
  .refine(isStaffText, staffTextMessage("the message"))
  .default("");

/** How far back and ahead a typed date may be: a session recorded afterwards, a diary two years ahead. */
export const STAFF_DATE_WINDOW = { daysBack: 366, daysAhead: 2 * 366 } as const;

/**
 * A date and time typed on Copenhagen's clock ("2026-11-28T10:00", a `datetime-local` value),
 * within `STAFF_DATE_WINDOW` of `now()` (read when the form is checked). Whether it is a real
 * day is `parseLocalDateTime`'s to say.
 */
export function staffDateTimeField(emptyMessage: string, now: () => Date = () => new Date()) {
  const shape = "Enter the date and time as day, month, year and time.";
  return z
    .string()
    .trim()
    .min(1, { message: emptyMessage, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { message: shape, abort: true })
    .refine((value) => withinWindow(value, now()), "Choose a date within a year back and two years ahead.");
}

function withinWindow(value: string, now: Date): boolean {
  const [date, time] = value.split("T") as [string, string];
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  // Read as UTC: two hours either way do not matter to a window of years.
  const at = Date.UTC(year, month - 1, day, hour, minute);
  return at >= now.getTime() - STAFF_DATE_WINDOW.daysBack * 86_400_000 && at <= now.getTime() + STAFF_DATE_WINDOW.daysAhead * 86_400_000;
}
