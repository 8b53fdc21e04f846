import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { SECRET_ROUTES } from "../../app/lib/secret-routes";
import { freePort, startServerProcess } from "./support/server-process";

// Issue 27 (decision 027): readiness, metrics, request ids, and backups taken from a running
// server and restored into a new directory that the site then starts on.
test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

const METRICS_TOKEN = "e2e-metrics-token-0123456789";
const BACKUP_KEY = "e2e-backup-key-kept-off-the-machine-0123";
const running = new Set<ChildProcess>();
const dirs: string[] = [];
test.afterAll(() => {
  for (const child of running) child.kill("SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(label: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `vocal-ops-${label}-`));
  dirs.push(dir);
  return dir;
}

async function serve(env: Record<string, string>) {
  const port = await freePort();
  const server = startServerProcess({
    PORT: String(port),
    LOG_LEVEL: "info",
    TRUST_PROXY: "loopback",
    DEMO_CONTENT: "1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
  running.add(server.child);
  server.child.on("exit", () => running.delete(server.child));
  await server.healthy(port);
  return { ...server, port, url: `http://127.0.0.1:${port}` };
}

/** `npm run <command>` as an operator runs it: node scripts/operations.mjs with the site's environment. */
function operations(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["scripts/operations.mjs", ...args], { env: { ...process.env, DATABASE_URL: "", ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

const metricValue = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1] ?? "NaN");

function filesOf(dir: string, prefix = ""): Record<string, string> {
  if (!existsSync(path.join(dir, prefix))) return {};
  const out: Record<string, string> = {};
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) Object.assign(out, filesOf(dir, relative));
    else
      out[relative] = createHash("sha256")
        .update(readFileSync(path.join(dir, relative)))
        .digest("hex");
  }
  return out;
}

test("/readyz, /metrics behind its token, and a request id on the log lines", async () => {
  const site = await serve({ DATA_DIR: tempDir("metrics"), METRICS_TOKEN });
  // Anyone gets the status alone; the details need the metrics token.
  const ready = await fetch(`${site.url}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready" });
  const detailed = await fetch(`${site.url}/readyz`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(await detailed.json()).toMatchObject({ status: "ready", ready: true, database: { ok: true }, migrations: { ok: true }, storage: { ok: true } });

  expect((await fetch(`${site.url}/metrics`)).status).toBe(401);
  expect((await fetch(`${site.url}/metrics`, { headers: { authorization: "Bearer wrong-token-0123456789" } })).status).toBe(401);
  const scrape = async () => {
    const response = await fetch(`${site.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    return response.text();
  };

  const before = await scrape();
  // One checkout adds one to checkouts created.
  const checkout = await fetch(`${site.url}/api/create-payment`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.url },
    body: JSON.stringify({ courseId: "test-payment", currency: "USD", idempotencyKey: `ops-${Date.now()}` }),
  });
  expect(checkout.status).toBe(200);
  // A token and an address in the URL never become a label.
  await (await fetch(`${site.url}/booking/cancel/secret-token-e2e?email=ida@example.dk`)).text();
  const after = await scrape();
  expect(metricValue(after, "checkouts_created_total")).toBe((metricValue(before, "checkouts_created_total") || 0) + 1);
  expect(after).toContain('route="/booking/cancel/:token"');
  expect(after).toMatch(/^http_request_duration_seconds_bucket\{.*route="\/api\/create-payment"/m);
  expect(after).toMatch(/^nodejs_eventloop_lag_seconds /m);
  expect(after).toMatch(/^process_resident_memory_bytes /m);
  expect(after).toMatch(/^mail_oldest_pending_age_seconds /m);
  expect(after).not.toContain("secret-token-e2e");
  expect(after).not.toContain("ida@example.dk");

  // The proxy's id (from loopback, which TRUST_PROXY names) is kept and is on the request's log line.
  const page = await fetch(`${site.url}/courses`, { headers: { "x-request-id": "e2e-request-4711" } });
  expect(page.headers.get("x-request-id")).toBe("e2e-request-4711");
  await expect.poll(() => site.output()).toMatch(/"reqId":"e2e-request-4711"[^\n]*"path":"\/courses"/);
  // Without one, an id is made.
  expect((await fetch(`${site.url}/courses`)).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

  // Every route that carries a secret, with a made-up token: the log holds its pattern, never the token.
  const token = "madeUpE2eToken4c9d1a7b";
  for (const route of SECRET_ROUTES) {
    const address = route.replace(/:[a-zA-Z]+/g, token);
    for (const suffix of ["", ".data"]) await (await fetch(`${site.url}${address}${suffix}`, { headers: { "x-request-id": `e2e-secret-${route}` } })).text();
    await expect.poll(() => site.output()).toContain(`"path":"${route}"`);
  }
  expect(site.output()).not.toContain(token);
});

test("/metrics is not there without METRICS_TOKEN", async () => {
  const site = await serve({ DATA_DIR: tempDir("nometrics") });
  expect((await fetch(`${site.url}/metrics`, { headers: { authorization: "Bearer anything-at-all-1234" } })).status).toBe(404);
});

test("npm run backup asks the running server while clients write; restore makes a directory the site starts on", async () => {
  const dataDir = tempDir("source");
  writeFileSync(path.join(dataDir, "site-profile.json"), JSON.stringify({ phone: "+45 12 34 56 78" }));
  const site = await serve({ DATA_DIR: dataDir, BACKUP_KEEP: "3", BACKUP_KEY });

  // A new account and a contact message before the backup.
  const form = (body: Record<string, string>) => ({
    method: "POST",
    redirect: "manual" as const,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
    body: new URLSearchParams(body),
  });
  const signedUp = await fetch(
    `${site.url}/login`,
    form({ intent: "sign-up", name: "Rita Restore", email: "rita.restore@example.dk", password: "rita-restore-passphrase" }),
  );
  expect(signedUp.status).toBeLessThan(400);
  const contacted = await fetch(`${site.url}/api/contact`, form({ name: "Rita Restore", email: "rita.restore@example.dk", message: "Backup me – æøå" }));
  expect(contacted.status).toBeLessThan(400);

  // 20 clients keep opening checkouts (each an order) while the backup runs.
  let writing = true;
  let opened = 0;
  const clients = Array.from({ length: 20 }, async (_, client) => {
    for (let n = 0; writing; n++) {
      const answer = await fetch(`${site.url}/api/create-payment`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.27.${client}.${(n % 250) + 1}` },
        body: JSON.stringify({ courseId: "test-payment", currency: "USD", idempotencyKey: `bk-${client}-${n}` }),
      });
      if (answer.status === 200) opened++;
    }
  });
  const backup = await operations(["backup"], { DATA_DIR: dataDir, BACKUP_KEEP: "3" });
  writing = false;
  await Promise.all(clients);
  expect(backup.code, backup.stderr).toBe(0);
  expect(opened).toBeGreaterThan(0);
  const archive = backup.stdout.trim().split("\n").at(-1)!;
  expect(path.dirname(archive)).toBe(path.join(dataDir, "backups"));
  expect(statSync(archive).mode & 0o777).toBe(0o600);
  expect(backup.stderr).toContain("asking it for a backup");
  // The server took it: the command never opened the directory (the server still serves).
  expect((await fetch(`${site.url}/readyz`)).status).toBe(200);

  // A second server on the same directory is refused before it opens the database.
  const second = startServerProcess({ PORT: String(await freePort()), DATA_DIR: dataDir });
  running.add(second.child);
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain("holds the embedded database");

  // Restoring into the directory the server holds is refused.
  const refused = await operations(["restore", archive, "--force"], { DATA_DIR: dataDir, BACKUP_KEY });
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain("holds the embedded database");

  // A damaged archive: refused, and the target is not even created.
  const damaged = path.join(tempDir("damaged"), "cut.tar.gz");
  writeFileSync(damaged, readFileSync(archive).subarray(0, 5000));
  const nowhere = path.join(tempDir("nowhere"), "data");
  const bad = await operations(["restore", damaged], { DATA_DIR: nowhere });
  expect(bad.code).toBe(1);
  expect(bad.stderr).toMatch(/damaged or was altered, and nothing was restored/);
  expect(existsSync(nowhere)).toBe(false);

  // Into a new directory the archive's signature can only be checked with the site's BACKUP_KEY.
  const target = path.join(tempDir("target"), "data");
  const keyless = await operations(["restore", archive], { DATA_DIR: target });
  expect(keyless.code).toBe(1);
  expect(keyless.stderr).toMatch(/no key to check it with: set BACKUP_KEY/);
  expect(existsSync(target)).toBe(false);
  const restored = await operations(["restore", archive], { DATA_DIR: target, BACKUP_KEY });
  expect(restored.code, restored.stderr).toBe(0);
  expect(restored.stdout).toMatch(/tables, \d+ rows \(counts checked against the manifest\)/);
  const sourceFiles = filesOf(path.join(dataDir, "files"));
  expect(Object.keys(sourceFiles).length).toBeGreaterThan(0);
  expect(filesOf(path.join(target, "files"))).toEqual(sourceFiles);
  expect(readFileSync(path.join(target, "site-profile.json"), "utf8")).toContain("+45 12 34 56 78");

  // What was written is there, and every order has its lines.
  const restoredDb = new PGlite(path.join(target, "pglite"));
  try {
    expect((await restoredDb.query(`select name from "user" where email = 'rita.restore@example.dk'`)).rows).toEqual([{ name: "Rita Restore" }]);
    expect((await restoredDb.query(`select message from contact_messages where email = 'rita.restore@example.dk'`)).rows).toEqual([
      { message: "Backup me – æøå" },
    ]);
    expect((await restoredDb.query<{ n: number }>("select count(*)::int as n from orders")).rows[0]!.n).toBeGreaterThan(0);
    expect((await restoredDb.query<{ n: number }>("select count(*)::int as n from orders where jsonb_array_length(items) = 0")).rows[0]!.n).toBe(0);
  } finally {
    await restoredDb.close();
  }

  // Restoring again into it is refused: it is not empty any more.
  const again = await operations(["restore", archive], { DATA_DIR: target, BACKUP_KEY });
  expect(again.code).toBe(1);
  expect(again.stderr).toContain("already holds a database");

  // The site starts on the restored directory, and the demo student signs in with the old password.
  site.child.kill("SIGTERM");
  const copy = await serve({ DATA_DIR: target });
  const signIn = await fetch(`${copy.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: copy.url },
    body: new URLSearchParams({ intent: "sign-in", email: "student@example.com", password: "sing-every-day" }),
  });
  expect(signIn.status).toBeGreaterThanOrEqual(300);
  expect(signIn.status).toBeLessThan(400);
  expect(signIn.headers.get("location")).toContain("/dashboard");
  expect(copy.output()).toMatch(/"seeded":false/);
});

test("a data directory from a newer version is refused at start with a clear message", async () => {
  const dataDir = tempDir("newer");
  const first = await serve({ DATA_DIR: dataDir, DEMO_CONTENT: "0" });
  first.child.kill("SIGTERM");
  expect(await first.exited).toBe(0);
  const db = new PGlite(path.join(dataDir, "pglite"));
  await db.query("insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-future', $1)", [Date.now() + 365 * 86_400_000]);
  await db.close();
  const again = startServerProcess({ PORT: String(await freePort()), DATA_DIR: dataDir });
  running.add(again.child);
  expect(await again.exited).toBe(1);
  expect(again.output()).toContain("The server cannot start.");
  expect(again.output()).toContain("The database was written by a newer version of this site");
});
