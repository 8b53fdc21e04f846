import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, inArray, isNull, lt, lte, or } from "drizzle-orm";
import { bookings, orders } from "~/db/schema";
import { EXCLUSION_VIOLATION, sqlState, UNIQUE_VIOLATION, type CommerceDeps } from "~/modules/payments/deps.server";
import { isOfferedStart, sessionMinutes, availableSlots, type BookingKind, type Interval } from "./slots";
import type { Booking } from "./confirm.server";

/** SPEC.md section 9: a payment hold lasts 10 minutes, never more in all. */
export const HOLD_MS = 10 * 60_000;
export const LIVE_STATUSES = ["held", "pending", "confirmed"] as const;
export const COACHING = { courseId: "private-coaching", courseName: "Private Coaching" };
export const CONSULTATION = { courseId: "consultation", courseName: "Free Consultation" };

export const newToken = () => randomBytes(24).toString("base64url");

export interface Hold {
  id: string;
  holdToken: string;
  start: Date;
  end: Date;
  /** The server's expiry; the dialog counts down to it. */
  expiresAt: Date;
  status: "held" | "pending";
}

export type HoldResult = { ok: true; hold: Hold } | { ok: false; reason: "slot-taken" | "invalid-slot" | "expired" | "confirmed" | "cancelled" };

/** Live bookings that block time: confirmed ones, and holds whose expiry has not passed. */
export async function busyIntervals(deps: Pick<CommerceDeps, "db">, from: Date, now: Date): Promise<Interval[]> {
  const rows = await deps.db
    .select({ start: bookings.startsAt, end: bookings.endsAt })
    .from(bookings)
    .where(and(inArray(bookings.status, [...LIVE_STATUSES]), gt(bookings.endsAt, from), or(isNull(bookings.expiresAt), gt(bookings.expiresAt, now))));
  return rows;
}

/** The slots the booking dialog offers right now (SPEC.md "Booking dialog"). */
export async function listSlots(deps: CommerceDeps, kind: BookingKind): Promise<Interval[]> {
  const now = deps.now();
  return availableSlots({ now, kind, busy: await busyIntervals(deps, now, now), rules: deps.calendar });
}

/**
 * Reserves a private-coaching slot for 10 minutes. Asking again with the same hold token
 * returns the same hold (same expiry). Of many visitors asking for one slot at once the
 * database's exclusion constraint lets exactly one in; the others get "slot-taken".
 */
export async function holdSlot(deps: CommerceDeps, input: { name: string; email: string; start: Date; holdToken?: string }): Promise<HoldResult> {
  const now = deps.now();
  if (input.holdToken) {
    const existing = await findHold(deps, input.holdToken);
    if (existing) return existing;
  }
  if (!isOfferedStart(input.start, now, "coaching", deps.calendar)) return { ok: false, reason: "invalid-slot" };
  const end = new Date(input.start.getTime() + sessionMinutes.coaching * 60_000);
  // A lapsed hold on this slot stops blocking it now, whether or not the lapse job has run.
  await releaseLapsed(deps, now, { start: input.start, end });
  const row = {
    id: randomUUID(),
    kind: "coaching",
    status: "held",
    name: input.name,
    email: input.email,
    ...COACHING,
    startsAt: input.start,
    endsAt: end,
    expiresAt: new Date(now.getTime() + Math.min(deps.holdMs ?? HOLD_MS, HOLD_MS)),
    holdToken: input.holdToken ?? newToken(),
    cancelToken: newToken(),
    createdAt: now,
    updatedAt: now,
  };
  try {
    await deps.db.insert(bookings).values(row);
  } catch (error) {
    const state = sqlState(error);
    if (state === EXCLUSION_VIOLATION) return { ok: false, reason: "slot-taken" };
    // The same token raced itself: the other request made the hold.
    if (state === UNIQUE_VIOLATION && input.holdToken) return (await findHold(deps, input.holdToken)) ?? { ok: false, reason: "slot-taken" };
    throw error;
  }
  return { ok: true, hold: toHold(row as Booking) };
}

/** The hold behind a token, for the dialog's countdown: live, "expired" once lapsed, or what became of it. */
export async function findHold(deps: CommerceDeps, holdToken: string): Promise<HoldResult | undefined> {
  const [row] = await deps.db.select().from(bookings).where(eq(bookings.holdToken, holdToken));
  if (!row || row.kind !== "coaching") return undefined;
  if ((row.status === "held" || row.status === "pending") && row.expiresAt && row.expiresAt > deps.now()) return { ok: true, hold: toHold(row) };
  if (row.status === "confirmed" || row.status === "cancelled") return { ok: false, reason: row.status };
  return { ok: false, reason: "expired" };
}

function toHold(row: Booking): Hold {
  return { id: row.id, holdToken: row.holdToken!, start: row.startsAt, end: row.endsAt, expiresAt: row.expiresAt!, status: row.status as Hold["status"] };
}

/** Marks lapsed holds expired (all, or those overlapping `within`); returns them. */
export async function releaseLapsed(deps: Pick<CommerceDeps, "db">, now: Date, within?: Interval): Promise<Booking[]> {
  return deps.db
    .update(bookings)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        inArray(bookings.status, ["held", "pending"]),
        lte(bookings.expiresAt, now),
        ...(within ? [lt(bookings.startsAt, within.end), gt(bookings.endsAt, within.start)] : []),
      ),
    )
    .returning();
}

/** Pending orders of expired bookings whose checkout may still be open. */
export async function openOrdersOfExpiredBookings(deps: Pick<CommerceDeps, "db">) {
  return deps.db
    .select({ order: orders })
    .from(orders)
    .innerJoin(bookings, eq(bookings.id, orders.bookingId))
    .where(and(eq(orders.status, "pending"), eq(bookings.status, "expired")));
}
