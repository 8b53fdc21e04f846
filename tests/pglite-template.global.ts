import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase } from "~/db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tar of an empty, migrated PGlite data directory (unset on the PostgreSQL leg). */
    pgliteTemplate?: string;
    /** On the PostgreSQL leg: a migrated database each test file's database is created from. */
    postgresTemplate?: string;
  }
}

/**
 * Creating an in-memory PGlite runs initdb and every migration, seconds per data test file
 * on a busy machine; loading a migrated template takes a fraction of that. Made once per run
 * from the migrations as they are, so no test ever sees a stale schema.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return postgresTemplate(project, process.env.TEST_DATABASE_URL);
  const handle = await openDatabase({ kind: "pglite" });
  const dump = await handle.pglite!.dumpDataDir("none");
  await handle.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), "pglite-template-"));
  const file = path.join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * The same on PostgreSQL (decision 063): one database migrated here, and each test file's
 * database a copy of it (`create database … template`), rather than every migration per file.
 */
async function postgresTemplate(project: TestProject, serverUrl: string) {
  const name = `test_template_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  await handle.close();
  project.provide("postgresTemplate", name);
  return () => admin(`drop database if exists ${name} with (force)`);
}
