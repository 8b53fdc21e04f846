import { expect, test } from "@playwright/test";
import { readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { freePort, startServerProcess, templateDataDir } from "./support/server-process";

// One body limit in front of every route (server/body-limit.ts): a 300 MB post to a route that
// takes a few fields is answered 413 at once, and the server's memory stays where it was (it
// rose from 512 MB to 1.19 GB before the limit).
test.setTimeout(180_000);

const MB = 1024 * 1024;

function rssMb(pid: number) {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(/(\d+)/.exec(line ?? "")?.[1] ?? NaN) / 1024;
}

/** Sends `bytes` of form body (chunked, or with its length declared) until the server answers; its status, what was sent by then, and the memory peak. */
function post(url: string, pid: number, bytes: number, declare: boolean) {
  const chunk = Buffer.alloc(256 * 1024, 0x61);
  const startMb = rssMb(pid);
  let peakMb = startMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 10);
  return new Promise<{ status: number; sentMb: number; growthMb: number }>((resolve) => {
    let sent = 0;
    let status = 0;
    const done = () => {
      clearInterval(sampler);
      resolve({ status, sentMb: sent / MB, growthMb: peakMb - startMb });
    };
    const headers: Record<string, string | number> = {
      "content-type": "application/x-www-form-urlencoded",
      origin: new URL(url).origin.replace("127.0.0.1", "localhost"),
    };
    if (declare) headers["content-length"] = bytes;
    const req = httpRequest(url, { method: "POST", agent: false, headers }, (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      res.on("end", () => {
        req.destroy();
        done();
      });
    });
    req.on("error", () =>
      setTimeout(() => (status ? done() : (clearInterval(sampler), resolve({ status: 0, sentMb: sent / MB, growthMb: peakMb - startMb }))), 200),
    );
    const pump = () => {
      while (!status && sent < bytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      if (!status) req.end();
    };
    pump();
  });
}

test("a 300 MB post to a route that takes a few fields is answered 413 at once; the server's memory stays flat", async () => {
  const dataDir = await templateDataDir("vocal-body-limit-");
  const port = await freePort();
  const server = startServerProcess({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const base = `http://127.0.0.1:${port}`;
  try {
    await server.healthy(port);
    const pid = server.child.pid!;
    const small = await post(`${base}/sign-out`, pid, 16, true);
    expect(small.status).toBe(303);

    const chunked = await post(`${base}/sign-out`, pid, 300 * MB, false);
    const declared = await post(`${base}/sign-out`, pid, 300 * MB, true);
    const webhook = await post(`${base}/webhooks/stripe`, pid, 2 * MB, true);
    const report = { chunked, declared, webhook };
    console.log(`body limit (MB): ${JSON.stringify(report)}`);
    test.info().annotations.push({ type: "body-limit", description: JSON.stringify(report) });

    for (const run of [chunked, declared, webhook]) expect(run.status).toBe(413);
    // Answered after the first few chunks, not after 300 MB.
    expect(chunked.sentMb).toBeLessThan(32);
    expect(chunked.growthMb).toBeLessThan(100);
    expect(declared.sentMb).toBeLessThan(32);
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  } finally {
    server.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});
