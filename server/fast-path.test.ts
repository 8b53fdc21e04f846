import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express, { type Request, type Response } from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeAfterEarlyAnswer } from "./early-answer";
import { keptPageFastPath } from "./fast-path";
import { fromTrustedProxy, requestIds } from "./operations";
import { pageOf, sendPage, withBrotli, type CachedPage } from "./render-cache";
import { pageSecurityHeaders, securityHeaders } from "./security-headers";

// A kept page answered in front of everything (server.js) must carry exactly the headers the
// whole chain gives a hit: both are built here from the real middleware, in server.js's and
// app.ts's order, and compared header by header for every kind of request a hit meets.

const HTML = `<!DOCTYPE html><html><head><title>Kept</title></head><body>${"<p>Sing it again, a little higher.</p>".repeat(400)}</body></html>`;
let page: CachedPage;
const answered = vi.fn();

/** The whole way as it was: compression, the security headers, request ids, then the render cache's hit. */
function wholeChain() {
  const server = express();
  server.set("trust proxy", "loopback");
  server.use(compression());
  server.use(securityHeaders);
  const app = express();
  app.use(requestIds);
  app.use(closeAfterEarlyAnswer);
  app.use((req: Request, res: Response) => sendPage(req, res, page, "hit"));
  server.use(app);
  return server;
}

/** The fast path in front of the same chain, which then never runs for a kept page. */
function fastPathFirst(kept: () => CachedPage | undefined) {
  const server = express();
  server.set("trust proxy", "loopback");
  server.use(keptPageFastPath({ keptPage: async () => kept(), securityHeaders: pageSecurityHeaders(), answered, fromTrustedProxy }));
  server.use((_req, res, next) => {
    res.setHeader("X-Went-The-Whole-Way", "yes");
    next();
  });
  server.use(wholeChain());
  return server;
}

const servers: http.Server[] = [];
async function listen(app: express.Express) {
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function get(
  base: string,
  headers: Record<string, string>,
  method = "GET",
  path = "/courses",
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = http.request(`${base}${path}`, { method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on("error", reject);
    });
    sent.on("error", reject);
    sent.end();
  });
}

const withoutDate = (headers: http.IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => name !== "date"));

let whole = "";
let fast = "";
let fastWithoutBrotli = "";
beforeAll(async () => {
  page = await withBrotli(pageOf(Buffer.from(HTML), "text/html; charset=utf-8", "default-src 'self';script-src 'self' 'sha256-abc'", 1, Date.now()));
  whole = await listen(wholeChain());
  fast = await listen(fastPathFirst(() => page));
  fastWithoutBrotli = await listen(fastPathFirst(() => ({ ...page, br: undefined })));
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

describe("a kept page answered in front of the middleware", () => {
  const requests: [string, Record<string, string>, string?][] = [
    ["no coding", {}],
    ["gzip", { "Accept-Encoding": "gzip" }],
    ["a browser's codings", { "Accept-Encoding": "gzip, deflate, br, zstd" }],
    ["gzip preferred by weight", { "Accept-Encoding": "br;q=0.5, gzip" }],
    ["HEAD", { "Accept-Encoding": "gzip" }, "HEAD"],
    ["revalidation", { "If-None-Match": "PLACEHOLDER" }],
    ["HTTPS through the trusted proxy", { "X-Forwarded-Proto": "https", "Accept-Encoding": "br" }],
  ];

  for (const [name, headers, method] of requests) {
    it(`has exactly the whole chain's headers and body: ${name}`, async () => {
      const sent: Record<string, string> = { "X-Request-Id": `proxy-${name.replace(/\W/g, "-")}`, ...headers };
      if (sent["If-None-Match"]) sent["If-None-Match"] = page.etag;
      const [expected, actual] = [await get(whole, sent, method), await get(fast, sent, method)];
      expect(actual.headers["x-went-the-whole-way"]).toBeUndefined();
      expect(withoutDate(actual.headers)).toEqual(withoutDate(expected.headers));
      expect(actual.status).toBe(expected.status);
      expect(actual.body.equals(expected.body)).toBe(true);
    });
  }

  it("says HSTS only over HTTPS, and names the request by a fresh id unless a trusted proxy named it", async () => {
    const plain = await get(fast, { "X-Request-Id": "from-proxy" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    expect(plain.headers["permissions-policy"]).toContain("camera=()");
    expect(plain.headers["origin-agent-cluster"]).toBe("?1");
    expect(plain.headers["cross-origin-opener-policy"]).toBeUndefined();
    expect(plain.headers["content-security-policy"]).toBe(page.csp);
    expect(plain.headers["x-request-id"]).toBe("from-proxy");
    const secure = await get(fast, { "X-Forwarded-Proto": "https" });
    expect(secure.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
    expect(secure.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("counts and logs each answer once, with its request id", async () => {
    answered.mockClear();
    await get(fast, { "X-Request-Id": "counted-once" });
    await vi.waitFor(() => expect(answered).toHaveBeenCalledTimes(1));
    const [req, res, seconds, id] = answered.mock.calls[0]!;
    expect([(req as Request).method, (req as Request).path, (res as Response).statusCode, id]).toEqual(["GET", "/courses", 200, "counted-once"]);
    expect(seconds).toBeGreaterThanOrEqual(0);
  });

  it("leaves to the whole chain what it does not answer the same way", async () => {
    const wholeWay = async (base: string, headers: Record<string, string>, method?: string, path?: string) =>
      (await get(base, headers, method, path)).headers["x-went-the-whole-way"];
    // Compressed on the way: deflate only, or brotli before the page's brotli is made.
    expect(await wholeWay(fast, { "Accept-Encoding": "deflate" })).toBe("yes");
    expect(await wholeWay(fastWithoutBrotli, { "Accept-Encoding": "br" })).toBe("yes");
    expect(await wholeWay(fastWithoutBrotli, { "Accept-Encoding": "gzip, br" })).toBeUndefined();
    expect(await wholeWay(fast, {}, "POST")).toBe("yes");
    // The app refuses control characters in the address with a 400: that answer is its own.
    expect(await wholeWay(fast, {}, "GET", "/courses%00")).toBe("yes");
    expect(await wholeWay(fast, { "Content-Length": "0" }, "OPTIONS")).toBe("yes");
    expect(await wholeWay(await listen(fastPathFirst(() => undefined)), {})).toBe("yes");
  });
});
