import { expect, test } from "@playwright/test";
import type { ChildProcess } from "node:child_process";
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServerProcess } from "./support/server-process";

// These start their own server processes; one browser project is enough.
test.describe.configure({ mode: "serial" });

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
