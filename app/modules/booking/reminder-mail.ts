import type { bookings } from "~/db/schema";
import { render, type MailContext, type MailDraft } from "~/modules/mail/draft";
import { formatAddress } from "~/modules/site/profile";
import { cancelPath } from "./mails";
import { formatSlot, type CalendarRules } from "./slots";

type Booking = typeof bookings.$inferSelect;

/** The one reminder a client gets before a session (decision 030): its time as the booking holds it when sent. */
export function reminderMail(booking: Booking, ctx: MailContext, rules: Pick<CalendarRules, "timeZone">): MailDraft {
  const when = formatSlot(booking.startsAt, rules);
  const minutes = Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000);
  const body = render(
    [
      { paragraph: `Dear ${booking.name}` },
      { paragraph: `A reminder of your ${booking.courseName.toLowerCase()} with ${ctx.profile.name}.` },
      {
        fields: [
          ["When", `${when} (${rules.timeZone}), ${minutes} minutes`],
          ["Where", formatAddress(ctx.profile)],
        ],
      },
      { paragraph: "Looking forward to seeing you. If something has come up, reply to this e-mail." },
      { button: { label: "Cancel this booking", url: `${ctx.origin}${cancelPath(booking.cancelToken)}` } },
    ],
    ["Warm regards", ctx.profile.name, ctx.profile.businessName],
  );
  return { kind: "booking.reminder.client", to: booking.email, replyTo: ctx.profile.email, subject: `Reminder: ${when}`, ...body };
}
