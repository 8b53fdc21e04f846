import { createHash, createHmac } from "node:crypto";
import {
  chmodSync,
  createReadStream,
  createWriteStream,
  utimesSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createTestDatabase } from "../../../tests/db";
import { openDatabase, rowsOf, type DatabaseHandle } from "~/db/client.server";
import { backupRuns } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import {
  archiveSigningKey,
  DamagedArchiveError,
  hashFile,
  MANIFEST_NAME,
  readArchive,
  SIGNATURE_NAME,
  UnverifiedArchiveError,
  type Manifest,
} from "./archive.server";
import { ARCHIVE_PREFIX, ARCHIVE_SUFFIX, createBackup, type BackupSource } from "./backup.server";
import { lastGoodBackupAt } from "./readiness.server";
import { restoreArchive, RestoreRefusedError, type RestoreTarget } from "./restore.server";

// The round trip on the database of this leg: PGlite in memory, or PostgreSQL (npm run test:pg).
let handle: DatabaseHandle & { url?: string };
let dataDir: string;
let archive: string;
const extraDatabases: string[] = [];
const signingKey = archiveSigningKey("a-backup-key-of-at-least-32-characters");
const trust = { key: signingKey };

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

// Restores load a whole database: on a busy two-core machine one takes longer than the default 30 s.
describe("backup and restore", { timeout: 120_000 }, () => {
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
      key: signingKey,
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
    const report = await restoreArchive({ archive, target, localFiles: true, trust });
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
    await restoreArchive({ archive, target, localFiles: true, trust });
    await expect(restoreArchive({ archive, target, localFiles: true, trust })).rejects.toThrow(RestoreRefusedError);
    await expect(restoreArchive({ archive, target, localFiles: true, trust, force: true })).resolves.toMatchObject({ files: 2 });
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
      await expect(restoreArchive({ archive: bad, target, localFiles: true, trust })).rejects.toThrow(DamagedArchiveError);
      await expect(restoreArchive({ archive: bad, target, localFiles: true, trust })).rejects.toThrow(/damaged or was altered, and nothing was restored/);
      expect(readdirSync(target.dataDir)).toEqual([]);
    }
  });

  it("refuses an archive altered and re-hashed, or signed with another key, before writing anything; an unsigned one only with --trust-unsigned", async () => {
    const entries = await unpack(archive);
    const dump = entries.get("database.sql")!.toString("utf8");
    expect(dump).toContain("Åse");
    // A row altered, and the manifest's hashes recomputed to match, as an attacker would.
    entries.set("database.sql", Buffer.from(dump.replace("Åse", "Mallory")));
    const manifest = JSON.parse(entries.get(MANIFEST_NAME)!.toString("utf8")) as Manifest;
    for (const entry of manifest.entries) {
      entry.sha256 = createHash("sha256").update(entries.get(entry.path)!).digest("hex");
      entry.bytes = entries.get(entry.path)!.length;
    }
    entries.set(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest)));
    const dir = mkdtempSync(path.join(tmpdir(), "vocal-crafted-"));
    const keptSignature = await pack(path.join(dir, "kept-signature.tar.gz"), entries);
    const otherKey = new Map(entries).set(
      SIGNATURE_NAME,
      Buffer.from(
        JSON.stringify({
          algorithm: "HMAC-SHA-256",
          signature: createHmac("sha256", archiveSigningKey("the-attackers-own-key-of-32-characters")).update(entries.get(MANIFEST_NAME)!).digest("hex"),
        }),
      ),
    );
    const signedByAnother = await pack(path.join(dir, "other-key.tar.gz"), otherKey);
    const withoutSignature = new Map(entries);
    withoutSignature.delete(SIGNATURE_NAME);
    const unsigned = await pack(path.join(dir, "unsigned.tar.gz"), withoutSignature);

    for (const crafted of [keptSignature, signedByAnother, unsigned]) {
      const target = await emptyTarget();
      await expect(restoreArchive({ archive: crafted, target, localFiles: true, trust })).rejects.toThrow(UnverifiedArchiveError);
      expect(readdirSync(target.dataDir)).toEqual([]);
    }
    await expect(restoreArchive({ archive: keptSignature, target: await emptyTarget(), localFiles: true, trust })).rejects.toThrow(/altered after it was made/);
    await expect(restoreArchive({ archive: unsigned, target: await emptyTarget(), localFiles: true, trust })).rejects.toThrow(/--trust-unsigned/);
    // No key at hand (an empty DATA_DIR, no BACKUP_KEY): refused too, even the genuine archive.
    await expect(restoreArchive({ archive, target: await emptyTarget(), localFiles: true, trust: { key: undefined } })).rejects.toThrow(/no key/);

    // An older version's archive, on purpose: restored, loudly.
    const warnings: string[] = [];
    const target = await emptyTarget();
    await restoreArchive({ archive: unsigned, target, localFiles: true, trust: { ...trust, trustUnsigned: true, warn: (line) => warnings.push(line) } });
    expect(warnings.join("\n")).toMatch(/WITHOUT a checked signature/);
    // --trust-unsigned never passes a signature that does not verify.
    await expect(
      restoreArchive({ archive: signedByAnother, target: await emptyTarget(), localFiles: true, trust: { ...trust, trustUnsigned: true } }),
    ).rejects.toThrow(UnverifiedArchiveError);
  });

  it("keeps only the newest archives", async () => {
    const backupDir = path.join(dataDir, "backups");
    for (let i = 0; i < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await createBackup({ source: source(), dataDir, backupDir, filesDir: path.join(dataDir, "files"), keep: 2, key: signingKey, trigger: "scheduled" });
    }
    const left = readdirSync(backupDir).filter((name) => name.endsWith(".tar.gz"));
    expect(left).toHaveLength(2);
    expect(left).not.toContain(path.basename(archive));
    expect(await handle.db.$count(backupRuns)).toBe(3);
  });

  it("removes what a crashed backup left (a .partial archive, a .work folder with the database), never a running one's, and keeps its folder 0700", async () => {
    const backupDir = path.join(dataDir, "backups-crashed");
    mkdirSync(path.join(backupDir, ".work-crashed"), { recursive: true, mode: 0o755 });
    chmodSync(backupDir, 0o755);
    writeFileSync(path.join(backupDir, ".work-crashed/database.sql"), "INSERT INTO public.user VALUES ('ida@example.dk', 'hash')");
    writeFileSync(path.join(backupDir, `${ARCHIVE_PREFIX}2026-01-01T00-00-00-000Z${ARCHIVE_SUFFIX}.partial`), "half an archive");
    const anHourAgo = new Date(Date.now() - 3_600_000);
    for (const stale of [".work-crashed/database.sql", ".work-crashed", `${ARCHIVE_PREFIX}2026-01-01T00-00-00-000Z${ARCHIVE_SUFFIX}.partial`])
      utimesSync(path.join(backupDir, stale), anHourAgo, anHourAgo);
    // Another backup writing right now.
    writeFileSync(path.join(backupDir, `${ARCHIVE_PREFIX}2026-01-02T00-00-00-000Z${ARCHIVE_SUFFIX}.partial`), "being written");
    await createBackup({ source: source(), dataDir, backupDir, keep: 2, key: signingKey, trigger: "requested" });
    const left = readdirSync(backupDir);
    expect(left.filter((name) => name.startsWith(".work-"))).toEqual([]);
    expect(left.filter((name) => name.endsWith(".partial"))).toEqual([`${ARCHIVE_PREFIX}2026-01-02T00-00-00-000Z${ARCHIVE_SUFFIX}.partial`]);
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);
  });

  it("with S3 storage lists the keys the database refers to, and restore names those the bucket lacks", async () => {
    const key = "course-materials/s3-only.pdf";
    await handle.db.execute(
      sql`insert into course_materials (id, course_id, title, kind, storage_key, file_name, content_type, size_bytes) values ('m-s3', (select id from courses limit 1), 'Workbook', 'pdf', ${key}, 'w.pdf', 'application/pdf', 10)`,
    );
    const s3 = await createBackup({ source: source(), dataDir, backupDir: path.join(dataDir, "backups-s3"), keep: 2, key: signingKey, trigger: "requested" });
    expect(s3.manifest.storage).toEqual({ kind: "s3", files: 0, s3Keys: [key] });
    expect(s3.manifest.entries.some((entry) => entry.path.startsWith("files/"))).toBe(false);
    const emptyBucket = { stat: async () => null };
    const restored = await restoreArchive({ archive: s3.archive, target: await emptyTarget(), localFiles: false, trust, bucket: emptyBucket });
    expect(restored.missingKeys).toEqual([key]);
    const fullBucket = { stat: async () => ({ size: 10, contentType: "application/pdf", etag: "x" }) as never };
    expect((await restoreArchive({ archive: s3.archive, target: await emptyTarget(), localFiles: false, trust, bucket: fullBucket })).missingKeys).toEqual([]);
  });
});

/** Every entry of an archive, in order. */
async function unpack(file: string) {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  const reading = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      entries.set(entry.header.name, Buffer.concat(chunks));
    }
  })();
  await Promise.all([pipeline(createReadStream(file), createGunzip(), extract), reading]);
  return entries;
}

/** An archive of these entries, in this order. */
async function pack(file: string, entries: Map<string, Buffer>) {
  const packer = tar.pack();
  const written = pipeline(packer, createGzip(), createWriteStream(file));
  for (const [name, body] of entries) packer.entry({ name, size: body.length }, body);
  packer.finalize();
  await written;
  return file;
}
