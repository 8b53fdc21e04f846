import http from "node:http";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Upload } from "tus-js-client";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { mediaUploads } from "~/db/schema";
import { createLocalStorage } from "~/modules/storage/local-storage.server";
import { createMediaUploadServer } from "./media-uploads.server";
import { ADMIN_UPLOAD_PATH } from "~/modules/site/server-routes";

let handle: DatabaseHandle;
let server: http.Server;
let endpoint: string;
let root: string;
const storage = () => createLocalStorage(path.join(root, "files"));

/** A WAV of silence: 8-bit mono at 16 kHz, `seconds` long. */
function wav(seconds: number) {
  const samples = 16000 * seconds;
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write("WAVE", 8);
  header.write("fmt ", 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write("data", 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

function send(body: Buffer, options: { admin?: boolean; uploadUrl?: string; kind?: string; stopAfter?: number } = {}) {
  return new Promise<{ url: string | null; error?: string; firstOffset: number | null }>((resolve) => {
    let firstOffset: number | null = null;
    // In Node the client reads a Buffer (its browser types name only Blob and File).
    const upload: Upload = new Upload(body as unknown as Blob, {
      endpoint,
      uploadUrl: options.uploadUrl,
      chunkSize: 256 * 1024,
      retryDelays: [],
      metadata: { filename: "lesson.wav", filetype: "audio/wav", contentKind: options.kind ?? "audio" },
      headers: options.admin === false ? {} : { "x-test-admin": "yes" },
      onChunkComplete(_chunk, accepted) {
        firstOffset ??= accepted;
        if (options.stopAfter && accepted >= options.stopAfter) void upload.abort().then(() => resolve({ url: upload.url, firstOffset }));
      },
      onSuccess: () => resolve({ url: upload.url, firstOffset }),
      onError: (error) =>
        resolve({ url: upload.url, error: (error as { originalResponse?: { getBody(): string } }).originalResponse?.getBody() ?? String(error), firstOffset }),
    });
    upload.start();
  });
}

beforeAll(async () => {
  handle = await createTestDatabase();
  root = mkdtempSync(path.join(tmpdir(), "media-uploads-"));
  const tus = createMediaUploadServer({
    db: handle.db,
    storage: storage(),
    directory: path.join(root, "parts"),
    // The session check stands in as a header here; the browser tests go through the real one.
    adminOf: async (request) => (request.headers.get("x-test-admin") === "yes" ? { id: "coach" } : null),
  });
  server = http.createServer((req, res) => void tus.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}${ADMIN_UPLOAD_PATH}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await handle.close();
  rmSync(root, { recursive: true, force: true });
});

describe("lesson uploads (tus)", () => {
  it("an interrupted upload resumes where it stopped, and the whole file is checked, timed and stored", async () => {
    const file = wav(60);
    const first = await send(file, { stopAfter: 400 * 1024 });
    expect(first.url).toBeTruthy();
    const resumed = await send(file, { uploadUrl: first.url! });
    expect(resumed.error).toBeUndefined();
    // The second run's first chunk ends past what the first run had sent: nothing was sent twice from the start.
    expect(resumed.firstOffset!).toBeGreaterThan(400 * 1024);
    const id = resumed.url!.split("/").pop()!;
    const [row] = await handle.db.select().from(mediaUploads).where(eq(mediaUploads.id, id));
    expect(row).toMatchObject({
      status: "ready",
      kind: "audio",
      contentType: "audio/wav",
      sizeBytes: file.length,
      durationSeconds: 60,
      fileName: "lesson.wav",
    });
    const stored = await storage().get(row!.storageKey!);
    expect(stored && Buffer.from(stored).equals(file)).toBe(true);
    expect(readdirSync(path.join(root, "parts")).filter((name) => name.startsWith(id))).toEqual([]);
  });

  it("refuses a file that is not audio or video by its content, says why, and keeps nothing", async () => {
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(10_000, 32)]);
    const answer = await send(pdf);
    expect(answer.error).toContain("not audio or video");
    const id = answer.url!.split("/").pop()!;
    const [row] = await handle.db.select().from(mediaUploads).where(eq(mediaUploads.id, id));
    expect(row).toMatchObject({ status: "failed", storageKey: null });
    expect(readdirSync(path.join(root, "parts")).filter((name) => name.startsWith(id))).toEqual([]);
  });

  it("refuses anyone but an admin before a byte is stored", async () => {
    const before = readdirSync(path.join(root, "parts")).length;
    const answer = await send(wav(1), { admin: false });
    expect(answer.error).toContain("Only the studio's admins");
    expect(readdirSync(path.join(root, "parts")).length).toBe(before);
  });

  it("takes a lesson resource: a PDF with its pages read from the file, or audio; never a video or a broken PDF", async () => {
    const pdf = readFileSync("content/materials/voice-elevated-curriculum.pdf");
    const answer = await send(pdf, { kind: "resource" });
    expect(answer.error).toBeUndefined();
    const [row] = await handle.db
      .select()
      .from(mediaUploads)
      .where(eq(mediaUploads.id, answer.url!.split("/").pop()!));
    expect(row).toMatchObject({ status: "ready", kind: "pdf", contentType: "application/pdf", pages: expect.any(Number), durationSeconds: null });
    expect(row!.pages).toBeGreaterThan(0);
    expect((await send(wav(2), { kind: "resource" })).error).toBeUndefined();
    const video = Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from("ftypqt  "), Buffer.alloc(5_000)]);
    expect((await send(video, { kind: "resource" })).error).toContain("not a PDF or audio");
    const broken = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(5_000, 32)]);
    expect((await send(broken, { kind: "resource" })).error).toContain("This PDF cannot be read");
  });

  it("asks for the content type first", async () => {
    const answer = await send(wav(1), { kind: "pdf" });
    expect(answer.error).toContain("Choose Video or Audio Only");
  });
});
