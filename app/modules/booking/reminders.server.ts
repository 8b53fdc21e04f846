import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import { bookings } from "~/db/schema";
import { enqueueMail } from "~/modules/mail/outbox.server";
import type { BookingDeps } from "./deps.server";
import { reminderMail } from "./reminder-mail";
import { bookingLanguage } from "./booking-language.server";

const REMINDER_BATCH = 100;

/**
 * The reminder e-mails that are due (decision 030): each confirmed session starting within the
 * coach's `reminderHours` gets one, decided from the booking as it is now. A cancelled one gets
 * none; a moved one names its new time; the mark `reminded_for_starts_at` is set in the same
 * statement that claims the booking, so nobody gets two for one start (a session moved after its
 * reminder may earn one for its new time). A booking made after its reminder would have been due
 * gets none: its confirmation has just arrived. Returns how many were queued.
 */
export async function sendDueReminders(deps: BookingDeps): Promise<number> {
  const hours = deps.settings?.reminderHours ?? 0;
  if (hours <= 0) return 0;
  const now = deps.now();
  const horizon = new Date(now.getTime() + hours * 3_600_000);
  const due = and(
    eq(bookings.status, "confirmed"),
    gt(bookings.startsAt, now),
    lte(bookings.startsAt, horizon),
    sql`${bookings.remindedForStartsAt} is distinct from ${bookings.startsAt}`,
    sql`coalesce(${bookings.confirmedAt}, ${bookings.createdAt}) <= ${bookings.startsAt} - make_interval(hours => ${hours})`,
  );
  const candidates = await deps.db.select({ id: bookings.id }).from(bookings).where(due).orderBy(asc(bookings.startsAt)).limit(REMINDER_BATCH);
  let sent = 0;
  for (const { id } of candidates) {
    const mailed = await deps.db.transaction(async (tx) => {
      // The claim re-checks everything on the row as it is now: another instance's claim, a cancel or a move in between wins.
      const [booking] = await tx
        .update(bookings)
        .set({ remindedForStartsAt: sql`${bookings.startsAt}` })
        .where(and(eq(bookings.id, id), due))
        .returning();
      if (!booking) return false;
      await enqueueMail(tx, [reminderMail(booking, deps.mail.context, deps.calendar, await bookingLanguage(tx, booking))], deps.mail.mode);
      return true;
    });
    if (mailed) sent++;
  }
  return sent;
}
