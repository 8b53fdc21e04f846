// Starts the production build on a fresh data directory for a benchmark, and stops it.
import { spawn, spawnSync } from "node:child_process";
import { waitUntilAnswering } from "./bench-server.mjs";

export async function serveBuild(port) {
  await refuseIfServed(`http://localhost:${port}`);
  const child = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, E2E_PORT: String(port) },
  });
  return waitUntilServing(child, `http://localhost:${port}`, "/healthz");
}

/**
 * A server already on the port would answer in place of the one started here, which then
 * exits unseen: the numbers would be another build's.
 */
async function refuseIfServed(url) {
  const answered = await fetch(url, { redirect: "manual" }).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`Something already answers at ${url}: stop it, or choose another port (BENCH_PORT).`);
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
  await refuseIfServed(`http://localhost:${port}`);
  const cwd = new URL("../../bench/bare-react-router/", import.meta.url).pathname;
  const built = spawnSync(process.execPath, [new URL("../../node_modules/@react-router/dev/bin.js", import.meta.url).pathname, "build"], {
    cwd,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (built.status !== 0) throw new Error("The bare React Router page did not build");
  const child = spawn(process.execPath, ["server.mjs"], { cwd, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, PORT: String(port) } });
  return waitUntilServing(child, `http://localhost:${port}`, "/");
}
