import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, lt, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, calendarFeedTokens } from "~/db/schema";
import { takeRateLimit } from "~/modules/forms/rate-limit.server";
import { newToken } from "./holds.server";
import { inviteUid } from "./invite";
import { buildFeed, FEED_MAX_EVENTS, feedWindow, type FeedEvent } from "./feed";
import type { RecordChange } from "./record-change.server";
import { hashToken } from "./reschedule-link.server";

/** The feed's path; the token is the whole secret (it never reaches a log: requests are logged by route pattern). */
export const feedPath = (token: string) => `/calendar-feed/${token}`;

const kindName = (kind: string) => (kind === "consultation" ? "Free consultation" : "Private coaching");

/**
 * Every event the coach's feed shows in [from, to): confirmed bookings, and pending ones (a
 * checkout or payment link still open) as tentative. The lead adds block-outs here as one more
 * source (another query mapped to FeedEvent and concatenated), and the feed follows.
 */
export async function feedEvents(db: Database, from: Date, to: Date, ctx: { host: string; now: Date }): Promise<FeedEvent[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        // Block-outs are rows of bookings too (decision 030): the coach's calendar shows them as busy time.
        inArray(bookings.status, ["confirmed", "pending", "blocked"]),
        or(eq(bookings.status, "confirmed"), isNull(bookings.expiresAt), gt(bookings.expiresAt, ctx.now)),
        gt(bookings.endsAt, from),
        lt(bookings.startsAt, to),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(FEED_MAX_EVENTS);
  return rows.map((b) =>
    b.status === "blocked"
      ? {
          uid: inviteUid(b.id, ctx.host),
          start: b.startsAt,
          end: b.endsAt,
          summary: b.name ? `Blocked: ${b.name}` : "Blocked",
          status: "confirmed",
          sequence: b.sequence,
        }
      : {
          uid: inviteUid(b.id, ctx.host),
          start: b.startsAt,
          end: b.endsAt,
          summary: `${b.name}: ${kindName(b.kind)}${b.status === "pending" ? " (awaiting payment)" : ""}`,
          status: b.status === "confirmed" ? "confirmed" : "tentative",
          sequence: b.sequence,
          description: `${b.email}`,
        },
  );
}

/** Whether a feed URL is live, and since when (the URL itself is shown only once). */
export async function feedStatus(db: Database) {
  const [live] = await db.select({ createdAt: calendarFeedTokens.createdAt }).from(calendarFeedTokens).where(isNull(calendarFeedTokens.revokedAt));
  return live ? { createdAt: live.createdAt } : null;
}

/** A new feed token (the old one stops working): returned once, kept only as its hash. */
export async function createFeedToken(db: Database, by: { id: string; record: RecordChange }, now = new Date()): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.update(calendarFeedTokens).set({ revokedAt: now }).where(isNull(calendarFeedTokens.revokedAt));
    await tx.insert(calendarFeedTokens).values({ id: randomUUID(), tokenHash: hashToken(token), createdBy: by.id, createdAt: now });
    await by.record(tx, {
      action: "calendar-feed.created",
      subjectType: "calendar-feed",
      subjectId: "coach",
      summary: "Made a new calendar feed URL (the old one stopped working).",
    });
  });
  return token;
}

/** The feed URL stops working. */
export async function revokeFeedToken(db: Database, record: RecordChange, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(calendarFeedTokens)
      .set({ revokedAt: now })
      .where(isNull(calendarFeedTokens.revokedAt))
      .returning({ id: calendarFeedTokens.id });
    if (revoked.length)
      await record(tx, { action: "calendar-feed.revoked", subjectType: "calendar-feed", subjectId: "coach", summary: "Turned the calendar feed URL off." });
    return revoked.length > 0;
  });
}

export type FeedAnswer = { ok: true; ics: string } | { ok: false; status: 404 | 429; retryAfterSeconds?: number };

/** The feed behind a token: 404 for an unknown or revoked one, 429 past the token's hourly allowance. */
export async function feedForToken(db: Database, token: string, ctx: { host: string; businessName: string; now: Date }): Promise<FeedAnswer> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { ok: false, status: 404 };
  const hash = hashToken(token);
  const [live] = await db
    .select({ id: calendarFeedTokens.id })
    .from(calendarFeedTokens)
    .where(and(eq(calendarFeedTokens.tokenHash, hash), isNull(calendarFeedTokens.revokedAt)));
  if (!live) return { ok: false, status: 404 };
  const limit = await takeRateLimit(db, "calendar-feed", `feed:${hash.slice(0, 16)}`, ctx.now);
  if (!limit.allowed) return { ok: false, status: 429, retryAfterSeconds: limit.retryAfterSeconds };
  const { from, to } = feedWindow(ctx.now);
  return { ok: true, ics: buildFeed(await feedEvents(db, from, to, ctx), ctx) };
}
