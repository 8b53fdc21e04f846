import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outbox } from "~/db/schema";
import { decodeCursor, encodeCursor, searchPrefix } from "~/modules/accounts/roles.server";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import type { OutboxFilter } from "./filters";
import { redactLinks } from "./redact";

export const OUTBOX_PAGE_SIZE = 50;

export function outboxWhere(filter: OutboxFilter) {
  const prefix = searchPrefix(filter.q);
  return and(filter.status === "all" ? undefined : eq(outbox.status, filter.status), prefix ? sql`lower(${outbox.to}) like ${prefix}` : undefined);
}

/** What the outbox page shows of a mail: never the body or the attachments (decision 034). */
const columns = {
  id: outbox.id,
  kind: outbox.kind,
  to: outbox.to,
  subject: outbox.subject,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  nextAttemptAt: outbox.nextAttemptAt,
  lockedUntil: outbox.lockedUntil,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
  cursorAt: sql<string>`${outbox.createdAt}::text`,
};

type Row = { subject: string; lastError: string | null };
const redacted = <T extends Row>(row: T): T => ({ ...row, subject: redactLinks(row.subject), lastError: row.lastError ? redactLinks(row.lastError) : null });

/** Newest first, by keyset (created_at, id). */
export async function listOutbox(db: Database, filter: OutboxFilter, input: { after?: string | null; limit?: number } = {}) {
  const limit = input.limit ?? OUTBOX_PAGE_SIZE;
  const cursor = decodeCursor(input.after);
  const rows = await db
    .select(columns)
    .from(outbox)
    .where(and(outboxWhere(filter), cursor ? sql`(${outbox.createdAt}, ${outbox.id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    mails: page.map(({ cursorAt: _, ...row }) => redacted(row)),
    next: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

/** Oldest first from a cursor (the CSV export); the same redacted columns as the page. */
export async function outboxForExport(db: Database, filter: OutboxFilter, after: { at: string; id: string } | null, limit: number) {
  const rows = await db
    .select(columns)
    .from(outbox)
    .where(and(outboxWhere(filter), after ? sql`(${outbox.createdAt}, ${outbox.id}) > (${after.at}::timestamptz, ${after.id})` : undefined))
    .orderBy(outbox.createdAt, outbox.id)
    .limit(limit);
  return rows.map(redacted);
}

export type RetryOutcome = "due-now" | "not-retryable" | "sending";

/**
 * "Retry now": a waiting or failed mail becomes due at once, and the worker (kicked by the
 * caller) delivers it. Only a row no worker holds is touched, so a send in progress is never
 * doubled; two clicks at once both leave one due row, which the worker's lease sends once. A
 * failed mail gets one more attempt (it fails again at once if that one fails too).
 */
export async function retryNow(db: Database, actor: AuditActor, mailId: string, now = new Date()): Promise<RetryOutcome> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(outbox)
      .set({ status: "pending", nextAttemptAt: now })
      .where(and(eq(outbox.id, mailId), inArray(outbox.status, ["pending", "failed"]), or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now))))
      .returning({ kind: outbox.kind, attempts: outbox.attempts });
    if (!changed) {
      const [row] = await tx.select({ status: outbox.status, lockedUntil: outbox.lockedUntil }).from(outbox).where(eq(outbox.id, mailId));
      return row && row.status === "pending" ? "sending" : "not-retryable";
    }
    await recordAudit(tx, actor, {
      action: "mail.retried",
      subjectType: "mail",
      subjectId: mailId,
      summary: `Asked for a ${changed.kind} e-mail to be delivered now (after ${changed.attempts} attempts)`,
    });
    return "due-now";
  });
}

/** For Today: mail that gave up. */
export async function failedMailCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(eq(outbox.status, "failed"));
  return Number(row?.n ?? 0);
}
