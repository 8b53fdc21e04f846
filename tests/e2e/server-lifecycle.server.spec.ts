import { expect, test } from "@playwright/test";
import type { ChildProcess } from "node:child_process";
import http from "node:http";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startServerProcess } from "./support/server-process";

// These start their own server processes; one browser project is enough.
test.describe.configure({ mode: "serial" });
// A first start migrates and seeds; on a busy machine that alone can take half a minute.
test.setTimeout(180_000);

let nextPort = 4600 + Math.floor(Math.random() * 200);

const running = new Set<ChildProcess>();
test.afterEach(() => {
  for (const child of running) child.kill("SIGKILL");
  running.clear();
});

function startServer(env: Record<string, string>) {
  const server = startServerProcess(env);
  running.add(server.child);
  server.child.on("exit", () => running.delete(server.child));
  return server;
}

test("refuses to start with a clear message on a bad PORT", async () => {
  const server = startServer({ PORT: "abc", DATA_DIR: mkdtempSync(path.join(tmpdir(), "vocal-bad-")) });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("PORT must be a number");
});

test("refuses to start when DATABASE_URL cannot be reached", async () => {
  const server = startServer({ PORT: String(nextPort++), DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("Cannot reach the PostgreSQL server in DATABASE_URL");
});

test.describe("a DATA_DIR that cannot hold the database stops the start with a message naming it", () => {
  for (const [label, dataDir, cause] of [
    // Node's own recursive mkdir never returns here: the start used to hang.
    ["under /proc", () => "/proc/vocal-no-such-dir", "/proc/vocal-no-such-dir cannot be created there"],
    [
      "a file",
      () => {
        const file = path.join(mkdtempSync(path.join(tmpdir(), "vocal-file-")), "data");
        writeFileSync(file, "not a directory");
        return file;
      },
      "is a file, not a directory",
    ],
  ] as const) {
    test(label, async () => {
      const dir = dataDir();
      const server = startServer({ PORT: String(nextPort++), DATA_DIR: dir });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`DATA_DIR (${dir}) cannot hold the embedded database`);
      expect(server.output()).toContain(cause);
    });
  }

  test("a damaged database directory", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vocal-damaged-"));
    try {
      mkdirSync(path.join(dataDir, "pglite"));
      writeFileSync(path.join(dataDir, "pglite", "PG_VERSION"), "not a version\n");
      const server = startServer({ PORT: String(nextPort++), DATA_DIR: dataDir });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`The embedded database in DATA_DIR (${path.join(dataDir, "pglite")}) cannot be opened`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

test("a port in use: no 'listening', a message naming PORT, exit 1", async () => {
  const port = await freePort();
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(port, "127.0.0.1", resolve));
  const dataDir = mkdtempSync(path.join(tmpdir(), "vocal-port-"));
  try {
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`PORT ${port} is already in use on HOST 127.0.0.1`);
    expect(server.output()).not.toContain('"listening"');
  } finally {
    await new Promise((resolve) => taken.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("seeds once, survives kill -9 and restarts without seeding again", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vocal-restart-"));
  const port = nextPort++;
  try {
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await first.healthy(port);
    expect(first.output()).toMatch(/"seeded":true/);
    first.child.kill("SIGKILL");
    await first.exited;

    const second = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await second.healthy(port);
    expect(second.output()).toMatch(/"seeded":false/);
    const courses = await (await fetch(`http://127.0.0.1:${port}/courses`)).text();
    expect(courses).toContain("Voice Elevated");
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("on SIGTERM finishes in-flight requests, then closes the database and exits 0", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vocal-term-"));
  const port = nextPort++;
  try {
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await server.healthy(port);
    // A request whose headers have arrived but whose body is still on its way is in
    // flight for certain; it must be answered after SIGTERM, not cut off.
    const body = "email=reader%40example.com&website=";
    const request = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/newsletter",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    request.end(body.slice(10));
    expect(await answered).toBeLessThan(500);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("shutting down");
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a deployment that forgot its Stripe keys takes no orders, says so at start, and has no demo student", async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "vocal-public-"));
  try {
    const previousUmask = process.umask(0o022);
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: "https://studio.example", TRUST_PROXY: "" });
    process.umask(previousUmask);
    await server.healthy(port);
    // Started with umask 022: the data folders are the owner's alone, and so is every stored file.
    for (const dir of [dataDir, path.join(dataDir, "pglite"), path.join(dataDir, "files")]) expect(statSync(dir).mode & 0o777, dir).toBe(0o700);
    const stored = path.join(dataDir, "files", "course-materials", "voice-elevated");
    expect(readdirSync(stored).length).toBeGreaterThan(0);
    for (const file of readdirSync(stored)) expect(statSync(path.join(stored, file)).mode & 0o777, file).toBe(0o600);
    expect(server.output()).toContain("payments: none taken: the test provider refuses orders on a public address");
    expect(server.output()).not.toContain("demo student created");
    const attempt = await fetch(`http://127.0.0.1:${port}/api/create-payment`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://studio.example" },
      body: JSON.stringify({ courseId: "beginner-course", currency: "USD", idempotencyKey: "key-public-1" }),
    });
    expect(await attempt.json()).toEqual({ error: "Could not create payment session." });
    const signIn = await fetch(`http://127.0.0.1:${port}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://studio.example" },
      body: new URLSearchParams({ intent: "sign-in", email: "student@example.com", password: "sing-every-day" }),
      redirect: "manual",
    });
    expect(signIn.status).not.toBe(303);
    server.child.kill("SIGTERM");
    await server.exited;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
