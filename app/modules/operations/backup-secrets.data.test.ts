import { chmodSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { archiveSigningKey } from "./archive.server";
import { childConnection, createBackup } from "./backup.server";

// pg_dump runs only against PostgreSQL: the PostgreSQL leg (npm run test:pg) has a server.
const serverUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = "s3cret-password-in-url";

/** Every process's arguments now, as read by any local user (`ps`). */
function allCommandLines(): string[] {
  const lines: string[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      lines.push(readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " "));
    } catch {
      // Gone meanwhile.
    }
  }
  return lines;
}

describe("a child process's connection", () => {
  it("carries the password in PGPASSWORD, never in the URL it is given", () => {
    const split = childConnection(`postgres://vocal:${encodeURIComponent(PASSWORD)}@db.example.com:5432/vocal`);
    expect(split.url).toBe("postgres://vocal@db.example.com:5432/vocal");
    expect(split.env.PGPASSWORD).toBe(PASSWORD);
  });
});

describe.skipIf(!serverUrl)("a backup on PostgreSQL", () => {
  let handle: DatabaseHandle & { url?: string };
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("runs pg_dump without the password in any process's arguments", async () => {
    // The test server trusts local connections, so a password in the URL is accepted and ignored.
    const url = new URL(handle.url!);
    url.password = PASSWORD;
    const dir = mkdtempSync(path.join(tmpdir(), "vocal-pgdump-"));
    // pg_dump lingers a moment so that its arguments can be read while it runs.
    const wrapper = path.join(dir, "pg_dump");
    writeFileSync(wrapper, '#!/bin/sh\nsleep 0.6\nexec pg_dump "$@"\n');
    chmodSync(wrapper, 0o700);
    const before = process.env.PG_DUMP;
    process.env.PG_DUMP = wrapper;
    const seen: string[] = [];
    const watching = setInterval(() => seen.push(...allCommandLines().filter((line) => line.includes("--snapshot") || line.includes(PASSWORD))), 25);
    try {
      await createBackup({
        source: { kind: "postgres", url: url.toString(), db: handle.db },
        dataDir: dir,
        backupDir: path.join(dir, "backups"),
        keep: 2,
        key: archiveSigningKey("a-backup-key-of-at-least-32-characters"),
        trigger: "requested",
      });
    } finally {
      clearInterval(watching);
      if (before === undefined) delete process.env.PG_DUMP;
      else process.env.PG_DUMP = before;
    }
    expect(seen.some((line) => line.includes("--snapshot"))).toBe(true);
    expect(seen.filter((line) => line.includes(PASSWORD))).toEqual([]);
  });
});
