import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createTestDatabase } from "../../../tests/db";
import { openDatabase, rowsOf, type DatabaseHandle } from "~/db/client.server";
import { backupRuns } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { DamagedArchiveError, hashFile, readArchive } from "./archive.server";
import { createBackup, type BackupSource } from "./backup.server";
import { lastGoodBackupAt } from "./readiness.server";
import { restoreArchive, RestoreRefusedError, type RestoreTarget } from "./restore.server";

// The round trip on the database of this leg: PGlite in memory, or PostgreSQL (npm run test:pg).
let handle: DatabaseHandle & { url?: string };
let dataDir: string;
let archive: string;
const extraDatabases: string[] = [];

const source = (): BackupSource =>
  handle.pglite ? { kind: "pglite", client: handle.pglite, db: handle.db } : { kind: "postgres", url: handle.url!, db: handle.db };

/** An empty restore target of the same kind as the source. */
async function emptyTarget(): Promise<RestoreTarget> {
  const dir = mkdtempSync(path.join(tmpdir(), "vocal-restore-"));
  if (!handle.url) return { kind: "pglite", dataDir: dir };
  const name = `restore_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  extraDatabases.push(name);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { kind: "postgres", url: url.toString(), dataDir: dir };
}

async function openTarget(target: RestoreTarget) {
  return openDatabase(target.kind === "pglite" ? { kind: "pglite", dataDir: target.dataDir } : { kind: "postgres", url: target.url });
}

const count = async (db: DatabaseHandle["db"], table: string, where = "true") =>
  Number((await rowsOf<{ n: number }>(db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`))))[0]!.n);

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
  dataDir = mkdtempSync(path.join(tmpdir(), "vocal-backup-"));
  mkdirSync(path.join(dataDir, "files/application-pdfs"), { recursive: true });
  writeFileSync(path.join(dataDir, "files/application-pdfs/a.pdf"), Buffer.alloc(200_000, 7));
  writeFileSync(path.join(dataDir, "files/application-pdfs/b.pdf"), "%PDF-1.4 Kærlig hilsen");
  writeFileSync(path.join(dataDir, "files/application-pdfs/c.pdf.123.part"), "half an upload");
  writeFileSync(path.join(dataDir, "auth-secret"), "x".repeat(48), { mode: 0o600 });
});
afterAll(async () => {
  await handle.close();
  if (extraDatabases.length) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const name of extraDatabases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

const insertPair = (n: number) =>
  handle.db.transaction(async (tx) => {
    const row = (id: string) =>
      sql`insert into contact_messages (id, name, email, message, source, fingerprint) values (${id}, 'Åse', 'aase@example.dk', ${"Hej\nINSERT INTO public.orders"}, 'test', ${id})`;
    await tx.execute(row(`a-${n}`));
    await new Promise((resolve) => setTimeout(resolve, 1));
    await tx.execute(row(`b-${n}`));
  });

describe("backup and restore", () => {
  it("writes one 0600 archive while 20 clients keep writing, with a consistent snapshot and a manifest", async () => {
    let writing = true;
    let written = 0;
    const clients = Array.from({ length: 20 }, async (_, client) => {
      for (let i = 0; writing; i++) {
        await insertPair(client * 100_000 + i);
        written++;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const result = await createBackup({
      source: source(),
      dataDir,
      backupDir: path.join(dataDir, "backups"),
      filesDir: path.join(dataDir, "files"),
      keep: 2,
      trigger: "requested",
    });
    writing = false;
    await Promise.all(clients);
    archive = result.archive;
    expect(written).toBeGreaterThan(0);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    const manifest = result.manifest;
    expect(manifest.entries.map((entry) => entry.path).sort()).toEqual([
      "auth-secret",
      "database.sql",
      "files/application-pdfs/a.pdf",
      "files/application-pdfs/b.pdf",
    ]);
    expect(manifest.entries.find((entry) => entry.path === "files/application-pdfs/a.pdf")).toEqual({
      path: "files/application-pdfs/a.pdf",
      ...(await hashFile(path.join(dataDir, "files/application-pdfs/a.pdf"))),
    });
    expect(manifest.entries.find((entry) => entry.path === "files/application-pdfs/a.pdf")?.bytes).toBe(200_000);
    expect(manifest.schema.migrations).toBeGreaterThan(15);
    expect(manifest.database.tables["public.courses"]).toBeGreaterThan(0);
    // No transaction is half in the snapshot: every a- row has its b- row.
    expect(manifest.database.tables["public.contact_messages"]! % 2).toBe(0);
    expect(await lastGoodBackupAt(handle.db)).toBeInstanceOf(Date);
  });

  it("restores into an empty target: counts, file hashes, the secret and each pair intact", async () => {
    const target = await emptyTarget();
    const report = await restoreArchive({ archive, target, localFiles: true });
    const manifest = await readArchive(archive);
    expect(report.files).toBe(2);
    const restored = await openTarget(target);
    try {
      for (const [table, rows] of Object.entries(manifest.database.tables)) expect(await count(restored.db, table), table).toBe(rows);
      expect(await count(restored.db, "contact_messages", "id like 'a-%'")).toBe(await count(restored.db, "contact_messages", "id like 'b-%'"));
      const [row] = await rowsOf<{ message: string; name: string }>(restored.db.execute(sql`select message, name from contact_messages limit 1`));
      expect(row).toEqual({ message: "Hej\nINSERT INTO public.orders", name: "Åse" });
    } finally {
      await restored.close();
    }
    expect(readFileSync(path.join(target.dataDir, "files/application-pdfs/b.pdf"), "utf8")).toBe("%PDF-1.4 Kærlig hilsen");
    expect(readFileSync(path.join(target.dataDir, "auth-secret"), "utf8")).toBe("x".repeat(48));
  });

  it("refuses a non-empty target unless forced", async () => {
    const target = await emptyTarget();
    await restoreArchive({ archive, target, localFiles: true });
    await expect(restoreArchive({ archive, target, localFiles: true })).rejects.toThrow(RestoreRefusedError);
    await expect(restoreArchive({ archive, target, localFiles: true, force: true })).resolves.toMatchObject({ files: 2 });
  });

  it("refuses a truncated or altered archive with a clear message and writes nothing", async () => {
    const bytes = readFileSync(archive);
    const truncated = path.join(mkdtempSync(path.join(tmpdir(), "vocal-bad-")), "cut.tar.gz");
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const altered = path.join(path.dirname(truncated), "altered.tar.gz");
    const copy = Buffer.from(bytes);
    copy[Math.floor(copy.length / 3)]! ^= 0xff;
    writeFileSync(altered, copy);
    for (const bad of [truncated, altered]) {
      const target = await emptyTarget();
      await expect(restoreArchive({ archive: bad, target, localFiles: true })).rejects.toThrow(DamagedArchiveError);
      await expect(restoreArchive({ archive: bad, target, localFiles: true })).rejects.toThrow(/damaged or was altered, and nothing was restored/);
      expect(readdirSync(target.dataDir)).toEqual([]);
    }
  });

  it("keeps only the newest archives", async () => {
    const backupDir = path.join(dataDir, "backups");
    for (let i = 0; i < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await createBackup({ source: source(), dataDir, backupDir, filesDir: path.join(dataDir, "files"), keep: 2, trigger: "scheduled" });
    }
    const left = readdirSync(backupDir).filter((name) => name.endsWith(".tar.gz"));
    expect(left).toHaveLength(2);
    expect(left).not.toContain(path.basename(archive));
    expect(await handle.db.$count(backupRuns)).toBe(3);
  });

  it("with S3 storage lists the keys the database refers to, and restore names those the bucket lacks", async () => {
    const key = "course-materials/s3-only.pdf";
    await handle.db.execute(
      sql`insert into course_materials (id, course_id, title, kind, storage_key, file_name, content_type, size_bytes) values ('m-s3', (select id from courses limit 1), 'Workbook', 'pdf', ${key}, 'w.pdf', 'application/pdf', 10)`,
    );
    const s3 = await createBackup({ source: source(), dataDir, backupDir: path.join(dataDir, "backups-s3"), keep: 2, trigger: "requested" });
    expect(s3.manifest.storage).toEqual({ kind: "s3", files: 0, s3Keys: [key] });
    expect(s3.manifest.entries.some((entry) => entry.path.startsWith("files/"))).toBe(false);
    const emptyBucket = { stat: async () => null };
    const restored = await restoreArchive({ archive: s3.archive, target: await emptyTarget(), localFiles: false, bucket: emptyBucket });
    expect(restored.missingKeys).toEqual([key]);
    const fullBucket = { stat: async () => ({ size: 10, contentType: "application/pdf", etag: "x" }) as never };
    expect((await restoreArchive({ archive: s3.archive, target: await emptyTarget(), localFiles: false, bucket: fullBucket })).missingKeys).toEqual([]);
  });
});
