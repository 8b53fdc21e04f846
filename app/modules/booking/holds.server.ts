import { createHash, randomBytes, randomUUID } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns";
import { and, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { bookings, orders, rateLimitHits } from "~/db/schema";
import type { RateLimitWindow } from "~/modules/forms/rate-limit.server";
import type { BookingDeps } from "./deps.server";
import { rowsOf, type Tx } from "~/db/client.server";
import { isOfferedStart, overlaps, availableSlots, slotWindow, type BookingKind, type BusyInterval, type Interval } from "./slots";
import type { Booking } from "./confirm.server";
import { batchByTurn, perHandle } from "~/lib/turn-batch";
import { metrics } from "~/lib/metrics.server";

/** A payment hold lasts 10 minutes, never more in all (docs/rules.md, "Booking"). */
export const HOLD_MS = 10 * 60_000;
export const LIVE_STATUSES = ["held", "pending", "confirmed"] as const;
/** What takes time in the calendar: live bookings and the coach's block-outs (decision 030). */
export const BUSY_STATUSES = [...LIVE_STATUSES, "blocked"] as const;
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

/** A hold found by its token: live, or what became of it. */
export type HoldResult = { ok: true; hold: Hold } | { ok: false; reason: "expired" | "confirmed" | "cancelled" };

/**
 * The live-booking filter as the partial index bookings_live_ends_idx is defined (decision
 * 026): written out, not as parameters, so the planner can match the index's predicate.
 */
const isLive = sql.raw(`"bookings"."status" in (${BUSY_STATUSES.map((status) => `'${status}'`).join(", ")})`);

/**
 * The live bookings that block time inside `window`: confirmed ones, and holds whose expiry
 * has not passed. Only bookings overlapping the window are read (through bookings_live_ends_idx),
 * however many the calendar holds before or after it.
 */
export function busyIntervalsQuery(db: BookingDeps["db"], window: Interval, now: Date) {
  return db
    .select({ start: bookings.startsAt, end: bookings.endsAt, kind: bookings.kind })
    .from(bookings)
    .where(and(isLive, gt(bookings.endsAt, window.start), lt(bookings.startsAt, window.end), or(isNull(bookings.expiresAt), gt(bookings.expiresAt, now))));
}

export async function busyIntervals(deps: Pick<BookingDeps, "db">, window: Interval, now: Date): Promise<BusyInterval[]> {
  return busyIntervalsQuery(deps.db, window, now);
}

/** The slots the booking dialog offers right now (docs/rules.md, "Booking"). */
export async function listSlots(deps: BookingDeps, kind: BookingKind): Promise<Interval[]> {
  const now = deps.now();
  return availableSlots({ now, kind, busy: await busyIntervals(deps, slotWindow(now, deps.calendar), now), rules: deps.calendar });
}

/** What the losing side of a hold learns in the same round trip: the live bookings, to offer fresh slots. */
export type LostHold = { ok: false; reason: "slot-taken"; busy: BusyInterval[] };

export type HoldAttempt = HoldResult | LostHold | { ok: false; reason: "invalid-slot" } | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/**
 * Reserves a private-coaching slot for 10 minutes. Asking again with the same hold token
 * returns the same hold (same expiry). Of many visitors asking for one slot at once the
 * database's exclusion constraint lets exactly one in; the others get "slot-taken" together
 * with the calendar's live bookings, read by the same statement.
 *
 * `limit` (the client address's hold allowance) is checked and, for a hold that was made,
 * counted in that statement too: a visitor who lost the race has blocked no time, so only
 * holds count against the address.
 */
export async function holdSlot(
  deps: BookingDeps,
  input: { name: string; email: string; start: Date; holdToken?: string },
  limit?: RateLimitWindow,
): Promise<HoldAttempt> {
  const now = deps.now();
  if (input.holdToken) {
    const existing = await findHold(deps, input.holdToken);
    if (existing) return existing;
  }
  if (!isOfferedStart(input.start, now, deps.calendar) || (await dayIsFull(deps, input.start, now))) return { ok: false, reason: "invalid-slot" };
  const end = new Date(input.start.getTime() + deps.calendar.sessionMinutes.coaching * 60_000);
  let made: typeof bookings.$inferInsert | undefined;
  // Its tokens cost a system call each: made only for a request that goes to the database.
  const row = () =>
    (made ??= {
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
    });
  const slot = { start: input.start, end };
  // The busy list sent back covers what the dialog shows, nothing later.
  const windowEnd = slotWindow(now, deps.calendar).end;
  for (let attempt = 0; ; attempt++) {
    // With a daily cap each hold of the day counts after the one before it: no batch, one transaction each.
    const outcome =
      deps.calendar.dailyCap > 0
        ? await withinDailyCap(deps, input.start, now, (tx) => insertHold({ db: tx }, row(), now, windowEnd, limit))
        : attempt === 0
          ? await insertOrJoin(deps, { slot, row, now, windowEnd, limit })
          : await insertHold(deps, row(), now, windowEnd, limit);
    if (outcome === DAY_FULL) return { ok: false, reason: "invalid-slot" };
    if (outcome.held) {
      metrics().holdsTaken.inc();
      return { ok: true, hold: toHold(row() as Booking) };
    }
    if (outcome.limited && limit) {
      metrics().rateLimitRefusals.inc({ form: "booking-hold" });
      return { ok: false, reason: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
    }
    // The same token raced itself: the other request made the hold.
    const raced = input.holdToken ? await findHold(deps, input.holdToken) : undefined;
    if (raced) return raced;
    // A slot settled by another request of the same batch comes with its busy list, the slot in it.
    if (outcome.taken) return { ok: false, reason: "slot-taken", busy: outcome.busy };
    if (outcome.busy.some((busy) => overlaps(busy, slot)) || attempt > 0) return { ok: false, reason: "slot-taken", busy: [...outcome.busy, slot] };
    // Refused, yet no live booking is in the way: a lapsed hold the job has not reached yet
    // (or one that committed after this statement's snapshot). Lapsed holds stop blocking
    // now; then one more try.
    await releaseLapsed(deps, now, slot);
  }
}

type InsertOutcome = Awaited<ReturnType<typeof insertHold>>;
type HoldTry = { slot: Interval; row: () => typeof bookings.$inferInsert; now: Date; windowEnd: Date; limit?: RateLimitWindow };

/**
 * Many visitors asking for the same slot at the same moment (a hot slot) are settled by
 * one statement instead of one each: the hold requests that arrive in the same turn of the
 * event loop form a batch (decision 021), and per slot the first of them goes to the
 * database, after the statement an earlier batch still has under way for that slot, if any.
 * A statement's outcome is the others' only when it settles the slot for everyone: a hold
 * was made, or the slot was already taken. When it was refused for its own sender (over
 * the address's allowance), the next one asks the database itself. The exclusion
 * constraint still decides every hold; this only spares statements whose answer is known.
 */
async function insertOrJoin(deps: Pick<BookingDeps, "db">, attempt: HoldTry): Promise<InsertOutcome> {
  const outcome = await holdBatch(deps.db)(attempt);
  if (outcome instanceof Error) throw outcome;
  return outcome;
}

const holdBatch = perHandle((db: BookingDeps["db"]) => {
  // Per slot, the statement still under way from an earlier batch (on PostgreSQL requests keep
  // arriving while it runs): a later batch for that slot waits for it before sending its own.
  const underWay = new Map<number, Promise<InsertOutcome | Error>>();

  async function send(attempt: HoldTry): Promise<InsertOutcome | Error> {
    const key = attempt.slot.start.getTime();
    const sent = insertHold({ db }, attempt.row(), attempt.now, attempt.windowEnd, attempt.limit).catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    );
    underWay.set(key, sent);
    const outcome = await sent;
    if (underWay.get(key) === sent) underWay.delete(key);
    return outcome;
  }

  // The others learn the slot as taken, sharing one busy list (their fresh slots are then worked out once).
  const settles = (outcome: InsertOutcome | Error | undefined, slot: Interval): InsertOutcome | undefined =>
    outcome && !(outcome instanceof Error) && (outcome.held || !outcome.limited)
      ? { held: false, limited: false, taken: true, busy: [...outcome.busy, slot] }
      : undefined;

  return batchByTurn(async (tries: HoldTry[]) => {
    const bySlot = new Map<number, number[]>();
    tries.forEach((attempt, index) => {
      const slot = attempt.slot.start.getTime();
      const indexes = bySlot.get(slot);
      if (indexes) indexes.push(index);
      else bySlot.set(slot, [index]);
    });
    const outcomes: (InsertOutcome | Error)[] = [];
    // Slots are independent; one slot's failure is only its own requests' (an error is not
    // retried by the batch, which would insert a hold that was already made a second time).
    await Promise.all(
      [...bySlot].map(async ([key, indexes]) => {
        const slot = tries[indexes[0]!]!.slot;
        let settled = settles(await underWay.get(key), slot);
        for (const index of indexes) {
          if (settled) outcomes[index] = settled;
          else {
            const outcome = await send(tries[index]!);
            outcomes[index] = outcome;
            settled = settles(outcome, slot);
          }
        }
      }),
    );
    return outcomes;
  });
});

/**
 * One statement: the address's allowance, the insert (ON CONFLICT DO NOTHING: the exclusion
 * constraint and the unique tokens decide, and a refused insert does not abort anything),
 * the count of a hold that was made, and the live bookings as they were when it started.
 */
async function insertHold(deps: { db: BookingDeps["db"] | Tx }, row: typeof bookings.$inferInsert, now: Date, windowEnd: Date, limit?: RateLimitWindow) {
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const key = limit?.key ?? "";
  const windowStart = at(limit?.windowStart ?? now);
  const allowance = limit?.limit ?? 2_147_483_647;
  const [first] = await rowsOf<{ held: number; hits: number; busy: [string, string, string][] | null }>(
    deps.db.execute(sql`
    WITH hits AS (
      SELECT ${rateLimitHits.count} AS n FROM ${rateLimitHits} WHERE ${rateLimitHits.key} = ${key} AND ${rateLimitHits.windowStart} = ${windowStart}
    ), held AS (
      INSERT INTO ${bookings} (id, kind, status, name, email, course_id, course_name, starts_at, ends_at, expires_at, hold_token, cancel_token, created_at, updated_at)
      SELECT ${row.id}, ${row.kind}, ${row.status}, ${row.name}, ${row.email}, ${row.courseId}, ${row.courseName}, ${at(row.startsAt)}, ${at(row.endsAt)},
        ${at(row.expiresAt!)}, ${row.holdToken}, ${row.cancelToken}, ${at(now)}, ${at(now)}
      WHERE coalesce((SELECT n FROM hits), 0) < ${allowance}
      ON CONFLICT DO NOTHING
      RETURNING id
    ), counted AS (
      INSERT INTO ${rateLimitHits} (key, window_start, count)
      SELECT ${key}, ${windowStart}, 1 FROM held WHERE ${key} <> ''
      ON CONFLICT (key, window_start) DO UPDATE SET count = ${rateLimitHits.count} + 1
    )
    SELECT (SELECT count(*) FROM held)::int AS held, coalesce((SELECT n FROM hits), 0)::int AS hits,
      (SELECT json_agg(json_build_array(starts_at, ends_at, kind)) FROM ${bookings}
        WHERE ${isLive} AND ends_at > ${at(now)} AND starts_at < ${at(windowEnd)} AND (expires_at IS NULL OR expires_at > ${at(now)})) AS busy`),
  );
  const held = Number(first?.held ?? 0) > 0;
  return {
    held,
    /** Known taken without looking at `busy` (a waiter whose leader settled the slot). */
    taken: false,
    limited: !held && limit !== undefined && Number(first?.hits ?? 0) >= limit.limit,
    busy: (first?.busy ?? []).map(([start, end, kind]): BusyInterval => ({ start: new Date(start), end: new Date(end), kind })),
  };
}

/**
 * With a daily cap (decision 030): whether the Copenhagen day of `start` already holds that many
 * live sessions. Checked before a hold or request is made; the dialog never offers such a day.
 */
export async function dayIsFull(deps: { db: BookingDeps["db"] | Tx; calendar: BookingDeps["calendar"] }, start: Date, now: Date): Promise<boolean> {
  const cap = deps.calendar.dailyCap;
  if (cap <= 0) return false;
  const day = new TZDate(start.getTime(), deps.calendar.timeZone);
  const from = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), deps.calendar.timeZone);
  const to = addDays(from, 1);
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...LIVE_STATUSES]),
        gte(bookings.startsAt, new Date(from.getTime())),
        lt(bookings.startsAt, new Date(to.getTime())),
        or(isNull(bookings.expiresAt), gt(bookings.expiresAt, now)),
      ),
    );
  return Number(row?.n ?? 0) >= cap;
}

export const DAY_FULL = Symbol("day-full");

/**
 * Holds and consultation requests for one Copenhagen day, one after the other while a daily cap
 * is set: each takes the day's lock in its transaction and counts the day after the one before
 * it committed, so requests arriving together on any instance cannot pass the cap together.
 */
export async function withinDailyCap<T>(
  deps: Pick<BookingDeps, "db" | "calendar">,
  start: Date,
  now: Date,
  work: (tx: Tx) => Promise<T>,
): Promise<T | typeof DAY_FULL> {
  return deps.db.transaction(async (tx) => ((await dayHasRoom(tx, deps.calendar, start, now)) ? work(tx) : DAY_FULL));
}

/** In a transaction: takes the day's lock, then whether the day of `start` is still under the daily cap. */
export async function dayHasRoom(tx: Tx, calendar: BookingDeps["calendar"], start: Date, now: Date): Promise<boolean> {
  await lockDay(tx, calendar.timeZone, start);
  return !(await dayIsFull({ db: tx, calendar }, start, now));
}

/** Serialises the transactions of one local day; released at commit or rollback. */
async function lockDay(tx: Tx, timeZone: string, start: Date) {
  const day = new TZDate(start.getTime(), timeZone);
  const name = `booking-day:${day.getFullYear()}-${day.getMonth() + 1}-${day.getDate()}`;
  const key = BigInt.asIntN(64, BigInt(`0x${createHash("sha256").update(name).digest("hex").slice(0, 16)}`)).toString();
  await tx.execute(sql`select pg_advisory_xact_lock(${key}::bigint)`);
}

/** The hold behind a token, for the dialog's countdown: live, "expired" once lapsed, or what became of it. */
export async function findHold(deps: BookingDeps, holdToken: string): Promise<HoldResult | undefined> {
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
export async function releaseLapsed(deps: Pick<BookingDeps, "db">, now: Date, within?: Interval): Promise<Booking[]> {
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
export async function openOrdersOfExpiredBookings(deps: Pick<BookingDeps, "db">) {
  return deps.db
    .select({ order: orders })
    .from(orders)
    .innerJoin(bookings, eq(bookings.id, orders.bookingId))
    .where(and(eq(orders.status, "pending"), eq(bookings.status, "expired")));
}
