// `npm run bench:backup` (issue 27, decision 027): on the embedded database with 10,000
// accounts, 50,000 orders and 20,000 bookings (scripts/lib/scale-data.mjs), the time and the
// server's peak memory of `npm run backup` (taken by the running server), and the p50/p99 of
// a page that reads the database (/api/booking?kind=coaching) under 10 concurrent clients,
// before and during the backup. Target: p99 during within 2× of before.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { ensureBuild } from "./lib/ensure-build.mjs";
import { nextAddress, quantile, request } from "./lib/bench-server.mjs";
import { scaleDataStatements } from "./lib/scale-data.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SIZES = { accounts: 10_000, orders: 50_000, bookings: 20_000, messages: 10_000, cartLines: 2_000, ordersOfPerson: 0 };
const CLIENTS = 10;
const BEFORE_MS = Number(process.env.BENCH_BEFORE_MS ?? 10_000);

ensureBuild(root, (line) => console.error(line));

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? Number.NaN);

async function startServer(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "loopback",
      DEMO_CONTENT: "0",
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error("The server exited before it answered /healthz");
    if (attempt > 600) throw new Error("The server did not answer /healthz in time");
    if ((await fetch(`${url}/healthz`).catch(() => null))?.ok) break;
    await sleep(250);
  }
  return {
    url,
    pid: child.pid,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** CLIENTS loops of GET /api/booking?kind=coaching until `until()`; latencies in ms. */
async function load(url, until) {
  const latencies = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const headers = { "X-Forwarded-For": nextAddress() };
      while (!until()) {
        const started = performance.now();
        const answer = await request(`${url}/api/booking?kind=coaching`, { headers });
        if (answer.status !== 200) throw new Error(`/api/booking answered ${answer.status}`);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

const fmt = (ms) => `${ms.toFixed(1)} ms`;
const summary = (label, latencies) => `${label}: ${latencies.length} requests, p50 ${fmt(quantile(latencies, 0.5))}, p99 ${fmt(quantile(latencies, 0.99))}`;

const dataDir = mkdtempSync(path.join(tmpdir(), "vocal-bench-backup-"));
try {
  // A first start migrates and seeds; the data is generated while no server holds the directory.
  await (await startServer(dataDir)).stop();
  const generating = performance.now();
  const db = new PGlite(path.join(dataDir, "pglite"));
  for (const statement of scaleDataStatements(SIZES)) await db.query(statement);
  await db.close();
  console.log(
    `Generated ${SIZES.accounts} accounts, ${SIZES.orders} orders, ${SIZES.bookings} bookings in ${((performance.now() - generating) / 1000).toFixed(1)} s`,
  );

  const server = await startServer(dataDir);
  try {
    await load(
      server.url,
      (() => {
        const end = Date.now() + 2_000;
        return () => Date.now() > end;
      })(),
    ); // warm-up
    const baseRss = rssKb(server.pid);
    const beforeEnd = Date.now() + BEFORE_MS;
    const before = await load(server.url, () => Date.now() > beforeEnd);

    let done = false;
    let peakRss = baseRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssKb(server.pid))), 25);
    const started = performance.now();
    const backup = new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ["scripts/operations.mjs", "backup"], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
        stdio: ["ignore", "pipe", "inherit"],
      });
      let out = "";
      child.stdout.on("data", (chunk) => (out += chunk));
      child.on("exit", (code) => (code === 0 ? resolve(out.trim().split("\n").at(-1)) : reject(new Error(`backup exited ${code}`))));
    }).finally(() => (done = true));
    const during = await load(server.url, () => done);
    const archive = await backup;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);

    const ratio = quantile(during, 0.99) / quantile(before, 0.99);
    console.log(`\nArchive: ${(statSync(archive).size / 1e6).toFixed(1)} MB (${path.basename(archive)})`);
    console.log(`Backup (npm run backup, taken by the running server): ${seconds.toFixed(1)} s`);
    console.log(
      `Server memory (RSS): ${(baseRss / 1024).toFixed(0)} MB before, peak ${(peakRss / 1024).toFixed(0)} MB during (+${((peakRss - baseRss) / 1024).toFixed(0)} MB)`,
    );
    console.log(summary("Before the backup", before));
    console.log(summary("During the backup", during));
    console.log(`p99 during ÷ before: ${ratio.toFixed(2)} (target ≤ 2)`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
