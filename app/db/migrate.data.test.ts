import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { appliedMigrations, codeMigrations, DatabaseNewerThanCodeError, migratePgliteClient, migratePostgresPool } from "./migrate.server";

// Upgrades (issue 27): a database made by an earlier version, with rows in it, migrates to
// this version's schema with nothing lost; one made by a newer version is refused. On PGlite,
// or on PostgreSQL in the PostgreSQL leg (TEST_DATABASE_URL).

/** drizzle/ as it was when the code had only its first `count` migrations. */
function earlierMigrations(count: number) {
  const dir = mkdtempSync(path.join(tmpdir(), "vocal-migrations-"));
  cpSync("drizzle", dir, { recursive: true });
  const journalFile = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: unknown[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return dir;
}

interface Target {
  query: (text: string) => Promise<{ rows: unknown[] }>;
  migrateTo: (folder: string) => Promise<void>;
  migrateLatest: () => Promise<void>;
  close: () => Promise<void>;
}

const dropLater: string[] = [];
afterAll(async () => {
  if (!dropLater.length) return;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  for (const name of dropLater) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

async function emptyDatabase(): Promise<Target> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite();
    return {
      query: (text) => client.query(text),
      migrateTo: (folder) => migratePglite(drizzlePglite({ client }), { migrationsFolder: folder }),
      migrateLatest: () => migratePgliteClient(client),
      close: () => client.close(),
    };
  }
  const name = `upgrade_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropLater.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString() });
  return {
    query: (text) => pool.query(text),
    migrateTo: (folder) => migratePg(drizzlePg({ client: pool }), { migrationsFolder: folder }),
    migrateLatest: () => migratePostgresPool(pool),
    close: () => pool.end(),
  };
}

describe("upgrades", () => {
  it("migrates a database made at migration 0002, with rows in it, to the latest with nothing lost", async () => {
    const database = await emptyDatabase();
    try {
      await database.migrateTo(earlierMigrations(3));
      expect((await appliedMigrations(database.query)).count).toBe(3);
      await database.query(`insert into courses (id, title, description, price_dkk, price_eur, link, buyable)
        values ('celebrity-vocal-experience', 'Celebrity Vocal Experience', 'Ærlig talt – æøå', 6850000, 920000, '/courses/celebrity-vocal-experience', true)`);
      await database.query(`insert into contact_messages (id, name, email, message, source, fingerprint, created_at)
        values ('c1', 'Åse Ødegård', 'aase@example.dk', 'Hej!\nMange hilsner', 'contact-page', 'f1', '2026-01-02T03:04:05Z')`);
      await database.query(`insert into orders (id, status, items, amount_total, currency, provider, idempotency_key)
        values ('o1', 'paid', '[{"kind":"course","id":"celebrity-vocal-experience","name":"Celebrity Vocal Experience","unitAmount":6850000,"quantity":1}]', 6850000, 'DKK', 'test', 'k1')`);
      const before = {
        courses: (await database.query("select id, title, description from courses")).rows,
        messages: (await database.query("select id, name, email, message, created_at from contact_messages")).rows,
        orders: (await database.query("select id, status, items, amount_total, currency from orders")).rows,
      };

      await database.migrateLatest();

      expect(await appliedMigrations(database.query)).toEqual({ count: codeMigrations().length, latestWhen: codeMigrations().at(-1)!.when });
      expect((await database.query("select id, title, description from courses")).rows).toEqual(before.courses);
      // The prices moved to the catalogue's price list (migration 0018) with their amounts.
      expect(
        (await database.query("select currency, amount from course_prices where course_id = 'celebrity-vocal-experience' order by currency")).rows,
      ).toEqual([
        { currency: "DKK", amount: 6850000 },
        { currency: "EUR", amount: 920000 },
      ]);
      expect((await database.query("select id, name, email, message, created_at from contact_messages")).rows).toEqual(before.messages);
      expect((await database.query("select id, status, items, amount_total, currency from orders")).rows).toEqual(before.orders);
      // A table of the latest migration is there, empty.
      expect((await database.query("select count(*)::int as n from backup_runs")).rows).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }
  });

  it("refuses a database a newer version migrated, with a clear message, and changes nothing", async () => {
    const database = await emptyDatabase();
    try {
      await database.migrateLatest();
      const newer = codeMigrations().at(-1)!.when + 86_400_000;
      await database.query(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${newer})`);
      const error = await database.migrateLatest().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DatabaseNewerThanCodeError);
      expect((error as Error).message).toMatch(
        /written by a newer version of this site.*Run the newer version of the code, or restore a backup made by this one/,
      );
      expect((await appliedMigrations(database.query)).count).toBe(codeMigrations().length + 1);
    } finally {
      await database.close();
    }
  });
});
