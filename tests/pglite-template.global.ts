import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tar of an empty, migrated PGlite data directory (unset on the PostgreSQL leg). */
    pgliteTemplate?: string;
  }
}

/**
 * Creating an in-memory PGlite runs initdb and every migration, seconds per data test file
 * on a busy machine; loading a migrated template takes a fraction of that. Made once per run
 * from the migrations as they are, so no test ever sees a stale schema.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const handle = await openDatabase({ kind: "pglite" });
  const dump = await handle.pglite!.dumpDataDir("none");
  await handle.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), "pglite-template-"));
  const file = path.join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
