import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outbox } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import type { MailDraft } from "./draft";
import { metrics } from "~/lib/metrics.server";

export type OutboxRow = typeof outbox.$inferSelect;
/** A database or an open transaction: mail is written in the caller's transaction. */
export type Writer = Pick<Database, "insert">;

/** After this many failed attempts a mail is marked "failed" and left for the admin to see. */
export const MAX_ATTEMPTS = 8;
const MAX_BACKOFF_MS = 6 * 3_600_000;
/** How long a worker may hold a row before another instance may try it. */
export const CLAIM_MS = 2 * 60_000;

/**
 * Writes the drafts to the outbox. With SMTP they wait for the worker ("pending");
 * without it they stay here ("local"), which a log line says without naming anyone.
 */
export async function enqueueMail(writer: Writer, drafts: MailDraft[], mode: "smtp" | "local"): Promise<string[]> {
  if (drafts.length === 0) return [];
  // The worker compares due times with the app's clock (millisecond precision); the
  // database's now() has microseconds and could put a fresh mail a fraction in the future.
  const now = new Date();
  const rows = drafts.map((draft) => ({
    id: randomUUID(),
    kind: draft.kind,
    to: draft.to,
    replyTo: draft.replyTo ?? null,
    subject: draft.subject,
    text: draft.text,
    html: draft.html,
    headers: draft.headers ?? {},
    attachments: draft.attachments ?? [],
    status: mode === "smtp" ? "pending" : "local",
    nextAttemptAt: now,
    createdAt: now,
  }));
  await writer.insert(outbox).values(rows);
  if (mode === "local") {
    for (const row of rows) logger.info({ outboxId: row.id, kind: row.kind }, "mail kept in the outbox: SMTP_URL is not set");
  }
  return rows.map((row) => row.id);
}

/** Waits base, 2×base, 4×base … between attempts, at most six hours. */
export function retryDelayMs(attempts: number, baseMs: number) {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

export type SendMail = (row: OutboxRow) => Promise<void>;

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/** How many mails one worker sends at once (docs/rules.md, "Mail"): a burst leaves within a minute. */
export const MAIL_CONCURRENCY = 4;
/** A send that has not finished after this long counts as failed and is retried later: a hanging server holds only its own attempt. */
export const SEND_TIMEOUT_MS = 45_000;

/** `send`, given up after `ms`: a mail server that stops answering cannot hold a lane for longer. */
async function sendWithin(send: SendMail, row: OutboxRow, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer from the mail server within ${ms} ms`), { code: "ETIMEDOUT" })), ms);
  });
  try {
    await Promise.race([send(row), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Claims due mail one row at a time (skipping rows another instance holds), sends it, and
 * records the outcome only while it still holds that row's lease: sent, or a retry later with
 * backoff, or failed after MAX_ATTEMPTS. One row per lease, and a lease (2 minutes) longer
 * than one send may take (SEND_TIMEOUT_MS), so a slow batch is never sent again by another
 * instance (docs/rules.md, "Mail"). MAIL_CONCURRENCY lanes claim and send side by side.
 */
export async function deliverDueMail(
  db: Database,
  send: SendMail,
  options: { retryBaseMs: number; now?: Date; batchSize?: number; leaseMs?: number; concurrency?: number; sendTimeoutMs?: number },
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const leaseMs = options.leaseMs ?? CLAIM_MS;
  const sendTimeoutMs = Math.min(options.sendTimeoutMs ?? SEND_TIMEOUT_MS, leaseMs / 2);
  let taken = 0;
  const lane = async () => {
    while (taken < (options.batchSize ?? 100)) {
      taken++;
      const now = options.now ?? new Date();
      const row = await claimOne(db, now, leaseMs);
      if (!row) return;
      await deliverOne(db, send, row, now, options.retryBaseMs, sendTimeoutMs, report);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? MAIL_CONCURRENCY }, lane));
  return report;
}

async function deliverOne(db: Database, send: SendMail, row: OutboxRow, now: Date, retryBaseMs: number, sendTimeoutMs: number, report: DeliveryReport) {
  const lease = row.lockedUntil!;
  const mine = and(eq(outbox.id, row.id), eq(outbox.lockedUntil, lease));
  const attempts = row.attempts + 1;
  try {
    await sendWithin(send, row, sendTimeoutMs);
    const [marked] = await db
      .update(outbox)
      .set({ status: "sent", attempts, sentAt: new Date(), lockedUntil: null, lastError: null })
      .where(mine)
      .returning({ id: outbox.id });
    if (!marked) logger.warn({ outboxId: row.id, kind: row.kind }, "mail sent after its lease ran out; another worker may have it");
    report.sent++;
    metrics().mailSent.inc();
  } catch (error) {
    const gaveUp = attempts >= MAX_ATTEMPTS;
    const code = (error as { responseCode?: number; code?: string }).responseCode ?? (error as { code?: string }).code ?? "error";
    await db
      .update(outbox)
      .set({
        status: gaveUp ? "failed" : "pending",
        attempts,
        lockedUntil: null,
        lastError: String((error as Error).message ?? error).slice(0, 1000),
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, retryBaseMs)),
      })
      .where(mine);
    logger.warn(
      { outboxId: row.id, kind: row.kind, attempts, code: String(code) },
      gaveUp ? "mail delivery failed; giving up" : "mail delivery failed; will retry",
    );
    metrics().mailFailed.inc({ outcome: gaveUp ? "gave-up" : "will-retry" });
    if (gaveUp) report.failed++;
    else report.retrying++;
  }
}

/** The oldest due row no other worker holds, leased to this one. */
async function claimOne(db: Database, now: Date, leaseMs: number): Promise<OutboxRow | undefined> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now), or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now))))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await db
    .update(outbox)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(inArray(outbox.id, due))
    .returning();
  return claimed;
}
