/** The studio's time zone: slots are made and shown in it (docs/rules.md, "Booking"). */
export const BUSINESS_TIME_ZONE = "Europe/Copenhagen";

/**
 * One date and time line in the business zone, e.g. "Tuesday, 24 November 2026 at 10:00",
 * for the dialog, the cancellation page and e-mails alike. No date library: the booking
 * dialog imports it. Danish (`da-DK`): "tirsdag den 24. november 2026 kl. 10.00".
 */
export function formatBusinessTime(when: Date, timeZone = BUSINESS_TIME_ZONE, locale = "en-GB"): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(when);
}
