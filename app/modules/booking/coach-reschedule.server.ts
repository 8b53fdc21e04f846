import { and, eq } from "drizzle-orm";
import { bookings } from "~/db/schema";
import { EXCLUSION_VIOLATION, sqlState } from "~/db/sql-state";
import { enqueueMail } from "~/modules/mail/outbox.server";
import type { BookingDeps } from "./deps.server";
import type { Booking } from "./confirm.server";
import { coachRescheduleMail } from "./mails";
import { bookingLanguage } from "./booking-language.server";

export type RescheduleResult =
  { ok: true; booking: Booking } | { ok: false; reason: "not-found" | "not-confirmed" | "in-the-past" | "slot-taken" | "unchanged" };

/**
 * The coach moves a confirmed session to a time she picks (outside opening hours too): same
 * length, same calendar event (its SEQUENCE raised, so the client's calendar moves it), one
 * e-mail, no new charge. The calendar's exclusion constraint refuses a time another live
 * booking holds, however the two requests interleave.
 */
export async function rescheduleByCoach(deps: BookingDeps, input: { bookingId: string; startsAt: Date; message?: string }): Promise<RescheduleResult> {
  const now = deps.now();
  if (input.startsAt.getTime() <= now.getTime()) return { ok: false, reason: "in-the-past" };
  try {
    return await deps.db.transaction(async (tx) => {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for("update");
      if (!booking) return { ok: false as const, reason: "not-found" as const };
      if (booking.status !== "confirmed") return { ok: false as const, reason: "not-confirmed" as const };
      if (booking.startsAt.getTime() === input.startsAt.getTime()) return { ok: false as const, reason: "unchanged" as const };
      const length = booking.endsAt.getTime() - booking.startsAt.getTime();
      const [moved] = await tx
        .update(bookings)
        .set({ startsAt: input.startsAt, endsAt: new Date(input.startsAt.getTime() + length), sequence: booking.sequence + 1, updatedAt: now })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, "confirmed")))
        .returning();
      await enqueueMail(
        tx,
        [
          coachRescheduleMail(
            moved!,
            deps.mail.context,
            now,
            deps.calendar,
            { previousStart: booking.startsAt, message: input.message },
            await bookingLanguage(tx, booking),
          ),
        ],
        deps.mail.mode,
      );
      return { ok: true as const, booking: moved! };
    });
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) return { ok: false, reason: "slot-taken" };
    throw error;
  }
}
