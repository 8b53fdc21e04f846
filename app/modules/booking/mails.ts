import type { bookings } from "~/db/schema";
import { render, type MailContext, type MailDraft } from "~/modules/mail/draft";
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
