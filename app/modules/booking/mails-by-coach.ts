import type { bookings } from "~/db/schema";
import { render, type MailContext, type MailDraft } from "~/modules/mail/draft";
import { formatMoney } from "~/modules/orders/money";
import { formatAddress } from "~/modules/site/profile";
import { localeOf, type Language } from "~/lib/i18n/languages";
import { cancelPath, htmlLanguage, invite } from "./mails";
import { clientMailText } from "./client-mail-text";
import { formatSlot, type CalendarRules } from "./slots";

type Booking = typeof bookings.$inferSelect;

/** The client's private page to choose a new time (a route wires it). */
export function reschedulePath(token: string) {
  return `/booking/reschedule/${token}`;
}

const minutesOf = (booking: Booking) => Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000);
const signature = (ctx: MailContext, language: Language) => [clientMailText(language).regards, ctx.profile.name, ctx.profile.businessName];

/** The coach asks the client to choose a new time: one link, good once, until `expiresAt`. In the booking's language, as every mail here. */
export function rescheduleLinkMail(
  booking: Booking,
  ctx: MailContext,
  rules: CalendarRules,
  input: { token: string; expiresAt: Date; message?: string },
  language: Language = "en",
): MailDraft {
  const t = clientMailText(language);
  const locale = localeOf(language);
  const when = formatSlot(booking.startsAt, rules, locale);
  const body = render(
    [
      { paragraph: t.dear(booking.name) },
      { paragraph: t.rescheduleAsk(booking.courseName, t.zoned(when, rules.timeZone)) },
      ...(input.message ? [{ paragraph: input.message }] : []),
      { button: { label: t.chooseNewTime, url: `${ctx.origin}${reschedulePath(input.token)}` } },
      { small: t.rescheduleSmall(formatSlot(input.expiresAt, rules, locale)) },
    ],
    signature(ctx, language),
    htmlLanguage(language),
  );
  return { kind: "booking.reschedule-link.client", to: booking.email, replyTo: ctx.profile.email, subject: t.rescheduleSubject(when), ...body };
}

/** The one e-mail after the client chose a new time from the link: the same calendar event, moved. */
export function clientRescheduledMail(
  booking: Booking,
  ctx: MailContext,
  now: Date,
  rules: CalendarRules,
  previousStart: Date,
  language: Language = "en",
): MailDraft {
  const t = clientMailText(language);
  const locale = localeOf(language);
  const when = formatSlot(booking.startsAt, rules, locale);
  const body = render(
    [
      { paragraph: t.dear(booking.name) },
      { paragraph: t.clientMoved(booking.courseName, formatSlot(previousStart, rules, locale), t.zoned(when, rules.timeZone)) },
      { button: { label: t.cancelThisBooking, url: `${ctx.origin}${cancelPath(booking.cancelToken)}` } },
    ],
    signature(ctx, language),
    htmlLanguage(language),
  );
  return {
    kind: "booking.moved-by-client.client",
    to: booking.email,
    replyTo: ctx.profile.email,
    subject: t.movedSubject(when),
    attachments: [invite(booking, ctx, now, "REQUEST", language)],
    ...body,
  };
}

/** A booking the coach added by hand, free: the client's confirmation with the invite (and her message). */
export function byHandConfirmationMail(
  booking: Booking,
  ctx: MailContext,
  now: Date,
  rules: CalendarRules,
  message?: string,
  language: Language = "en",
): MailDraft {
  const t = clientMailText(language);
  const when = formatSlot(booking.startsAt, rules, localeOf(language));
  const body = render(
    [
      { paragraph: t.dear(booking.name) },
      { paragraph: t.byHandBooked(booking.courseName, ctx.profile.name) },
      {
        fields: [
          [t.when, t.whenValue(when, rules.timeZone, minutesOf(booking))],
          [t.where, formatAddress(ctx.profile)],
        ],
      },
      ...(message ? [{ paragraph: message }] : []),
      { paragraph: t.inviteAttached },
      { button: { label: t.cancelThisBooking, url: `${ctx.origin}${cancelPath(booking.cancelToken)}` } },
    ],
    signature(ctx, language),
    htmlLanguage(language),
  );
  return {
    kind: "booking.confirmed.client",
    to: booking.email,
    replyTo: ctx.profile.email,
    subject: t.confirmedSubject(when),
    attachments: [invite(booking, ctx, now, "REQUEST", language)],
    ...body,
  };
}

/** A booking the coach added by hand, to be paid: the payment link, good until `payBy`. Paying confirms it (the usual confirmation follows). */
export function paymentLinkMail(
  booking: Booking,
  ctx: MailContext,
  rules: CalendarRules,
  input: { url: string; payBy: Date; amount: number; currency: string; message?: string },
  language: Language = "en",
): MailDraft {
  const t = clientMailText(language);
  const locale = localeOf(language);
  const when = formatSlot(booking.startsAt, rules, locale);
  const body = render(
    [
      { paragraph: t.dear(booking.name) },
      { paragraph: t.paymentLinkReserved(booking.courseName, ctx.profile.name) },
      {
        fields: [
          [t.when, t.whenValue(when, rules.timeZone, minutesOf(booking))],
          [t.price, formatMoney(input.amount, input.currency, language)],
        ],
      },
      ...(input.message ? [{ paragraph: input.message }] : []),
      { button: { label: t.payAndConfirm, url: input.url } },
      { small: t.payBy(formatSlot(input.payBy, rules, locale)) },
    ],
    signature(ctx, language),
    htmlLanguage(language),
  );
  return {
    kind: "booking.payment-link.client",
    to: booking.email,
    replyTo: ctx.profile.email,
    subject: t.paymentLinkSubject(when),
    ...body,
  };
}
