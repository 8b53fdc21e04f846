// Starts the production build on a fresh data directory for a benchmark, and stops it.
import { spawn, spawnSync } from "node:child_process";
import { waitUntilAnswering } from "./bench-server.mjs";

export async function serveBuild(port) {
  const child = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, E2E_PORT: String(port) },
  });
  return waitUntilServing(child, `http://localhost:${port}`, "/healthz");
}

async function waitUntilServing(child, url, path) {
  await waitUntilAnswering(child, url, path);
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

/**
 * Builds and serves bench/bare-react-router (a one-route React Router app on the site's own
 * versions): the floor the site's Lighthouse numbers are read against.
 */
export async function serveBareReactRouterPage(port) {
  const cwd = new URL("../../bench/bare-react-router/", import.meta.url).pathname;
  const built = spawnSync(process.execPath, [new URL("../../node_modules/@react-router/dev/bin.js", import.meta.url).pathname, "build"], {
    cwd,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (built.status !== 0) throw new Error("The bare React Router page did not build");
  const child = spawn(process.execPath, ["server.mjs"], { cwd, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, PORT: String(port) } });
  return waitUntilServing(child, `http://localhost:${port}`, "/");
}
