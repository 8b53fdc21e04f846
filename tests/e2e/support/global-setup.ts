import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A directory for this run of the browser tests, shared by its workers (they inherit the
 * environment set here): it holds the data template of server-process.ts's templateDataDir.
 * Removed when the run ends.
 */
export default function globalSetup() {
  const runDir = mkdtempSync(path.join(tmpdir(), "vocal-e2e-run-"));
  process.env.E2E_RUN_DIR = runDir;
  return () => rmSync(runDir, { recursive: true, force: true });
}
