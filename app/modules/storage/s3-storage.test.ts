import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3StandIn, type S3StandIn } from "../../../tests/support/s3-stand-in";
import { storageFromEnv } from "./file-storage.server";
import { createS3Storage, S3Error, type S3Config } from "./s3-storage.server";

// Every request goes to a local S3 (s3rver) behind a front that checks SigV4 with its own
// code (tests/support/s3-sigv4-verifier.ts, pinned to AWS's examples), never with aws4fetch.
let s3: S3StandIn;
let config: S3Config;

beforeAll(async () => {
  s3 = await startS3StandIn({ bucket: "uploads", region: "eu-north-1" });
  config = { bucket: s3.bucket, region: s3.region, endpoint: s3.endpoint, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey };
});
afterAll(() => s3.close());

const text = (bytes: Uint8Array | null) => (bytes === null ? null : new TextDecoder().decode(bytes));
const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const lastRequest = () => s3.received.at(-1)!;

describe("S3 storage", () => {
  it("puts, gets and deletes an object with verified, path-style requests", async () => {
    const storage = createS3Storage(config);
    const body = new TextEncoder().encode("%PDF-1.7 hello");
    const before = s3.received.length;
    await storage.put("magazine-pdfs/3f1c.pdf", body, "application/pdf");
    const put = lastRequest();
    // Bytes are signed with their own hash, so S3 would notice a change on the way.
    expect(put.headers["x-amz-content-sha256"]).toBe(sha256Hex(body));
    expect(text(await storage.get("magazine-pdfs/3f1c.pdf"))).toBe("%PDF-1.7 hello");
    await storage.delete("magazine-pdfs/3f1c.pdf");
    expect(await storage.get("magazine-pdfs/3f1c.pdf")).toBeNull();
    expect(s3.received.slice(before).map((r) => `${r.method} ${r.target} ${r.verdict?.ok}`)).toEqual([
      "PUT /uploads/magazine-pdfs/3f1c.pdf true",
      "GET /uploads/magazine-pdfs/3f1c.pdf true",
      "DELETE /uploads/magazine-pdfs/3f1c.pdf true",
      "GET /uploads/magazine-pdfs/3f1c.pdf true",
    ]);
  });

  it("states an object's size and ETag with HEAD, and forwards a Range to S3, streaming only those bytes", async () => {
    const storage = createS3Storage(config);
    const body = new Uint8Array(100_000).map((_, i) => i % 253);
    await storage.put("course-materials/ve/programme.pdf", body, "application/pdf");
    const info = await storage.stat("course-materials/ve/programme.pdf");
    expect(info).toMatchObject({ size: body.length, etag: expect.stringMatching(/^".+"$/) });
    expect(info!.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(lastRequest()).toMatchObject({ method: "HEAD", verdict: { ok: true } });
    const stream = await storage.openRead("course-materials/ve/programme.pdf", { range: { start: 10, end: 19_999 } });
    expect(lastRequest().headers.range).toBe("bytes=10-19999");
    expect(lastRequest().verdict).toMatchObject({ ok: true });
    const part = new Uint8Array(await new Response(stream).arrayBuffer());
    expect(Buffer.from(part).equals(Buffer.from(body.subarray(10, 20_000)))).toBe(true);
    const whole = new Uint8Array(await new Response(await storage.openRead("course-materials/ve/programme.pdf")).arrayBuffer());
    expect(whole.length).toBe(body.length);
    expect(await storage.stat("course-materials/ve/none.pdf")).toBeNull();
    expect(await storage.openRead("course-materials/ve/none.pdf")).toBeNull();
  });

  it("answers null for a missing object and deletes a missing one without complaint", async () => {
    const storage = createS3Storage(config);
    expect(await storage.get("magazine-pdfs/never-stored.pdf")).toBeNull();
    await expect(storage.delete("magazine-pdfs/never-stored.pdf")).resolves.toBeUndefined();
    expect(lastRequest().verdict).toMatchObject({ ok: true });
  });

  it("streams a Readable with its length and UNSIGNED-PAYLOAD, sending before the stream has ended", async () => {
    const storage = createS3Storage(config);
    const first = new Uint8Array(64 * 1024).fill(0x41);
    const last = new TextEncoder().encode("the end");
    async function* produce() {
      yield first;
      // The last chunk is only made once S3 is already receiving the request: an
      // implementation that collected the whole stream before sending would wait forever.
      await s3.waitFor((r) => r.method === "PUT" && r.target === "/uploads/application-pdfs/streamed.pdf");
      yield last;
    }
    await storage.put("application-pdfs/streamed.pdf", Readable.from(produce()), "application/pdf", first.length + last.length);
    const put = await s3.waitFor((r) => r.target === "/uploads/application-pdfs/streamed.pdf");
    expect(put.headers["x-amz-content-sha256"]).toBe("UNSIGNED-PAYLOAD");
    expect(put.headers["content-length"]).toBe(String(first.length + last.length));
    expect(put.headers["transfer-encoding"]).toBeUndefined();
    expect(put.verdict).toMatchObject({ ok: true });
    const stored = await storage.get("application-pdfs/streamed.pdf");
    expect(stored?.length).toBe(first.length + last.length);
    expect(text(stored!.slice(first.length))).toBe("the end");
  });

  it("refuses a stream without its size, and one that is not the size it claimed", async () => {
    const storage = createS3Storage(config);
    const withoutSize = Readable.from([Buffer.from("%PDF-1.7")]);
    await expect(storage.put("application-pdfs/no-size.pdf", withoutSize, "application/pdf")).rejects.toThrow("A streamed upload needs its size in bytes");
    expect(withoutSize.destroyed).toBe(true);
    const short = Readable.from([Buffer.from("%PDF-1.7")]);
    await expect(storage.put("application-pdfs/short.pdf", short, "application/pdf", 100)).rejects.toThrow(
      /^S3 PUT application-pdfs\/short\.pdf failed: the request to 127\.0\.0\.1:\d+ did not complete/,
    );
    expect(await storage.get("application-pdfs/short.pdf")).toBeNull();
  });

  it("is refused by S3 when signed with a wrong secret, and says so without leaking it", async () => {
    const wrongSecret = "not-the-secret-4f9a8c";
    const storage = createS3Storage({ ...config, secretAccessKey: wrongSecret });
    const error = await storage.put("magazine-pdfs/x.pdf", new Uint8Array([1]), "application/pdf").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3Error);
    expect((error as S3Error).message).toBe("S3 PUT magazine-pdfs/x.pdf failed with status 403 (SignatureDoesNotMatch)");
    expect(lastRequest().verdict).toMatchObject({ ok: false, code: "SignatureDoesNotMatch" });
    const signature = /Signature=([0-9a-f]+)/.exec(String(lastRequest().headers.authorization))![1]!;
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain(wrongSecret);
    expect((error as S3Error).message).not.toContain(signature);
    await expect(storage.get("magazine-pdfs/x.pdf")).rejects.toThrow("S3 GET magazine-pdfs/x.pdf failed with status 403 (SignatureDoesNotMatch)");
    expect(await createS3Storage(config).get("magazine-pdfs/x.pdf")).toBeNull();
  });

  it("treats a missing bucket as an error, not as a missing object", async () => {
    const storage = createS3Storage({ ...config, bucket: "no-such-bucket" });
    await expect(storage.get("magazine-pdfs/a.pdf")).rejects.toThrow("S3 GET magazine-pdfs/a.pdf failed with status 404 (NoSuchBucket)");
    await expect(storage.delete("magazine-pdfs/a.pdf")).rejects.toThrow(/status 404 \(NoSuchBucket\)/);
  });

  it("names the endpoint it could not reach, and not the secret", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const storage = createS3Storage({ ...config, endpoint: `http://127.0.0.1:${port}` });
    const error = await storage.get("magazine-pdfs/a.pdf").catch((e: unknown) => e);
    expect((error as S3Error).message).toBe(`S3 GET magazine-pdfs/a.pdf failed: the request to 127.0.0.1:${port} did not complete (ECONNREFUSED)`);
    expect(String((error as Error).stack)).not.toContain(config.secretAccessKey);
  });

  it("is what the server uses when the S3 variables are set", async () => {
    const storage = storageFromEnv({
      DATA_DIR: "./unused",
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    expect(storage.kind).toBe("s3");
    await storage.put("magazine-pdfs/from-env.pdf", new TextEncoder().encode("%PDF-1.7 env"), "application/pdf");
    expect(text(await storage.get("magazine-pdfs/from-env.pdf"))).toBe("%PDF-1.7 env");
  });

  it("refuses keys it did not generate", async () => {
    const storage = createS3Storage(config);
    await expect(storage.put("../etc/passwd", new Uint8Array([1]), "text/plain")).rejects.toThrow(/Invalid storage key/);
    await expect(storage.presignedGetUrl("/etc/passwd", { expiresInSeconds: 60 })).rejects.toThrow(/Invalid storage key/);
  });
});

describe("presigned GET URLs", () => {
  const key = "magazine-pdfs/issue-7.pdf";
  beforeAll(() => createS3Storage(config).put(key, new TextEncoder().encode("%PDF-1.7 issue 7"), "application/pdf"));

  it("are served by S3 to anyone who has one, under the file name asked for", async () => {
    const url = await createS3Storage(config).presignedGetUrl(key, { expiresInSeconds: 300, fileName: "Issue 7 – Breath & Støtte.pdf" });
    expect(url.startsWith(`${s3.endpoint}/uploads/magazine-pdfs/issue-7.pdf?`)).toBe(true);
    expect(new URL(url).searchParams.get("X-Amz-Expires")).toBe("300");
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("%PDF-1.7 issue 7");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Issue 7 _ Breath & St_tte.pdf"; filename*=UTF-8''Issue%207%20%E2%80%93%20Breath%20%26%20St%C3%B8tte.pdf`,
    );
    expect(lastRequest().verdict).toMatchObject({ ok: true });
  });

  it("are refused once anything in them is changed", async () => {
    const url = new URL(await createS3Storage(config).presignedGetUrl(key, { expiresInSeconds: 300, fileName: "issue-7.pdf" }));
    const tampered = [
      new URL(url.href.replace("issue-7.pdf?", "issue-8.pdf?")),
      withParam(url, "X-Amz-Expires", "604800"),
      withParam(url, "response-content-disposition", "inline"),
    ];
    for (const changed of tampered) {
      const response = await fetch(changed);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain("<Code>SignatureDoesNotMatch</Code>");
    }
    const signedWithWrongSecret = await createS3Storage({ ...config, secretAccessKey: "wrong" }).presignedGetUrl(key, { expiresInSeconds: 300 });
    expect((await fetch(signedWithWrongSecret)).status).toBe(403);
  });

  it("are refused after they expire", async () => {
    const url = await createS3Storage(config).presignedGetUrl(key, { expiresInSeconds: 60 });
    s3.advanceClock(59_000);
    try {
      expect((await fetch(url)).status).toBe(200);
      s3.advanceClock(2_000);
      const expired = await fetch(url);
      expect(expired.status).toBe(403);
      expect(await expired.text()).toContain("Request has expired");
    } finally {
      s3.advanceClock(-61_000);
    }
  });

  it("must live between one second and seven days", async () => {
    const storage = createS3Storage(config);
    for (const expiresInSeconds of [0, 1.5, 604_801]) {
      await expect(storage.presignedGetUrl(key, { expiresInSeconds })).rejects.toThrow("expiresInSeconds must be a whole number from 1 to 604800");
    }
  });
});

function withParam(url: URL, name: string, value: string) {
  const changed = new URL(url);
  changed.searchParams.set(name, value);
  return changed;
}
