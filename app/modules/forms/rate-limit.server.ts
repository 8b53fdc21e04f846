import { and, eq, lt, sql } from "drizzle-orm";
import { rowsOf, type Database } from "~/db/client.server";
import { rateLimitHits } from "~/db/schema";
import { rateLimitSubject } from "./client-ip.server";
import { metrics } from "~/lib/metrics.server";

/**
 * Submissions allowed per client address per window, for each form (and each booking
 * request that takes calendar time). Counted only for submissions that passed validation:
 * they are what costs storage, sends e-mail or blocks a slot.
 */
export const RATE_LIMITS = {
  "voice-elevated-application": { limit: 5, windowSeconds: 3600 },
  "celebrity-application": { limit: 5, windowSeconds: 3600 },
  contact: { limit: 10, windowSeconds: 3600 },
  newsletter: { limit: 10, windowSeconds: 3600 },
  story: { limit: 5, windowSeconds: 3600 },
  "newsletter-confirm": { limit: 60, windowSeconds: 3600 },
  // Each hold blocks a paid hour for up to 10 minutes: one address must not empty the calendar.
  // Only holds that were made count (booking/holds.server.ts): a lost race blocks no time.
  "booking-hold": { limit: 10, windowSeconds: 3600 },
  // Each consultation request holds a free half hour until it is confirmed and mails a link to
  // the address typed: a few a day per address (booking/bookings.server.ts requestConsultation).
  consultation: { limit: 3, windowSeconds: 86_400 },
  // Password and second-factor checks: taken before the check, given back when it succeeds
  // (accounts/attempts.server.ts), so parallel guesses cannot slip past and people signing in
  // are never locked out by their own success. Per client address, and per account (the
  // e-mail tried, hashed) so that many addresses cannot guess one password together.
  "sign-in": { limit: 20, windowSeconds: 900 },
  "sign-in-account": { limit: 10, windowSeconds: 900 },
  "sign-up": { limit: 40, windowSeconds: 3600 },
  // The "someone tried to sign up with your address" mail, per address (hashed).
  "sign-up-existing": { limit: 2, windowSeconds: 3600 },
  // Reset requests and verification resends: each one sends an e-mail.
  "password-reset": { limit: 10, windowSeconds: 3600 },
  // The account page's own changes (issue 24): a new name, and asking to change the e-mail
  // address (each request mails the new address a link). Password changes count as password checks.
  "account-name": { limit: 20, windowSeconds: 3600 },
  "email-change": { limit: 5, windowSeconds: 3600 },
  // Every checkout opened (a course, the cart, a booking): each costs a call to the payment
  // provider, and many of them from one address is how stolen cards are tried out.
  checkout: { limit: 30, windowSeconds: 3600 },
  // The coach's calendar feed, per feed token (calendar services poll from many addresses): a
  // calendar app asks every few minutes at most; more is a leaked URL being hammered.
  "calendar-feed": { limit: 120, windowSeconds: 3600 },
} as const;

export type RateLimitedForm = keyof typeof RATE_LIMITS;

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

export type RateLimitWindow = ReturnType<typeof rateLimitWindow>;

/** The fixed window a request falls in: its counter's key and start, the limit, and when it ends. */
export function rateLimitWindow(form: RateLimitedForm, clientIp: string, now = new Date()) {
  const { limit, windowSeconds } = RATE_LIMITS[form];
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  return {
    key: `${form}:${rateLimitSubject(clientIp)}`,
    windowStart,
    limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000)),
  };
}

/**
 * Counts one submission in the current window and says whether it is within the limit.
 * IPv4 clients count by address, IPv6 clients by their /64 (see rateLimitSubject).
 *
 * A sliding window, estimated from two fixed ones: the previous window's count weighs as much
 * as the part of it still inside the last `windowSeconds`. A burst across a window's edge (60
 * wrong passwords at 09:59:59 and 10:00:00) therefore meets the limit once, not twice.
 */
export async function takeRateLimit(db: Database, form: RateLimitedForm, clientIp: string, now = new Date()): Promise<RateLimitDecision> {
  const { key, windowStart, limit, retryAfterSeconds } = rateLimitWindow(form, clientIp, now);
  const windowMs = RATE_LIMITS[form].windowSeconds * 1000;
  // One statement: count this submission in the current window and read the previous one's count.
  const [row] = await rowsOf<{ count: number; previous: number | null }>(
    db.execute(sql`
      WITH hit AS (
        INSERT INTO ${rateLimitHits} (key, window_start, count) VALUES (${key}, ${windowStart.toISOString()}::timestamptz, 1)
        ON CONFLICT (key, window_start) DO UPDATE SET count = ${rateLimitHits.count} + 1
        RETURNING count
      )
      SELECT hit.count, (SELECT p.count FROM ${rateLimitHits} p WHERE p.key = ${key} AND p.window_start = ${new Date(windowStart.getTime() - windowMs).toISOString()}::timestamptz) AS previous
      FROM hit
    `),
  );
  const count = Number(row?.count ?? 1);
  const stillInside = 1 - (now.getTime() - windowStart.getTime()) / windowMs;
  const estimate = count + Number(row?.previous ?? 0) * stillInside;
  // A new window is a good moment to forget old ones; now and then is enough.
  if (count === 1 && Math.random() < 0.05) await pruneRateLimits(db, new Date(now.getTime() - 2 * 86_400_000));
  if (estimate > limit) metrics().rateLimitRefusals.inc({ form });
  return { allowed: estimate <= limit, retryAfterSeconds };
}

/** Whether the window is already full, without counting this request (see "sign-in"). */
export async function peekRateLimit(db: Database, form: RateLimitedForm, clientIp: string, now = new Date()): Promise<RateLimitDecision> {
  const { key, windowStart, limit, retryAfterSeconds } = rateLimitWindow(form, clientIp, now);
  const [row] = await db
    .select({ count: rateLimitHits.count })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, windowStart)));
  return { allowed: (row?.count ?? 0) < limit, retryAfterSeconds };
}

/**
 * Gives back one submission taken with takeRateLimit at `now` (the same window): an attempt
 * that succeeded, or one refused by another limit before it was made.
 */
export async function giveBackRateLimit(db: Database, form: RateLimitedForm, clientIp: string, now: Date) {
  const { key, windowStart } = rateLimitWindow(form, clientIp, now);
  await db
    .update(rateLimitHits)
    .set({ count: sql`${rateLimitHits.count} - 1` })
    .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, windowStart), sql`${rateLimitHits.count} > 0`));
}

export async function pruneRateLimits(db: Database, before: Date) {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, before));
}
