import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import { validCelebrity } from "../../../tests/support/fixtures";
import type { DatabaseHandle } from "~/db/client.server";
import { resetEnvForTests } from "~/env.server";
import { submitCelebrityApplication } from "~/modules/applications/actions.server";

// A 100 MB upload streamed to a form action is refused by size without being held: the
// memory the process uses for JavaScript objects and buffers (heap + ArrayBuffers, sampled
// every few milliseconds while it streams) stays flat. A parser that collected the body
// before refusing it would hold 50 MB (the form's limit) at the end.

const MB = 1024 * 1024;
let handle: DatabaseHandle;
const dataDir = mkdtempSync(path.join(tmpdir(), "upload-memory-"));
const store = globalThis as typeof globalThis & { __appDatabase?: DatabaseHandle };

beforeAll(async () => {
  handle = await createTestDatabase();
  Object.assign(process.env, { DATA_DIR: dataDir, SMTP_URL: "" });
  resetEnvForTests();
  store.__appDatabase = handle;
});
afterAll(async () => {
  store.__appDatabase = undefined;
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function hugeUpload(fileBytes: number) {
  const boundary = "----memory";
  const text = Object.entries(validCelebrity)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value === true ? "on" : String(value)}\r\n`)
    .join("");
  const head = new TextEncoder().encode(
    `${text}--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  let sent = 0;
  const pulled = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) {
        sent = head.length;
        controller.enqueue(head);
      } else if (sent < head.length + fileBytes) {
        // A fresh chunk every time, as a socket would deliver it.
        const chunk = new Uint8Array(Math.min(256 * 1024, head.length + fileBytes - sent)).fill(0x41);
        sent += chunk.length;
        controller.enqueue(chunk);
      } else controller.close();
      pulled.bytes = sent;
    },
  });
  const request = new Request("http://localhost/celebrity-application", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulled };
}

const used = () => {
  const m = process.memoryUsage();
  return (m.heapUsed + m.arrayBuffers) / MB;
};

it("a 100 MB upload is refused by size while memory stays flat", { timeout: 60_000 }, async () => {
  const { request, pulled } = hugeUpload(100 * MB);
  const before = used();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, used())), 2);
  let result: { init?: ResponseInit | null; data: { formError?: string } };
  try {
    result = (await submitCelebrityApplication(request, { clientIp: "192.0.2.1", cspNonce: "" })) as typeof result;
  } finally {
    clearInterval(timer);
  }
  peak = Math.max(peak, used());
  process.stdout.write(
    `100 MB upload: read ${Math.round(pulled.bytes / MB)} MB, memory before ${before.toFixed(1)} MB, peak ${peak.toFixed(1)} MB (+${(peak - before).toFixed(1)})\n`,
  );
  expect(result.init?.status).toBe(413);
  expect(result.data.formError).toMatch(/too large/);
  // It was read as a stream up to the form's limit (5 × 10 MB + text), not refused up front.
  expect(pulled.bytes).toBeGreaterThan(50 * MB);
  expect(pulled.bytes).toBeLessThan(60 * MB);
  expect(peak - before).toBeLessThan(30);
  expect(readdirSync(path.join(dataDir, "files", "application-pdfs"))).toEqual([]);
});
