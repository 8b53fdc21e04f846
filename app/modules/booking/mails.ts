import type { bookings } from "~/db/schema";
import { render, type MailContext, type MailDraft } from "~/modules/mail/draft";
import { formatMoney } from "~/modules/orders/money";
import { formatAddress } from "~/modules/site/profile";
import { buildInvite, inviteAttachment } from "./invite";
import { defaultCalendarRules, formatSlot, type CalendarRules } from "./slots";
import { confirmationText } from "./confirmation-text";
import { localeOf, type Language } from "~/lib/i18n/languages";

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
  const attachments = [invite(booking, ctx, now, "REQUEST")];
  const clientAttachments = language === "en" ? attachments : [invite(booking, ctx, now, "REQUEST", language)];
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
    language === "en" ? undefined : language,
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

/** The cancelling invite (same UID, higher SEQUENCE) to both sides. */
export function cancellationMails(booking: Booking, ctx: MailContext, now: Date, rules: CalendarRules = defaultCalendarRules): MailDraft[] {
  const when = formatSlot(booking.startsAt, rules);
  const attachments = [invite(booking, ctx, now, "CANCEL")];
  const client = render(
    [
      { paragraph: `Dear ${booking.name}` },
      { paragraph: `Your ${booking.courseName.toLowerCase()} on ${when} is cancelled. The attached update removes it from your calendar.` },
    ],
    ["Warm regards", ctx.profile.name, ctx.profile.businessName],
  );
  const coach = render(
    [{ paragraph: `${booking.name} (${booking.email}) cancelled ${booking.courseName} on ${when}. The time is free again.` }],
    [ctx.profile.businessName],
  );
  return [
    { kind: "booking.cancelled.client", to: booking.email, replyTo: ctx.profile.email, subject: `Booking cancelled: ${when}`, attachments, ...client },
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

/** What the refund mails need of an order. */
export interface RefundedOrder {
  id: string;
  email: string | null;
  amountTotal: number;
  currency: string;
}

/** Why a booking's payment goes back in full instead of booking the session. */
export type BookingRefundReason = "slot-lost" | "duplicate-booking" | "session-started";

const refundTexts: Record<BookingRefundReason, { client: (slot: string) => string; coach: (slot: string) => string; subject: string; coachSubject: string }> = {
  "slot-lost": {
    client: (slot) => `Your payment for ${slot} arrived after your reservation had expired, and the time has been booked by someone else in the meantime.`,
    coach: (slot) => `A payment for the lapsed reservation of ${slot} arrived after the slot was taken. It has been refunded automatically.`,
    subject: "Your payment has been refunded",
    coachSubject: "Late payment refunded",
  },
  "duplicate-booking": {
    client: (slot) => `We received two payments for ${slot}. Your session is booked and paid once.`,
    coach: (slot) => `A second payment arrived for ${slot}, which was already paid. It has been refunded automatically.`,
    subject: "Your second payment has been refunded",
    coachSubject: "Second payment refunded",
  },
  "session-started": {
    client: (slot) => `Your payment for ${slot} arrived after the session's start time, so it could not be booked.`,
    coach: (slot) => `A payment for ${slot} arrived after the session's start time. It has been refunded automatically.`,
    subject: "Your payment has been refunded",
    coachSubject: "Late payment refunded",
  },
};

/** A payment that cannot book its session: both sides are told, and the money goes back in full. */
export function bookingRefundMails(reason: BookingRefundReason, order: RefundedOrder, slotText: string, ctx: MailContext): MailDraft[] {
  const text = refundTexts[reason];
  const amount = formatMoney(order.amountTotal, order.currency);
  const client = render(
    [
      { paragraph: text.client(slotText) },
      {
        paragraph: `We have refunded ${reason === "duplicate-booking" ? "the second payment" : "the full amount"}, ${amount}. It reaches your account within a few working days.`,
      },
      ...(reason === "duplicate-booking" ? [] : [{ paragraph: "You are very welcome to book another time on the website." }]),
    ],
    ["Warm regards", ctx.profile.name, ctx.profile.businessName],
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
    ...(order.email ? [{ kind: "payment.refund.client", to: order.email, replyTo: ctx.profile.email, subject: text.subject, ...client }] : []),
    { kind: "payment.refund.coach", to: ctx.coachEmail, subject: text.coachSubject, ...coach },
  ];
}

/**
 * The one e-mail a client gets when the coach cancels: the cancelling invite, her message if she
 * wrote one, and the refund if she gave one (the refund sends no mail of its own).
 */
export function coachCancellationMail(
  booking: Booking,
  ctx: MailContext,
  now: Date,
  rules: CalendarRules,
  input: { message?: string; refund?: { amount: number; currency: string } | null },
): MailDraft {
  const when = formatSlot(booking.startsAt, rules);
  const body = render(
    [
      { paragraph: `Dear ${booking.name}` },
      { paragraph: `I am sorry: I have to cancel your ${booking.courseName.toLowerCase()} on ${when}. The attached update removes it from your calendar.` },
      ...(input.message ? [{ paragraph: input.message }] : []),
      ...(input.refund
        ? [{ paragraph: `${formatMoney(input.refund.amount, input.refund.currency)} is refunded to the card you paid with; banks take a few days to show it.` }]
        : []),
      { paragraph: "Reply to this e-mail to find a new time." },
    ],
    ["Warm regards", ctx.profile.name, ctx.profile.businessName],
  );
  return {
    kind: "booking.cancelled-by-coach.client",
    to: booking.email,
    replyTo: ctx.profile.email,
    subject: `Booking cancelled: ${when}`,
    attachments: [invite(booking, ctx, now, "CANCEL")],
    ...body,
  };
}

/** The one e-mail a client gets when the coach moves a session: the same calendar event, moved (its SEQUENCE raised). */
export function coachRescheduleMail(
  booking: Booking,
  ctx: MailContext,
  now: Date,
  rules: CalendarRules,
  input: { previousStart: Date; message?: string },
): MailDraft {
  const when = formatSlot(booking.startsAt, rules);
  const body = render(
    [
      { paragraph: `Dear ${booking.name}` },
      {
        paragraph: `Your ${booking.courseName.toLowerCase()} has moved from ${formatSlot(input.previousStart, rules)} to ${when}. The attached update moves it in your calendar.`,
      },
      ...(input.message ? [{ paragraph: input.message }] : []),
      { paragraph: "If the new time does not suit you, reply to this e-mail." },
    ],
    ["Warm regards", ctx.profile.name, ctx.profile.businessName],
  );
  return {
    kind: "booking.moved-by-coach.client",
    to: booking.email,
    replyTo: ctx.profile.email,
    subject: `Booking moved: ${when}`,
    attachments: [invite(booking, ctx, now, "REQUEST")],
    ...body,
  };
}
