import { and, desc, eq, like, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterSubscribers, outbox } from "~/db/schema";
import { decodeCursor, encodeCursor, searchPrefix } from "~/modules/accounts/roles.server";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import type { SubscriberFilter } from "./filters";

export const SUBSCRIBERS_PAGE_SIZE = 50;

/** The filter as SQL: a status, and addresses starting with what was typed (lower-case, like the column). */
export function subscriberWhere(filter: SubscriberFilter) {
  const prefix = searchPrefix(filter.q);
  return and(
    filter.status === "all" ? undefined : eq(newsletterSubscribers.status, filter.status),
    prefix ? sql`lower(${newsletterSubscribers.email}) like ${prefix}` : undefined,
  );
}

const columns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
  createdAt: newsletterSubscribers.createdAt,
  cursorAt: sql<string>`${newsletterSubscribers.createdAt}::text`,
};

/** Newest first, by keyset (created_at, id); never the tokens. */
export async function listSubscribers(db: Database, filter: SubscriberFilter, input: { after?: string | null; limit?: number } = {}) {
  const limit = input.limit ?? SUBSCRIBERS_PAGE_SIZE;
  const cursor = decodeCursor(input.after);
  const rows = await db
    .select(columns)
    .from(newsletterSubscribers)
    .where(
      and(
        subscriberWhere(filter),
        cursor ? sql`(${newsletterSubscribers.createdAt}, ${newsletterSubscribers.id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined,
      ),
    )
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    subscribers: page.map(({ cursorAt: _, ...row }) => row),
    next: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

/** Oldest first from a cursor (the CSV export). */
export function subscribersForExport(db: Database, filter: SubscriberFilter, after: { at: string; id: string } | null, limit: number) {
  return db
    .select(columns)
    .from(newsletterSubscribers)
    .where(
      and(
        subscriberWhere(filter),
        after ? sql`(${newsletterSubscribers.createdAt}, ${newsletterSubscribers.id}) > (${after.at}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(newsletterSubscribers.createdAt, newsletterSubscribers.id)
    .limit(limit);
}

/**
 * Removes a subscriber on their request (decision 034): the row goes, as an account goes on
 * "delete my data", with the newsletter e-mails still in the outbox for that address (they
 * hold the address and its confirmation link). The audit line names the row's id and its
 * state, not the address: the log is kept, the person is not.
 */
export async function removeSubscriber(db: Database, actor: AuditActor, subscriberId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, subscriberId))
      .returning({ email: newsletterSubscribers.email, status: newsletterSubscribers.status });
    if (!removed) return false;
    await tx.delete(outbox).where(and(sql`lower(${outbox.to}) = ${removed.email.toLowerCase()}`, like(outbox.kind, "newsletter.%")));
    await recordAudit(tx, actor, {
      action: "subscriber.removed",
      subjectType: "subscriber",
      subjectId: subscriberId,
      summary: `Removed a newsletter subscriber (${removed.status}) on request`,
      details: { status: removed.status },
    });
    return true;
  });
}

/** For a person's page: their newsletter state, or null when the address never subscribed. */
export async function subscriberState(db: Database, email: string) {
  const [row] = await db
    .select({
      status: newsletterSubscribers.status,
      confirmedAt: newsletterSubscribers.confirmedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}
