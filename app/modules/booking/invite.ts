import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { MailAttachment } from "~/db/schema";
import type { Language } from "~/lib/i18n/languages";

export interface InviteBooking {
  id: string;
  kind: string;
  name: string;
  email: string;
  courseName: string;
  startsAt: Date;
  endsAt: Date;
  sequence: number;
}

export interface InviteContext {
  businessName: string;
  coachName: string;
  coachEmail: string;
  location: string;
  /** The site's host, e.g. "majaholm.dk", for a globally unique UID. */
  host: string;
  cancelUrl?: string;
  /** DTSTAMP: when this version of the invite was made. */
  now: Date;
  /** The client's journey language: the event's title and text in it. */
  language?: Language;
}

const inviteWords = {
  en: { with: "with", toCancel: "To cancel:" },
  da: { with: "med", toCancel: "Aflys her:" },
} satisfies Record<Language, Record<string, string>>;

/** Stable per booking: every update and the cancellation replace the same calendar entry. */
export function inviteUid(bookingId: string, host: string) {
  return `booking-${bookingId}@${host}`;
}

/**
 * A name as an RFC 5545 parameter value (the CN of ATTENDEE and ORGANIZER). ical-generator
 * writes it as a quoted-string and "escapes" a double quote or backslash with a backslash,
 * but a parameter value has no escapes: a DQUOTE ends it (the rest of the line then breaks
 * the line's grammar, or becomes parameters of its own) and a backslash is shown as typed,
 * doubled. So a double quote becomes an apostrophe, a backslash a slash, and control
 * characters and line breaks a space. ";", ":" and "," are safe inside the quotes.
 */
export function parameterText(name: string): string {
  return name
    .replaceAll('"', "'")
    .replaceAll("\\", "/")
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim();
}

/**
 * An iCalendar invite (METHOD REQUEST, or CANCEL with STATUS CANCELLED). Times are written
 * in UTC, so they are right in every zone and across daylight-saving changes.
 */
export function buildInvite(booking: InviteBooking, ctx: InviteContext, method: "REQUEST" | "CANCEL"): string {
  const language = ctx.language ?? "en";
  const words = inviteWords[language];
  const calendar = ical({
    prodId: { company: ctx.businessName, product: "Booking", language: language.toUpperCase() },
    method: method === "REQUEST" ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: inviteUid(booking.id, ctx.host),
    sequence: booking.sequence,
    stamp: ctx.now,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: `${booking.courseName} ${words.with} ${ctx.coachName}`,
    description: ctx.cancelUrl && method === "REQUEST" ? `${words.toCancel} ${ctx.cancelUrl}` : undefined,
    location: ctx.location,
    organizer: { name: parameterText(ctx.coachName), email: ctx.coachEmail },
    attendees: [{ name: parameterText(booking.name), email: booking.email, rsvp: false }],
    status: method === "REQUEST" ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
  });
  return calendar.toString();
}

export function inviteAttachment(ics: string, method: "REQUEST" | "CANCEL"): MailAttachment {
  return { filename: method === "REQUEST" ? "invite.ics" : "cancel.ics", contentType: `text/calendar; charset=utf-8; method=${method}`, content: ics };
}
