import { expect } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

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
