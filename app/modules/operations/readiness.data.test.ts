import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { backupRuns, outbox } from "~/db/schema";
import { metrics } from "~/lib/metrics.server";
import { createLocalStorage } from "~/modules/storage/local-storage.server";
import type { FileStorage } from "~/modules/storage/storage.server";
import { QUEUE_STALL_MS, readiness, refreshQueueGauges, STORAGE_PROBE_MS } from "./readiness.server";

let handle: DatabaseHandle;
let storage: FileStorage;
const now = new Date("2026-11-25T12:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  storage = createLocalStorage(path.join(mkdtempSync(path.join(tmpdir(), "vocal-ready-")), "files"));
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(outbox);
  await handle.db.delete(backupRuns);
});

const mail = (id: string, createdAt: Date, nextAttemptAt: Date, status = "pending") => ({
  id,
  kind: "test.mail",
  to: "x@example.dk",
  subject: "s",
  text: "t",
  html: "<p>t</p>",
  status,
  createdAt,
  nextAttemptAt,
});

describe("/readyz's checks", () => {
  it("is ready on a migrated database with writable storage and empty queues", async () => {
    const report = await readiness({ handle, storage, now, printOnDemandActive: false });
    expect(report).toMatchObject({ ready: true, database: { ok: true }, migrations: { ok: true }, storage: { ok: true } });
    expect(report.migrations.applied).toBe(report.migrations.known);
    expect(report.mail).toEqual({ pending: 0, failed: 0, oldestPendingSeconds: 0, stalled: false });
    expect(report.backup).toBeUndefined();
  });

  it("reports the oldest waiting mail, and is not ready once due mail has waited past the stall time", async () => {
    const hourAgo = new Date(now.getTime() - 3_600_000);
    // Waiting for its next try (the mail server failed): reported, not stuck.
    await handle.db.insert(outbox).values(mail("m1", hourAgo, new Date(now.getTime() + 60_000)));
    let report = await readiness({ handle, storage, now, printOnDemandActive: false });
    expect(report.ready).toBe(true);
    expect(report.mail).toMatchObject({ pending: 1, oldestPendingSeconds: 3600, stalled: false });

    await handle.db.insert(outbox).values(mail("m2", hourAgo, new Date(now.getTime() - QUEUE_STALL_MS - 1000)));
    report = await readiness({ handle, storage, now, printOnDemandActive: false });
    expect(report.ready).toBe(false);
    expect(report.mail).toMatchObject({ pending: 2, stalled: true });
  });

  it("is not ready when storage refuses writes or the database does not answer", async () => {
    const broken: FileStorage = { ...storage, put: () => Promise.reject(new Error("read-only file system")) };
    expect(await readiness({ handle, storage: broken, now, printOnDemandActive: false })).toMatchObject({ ready: false, storage: { ok: false } });
    const down = { ...handle, ping: () => Promise.reject(new Error("connection refused")) };
    expect(await readiness({ handle: down, storage, now, printOnDemandActive: false })).toMatchObject({ ready: false, database: { ok: false } });
    expect(await readiness({ handle: undefined, storage, now, printOnDemandActive: false })).toMatchObject({ ready: false });
  });

  it("reports the last good backup when backups are scheduled, fresh within twice the interval", async () => {
    const every = 3_600_000;
    let report = await readiness({ handle, storage, now, printOnDemandActive: false, backupEveryMs: every });
    expect(report.backup).toEqual({ configured: true, lastGoodAt: null, ageSeconds: null, fresh: false });
    const finishedAt = new Date(now.getTime() - 90 * 60_000);
    await handle.db
      .insert(backupRuns)
      .values({ id: "b1", archive: "a.tar.gz", bytes: 1, sha256: "0".repeat(64), trigger: "scheduled", durationMs: 5, finishedAt });
    report = await readiness({ handle, storage, now, printOnDemandActive: false, backupEveryMs: every });
    expect(report.backup).toEqual({ configured: true, lastGoodAt: finishedAt.toISOString(), ageSeconds: 5400, fresh: true });
    // A stale backup is reported, and still ready: the site can serve without it.
    report = await readiness({ handle, storage, now: new Date(now.getTime() + 3 * every), printOnDemandActive: false, backupEveryMs: every });
    expect(report).toMatchObject({ ready: true, backup: { fresh: false } });
  });

  it("sets the queue gauges a scrape reads", async () => {
    await handle.db.insert(outbox).values([mail("p1", new Date(now.getTime() - 120_000), now), mail("f1", now, now, "failed")]);
    await refreshQueueGauges(handle.db, false, now);
    const text = await metrics().registry.metrics();
    expect(text).toMatch(/^mail_pending 1$/m);
    expect(text).toMatch(/^mail_failed 1$/m);
    expect(text).toMatch(/^mail_oldest_pending_age_seconds 120$/m);
  });
});

describe("the storage probe", () => {
  it("writes once for a flood of checks: its answer stands for STORAGE_PROBE_MS", async () => {
    let writes = 0;
    const counted: FileStorage = { ...storage, put: (...args) => (writes++, storage.put(...args)) };
    const reports = await Promise.all(Array.from({ length: 50 }, () => readiness({ handle, storage: counted, now, printOnDemandActive: false })));
    // One answer for all of them (under load the probe may even time out: it is still one write).
    expect(new Set(reports.map((report) => report.storage.ok)).size).toBe(1);
    await readiness({ handle, storage: counted, now, printOnDemandActive: false });
    expect(writes).toBe(1);
    expect(STORAGE_PROBE_MS).toBeLessThanOrEqual(60_000);
  });
});
