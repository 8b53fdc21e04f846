/** Browser-side helpers for the booking dialog: plain functions, no server code. */
import { BUSINESS_TIME_ZONE, formatBusinessTime } from "~/modules/site/time-zone";
import { formatMoney } from "~/modules/orders/money";
import type { Language } from "~/lib/i18n/languages";

export interface SlotDay {
  /** The Copenhagen date, "2026-11-24": the day's id in the day strip. */
  key: string;
  /** e.g. "Tuesday 24 November" in Europe/Copenhagen. */
  label: string;
  /** The day strip's two lines: "Tue" and "24 Nov" ("tirs." and "24. nov." in Danish). */
  weekday: string;
  date: string;
  slots: { start: string; time: string }[];
}

/** The server's slots (ISO instants) grouped by their Copenhagen day, times as "09:00". */
export function groupSlotsByDay(slots: { start: string }[], locale = "en-GB"): SlotDay[] {
  const dayFormat = new Intl.DateTimeFormat(locale, { timeZone: BUSINESS_TIME_ZONE, weekday: "long", day: "numeric", month: "long" });
  const timeFormat = new Intl.DateTimeFormat(locale, { timeZone: BUSINESS_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const keyFormat = new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
  const weekdayFormat = new Intl.DateTimeFormat(locale, { timeZone: BUSINESS_TIME_ZONE, weekday: "short" });
  const dateFormat = new Intl.DateTimeFormat(locale, { timeZone: BUSINESS_TIME_ZONE, day: "numeric", month: "short" });
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const date = new Date(slot.start);
    const label = dayFormat.format(date);
    let day = days.at(-1);
    if (!day || day.label !== label) {
      day = { key: keyFormat.format(date), label, weekday: weekdayFormat.format(date), date: dateFormat.format(date), slots: [] };
      days.push(day);
    }
    day.slots.push({ start: slot.start, time: timeFormat.format(date) });
  }
  return days;
}

/**
 * The hold's deadline on the browser's clock: the server said "expires at X, and it is now Y",
 * so whatever the browser's clock says, the hold ends (X − Y) after the answer arrived.
 */
export function localDeadline(expiresAt: string, serverNow: string, receivedAt: number): number {
  return receivedAt + (Date.parse(expiresAt) - Date.parse(serverNow));
}

/** Whole seconds left (never negative) and their "m:ss" form. */
export function countdown(deadline: number, clientNow: number): { seconds: number; text: string } {
  const seconds = Math.max(0, Math.ceil((deadline - clientNow) / 1000));
  return { seconds, text: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}` };
}

/** How long a consultation request is held, from the server's expiry and clock: "10 minutes", "1 minute", "20 seconds". */
export function formatHoldLength(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** One date and time line in Copenhagen time, from the server's ISO string; "da-DK" for a Danish page. */
export function formatBookingTime(iso: string, locale = "en-GB"): string {
  return formatBusinessTime(new Date(iso), undefined, locale);
}

/**
 * The booking form's check in the browser, before anything is sent. It mirrors
 * `bookingFormSchema` (schemas.ts, which the server applies to every request; a test keeps the
 * two in step) without loading zod: zod's shared core chunk is in every form page's first load.
 */
/** What the booking form still lacks, field by field, in words shown beside each field. */
export type MissingBookingFields = Partial<Record<"name" | "email" | "slot", string>>;

export const missingFieldMessages = {
  name: "Please enter your name.",
  email: "Please enter a valid e-mail address.",
  slot: "Please pick a time.",
} as const;

export function missingBookingFields(values: { name: string; email: string; slot: string }): MissingBookingFields {
  const name = values.name.trim();
  const email = values.email.trim();
  const missing: MissingBookingFields = {};
  if (name.length < 1 || name.length > 200) missing.name = missingFieldMessages.name;
  if (email.length > 320 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) missing.email = missingFieldMessages.email;
  if (!/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(values.slot))
    missing.slot = missingFieldMessages.slot;
  return missing;
}

export function bookingFormComplete(values: { name: string; email: string; slot: string }): boolean {
  return Object.keys(missingBookingFields(values)).length === 0;
}

/** A private session as the catalogue sells it: its length and its price (decision 069). */
export interface SessionOffer {
  minutes: number;
  amount: number;
  currency: string;
}

/** What the booking page and dialog say before a time is chosen: "60 min · DKK 1,950.00", "60 min · 1.950,00 kr.". */
export function sessionFacts(offer: SessionOffer, language: Language): string {
  return `${offer.minutes} min · ${formatMoney(offer.amount, offer.currency, language)}`;
}
