import { randomUUID } from "node:crypto";
import { and, count, desc, inArray, lte, min, eq } from "drizzle-orm";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { backupRuns, outbox, podFulfilments } from "~/db/schema";
import { appliedMigrations, codeMigrations, migrationsUpToDate } from "~/db/migrate.server";
import { metrics } from "~/lib/metrics.server";
import type { FileStorage } from "~/modules/storage/storage.server";

/**
 * A queue is stuck when work that was due this long ago is still waiting: the worker that
 * should have taken it is not running (decision 027). Failed deliveries that wait for their
 * next try are not stuck; they show in the metrics.
 */
export const QUEUE_STALL_MS = 15 * 60_000;

/** Each check answers within this time, or counts as failed: a hanging database makes /readyz answer 503, not hang. */
export const CHECK_TIMEOUT_MS = 3_000;

export interface QueueState {
  pending: number;
  failed: number;
  /** Age of the oldest waiting item, seconds (0 when none). */
  oldestPendingSeconds: number;
  /** Due for longer than QUEUE_STALL_MS and still waiting. */
  stalled: boolean;
}

export interface ReadinessReport {
  ready: boolean;
  database: { ok: boolean };
  migrations: { ok: boolean; applied?: number; known: number };
  storage: { ok: boolean };
  mail?: QueueState;
  printOnDemand?: QueueState & { active: boolean };
  backup?: { configured: true; lastGoodAt: string | null; ageSeconds: number | null; fresh: boolean };
}

export interface ReadinessDeps {
  handle: DatabaseHandle | undefined;
  storage: FileStorage;
  now?: Date;
  /** Print-on-demand orders move only while GELATO_API_KEY is set; without it they wait for the coach. */
  printOnDemandActive: boolean;
  /** BACKUP_EVERY in milliseconds, when scheduled backups are configured. */
  backupEveryMs?: number;
}

function withTimeout<T>(work: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function settle<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await withTimeout(work());
  } catch {
    return undefined;
  }
}

/** The mail outbox: what waits, what gave up, and whether due mail is being taken. */
export async function mailQueueState(db: Database, now: Date): Promise<QueueState> {
  const [waiting] = await db
    .select({ pending: count(), oldest: min(outbox.createdAt) })
    .from(outbox)
    .where(eq(outbox.status, "pending"));
  const [failed] = await db.select({ failed: count() }).from(outbox).where(eq(outbox.status, "failed"));
  const [stalled] = await db
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, new Date(now.getTime() - QUEUE_STALL_MS))));
  return queueState(waiting?.pending ?? 0, failed?.failed ?? 0, waiting?.oldest ?? null, (stalled?.n ?? 0) > 0, now);
}

const POD_WAITING = ["waiting", "submitting"];

export async function printOnDemandQueueState(db: Database, now: Date, active: boolean): Promise<QueueState & { active: boolean }> {
  const [waiting] = await db
    .select({ pending: count(), oldest: min(podFulfilments.createdAt) })
    .from(podFulfilments)
    .where(inArray(podFulfilments.status, POD_WAITING));
  const [failed] = await db.select({ failed: count() }).from(podFulfilments).where(eq(podFulfilments.status, "failed"));
  const [stalled] = active
    ? await db
        .select({ n: count() })
        .from(podFulfilments)
        .where(and(inArray(podFulfilments.status, POD_WAITING), lte(podFulfilments.nextAttemptAt, new Date(now.getTime() - QUEUE_STALL_MS))))
    : [{ n: 0 }];
  return { ...queueState(waiting?.pending ?? 0, failed?.failed ?? 0, waiting?.oldest ?? null, (stalled?.n ?? 0) > 0, now), active };
}

function queueState(pending: number, failed: number, oldest: Date | null, stalled: boolean, now: Date): QueueState {
  const oldestPendingSeconds = oldest ? Math.max(0, Math.round((now.getTime() - new Date(oldest).getTime()) / 1000)) : 0;
  return { pending: Number(pending), failed: Number(failed), oldestPendingSeconds, stalled };
}

/** When the last good backup finished, or null. */
export async function lastGoodBackupAt(db: Database): Promise<Date | null> {
  const [row] = await db.select({ finishedAt: backupRuns.finishedAt }).from(backupRuns).orderBy(desc(backupRuns.finishedAt)).limit(1);
  return row?.finishedAt ?? null;
}

/** How long the storage probe's answer stands: a flood of /readyz calls writes nothing (with S3, a PUT and a DELETE each). */
export const STORAGE_PROBE_MS = 30_000;

const probes = new WeakMap<FileStorage, { at: number; result: Promise<boolean | undefined> }>();

/** Storage takes a write and gives it back: a small probe file, written and deleted, at most once per STORAGE_PROBE_MS. */
function storageWritable(storage: FileStorage, clock = Date.now): Promise<boolean | undefined> {
  const known = probes.get(storage);
  if (known && clock() - known.at < STORAGE_PROBE_MS) return known.result;
  const result = settle(async () => {
    const key = `readiness-probes/${randomUUID()}.txt`;
    await storage.put(key, new TextEncoder().encode("ok"), "text/plain");
    await storage.delete(key);
    return true;
  });
  probes.set(storage, { at: clock(), result });
  return result;
}

/**
 * Whether this instance should get traffic (GET /readyz, decision 027): the database answers,
 * every migration of the code is applied, storage is writable, and no queue is stuck. The
 * queues' and the last backup's figures come with it; a stale backup is reported, not a
 * reason to stop serving.
 */
export async function readiness(deps: ReadinessDeps): Promise<ReadinessReport> {
  const now = deps.now ?? new Date();
  const handle = deps.handle;
  const known = codeMigrations().length;
  const databaseOk = handle ? Boolean(await settle(async () => (await handle.ping(), true))) : false;
  const db = databaseOk ? handle!.db : undefined;
  const [applied, storageOk, mail, printOnDemand, lastBackup] = await Promise.all([
    db ? settle(() => appliedMigrations((text) => db.execute(text) as unknown as Promise<{ rows: unknown[] }>)) : undefined,
    storageWritable(deps.storage),
    db ? settle(() => mailQueueState(db, now)) : undefined,
    db ? settle(() => printOnDemandQueueState(db, now, deps.printOnDemandActive)) : undefined,
    db && deps.backupEveryMs ? settle(() => lastGoodBackupAt(db)) : undefined,
  ]);
  const migrationsOk = applied !== undefined && migrationsUpToDate(applied);
  const report: ReadinessReport = {
    ready: false,
    database: { ok: databaseOk },
    migrations: { ok: migrationsOk, ...(applied ? { applied: applied.count } : {}), known },
    storage: { ok: storageOk === true },
    ...(mail ? { mail } : {}),
    ...(printOnDemand ? { printOnDemand } : {}),
  };
  if (deps.backupEveryMs) {
    const at = lastBackup ?? null;
    const ageSeconds = at ? Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000)) : null;
    report.backup = {
      configured: true,
      lastGoodAt: at?.toISOString() ?? null,
      ageSeconds,
      fresh: ageSeconds !== null && ageSeconds * 1000 <= 2 * deps.backupEveryMs,
    };
  }
  report.ready = databaseOk && migrationsOk && report.storage.ok && mail !== undefined && !mail.stalled && !(printOnDemand?.stalled ?? true);
  const gauges = metrics();
  gauges.ready.set(report.ready ? 1 : 0);
  return report;
}

/** Refreshes the gauges that are read from the database at scrape time (queues, last backup). */
export async function refreshQueueGauges(db: Database | undefined, printOnDemandActive: boolean, now = new Date()) {
  if (!db) return;
  const gauges = metrics();
  const [mail, pod, lastBackup] = await Promise.all([
    settle(() => mailQueueState(db, now)),
    settle(() => printOnDemandQueueState(db, now, printOnDemandActive)),
    settle(() => lastGoodBackupAt(db)),
  ]);
  if (mail) {
    gauges.mailPending.set(mail.pending);
    gauges.mailFailedStored.set(mail.failed);
    gauges.mailOldestPendingAge.set(mail.oldestPendingSeconds);
  }
  if (pod) {
    gauges.podPending.set(pod.pending);
    gauges.podFailed.set(pod.failed);
    gauges.podOldestPendingAge.set(pod.oldestPendingSeconds);
  }
  if (lastBackup !== undefined) gauges.backupLastSuccess.set(lastBackup ? lastBackup.getTime() / 1000 : 0);
}
