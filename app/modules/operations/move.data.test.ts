import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createTestAuth } from "../../../tests/support/auth";
import { openDatabase, rowsOf, type DatabaseHandle } from "~/db/client.server";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { archiveSigningKey, readArchive } from "./archive.server";
import { moveToPostgres } from "./move.server";

// npm run move-to-postgres's core: only in the PostgreSQL leg (npm run test:pg), which has a server to move to.
const serverUrl = process.env.TEST_DATABASE_URL;
const created: string[] = [];
afterAll(async () => {
  if (!serverUrl || !created.length) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

async function emptyPostgres() {
  const name = `move_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  created.push(name);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

describe.skipIf(!serverUrl)("move to PostgreSQL", () => {
  it("copies every row, keeps passwords and the auth secret working, and refuses a database that is not empty", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vocal-move-"));
    mkdirSync(path.join(dataDir, "files/application-pdfs"), { recursive: true });
    writeFileSync(path.join(dataDir, "files/application-pdfs/x.pdf"), "%PDF Ærø");
    writeFileSync(path.join(dataDir, "auth-secret"), "s".repeat(48));
    let embedded: DatabaseHandle | undefined = await openDatabase({ kind: "pglite", dataDir });
    await seedCatalogue(embedded.db);
    const auth = createTestAuth(embedded.db);
    await auth.api.signUpEmail({ body: { email: "moving@example.dk", password: "old-password-123", name: "Åse Mover" } });
    await embedded.db.execute(
      sql`insert into contact_messages (id, name, email, message, source, fingerprint, created_at) values ('m1', 'Åse', 'aase@example.dk', 'Hej 1.5', 'test', 'f', '2026-03-29T01:30:00Z')`,
    );
    const url = await emptyPostgres();
    try {
      const report = await moveToPostgres({
        pglite: embedded.pglite!,
        db: embedded.db,
        dataDir,
        backupDir: path.join(dataDir, "backups"),
        keep: 3,
        url,
        key: archiveSigningKey("a-backup-key-of-at-least-32-characters"),
      });
      expect(report.secretMoved).toBe(true);
      expect(report.files).toBe(1);
      const manifest = await readArchive(report.archive);
      await embedded.close();
      embedded = undefined;

      const moved = await openDatabase({ kind: "postgres", url });
      try {
        // Every table as in the embedded database; app_secrets gained the auth secret from DATA_DIR.
        for (const [table, rows] of Object.entries(manifest.database.tables).filter(([table]) => table !== "public.app_secrets")) {
          const [row] = await rowsOf<{ n: number }>(moved.db.execute(sql.raw(`select count(*)::int as n from ${table}`)));
          expect(row!.n, table).toBe(rows);
        }
        const signedIn = await createTestAuth(moved.db).api.signInEmail({ body: { email: "moving@example.dk", password: "old-password-123" } });
        expect(signedIn.user.name).toBe("Åse Mover");
        const [secret] = await rowsOf<{ value: string }>(moved.db.execute(sql`select value from app_secrets where name = 'better-auth'`));
        expect(secret?.value).toBe("s".repeat(48));
      } finally {
        await moved.close();
      }

      // Into the same (now full) database again: refused.
      embedded = await openDatabase({ kind: "pglite", dataDir });
      await expect(
        moveToPostgres({
          pglite: embedded.pglite!,
          db: embedded.db,
          dataDir,
          backupDir: path.join(dataDir, "backups"),
          keep: 3,
          url,
          key: archiveSigningKey("a-backup-key-of-at-least-32-characters"),
        }),
      ).rejects.toThrow(/already has \d+ tables/);
    } finally {
      await embedded?.close();
    }
  });
});
