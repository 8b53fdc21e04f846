import type { bookings } from "~/db/schema";
import { render, type MailContext, type MailDraft } from "~/modules/mail/draft";
import { formatAddress } from "~/modules/site/profile";
import { localeOf, type Language } from "~/lib/i18n/languages";
import { cancelPath, htmlLanguage } from "./mails";
import { clientMailText } from "./client-mail-text";
import { formatSlot, type CalendarRules } from "./slots";

type Booking = typeof bookings.$inferSelect;

/** The one reminder a client gets before a session (decision 030): its time as the booking holds it when sent, in the booking's language. */
export function reminderMail(booking: Booking, ctx: MailContext, rules: Pick<CalendarRules, "timeZone">, language: Language = "en"): MailDraft {
  const t = clientMailText(language);
  const when = formatSlot(booking.startsAt, rules, localeOf(language));
  const minutes = Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000);
  const body = render(
    [
      { paragraph: t.dear(booking.name) },
      { paragraph: t.reminder(booking.courseName, ctx.profile.name) },
      {
        fields: [
          [t.when, t.whenValue(when, rules.timeZone, minutes)],
          [t.where, formatAddress(ctx.profile)],
        ],
      },
      { paragraph: t.lookingForward },
      { button: { label: t.cancelThisBooking, url: `${ctx.origin}${cancelPath(booking.cancelToken)}` } },
    ],
    [t.regards, ctx.profile.name, ctx.profile.businessName],
    htmlLanguage(language),
  );
  return { kind: "booking.reminder.client", to: booking.email, replyTo: ctx.profile.email, subject: t.reminderSubject(when), ...body };
}
