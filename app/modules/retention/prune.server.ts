import { and, eq, inArray, isNotNull, isNull, lt, notExists, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, cartItems, orders, outbox, session, verification } from "~/db/schema";

/**
 * How long rows that only grow are kept (decision 026). What accounts and bookkeeping need
 * (orders, payment events, confirmed and cancelled bookings, the coach's correspondence,
 * mail not yet delivered or kept for the admin) is never pruned here.
 */
export const RETENTION = {
  /** A signed-in cart whose newest line is this old goes (guest carts: 30 days, GUEST_CART_DAYS). */
  signedInCartDays: 180,
  /** A booking hold that lapsed without payment, kept this long after its expiry and then deleted. */
  expiredHoldDays: 30,
  /** Password-reset and e-mail verification tokens, this long past their expiry. */
  verificationDays: 1,
  /** Signed-in devices whose session expired this long ago. */
  sessionDays: 1,
  /** Delivered mail, this long after it was sent (its record stays: the application, message or order). */
  sentMailDays: 30,
} as const;

/** At most this many rows per kind and run: a run stays short, the next one (an hour later) goes on. */
export const PRUNE_BATCH = 5_000;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** Signed-in carts untouched for RETENTION.signedInCartDays: every line of such a cart. */
export async function pruneIdleSignedInCarts(db: Database, now: Date): Promise<number> {
  const idle = db
    .select({ userId: cartItems.userId })
    .from(cartItems)
    .where(isNotNull(cartItems.userId))
    .groupBy(cartItems.userId)
    .having(lt(sql`max(${cartItems.updatedAt})`, daysBefore(now, RETENTION.signedInCartDays)))
    .limit(PRUNE_BATCH);
  const removed = await db.delete(cartItems).where(inArray(cartItems.userId, idle)).returning({ id: cartItems.id });
  return removed.length;
}

/**
 * Holds that lapsed (status "expired") more than RETENTION.expiredHoldDays ago and that no
 * order names: a hold whose checkout was opened stays with its order for the books.
 */
export async function pruneExpiredHolds(db: Database, now: Date): Promise<number> {
  const old = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "expired"),
        lt(bookings.expiresAt, daysBefore(now, RETENTION.expiredHoldDays)),
        isNull(bookings.orderId),
        notExists(db.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, bookings.id))),
      ),
    )
    .limit(PRUNE_BATCH);
  const removed = await db.delete(bookings).where(inArray(bookings.id, old)).returning({ id: bookings.id });
  return removed.length;
}

/** better-auth's verification tokens (password reset, e-mail verification) past their expiry. */
export async function pruneSpentTokens(db: Database, now: Date): Promise<number> {
  const old = db
    .select({ id: verification.id })
    .from(verification)
    .where(lt(verification.expiresAt, daysBefore(now, RETENTION.verificationDays)))
    .limit(PRUNE_BATCH);
  const removed = await db.delete(verification).where(inArray(verification.id, old)).returning({ id: verification.id });
  return removed.length;
}

/** Sessions (signed-in devices) that expired: they can no longer sign anybody in. */
export async function pruneExpiredSessions(db: Database, now: Date): Promise<number> {
  const old = db
    .select({ id: session.id })
    .from(session)
    .where(lt(session.expiresAt, daysBefore(now, RETENTION.sessionDays)))
    .limit(PRUNE_BATCH);
  const removed = await db.delete(session).where(inArray(session.id, old)).returning({ id: session.id });
  return removed.length;
}

/** Mail the server accepted more than RETENTION.sentMailDays ago. Pending, failed and local mail stays. */
export async function pruneSentMail(db: Database, now: Date): Promise<number> {
  const old = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "sent"), lt(outbox.sentAt, daysBefore(now, RETENTION.sentMailDays))))
    .limit(PRUNE_BATCH);
  const removed = await db.delete(outbox).where(inArray(outbox.id, old)).returning({ id: outbox.id });
  return removed.length;
}

export interface Pruned {
  signedInCartLines: number;
  expiredHolds: number;
  tokens: number;
  sessions: number;
  sentMail: number;
}

/** Every rule above, one after another (the periodic job, hourly). */
export async function pruneExpired(db: Database, now: Date): Promise<Pruned> {
  return {
    signedInCartLines: await pruneIdleSignedInCarts(db, now),
    expiredHolds: await pruneExpiredHolds(db, now),
    tokens: await pruneSpentTokens(db, now),
    sessions: await pruneExpiredSessions(db, now),
    sentMail: await pruneSentMail(db, now),
  };
}
