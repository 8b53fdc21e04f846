import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { bookingRescheduleLinks, bookings } from "~/db/schema";
import { EXCLUSION_VIOLATION, sqlState } from "~/db/sql-state";
import { enqueueMail } from "~/modules/mail/outbox.server";
import type { BookingDeps } from "./deps.server";
import type { Booking } from "./confirm.server";
import { listSlots, newToken, releaseLapsed } from "./holds.server";
import { clientRescheduledMail, rescheduleLinkMail } from "./mails-by-coach";
import { bookingLanguage } from "./booking-language.server";
import type { RecordChange } from "./record-change.server";
import type { DeadLink } from "./reschedule-texts";
import { isOfferedStart, type BookingKind, type Interval } from "./slots";

/** A reschedule link works for a week at most, and never past the session's start (decision 031). */
export const RESCHEDULE_LINK_DAYS = 7;

/** Tokens are kept only as their SHA-256: the database alone opens no link. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

type Link = typeof bookingRescheduleLinks.$inferSelect;

export type IssueResult = { ok: true; booking: Booking; expiresAt: Date; sent: boolean } | { ok: false; reason: "not-found" | "not-confirmed" | "started" };

/**
 * The coach sends the client a link to choose a new time for a confirmed session. Its form's
 * key makes a second click a no-op (no second e-mail). A new link replaces the booking's
 * earlier unused one.
 */
export async function issueRescheduleLink(
  deps: BookingDeps,
  input: { bookingId: string; key: string; message?: string; createdBy: string },
  record: RecordChange,
): Promise<IssueResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for("update");
    if (!booking) return { ok: false as const, reason: "not-found" as const };
    // Under the booking's lock: a second click waits for the first and finds its link.
    const [again] = await tx.select().from(bookingRescheduleLinks).where(eq(bookingRescheduleLinks.key, input.key));
    if (again) return { ok: true as const, booking, expiresAt: again.expiresAt, sent: false };
    if (booking.status !== "confirmed") return { ok: false as const, reason: "not-confirmed" as const };
    if (booking.startsAt.getTime() <= now.getTime()) return { ok: false as const, reason: "started" as const };
    const expiresAt = new Date(Math.min(now.getTime() + RESCHEDULE_LINK_DAYS * 86_400_000, booking.startsAt.getTime()));
    await tx
      .update(bookingRescheduleLinks)
      .set({ revokedAt: now })
      .where(and(eq(bookingRescheduleLinks.bookingId, booking.id), isNull(bookingRescheduleLinks.usedAt), isNull(bookingRescheduleLinks.revokedAt)));
    const token = newToken();
    await tx.insert(bookingRescheduleLinks).values({
      tokenHash: hashToken(token),
      bookingId: booking.id,
      bookingSequence: booking.sequence,
      key: input.key,
      expiresAt,
      createdBy: input.createdBy,
      createdAt: now,
    });
    await enqueueMail(
      tx,
      [rescheduleLinkMail(booking, deps.mail.context, deps.calendar, { token, expiresAt, message: input.message }, await bookingLanguage(tx, booking))],
      deps.mail.mode,
    );
    await record(tx, {
      action: "booking.reschedule-link-sent",
      subjectType: "booking",
      subjectId: booking.id,
      summary: `Sent ${booking.name} a link to choose a new time.`,
    });
    return { ok: true as const, booking, expiresAt, sent: true };
  });
}

function linkState(link: Link | undefined, booking: Booking | undefined, now: Date): DeadLink | "open" {
  if (!link || !booking) return "not-found";
  if (link.usedAt) return "used";
  if (link.revokedAt || booking.status !== "confirmed" || booking.sequence !== link.bookingSequence) return "changed";
  if (now.getTime() >= link.expiresAt.getTime() || now.getTime() >= booking.startsAt.getTime()) return "expired";
  return "open";
}

async function findLink(deps: Pick<BookingDeps, "db">, token: string) {
  const [row] = await deps.db
    .select({ link: bookingRescheduleLinks, booking: bookings })
    .from(bookingRescheduleLinks)
    .leftJoin(bookings, eq(bookings.id, bookingRescheduleLinks.bookingId))
    .where(eq(bookingRescheduleLinks.tokenHash, hashToken(token)));
  return { link: row?.link, booking: row?.booking ?? undefined };
}

export type ReschedulePage = { state: "open"; booking: Booking; expiresAt: Date; slots: Interval[] } | { state: DeadLink; booking?: Booking };

/** The client's page: the booking and the free times of its kind (the same rules the booking dialog follows), or why the link is dead. */
export async function rescheduleLinkPage(deps: BookingDeps, token: string): Promise<ReschedulePage> {
  const { link, booking } = await findLink(deps, token);
  const state = linkState(link, booking, deps.now());
  if (state !== "open") return { state, booking: state === "not-found" ? undefined : booking };
  return { state, booking: booking!, expiresAt: link!.expiresAt, slots: await listSlots(deps, booking!.kind as BookingKind) };
}

export type RescheduleByLinkResult = { ok: true; booking: Booking } | { ok: false; reason: DeadLink | "invalid-slot" | "slot-taken" | "unchanged" };

/**
 * The client picks a free time from the link: the booking moves there (same length, same
 * calendar event with its SEQUENCE raised, no new charge), the link is used up, one e-mail
 * goes to the client, and the audit log records it. The exclusion constraint decides a race
 * with anyone else wanting that time ("slot-taken"); the link's row lock decides two tabs.
 */
export async function rescheduleByLink(deps: BookingDeps, token: string, start: Date, record: RecordChange): Promise<RescheduleByLinkResult> {
  const now = deps.now();
  const found = await findLink(deps, token);
  const state = linkState(found.link, found.booking, now);
  if (state !== "open") return { ok: false, reason: state };
  const current = found.booking!;
  if (start.getTime() === current.startsAt.getTime()) return { ok: false, reason: "unchanged" };
  if (!isOfferedStart(start, now, deps.calendar)) return { ok: false, reason: "invalid-slot" };
  const slot = { start, end: new Date(start.getTime() + (current.endsAt.getTime() - current.startsAt.getTime())) };
  await releaseLapsed(deps, now, slot);
  try {
    return await deps.db.transaction(async (tx) => {
      const [link] = await tx.select().from(bookingRescheduleLinks).where(eq(bookingRescheduleLinks.tokenHash, found.link!.tokenHash)).for("update");
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, current.id)).for("update");
      const again = linkState(link, booking, now);
      if (again !== "open") return { ok: false as const, reason: again };
      const [moved] = await tx
        .update(bookings)
        .set({ startsAt: slot.start, endsAt: slot.end, sequence: booking!.sequence + 1, updatedAt: now })
        .where(and(eq(bookings.id, booking!.id), eq(bookings.status, "confirmed"), eq(bookings.sequence, link!.bookingSequence)))
        .returning();
      await tx.update(bookingRescheduleLinks).set({ usedAt: now }).where(eq(bookingRescheduleLinks.tokenHash, link!.tokenHash));
      await enqueueMail(
        tx,
        [clientRescheduledMail(moved!, deps.mail.context, now, deps.calendar, booking!.startsAt, await bookingLanguage(tx, booking!))],
        deps.mail.mode,
      );
      await record(tx, {
        // The client acted, through the coach's link: no account of hers is behind it.
        actor: { id: "client", name: `${booking!.name} (client, by link)` },
        action: "booking.moved-by-client",
        subjectType: "booking",
        subjectId: booking!.id,
        summary: `${booking!.name} moved the session from the link.`,
        details: { from: booking!.startsAt.toISOString(), to: slot.start.toISOString() },
      });
      return { ok: true as const, booking: moved! };
    });
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) return { ok: false, reason: "slot-taken" };
    throw error;
  }
}
