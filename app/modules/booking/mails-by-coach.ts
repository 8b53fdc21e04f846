import type { bookings } from "~/db/schema";
import { render, type MailContext, type MailDraft } from "~/modules/mail/draft";
import { formatMoney } from "~/modules/orders/money";
import { formatAddress } from "~/modules/site/profile";
import { cancelPath, invite } from "./mails";
import { formatSlot, type CalendarRules } from "./slots";

type Booking = typeof bookings.$inferSelect;

/** The client's private page to choose a new time (a route wires it). */
export function reschedulePath(token: string) {
  return `/booking/reschedule/${token}`;
}

const minutesOf = (booking: Booking) => Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000);
const signature = (ctx: MailContext) => [`Warm regards`, ctx.profile.name, ctx.profile.businessName];

/** The coach asks the client to choose a new time: one link, good once, until `expiresAt`. */
export function rescheduleLinkMail(
  booking: Booking,
  ctx: MailContext,
  rules: CalendarRules,
  input: { token: string; expiresAt: Date; message?: string },
): MailDraft {
  const when = formatSlot(booking.startsAt, rules);
  const body = render(
    [
      { paragraph: `Dear ${booking.name}` },
      { paragraph: `Please choose a new time for your ${booking.courseName.toLowerCase()}, now booked for ${when} (${rules.timeZone}).` },
      ...(input.message ? [{ paragraph: input.message }] : []),
      { button: { label: "Choose a new time", url: `${ctx.origin}${reschedulePath(input.token)}` } },
      {
        small: `The link works once, until ${formatSlot(input.expiresAt, rules)}. Until you choose, your booking stays as it is. There is nothing more to pay.`,
      },
    ],
    signature(ctx),
  );
  return { kind: "booking.reschedule-link.client", to: booking.email, replyTo: ctx.profile.email, subject: `Choose a new time: ${when}`, ...body };
}

/** The one e-mail after the client chose a new time from the link: the same calendar event, moved. */
export function clientRescheduledMail(booking: Booking, ctx: MailContext, now: Date, rules: CalendarRules, previousStart: Date): MailDraft {
  const when = formatSlot(booking.startsAt, rules);
  const body = render(
    [
      { paragraph: `Dear ${booking.name}` },
      {
        paragraph: `Your ${booking.courseName.toLowerCase()} has moved from ${formatSlot(previousStart, rules)} to ${when} (${rules.timeZone}). The attached update moves it in your calendar.`,
      },
      { button: { label: "Cancel this booking", url: `${ctx.origin}${cancelPath(booking.cancelToken)}` } },
    ],
    signature(ctx),
  );
  return {
    kind: "booking.moved-by-client.client",
    to: booking.email,
    replyTo: ctx.profile.email,
    subject: `Booking moved: ${when}`,
    attachments: [invite(booking, ctx, now, "REQUEST")],
    ...body,
  };
}

/** A booking the coach added by hand, free: the client's confirmation with the invite (and her message). */
export function byHandConfirmationMail(booking: Booking, ctx: MailContext, now: Date, rules: CalendarRules, message?: string): MailDraft {
  const when = formatSlot(booking.startsAt, rules);
  const body = render(
    [
      { paragraph: `Dear ${booking.name}` },
      { paragraph: `Your ${booking.courseName.toLowerCase()} with ${ctx.profile.name} is booked.` },
      {
        fields: [
          ["When", `${when} (${rules.timeZone}), ${minutesOf(booking)} minutes`],
          ["Where", formatAddress(ctx.profile)],
        ],
      },
      ...(message ? [{ paragraph: message }] : []),
      { paragraph: "The attached invite adds it to your calendar." },
      { button: { label: "Cancel this booking", url: `${ctx.origin}${cancelPath(booking.cancelToken)}` } },
    ],
    signature(ctx),
  );
  return {
    kind: "booking.confirmed.client",
    to: booking.email,
    replyTo: ctx.profile.email,
    subject: `Booking confirmed: ${when}`,
    attachments: [invite(booking, ctx, now, "REQUEST")],
    ...body,
  };
}

/** A booking the coach added by hand, to be paid: the payment link, good until `payBy`. Paying confirms it (the usual confirmation follows). */
export function paymentLinkMail(
  booking: Booking,
  ctx: MailContext,
  rules: CalendarRules,
  input: { url: string; payBy: Date; amount: number; currency: string; message?: string },
): MailDraft {
  const when = formatSlot(booking.startsAt, rules);
  const body = render(
    [
      { paragraph: `Dear ${booking.name}` },
      { paragraph: `As agreed, your ${booking.courseName.toLowerCase()} with ${ctx.profile.name} is reserved for you.` },
      {
        fields: [
          ["When", `${when} (${rules.timeZone}), ${minutesOf(booking)} minutes`],
          ["Price", formatMoney(input.amount, input.currency)],
        ],
      },
      ...(input.message ? [{ paragraph: input.message }] : []),
      { button: { label: "Pay and confirm", url: input.url } },
      {
        small: `Please pay by ${formatSlot(input.payBy, rules)}: then the booking is confirmed and you receive it with an invite for your calendar. Unpaid, the time is released by itself.`,
      },
    ],
    signature(ctx),
  );
  return {
    kind: "booking.payment-link.client",
    to: booking.email,
    replyTo: ctx.profile.email,
    subject: `Your booking: ${when}, please pay to confirm`,
    ...body,
  };
}
