// npm run bench:scale: does a request cost the same when the business has grown (issue 21,
// decision 026)? On the embedded database (PGlite) and on PostgreSQL, each endpoint below is
// measured on a fresh site (the demo catalogue, the demo student, one admin), then the large
// data set of scripts/lib/scale-data.mjs is generated in the database (20,000 accounts, 50,000
// orders, 20,000 bookings, messages, applications and subscribers, 5,000 cart lines, 200 more
// orders of the demo student) and every endpoint is measured again in the same run.
//
// Requests per second depend on the machine, so each endpoint's rate is divided by /healthz's
// measured just before and just after it (the mean); the table prints that ratio at both sizes
// and large ÷ small (target: at least 0.8, the endpoint keeps 80% of its speed). Also printed:
// the data download's median time for one client alone (target under 50 ms at the large
// size). Each endpoint is measured in three rounds (the median round counts) of 10 clients on
// kept-alive node:http connections, BENCH_SCALE_SECONDS in all (default 3), a round ending early
// at BENCH_SCALE_MAX requests (default 4000); traffic goes to 127.0.0.1 only.
//
// PostgreSQL comes from scripts/with-postgres.sh (TEST_DATABASE_URL); without it only PGlite
// runs. `--check` exits non-zero when a target is missed. Run `npm run build` first.
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { nextAddress, quantile, requireBuild, startServer } from "./lib/bench-server.mjs";
import { LARGE, scaleDataStatements } from "./lib/scale-data.mjs";

const CLIENTS = 10;
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 3);
const ROUNDS = 3;
const MAX_REQUESTS = Number(process.env.BENCH_SCALE_MAX ?? 4000);
const TARGET_KEPT = 0.8;
const TARGET_MY_DATA_MS = 50;
const check = process.argv.includes("--check");
const ADMIN = { email: "admin@scale.test", password: "scale-admin-passphrase" };
const STUDENT = { email: "student@example.com", password: "sing-every-day" };

requireBuild();

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One request on a kept-alive connection: status, body size and Set-Cookie headers. */
function send(url, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const sent = http.request(url, { agent, method, headers: { ...(body ? { "Content-Length": Buffer.byteLength(body) } : {}), ...headers } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("error", reject);
      response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes, cookies: response.headers["set-cookie"] ?? [] }));
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

async function signIn(url, who) {
  const form = new URLSearchParams({ email: who.email, password: who.password }).toString();
  const answer = await send(`${url}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": nextAddress() },
    body: form,
  });
  const cookie = answer.cookies.map((c) => c.split(";")[0]).join("; ");
  if (!/session_token/.test(cookie)) throw new Error(`Signing in as ${who.email} failed (HTTP ${answer.status})`);
  return cookie;
}

const guestCookie = () => `cart_session_id=session_${Date.now()}_${"b".repeat(24)}`;

function endpoints(cookies) {
  return [
    { name: "/healthz", path: "/healthz" },
    { name: "/", path: "/" },
    { name: "/courses", path: "/courses" },
    { name: "/shop", path: "/shop" },
    { name: "GET /api/booking?kind=coaching", path: "/api/booking?kind=coaching", headers: { Accept: "application/json" } },
    { name: "GET /api/cart", path: "/api/cart", headers: { Accept: "application/json", Cookie: cookies.guest } },
    { name: "/dashboard (student)", path: "/dashboard", headers: { Cookie: cookies.student } },
    { name: "/account (student)", path: "/account", headers: { Cookie: cookies.student } },
    { name: "/api/my-data (student)", path: "/api/my-data", headers: { Cookie: cookies.student } },
    { name: "/admin", path: "/admin", headers: { Cookie: cookies.admin } },
    { name: "/admin/students", path: "/admin/students", headers: { Cookie: cookies.admin } },
  ];
}

/** CLIENTS closed-loop clients on one endpoint until SECONDS or MAX_REQUESTS. */
async function measure(url, endpoint, seconds = SECONDS) {
  const latencies = [];
  let failed = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const address = nextAddress();
      while (performance.now() < deadline && latencies.length + failed < MAX_REQUESTS) {
        const t = performance.now();
        const answer = await send(`${url}${endpoint.path}`, { headers: { "X-Forwarded-For": address, ...endpoint.headers } });
        if (answer.status === 200) latencies.push(performance.now() - t);
        else failed++;
        bytes = answer.bytes;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / elapsed, p50: quantile(latencies, 0.5) ?? NaN, failed, bytes };
}

async function measureAll(url, cookies) {
  const results = {};
  const [healthz, ...rest] = endpoints(cookies);
  const healthzRates = [];
  // Each endpoint between two measurements of /healthz, its ratio to their mean: other work on
  // a shared machine drifts over a run, and this keeps each ratio to the speed of its moment.
  for (const endpoint of rest) {
    // A short warm-up per endpoint (the JIT, caches, connections), then the measurement.
    for (let i = 0; i < 20; i++) await send(`${url}${endpoint.path}`, { headers: { "X-Forwarded-For": nextAddress(), ...endpoint.headers } });
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const before = await measure(url, healthz, SECONDS / ROUNDS / 2);
      const result = await measure(url, endpoint, SECONDS / ROUNDS);
      const after = await measure(url, healthz, SECONDS / ROUNDS / 2);
      healthzRates.push(before.perSecond, after.perSecond);
      rounds.push({ ...result, ratio: result.perSecond / ((before.perSecond + after.perSecond) / 2) });
    }
    // The median round: a burst of other work on the machine spoils one round, not the result.
    results[endpoint.name] = rounds.sort((a, b) => a.ratio - b.ratio)[Math.floor(ROUNDS / 2)];
  }
  const mean = healthzRates.reduce((sum, rate) => sum + rate, 0) / healthzRates.length;
  results[healthz.name] = { perSecond: mean, ratio: 1, p50: NaN, failed: 0, bytes: 0 };
  // One client alone: how long the data download of the student takes, without queueing behind others.
  const myData = rest.find((endpoint) => endpoint.path === "/api/my-data");
  const alone = [];
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    const answer = await send(`${url}${myData.path}`, { headers: { "X-Forwarded-For": nextAddress(), ...myData.headers } });
    if (answer.status === 200) alone.push(performance.now() - t);
  }
  alone.sort((a, b) => a - b);
  results.myDataAloneMs = quantile(alone, 0.5);
  return results;
}

async function generate(label, databaseUrl, dataDir) {
  const started = performance.now();
  const statements = scaleDataStatements(LARGE, STUDENT.email);
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  } else {
    const db = new PGlite(path.join(dataDir, "pglite"));
    try {
      for (const statement of statements) await db.query(statement);
    } finally {
      await db.close();
    }
  }
  console.log(`${label}: large data generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function run(label, databaseUrl) {
  // PGlite's files belong to the server: the data is generated between two runs of it, on one DATA_DIR.
  const dataDir = mkdtempSync(path.join(tmpdir(), "vocal-bench-scale-"));
  const env = { DEMO_CONTENT: "1", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  try {
    let server = await startServer(databaseUrl, "bench-scale", { dataDir, env });
    const signInAll = async () => ({ student: await signIn(server.url, STUDENT), admin: await signIn(server.url, ADMIN), guest: guestCookie() });
    let small;
    try {
      small = await measureAll(server.url, await signInAll());
    } finally {
      if (!databaseUrl) await server.stop();
    }
    if (!databaseUrl) {
      await generate(label, databaseUrl, dataDir);
      server = await startServer(databaseUrl, "bench-scale", { dataDir, env });
    } else await generate(label, databaseUrl, dataDir);
    try {
      const large = await measureAll(server.url, await signInAll());
      return { label, small, large };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function freshDatabase(serverUrl) {
  // A database of its own, so that a second run never meets the first one's rows.
  const name = `bench_scale_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const results = [await run("PGlite", "")];
if (process.env.TEST_DATABASE_URL) results.push(await run("PostgreSQL", await freshDatabase(process.env.TEST_DATABASE_URL)));
else console.warn("TEST_DATABASE_URL is not set (run through scripts/with-postgres.sh): PostgreSQL is left out.");

let failed = false;
for (const r of results) {
  console.log(
    `\n${r.label}: requests/s ÷ /healthz's, small site → large site (${CLIENTS} clients, ${ROUNDS} rounds of ${(SECONDS / ROUNDS).toFixed(1)} s or ${MAX_REQUESTS} requests, the median round)\n`,
  );
  console.log(
    [
      "endpoint".padEnd(32),
      "small req/s".padStart(12),
      "large req/s".padStart(12),
      "small ratio".padStart(12),
      "large ratio".padStart(12),
      "kept".padStart(8),
      "large KB".padStart(10),
      "large p50 ms".padStart(13),
    ].join(""),
  );
  for (const name of Object.keys(r.small)) {
    if (name === "myDataAloneMs") continue;
    const s = r.small[name];
    const l = r.large[name];
    const kept = l.ratio / s.ratio;
    const row = [
      name.padEnd(32),
      s.perSecond.toFixed(0).padStart(12),
      l.perSecond.toFixed(0).padStart(12),
      s.ratio.toFixed(3).padStart(12),
      l.ratio.toFixed(3).padStart(12),
      kept.toFixed(2).padStart(8),
      (l.bytes / 1024).toFixed(0).padStart(10),
      l.p50.toFixed(1).padStart(13),
    ];
    console.log(row.join(""));
    if (s.failed || l.failed) {
      console.error(`  ${name}: ${s.failed} failed requests small, ${l.failed} large`);
      failed = true;
    }
    if (name !== "/healthz" && kept < TARGET_KEPT) {
      console.warn(`  ${name} keeps ${(kept * 100).toFixed(0)}% of its small-site ratio (target ${TARGET_KEPT * 100}%)`);
      if (check) failed = true;
    }
  }
  const myData = r.large.myDataAloneMs;
  console.log(
    `\n${r.label}: /api/my-data of a student with ${LARGE.ordersOfPerson + 2} orders, one client: p50 ${myData.toFixed(1)} ms at the large size (${r.small.myDataAloneMs.toFixed(1)} ms small; target < ${TARGET_MY_DATA_MS} ms)`,
  );
  if (myData >= TARGET_MY_DATA_MS && check) failed = true;
}
process.exit(failed ? 1 : 0);
