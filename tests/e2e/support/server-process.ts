import { expect } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
  /** Waits until /healthz answers 200 on `port`. */
  healthy: (port: number) => Promise<void>;
}

/**
 * The production server (`server.js`, the built app) as its own process, for tests of the
 * process itself: start-up checks, signals, fuzzing over real HTTP. On the embedded
 * database unless `env` says otherwise; give each process its own DATA_DIR.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "info", DATABASE_URL: "", SMTP_URL: "", ...env },
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code ?? -1));
  const healthy = async (port: number) => {
    // A process that died (port taken, bad environment) fails at once, with what it printed.
    await expect
      .poll(
        async () => {
          if (exitCode !== undefined) throw new Error(`server exited with ${exitCode} before it was healthy:\n${output}`);
          return (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status;
        },
        { timeout: 150_000 },
      )
      .toBe(200);
  };
  return { child, output: () => output, exited, healthy };
}

/** A port nothing listens on right now, from the operating system (no ranges to collide). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/**
 * A new DATA_DIR holding a copy of an embedded database that one server of this run migrated and
 * seeded (decision 062): a start on it skips initdb and every migration, seconds each on this
 * machine. The template is what a first start with the defaults leaves (no demo content, no
 * admin, the default site profile saved); a test whose subject is the first start itself, or
 * that gives the first start a site-profile file, uses an empty directory instead. Made once
 * per run (the directory tests/e2e/support/global-setup.ts names) by whichever worker asks
 * first; the others wait for it.
 */
export async function templateDataDir(prefix: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(await migratedTemplate(), dir, { recursive: true });
  return dir;
}

async function migratedTemplate() {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error("E2E_RUN_DIR is not set: run the browser tests through playwright.config.ts (its globalSetup sets it)");
  const template = path.join(runDir, "data-template");
  const ready = path.join(runDir, "data-template.ready");
  for (const started = Date.now(); Date.now() - started < 240_000; await sleep(250)) {
    if (existsSync(ready)) return template;
    try {
      mkdirSync(path.join(runDir, "data-template.lock"));
    } catch {
      continue; // another worker is making it
    }
    const work = path.join(runDir, "data-template.part");
    const port = await freePort();
    const server = startServerProcess({ PORT: String(port), DATA_DIR: work, LOG_LEVEL: "warn", DEMO_CONTENT: "0" });
    try {
      await server.healthy(port);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    renameSync(work, template);
    writeFileSync(ready, "");
    return template;
  }
  throw new Error("no data template after 4 minutes: the worker making it failed (see its error)");
}
