import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AwsV4Signer } from "aws4fetch";
import { attachmentDisposition } from "./s3-content-disposition";
import { assertValidKey, type FileStorage, type StoredObjectInfo } from "./storage.server";

export interface S3Config {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** e.g. "http://127.0.0.1:9000" for MinIO; path-style addressing is used then. Unset means AWS. */
  endpoint?: string;
}

/** A failed S3 call. The message names the operation, key, status and S3's error code, never credentials. */
export class S3Error extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "S3Error";
  }
}

/** AWS's limit for a presigned URL's lifetime: seven days. */
export const MAX_PRESIGNED_SECONDS = 7 * 24 * 60 * 60;

const UNSIGNED_PAYLOAD = "UNSIGNED-PAYLOAD";
const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const EMPTY_BODY_SHA256 = sha256Hex(new Uint8Array());
/** fetch takes a view over a plain ArrayBuffer as it is; one over shared memory is copied. */
const fetchableBytes = (bytes: Uint8Array): Uint8Array<ArrayBuffer> =>
  bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);

/** PUT, GET and DELETE of single objects over fetch, signed with SigV4 by aws4fetch. */
export class S3Storage implements FileStorage {
  readonly kind = "s3" as const;

  constructor(private readonly config: S3Config) {}

  /** Bytes are signed with their SHA-256; a stream goes out as it is read, with its declared size. */
  async put(key: string, body: Uint8Array | Readable, contentType: string, size?: number): Promise<void> {
    if (body instanceof Uint8Array) {
      const headers = { "content-type": contentType, "x-amz-content-sha256": sha256Hex(body) };
      await this.expectOk("PUT", key, await this.send("PUT", key, this.objectUrl(key), headers, { body: fetchableBytes(body) }));
      return;
    }
    try {
      await this.sendStream(key, body, contentType, size);
    } finally {
      // A refused or failed upload must not leave the producer (e.g. a multipart parser) waiting.
      if (!body.readableEnded) body.destroy();
    }
  }

  /**
   * A stream of unknown length is first written to a temporary file (S3's single PUT needs
   * Content-Length, and an upload is at most a few MB), then sent from there with its size.
   * The temporary file is removed either way.
   */
  async putStream(key: string, body: Readable, contentType: string): Promise<void> {
    assertValidKey(key);
    const dir = await mkdtemp(path.join(tmpdir(), "s3-upload-"));
    try {
      const file = path.join(dir, "body");
      await pipeline(body, createWriteStream(file));
      const { size } = await stat(file);
      await this.put(key, createReadStream(file), contentType, size);
    } finally {
      if (!body.readableEnded) body.destroy();
      await rm(dir, { recursive: true, force: true });
    }
  }

  private async sendStream(key: string, body: Readable, contentType: string, size: number | undefined) {
    const url = this.objectUrl(key);
    if (size === undefined || !Number.isSafeInteger(size) || size < 0) throw new Error("A streamed upload needs its size in bytes");
    // Hashing a stream would mean reading it twice; S3 takes UNSIGNED-PAYLOAD over a signed
    // header set instead, and Content-Length keeps the request from being chunked.
    const headers = { "content-type": contentType, "content-length": String(size), "x-amz-content-sha256": UNSIGNED_PAYLOAD };
    // Node's fetch sends any async iterable (a Readable is one) as it is read, with duplex "half".
    const init = { body: body as unknown as ReadableStream<Uint8Array>, duplex: "half" } as RequestInit;
    await this.expectOk("PUT", key, await this.send("PUT", key, url, headers, init));
  }

  /**
   * The bytes, or null when the bucket has no such key. A missing bucket is an error. (S3 says
   * 403 rather than 404 for a missing key to credentials without s3:ListBucket on the bucket.)
   */
  async get(key: string): Promise<Uint8Array | null> {
    const response = await this.send("GET", key, this.objectUrl(key), { "x-amz-content-sha256": EMPTY_BODY_SHA256 });
    if (response.status === 404) {
      const code = await errorCode(response);
      if (code === "NoSuchKey") return null;
      throw failure("GET", key, response.status, code);
    }
    if (!response.ok) throw failure("GET", key, response.status, await errorCode(response));
    return new Uint8Array(await response.arrayBuffer());
  }

  /** HEAD: a missing object (404, no body to read a code from) is null. */
  async stat(key: string): Promise<StoredObjectInfo | null> {
    const response = await this.send("HEAD", key, this.objectUrl(key), { "x-amz-content-sha256": EMPTY_BODY_SHA256 });
    if (response.status === 404) return null;
    if (!response.ok) throw failure("HEAD", key, response.status, undefined);
    const size = Number(response.headers.get("content-length"));
    const lastModified = new Date(response.headers.get("last-modified") ?? Number.NaN);
    const etag = response.headers.get("etag");
    if (!Number.isSafeInteger(size) || Number.isNaN(lastModified.getTime()) || !etag) throw failure("HEAD", key, response.status, "IncompleteHeaders");
    return { size, lastModified, etag };
  }

  /**
   * GET with the Range header forwarded, so S3 sends only those bytes; the body is handed on
   * as S3 streams it. A range answered with anything but 206 is an error, never the whole file.
   */
  async openRead(key: string, options: { range?: { start: number; end: number } } = {}): Promise<ReadableStream<Uint8Array> | null> {
    const headers: Record<string, string> = { "x-amz-content-sha256": EMPTY_BODY_SHA256 };
    if (options.range) headers.range = `bytes=${options.range.start}-${options.range.end}`;
    const response = await this.send("GET", key, this.objectUrl(key), headers);
    if (response.status === 404) {
      const code = await errorCode(response);
      if (code === "NoSuchKey") return null;
      throw failure("GET", key, response.status, code);
    }
    const expected = options.range ? 206 : 200;
    if (response.status !== expected || !response.body) {
      const code = response.ok ? "UnexpectedStatus" : await errorCode(response);
      if (response.ok) await response.body?.cancel();
      throw failure("GET", key, response.status, code);
    }
    return response.body;
  }

  /** Deleting a missing key is not an error (S3 answers 204 either way). */
  async delete(key: string): Promise<void> {
    const response = await this.send("DELETE", key, this.objectUrl(key), { "x-amz-content-sha256": EMPTY_BODY_SHA256 });
    if (response.status === 404) {
      const code = await errorCode(response);
      if (code !== "NoSuchKey") throw failure("DELETE", key, response.status, code);
      return;
    }
    await this.expectOk("DELETE", key, response);
  }

  /**
   * A URL anyone can GET for `expiresInSeconds`; with `fileName`, S3 answers with a
   * Content-Disposition that saves the file under that name.
   */
  async presignedGetUrl(key: string, options: { expiresInSeconds: number; fileName?: string }): Promise<string> {
    const { expiresInSeconds, fileName } = options;
    if (!Number.isInteger(expiresInSeconds) || expiresInSeconds < 1 || expiresInSeconds > MAX_PRESIGNED_SECONDS) {
      throw new RangeError(`expiresInSeconds must be a whole number from 1 to ${MAX_PRESIGNED_SECONDS}`);
    }
    const url = this.objectUrl(key);
    url.searchParams.set("X-Amz-Expires", String(expiresInSeconds));
    if (fileName !== undefined) url.searchParams.set("response-content-disposition", attachmentDisposition(fileName));
    const signed = await this.signer("GET", url, {}, true).sign();
    // URLSearchParams writes a space as "+"; "%20" means a space to every S3 implementation.
    signed.url.search = signed.url.searchParams.toString().replace(/\+/g, "%20");
    return signed.url.toString();
  }

  private objectUrl(key: string) {
    assertValidKey(key);
    const encodedKey = key.split("/").map(encodeURIComponent).join("/");
    if (this.config.endpoint) {
      const base = new URL(this.config.endpoint);
      base.pathname = `${base.pathname.replace(/\/$/, "")}/${encodeURIComponent(this.config.bucket)}/${encodedKey}`;
      return base;
    }
    return new URL(`https://${this.config.bucket}.s3.${this.config.region}.amazonaws.com/${encodedKey}`);
  }

  private signer(method: string, url: URL, headers: Record<string, string>, signQuery = false) {
    const { accessKeyId, secretAccessKey, region } = this.config;
    return new AwsV4Signer({ method, url: url.toString(), headers, accessKeyId, secretAccessKey, region, service: "s3", signQuery });
  }

  private async send(method: string, key: string, url: URL, headers: Record<string, string>, init: RequestInit = {}) {
    const signed = await this.signer(method, url, headers).sign();
    try {
      return await fetch(signed.url, { ...init, method, headers: signed.headers });
    } catch (error) {
      throw incomplete(method, key, url, error);
    }
  }

  private async expectOk(method: string, key: string, response: Response) {
    if (!response.ok) throw failure(method, key, response.status, await errorCode(response));
    await response.body?.cancel();
  }
}

export function createS3Storage(config: S3Config): S3Storage {
  return new S3Storage(config);
}

function failure(method: string, key: string, status: number, code: string | undefined) {
  return new S3Error(`S3 ${method} ${key} failed with status ${status}${code ? ` (${code})` : ""}`, status, code);
}

/** fetch failed before an answer: the message names the host and the low-level code only. */
function incomplete(method: string, key: string, url: URL, error: unknown) {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  const reason = typeof code === "string" ? ` (${code})` : "";
  return new S3Error(`S3 ${method} ${key} failed: the request to ${url.host} did not complete${reason}`, undefined, undefined, { cause: error });
}

/** S3's <Code> from an XML error body; the rest (messages, string to sign) stays out of logs. */
async function errorCode(response: Response) {
  const text = await response.text().catch(() => "");
  return /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(text)?.[1];
}
