import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, lt, ne } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { bookings, orders } from "~/db/schema";
import { EXCLUSION_VIOLATION, sqlState } from "~/db/sql-state";
import { cancelByCoach, type CancelActor } from "./coach-cancel.server";
import type { BookingDeps } from "./deps.server";
import { LIVE_STATUSES, newToken, releaseLapsed } from "./holds.server";
import type { Interval } from "./slots";

/**
 * Writes one audit line in the given transaction (the admin module's `recordAudit` for the
 * person acting: `auditAs` in app/modules/audit/audit.server.ts). Booking does not import admin.
 */
export type AuditRecorder = (
  db: Database | Tx,
  entry: { action: string; subjectType: string; subjectId: string; summary: string; details?: Record<string, unknown> },
) => Promise<void>;

/** A block-out as the coach sees it: a range of time she keeps free, with an optional private label. */
export interface BlockOut {
  id: string;
  label: string;
  startsAt: Date;
  endsAt: Date;
}

/** A live booking in the way of a block-out, named for the coach. */
export interface BookingInTheWay {
  id: string;
  kind: string;
  status: string;
  name: string;
  email: string;
  startsAt: Date;
  endsAt: Date;
}

const blockOutColumns = { id: bookings.id, label: bookings.name, startsAt: bookings.startsAt, endsAt: bookings.endsAt };
const isBlockOut = and(eq(bookings.kind, "block-out"), eq(bookings.status, "blocked"));

/** The block-outs overlapping [from, to), in time order (the calendar week's row, Today). */
export async function blockOutsBetween(db: Database | Tx, from: Date, to: Date): Promise<BlockOut[]> {
  return db
    .select(blockOutColumns)
    .from(bookings)
    .where(and(isBlockOut, gt(bookings.endsAt, from), lt(bookings.startsAt, to)))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

/** The block-outs that have not ended yet, in time order. */
export async function upcomingBlockOuts(db: Database, now: Date): Promise<BlockOut[]> {
  return db
    .select(blockOutColumns)
    .from(bookings)
    .where(and(isBlockOut, gt(bookings.endsAt, now)))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

async function inTheWay(db: Database, range: Interval, now: Date) {
  const rows = await db
    .select({ ...blockOutColumns, kind: bookings.kind, status: bookings.status, email: bookings.email, expiresAt: bookings.expiresAt })
    .from(bookings)
    .where(and(inArray(bookings.status, [...LIVE_STATUSES, "blocked"]), lt(bookings.startsAt, range.end), gt(bookings.endsAt, range.start)))
    .orderBy(asc(bookings.startsAt));
  const live = rows.filter((row) => row.kind !== "block-out" && (!row.expiresAt || row.expiresAt > now));
  const toBooking = ({ id, kind, status, label, email, startsAt, endsAt }: (typeof live)[number]): BookingInTheWay => ({
    id,
    kind,
    status,
    name: label,
    email,
    startsAt,
    endsAt,
  });
  // An unpaid hold is not a booking (docs/rules.md, "Back office"): it is only a "held, not paid" note, never named.
  const unpaid = live.filter((row) => row.status !== "confirmed");
  return {
    blockOut: rows.find((row) => row.kind === "block-out"),
    bookings: live.filter((row) => row.status === "confirmed").map(toBooking),
    held: unpaid.map(toBooking),
    unpaid: unpaid.map(({ startsAt, endsAt, expiresAt }): HeldInTheWay => ({ startsAt, endsAt, expiresAt: expiresAt! })),
  };
}

/** A hold in the way of a block-out: a time held while someone pays (or the coach's payment link is open), not a booking. */
export interface HeldInTheWay {
  startsAt: Date;
  endsAt: Date;
  expiresAt: Date;
}

export type BlockOutResult =
  | { ok: true; blockOut: BlockOut; cancelled: BookingInTheWay[] }
  | { ok: false; reason: "bookings-in-the-way"; bookings: BookingInTheWay[]; held: HeldInTheWay[] }
  | { ok: false; reason: "overlaps-block-out"; blockOut: BlockOut }
  | { ok: false; reason: "ends-before-start" | "in-the-past" }
  | { ok: false; reason: "cancel-failed"; booking: BookingInTheWay };

/**
 * The coach blocks out a range (decision 030). It is a row of the one calendar (kind
 * "block-out", status "blocked"), so the exclusion constraint that keeps live bookings apart
 * keeps it and them apart too: of a block-out and a hold racing for one slot exactly one wins.
 * A live booking in the way refuses it, named; with `cancelBookings` each is cancelled through
 * the coach's cancel (one e-mail to the client, a paid session refunded in full) and then the
 * block-out is saved.
 */
export async function createBlockOut(
  deps: BookingDeps,
  audit: AuditRecorder,
  input: { start: Date; end: Date; label?: string; cancelBookings?: boolean; message?: string; actor: CancelActor & { kind: "staff" } },
): Promise<BlockOutResult> {
  const now = deps.now();
  if (input.end.getTime() <= input.start.getTime()) return { ok: false, reason: "ends-before-start" };
  if (input.end.getTime() <= now.getTime()) return { ok: false, reason: "in-the-past" };
  const range = { start: input.start, end: input.end };
  const cancelled: BookingInTheWay[] = [];
  // Twice at most: a hold that slipped in between the look and the insert is found by the second look.
  for (let attempt = 0; attempt < 2; attempt++) {
    await releaseLapsed(deps, now, range);
    const found = await inTheWay(deps.db, range, now);
    if (found.blockOut) return { ok: false, reason: "overlaps-block-out", blockOut: found.blockOut };
    if ((found.bookings.length || found.held.length) && !input.cancelBookings)
      return { ok: false, reason: "bookings-in-the-way", bookings: found.bookings, held: found.unpaid };
    // A hold released here that is paid after all is refunded in full: its booking is cancelled (`confirmPaidBooking`).
    for (const booking of [...found.bookings, ...found.held]) {
      // The coach's block-out refunds in full; her assistant's moves no money (decision 065): the coach decides on Today.
      const refundAmount = input.actor.role === "admin" ? await refundable(deps.db, booking.id) : 0;
      const result = await cancelByCoach(deps, { bookingId: booking.id, message: input.message, refundAmount, actor: input.actor });
      if (!result.ok && result.reason !== "already-cancelled") return { ok: false, reason: "cancel-failed", booking };
      if (result.ok && booking.status !== "confirmed") continue;
      if (result.ok) {
        cancelled.push(booking);
        const refunded = result.refunded ? " and refunded in full" : result.refundToDecide ? " (the refund waits for the coach)" : "";
        await audit(deps.db, {
          action: "booking.cancelled",
          subjectType: "booking",
          subjectId: booking.id,
          summary: `Cancelled the ${booking.kind === "consultation" ? "consultation" : "coaching session"} of ${booking.name}${refunded} for a block-out.`,
        });
      }
    }
    try {
      const blockOut = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(bookings)
          .values({
            id: randomUUID(),
            kind: "block-out",
            status: "blocked",
            name: input.label?.trim() ?? "",
            email: "",
            courseId: "block-out",
            courseName: "Block-out",
            startsAt: input.start,
            endsAt: input.end,
            cancelToken: newToken(),
            createdAt: now,
            updatedAt: now,
          })
          .returning(blockOutColumns);
        await audit(tx, { action: "availability.blocked", subjectType: "block-out", subjectId: row!.id, summary: `Blocked out ${describeBlockOut(row!)}.` });
        return row!;
      });
      return { ok: true, blockOut, cancelled };
    } catch (error) {
      if (sqlState(error) !== EXCLUSION_VIOLATION) throw error;
    }
  }
  const found = await inTheWay(deps.db, range, now);
  if (found.blockOut) return { ok: false, reason: "overlaps-block-out", blockOut: found.blockOut };
  return { ok: false, reason: "bookings-in-the-way", bookings: found.bookings, held: found.unpaid };
}

/** What is left to refund on a booking's paid order (0 for a free or unpaid one). */
async function refundable(db: Database, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ status: orders.status, amount: orders.amountTotal, refunded: orders.amountRefunded })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(eq(bookings.id, bookingId));
  if (!row || !["paid", "partially_refunded"].includes(row.status)) return 0;
  return Math.max(0, row.amount - (row.refunded ?? 0));
}

/** Removes a block-out (the time is bookable again); false when there was none. */
export async function removeBlockOut(db: Database, audit: AuditRecorder, id: string): Promise<BlockOut | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(bookings)
      .where(and(eq(bookings.id, id), isBlockOut))
      .returning(blockOutColumns);
    if (row)
      await audit(tx, {
        action: "availability.unblocked",
        subjectType: "block-out",
        subjectId: id,
        summary: `Removed the block-out ${describeBlockOut(row)}.`,
      });
    return row;
  });
}

const when = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Copenhagen",
});

/** "3 Dec 2026, 14:00 – 3 Dec 2026, 18:00 (Dentist)". */
export function describeBlockOut(blockOut: Pick<BlockOut, "label" | "startsAt" | "endsAt">): string {
  return `${when.format(blockOut.startsAt)} – ${when.format(blockOut.endsAt)}${blockOut.label ? ` (${blockOut.label})` : ""}`;
}

/** Bookings that are not block-outs, for lists that must not show them (exports). */
export const notBlockOut = ne(bookings.kind, "block-out");
