import type { bookings } from "~/db/schema";
import { render, type MailContext, type MailDraft } from "~/modules/mail/draft";
import { formatMoney } from "~/modules/orders/money";
import { formatAddress } from "~/modules/site/profile";
import { buildInvite, inviteAttachment } from "./invite";
import { defaultCalendarRules, formatSlot, type CalendarRules } from "./slots";
import { confirmationText } from "./confirmation-text";
import { clientMailText } from "./client-mail-text";
import { localeOf, type Language } from "~/lib/i18n/languages";
import type { PolicyMoney } from "./cancel-money";

type Booking = typeof bookings.$inferSelect;

/** The private link a client cancels with (a route wires it). */
export function cancelPath(cancelToken: string) {
  return `/booking/cancel/${cancelToken}`;
}

/** The private link in the one mail that asks a visitor to confirm a consultation request (a route wires it). */
export function confirmPath(confirmToken: string) {
  return `/booking/confirm/${confirmToken}`;
}

/** "11:10" in the calendar's zone. */
function clockTime(at: Date, rules: CalendarRules) {
  return new Intl.DateTimeFormat("en-GB", { timeZone: rules.timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
}

/**
 * The only mail an address gets before its owner has confirmed: a request to confirm the
 * consultation. Anyone can type any address into the dialog, so it carries nothing the visitor
 * typed (no name: a plain greeting), names no one but the coach, and has no calendar invite.
 */
export function consultationRequestMail(booking: Booking, ctx: MailContext, rules: CalendarRules = defaultCalendarRules): MailDraft {
  const when = formatSlot(booking.startsAt, rules);
  const minutes = Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000);
  const body = render(
    [
      { paragraph: "Hello," },
      { paragraph: `Someone, we hope you, asked for a free ${minutes}-minute consultation with ${ctx.profile.name} for this e-mail address.` },
      { fields: [["When", `${when} (${rules.timeZone})`]] },
      {
        paragraph: `The time is held for you until ${clockTime(booking.expiresAt ?? booking.startsAt, rules)}. Confirm it, and it is booked: you will receive the booking with an invitation for your calendar.`,
      },
      { button: { label: "Confirm consultation", url: `${ctx.origin}${confirmPath(booking.confirmToken ?? "")}` } },
      { small: "Did you not ask for this? Then simply ignore this e-mail. The time is released by itself, and we will not write to you again about it." },
    ],
    ["Warm regards", ctx.profile.name, ctx.profile.businessName],
  );
  return {
    kind: "booking.consultation.confirm-request",
    to: booking.email,
    replyTo: ctx.profile.email,
    subject: "Please confirm your free consultation",
    ...body,
  };
}

/** The booking's calendar file (same UID for every version; its SEQUENCE says which is newest), in the client's journey language. */
export function invite(booking: Booking, ctx: MailContext, now: Date, method: "REQUEST" | "CANCEL", language: Language = "en") {
  const ics = buildInvite(
    booking,
    {
      businessName: ctx.profile.businessName,
      coachName: ctx.profile.name,
      coachEmail: ctx.coachEmail,
      location: formatAddress(ctx.profile),
      host: new URL(ctx.origin).hostname,
      cancelUrl: `${ctx.origin}${cancelPath(booking.cancelToken)}`,
      now,
      language,
    },
    method,
  );
  return inviteAttachment(ics, method);
}

/** The coach's invite (English) and the client's, in the booking's language: one and the same when that is English. */
function invitesForBothSides(booking: Booking, ctx: MailContext, now: Date, method: "REQUEST" | "CANCEL", language: Language) {
  const coach = [invite(booking, ctx, now, method)];
  return { coach, client: language === "en" ? coach : [invite(booking, ctx, now, method, language)] };
}

/**
 * 'Booking confirmed' to the client (with the cancellation link) and the coach, each with an .ics
 * invite. The client's mail and invite are in the language the booking began in; the coach's stay English.
 */
export function confirmationMails(
  booking: Booking,
  ctx: MailContext,
  now: Date,
  rules: CalendarRules = defaultCalendarRules,
  language: Language = "en",
): MailDraft[] {
  const when = formatSlot(booking.startsAt, rules);
  const t = confirmationText(language);
  const clientWhen = formatSlot(booking.startsAt, rules, localeOf(language));
  const { coach: attachments, client: clientAttachments } = invitesForBothSides(booking, ctx, now, "REQUEST", language);
  const minutes = Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000);
  const client = render(
    [
      { paragraph: t.dear(booking.name) },
      { paragraph: t.booked(booking.courseName, ctx.profile.name) },
      {
        fields: [
          [t.when, t.whenValue(clientWhen, rules.timeZone, minutes)],
          [t.where, formatAddress(ctx.profile)],
        ],
      },
      { paragraph: t.inviteAttached },
      { button: { label: t.cancel, url: `${ctx.origin}${cancelPath(booking.cancelToken)}` } },
    ],
    [t.regards, ctx.profile.name, ctx.profile.businessName],
    htmlLanguage(language),
  );
  const coach = render(
    [
      { paragraph: `New booking: ${booking.courseName}.` },
      {
        fields: [
          ["When", `${when} (${rules.timeZone})`],
          ["Name", booking.name],
          ["Email", booking.email],
        ],
      },
    ],
    [ctx.profile.businessName],
  );
  return [
    {
      kind: "booking.confirmed.client",
      to: booking.email,
      replyTo: ctx.profile.email,
      subject: t.subject(clientWhen),
      attachments: clientAttachments,
      ...client,
    },
    { kind: "booking.confirmed.coach", to: ctx.coachEmail, replyTo: booking.email, subject: `New booking: ${booking.name}, ${when}`, attachments, ...coach },
  ];
}

/** The cancelling invite (same UID, higher SEQUENCE) to both sides: the client's in the booking's language, the coach's English. */
export function cancellationMails(
  booking: Booking,
  ctx: MailContext,
  now: Date,
  rules: CalendarRules = defaultCalendarRules,
  language: Language = "en",
  /** A paid booking: what its policy gave back (decision 064); these mails are the refund's one mail. */
  money: PolicyMoney | null = null,
): MailDraft[] {
  const when = formatSlot(booking.startsAt, rules);
  const t = clientMailText(language);
  const clientWhen = formatSlot(booking.startsAt, rules, localeOf(language));
  const { coach: attachments, client: clientAttachments } = invitesForBothSides(booking, ctx, now, "CANCEL", language);
  const moneyLine = !money
    ? []
    : [
        {
          paragraph:
            money.amount > 0
              ? t.policyRefund(formatMoney(money.amount, money.currency, language))
              : money.beforeCutoff
                ? t.policyNothingBack
                : t.policyNoRefund(money.cutoffHours),
        },
      ];
  const client = render(
    [{ paragraph: t.dear(booking.name) }, { paragraph: t.cancelled(booking.courseName, clientWhen) }, ...moneyLine],
    [t.regards, ctx.profile.name, ctx.profile.businessName],
    htmlLanguage(language),
  );
  const coachMoney = !money
    ? ""
    : money.amount > 0
      ? ` By your cancellation policy ${formatMoney(money.amount, money.currency)} is refunded.`
      : ` By your cancellation policy nothing is refunded (${money.beforeCutoff ? "the policy gives nothing back" : `within ${money.cutoffHours} hours of the start`}).`;
  const coach = render(
    [{ paragraph: `${booking.name} (${booking.email}) cancelled ${booking.courseName} on ${when}. The time is free again.${coachMoney}` }],
    [ctx.profile.businessName],
  );
  return [
    {
      kind: "booking.cancelled.client",
      to: booking.email,
      replyTo: ctx.profile.email,
      subject: t.cancelledSubject(clientWhen),
      attachments: clientAttachments,
      ...client,
    },
    {
      kind: "booking.cancelled.coach",
      to: ctx.coachEmail,
      replyTo: booking.email,
      subject: `Booking cancelled: ${booking.name}, ${when}`,
      attachments,
      ...coach,
    },
  ];
}

/** A mail's `<html lang>`: only a Danish one gets it, so English mails stay byte for byte as they were. */
export function htmlLanguage(language: Language): Language | undefined {
  return language === "en" ? undefined : language;
}

/** What the refund mails need of an order. */
export interface RefundedOrder {
  id: string;
  email: string | null;
  amountTotal: number;
  currency: string;
}

/** Why a booking's payment goes back in full instead of booking the session. */
export type BookingRefundReason = "slot-lost" | "duplicate-booking" | "session-started";

const coachRefundTexts: Record<BookingRefundReason, { coach: (slot: string) => string; coachSubject: string }> = {
  "slot-lost": {
    coach: (slot) => `A payment for the lapsed reservation of ${slot} arrived after the slot was taken. It has been refunded automatically.`,
    coachSubject: "Late payment refunded",
  },
  "duplicate-booking": {
    coach: (slot) => `A second payment arrived for ${slot}, which was already paid. It has been refunded automatically.`,
    coachSubject: "Second payment refunded",
  },
  "session-started": {
    coach: (slot) => `A payment for ${slot} arrived after the session's start time. It has been refunded automatically.`,
    coachSubject: "Late payment refunded",
  },
};

/**
 * A payment that cannot book its session: both sides are told, and the money goes back in full.
 * `slotText` and `clientSlotText` name the session for the coach (English) and the client (the order's language).
 */
export function bookingRefundMails(
  reason: BookingRefundReason,
  order: RefundedOrder,
  slotText: string,
  ctx: MailContext,
  language: Language = "en",
  clientSlotText = slotText,
): MailDraft[] {
  const text = coachRefundTexts[reason];
  const t = clientMailText(language);
  const amount = formatMoney(order.amountTotal, order.currency);
  const second = reason === "duplicate-booking";
  const client = render(
    [
      { paragraph: t.refund[reason].text(clientSlotText) },
      { paragraph: t.refunded(second, formatMoney(order.amountTotal, order.currency, language)) },
      ...(second ? [] : [{ paragraph: t.bookAnotherTime }]),
    ],
    [t.regards, ctx.profile.name, ctx.profile.businessName],
    htmlLanguage(language),
  );
  const coach = render(
    [
      { paragraph: text.coach(slotText) },
      {
        fields: [
          ["Client", order.email ?? "unknown"],
          ["Amount", amount],
          ["Order", order.id],
        ],
      },
    ],
    [ctx.profile.businessName],
  );
  return [
    ...(order.email ? [{ kind: "payment.refund.client", to: order.email, replyTo: ctx.profile.email, subject: t.refund[reason].subject, ...client }] : []),
    { kind: "payment.refund.coach", to: ctx.coachEmail, subject: text.coachSubject, ...coach },
  ];
}

/**
 * The one e-mail a client gets when the coach cancels: the cancelling invite, her message if she
 * wrote one, and the refund if she gave one (the refund sends no mail of its own). In the booking's language.
 */
export function coachCancellationMail(
  booking: Booking,
  ctx: MailContext,
  now: Date,
  rules: CalendarRules,
  input: { message?: string; refund?: { amount: number; currency: string } | null },
  language: Language = "en",
): MailDraft {
  const t = clientMailText(language);
  const when = formatSlot(booking.startsAt, rules, localeOf(language));
  const body = render(
    [
      { paragraph: t.dear(booking.name) },
      { paragraph: t.coachCancelled(booking.courseName, when) },
      ...(input.message ? [{ paragraph: input.message }] : []),
      ...(input.refund ? [{ paragraph: t.coachRefund(formatMoney(input.refund.amount, input.refund.currency, language)) }] : []),
      { paragraph: t.replyForNewTime },
    ],
    [t.regards, ctx.profile.name, ctx.profile.businessName],
    htmlLanguage(language),
  );
  return {
    kind: "booking.cancelled-by-coach.client",
    to: booking.email,
    replyTo: ctx.profile.email,
    subject: t.cancelledSubject(when),
    attachments: [invite(booking, ctx, now, "CANCEL", language)],
    ...body,
  };
}

/** The one e-mail a client gets when the coach moves a session: the same calendar event, moved (its SEQUENCE raised). In the booking's language. */
export function coachRescheduleMail(
  booking: Booking,
  ctx: MailContext,
  now: Date,
  rules: CalendarRules,
  input: { previousStart: Date; message?: string },
  language: Language = "en",
): MailDraft {
  const t = clientMailText(language);
  const locale = localeOf(language);
  const when = formatSlot(booking.startsAt, rules, locale);
  const body = render(
    [
      { paragraph: t.dear(booking.name) },
      { paragraph: t.coachMoved(booking.courseName, formatSlot(input.previousStart, rules, locale), when) },
      ...(input.message ? [{ paragraph: input.message }] : []),
      { paragraph: t.replyIfNewTimeDoesNotSuit },
    ],
    [t.regards, ctx.profile.name, ctx.profile.businessName],
    htmlLanguage(language),
  );
  return {
    kind: "booking.moved-by-coach.client",
    to: booking.email,
    replyTo: ctx.profile.email,
    subject: t.movedSubject(when),
    attachments: [invite(booking, ctx, now, "REQUEST", language)],
    ...body,
  };
}
