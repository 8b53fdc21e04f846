import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { verifySigV4, type Verdict } from "./s3-sigv4-verifier";

/**
 * A local S3 for tests: s3rver keeps the objects and answers like S3 (XML errors, 404 for a
 * missing key, response-* overrides), but it does not check Signature Version 4 at all
 * (its source says so, and it accepts any secret). So every request first passes a
 * verifying front on its own port, which refuses what S3 would refuse, and only then
 * goes on to s3rver. Everything listens on 127.0.0.1.
 */

export interface ReceivedS3Request {
  method: string;
  target: string;
  headers: IncomingHttpHeaders;
  /** Set once the body has arrived and the signature was checked. */
  verdict?: Verdict;
}

export interface S3StandIn {
  /** The front's origin, e.g. http://127.0.0.1:40123; buckets are addressed path-style. */
  endpoint: string;
  bucket: string;
  region: string;
  /** s3rver's one account; the front knows the same secret. */
  accessKeyId: string;
  secretAccessKey: string;
  /** Every request the front saw, in order, recorded as soon as its headers arrived. */
  received: ReceivedS3Request[];
  /** Resolves with the first received request that matches, polling until `timeoutMs`. */
  waitFor(match: (request: ReceivedS3Request) => boolean, timeoutMs?: number): Promise<ReceivedS3Request>;
  /** Moves the front's clock (used to judge request times and expiry) by this many ms. */
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;

// s3rver ships CommonJS without types; only its constructor, run and close are used.
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverConstructor;

const ACCOUNT = "S3RVER";

export async function startS3StandIn(options: { bucket?: string; region?: string } = {}): Promise<S3StandIn> {
  const bucket = options.bucket ?? "uploads";
  const region = options.region ?? "eu-north-1";
  const directory = mkdtempSync(path.join(tmpdir(), "s3rver-"));
  const store = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const storePort = (await store.run()).port;

  const received: ReceivedS3Request[] = [];
  let clockOffsetMs = 0;
  const front: Server = createServer((req, res) => {
    const entry: ReceivedS3Request = { method: req.method ?? "", target: req.url ?? "/", headers: req.headers };
    received.push(entry);
    readBody(req).then(
      (body) => {
        entry.verdict =
          refusalBeforeSigning(req) ??
          verifySigV4(
            { method: entry.method, target: entry.target, headers: req.headers, body },
            { region, secrets: new Map([[ACCOUNT, ACCOUNT]]), now: new Date(Date.now() + clockOffsetMs) },
          );
        if (!entry.verdict.ok) return sendError(res, entry.verdict);
        forward(req, body, storePort, res);
      },
      () => res.destroy(),
    );
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));

  return {
    endpoint: `http://127.0.0.1:${(front.address() as AddressInfo).port}`,
    bucket,
    region,
    accessKeyId: ACCOUNT,
    secretAccessKey: ACCOUNT,
    received,
    async waitFor(match, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error("The S3 stand-in received no such request");
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    advanceClock: (ms) => void (clockOffsetMs += ms),
    async close() {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await store.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** S3 wants the length of an upload up front: a chunked PUT without it is refused. */
function refusalBeforeSigning(req: IncomingMessage): Verdict | undefined {
  if (req.method === "PUT" && req.headers["content-length"] === undefined) {
    return { ok: false, status: 411, code: "MissingContentLength", message: "You must provide the Content-Length HTTP header." };
  }
  return undefined;
}

function readBody(req: IncomingMessage) {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function forward(req: IncomingMessage, body: Buffer, storePort: number, res: ServerResponse) {
  const headers = { ...req.headers, host: `127.0.0.1:${storePort}`, "content-length": String(body.length) };
  delete headers["transfer-encoding"];
  const upstream = httpRequest({ host: "127.0.0.1", port: storePort, method: req.method, path: req.url, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on("error", () => res.destroy());
  upstream.end(body);
}

function sendError(res: ServerResponse, verdict: Extract<Verdict, { ok: false }>) {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${verdict.code}</Code><Message>${escapeXml(verdict.message)}</Message></Error>`;
  res.writeHead(verdict.status, { "content-type": "application/xml" }).end(xml);
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
