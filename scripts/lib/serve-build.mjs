// Starts the production build on a fresh data directory for a benchmark, and stops it.
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

export async function serveBuild(port) {
  const child = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, E2E_PORT: String(port) },
  });
  const url = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error("The server exited before it answered /healthz");
    await sleep(250);
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}

export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
