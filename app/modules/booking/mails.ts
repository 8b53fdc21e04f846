import type { bookings } from "~/db/schema";
import { render, type MailContext, type MailDraft } from "~/modules/mail/draft";
import { formatMoney } from "~/modules/orders/money";
import { formatAddress } from "~/modules/site/profile";
import { buildInvite, inviteAttachment } from "./invite";
import { defaultCalendarRules, formatSlot, type CalendarRules } from "./slots";

type Booking = typeof bookings.$inferSelect;

/** The private link a client cancels with (a route wires it). */
export function cancelPath(cancelToken: string) {
  return `/booking/cancel/${cancelToken}`;
}

function invite(booking: Booking, ctx: MailContext, now: Date, method: "REQUEST" | "CANCEL") {
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
    },
    method,
  );
  return inviteAttachment(ics, method);
}

/** 'Booking confirmed' to the client (with the cancellation link) and the coach, each with an .ics invite. */
export function confirmationMails(booking: Booking, ctx: MailContext, now: Date, rules: CalendarRules = defaultCalendarRules): MailDraft[] {
  const when = formatSlot(booking.startsAt, rules);
  const attachments = [invite(booking, ctx, now, "REQUEST")];
  const minutes = Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000);
  const client = render(
    [
      { paragraph: `Dear ${booking.name}` },
      { paragraph: `Your ${booking.courseName.toLowerCase()} with ${ctx.profile.name} is booked.` },
      {
        fields: [
          ["When", `${when} (${rules.timeZone}), ${minutes} minutes`],
          ["Where", formatAddress(ctx.profile)],
        ],
      },
      { paragraph: "The attached invite adds it to your calendar." },
      { button: { label: "Cancel this booking", url: `${ctx.origin}${cancelPath(booking.cancelToken)}` } },
    ],
    ["Warm regards", ctx.profile.name, ctx.profile.businessName],
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
    { kind: "booking.confirmed.client", to: booking.email, replyTo: ctx.profile.email, subject: `Booking confirmed: ${when}`, attachments, ...client },
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

/** A late payment for a slot someone else has taken meanwhile: both sides are told, money goes back. */
export function lostSlotRefundMails(order: RefundedOrder, slotText: string, ctx: MailContext): MailDraft[] {
  const client = render(
    [
      { paragraph: `Your payment for ${slotText} arrived after your reservation had expired, and the time has been booked by someone else in the meantime.` },
      { paragraph: `We have refunded the full amount, ${formatMoney(order.amountTotal, order.currency)}. It reaches your account within a few working days.` },
      { paragraph: "You are very welcome to book another time on the website." },
    ],
    ["Warm regards", ctx.profile.name, ctx.profile.businessName],
  );
  const coach = render(
    [
      { paragraph: `A payment for the lapsed reservation of ${slotText} arrived after the slot was taken. It has been refunded automatically.` },
      {
        fields: [
          ["Client", order.email ?? "unknown"],
          ["Amount", formatMoney(order.amountTotal, order.currency)],
          ["Order", order.id],
        ],
      },
    ],
    [ctx.profile.businessName],
  );
  return [
    ...(order.email
      ? [{ kind: "payment.refund.client", to: order.email, replyTo: ctx.profile.email, subject: "Your payment has been refunded", ...client }]
      : []),
    { kind: "payment.refund.coach", to: ctx.coachEmail, subject: "Late payment refunded", ...coach },
  ];
}

/**
 * A second payment for a session that another payment already booked (two checkouts opened for
 * one reservation): the session stays booked, the second payment goes back.
 */
export function duplicatePaymentRefundMails(order: RefundedOrder, slotText: string, ctx: MailContext): MailDraft[] {
  const client = render(
    [
      { paragraph: `We received two payments for ${slotText}. Your session is booked and paid once.` },
      {
        paragraph: `We have refunded the second payment, ${formatMoney(order.amountTotal, order.currency)}. It reaches your account within a few working days.`,
      },
    ],
    ["Warm regards", ctx.profile.name, ctx.profile.businessName],
  );
  const coach = render(
    [
      { paragraph: `A second payment arrived for ${slotText}, which was already paid. It has been refunded automatically.` },
      {
        fields: [
          ["Client", order.email ?? "unknown"],
          ["Amount", formatMoney(order.amountTotal, order.currency)],
          ["Order", order.id],
        ],
      },
    ],
    [ctx.profile.businessName],
  );
  return [
    ...(order.email
      ? [{ kind: "payment.refund.client", to: order.email, replyTo: ctx.profile.email, subject: "Your second payment has been refunded", ...client }]
      : []),
    { kind: "payment.refund.coach", to: ctx.coachEmail, subject: "Second payment refunded", ...coach },
  ];
}
