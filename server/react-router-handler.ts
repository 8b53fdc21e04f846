import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { bodyHasControlCharacters, bodyLimitFor, countingLimit, declaredTooLarge, hasBody, readBodyUpTo, TOO_LARGE } from "./body-limit";
import {
  cacheableRouteMatcher,
  cacheKeyOf,
  createPageStore,
  inlineScriptHashes,
  pageOf,
  sendPage,
  storable,
  withBrotli,
  type CachedPage,
} from "./render-cache";

/** What the render cache needs from the app (decision 041); without it every page is rendered. */
export interface RenderCacheDeps {
  /** The content version now (at most a second old, or fresher after this process wrote). */
  version: () => Promise<number | undefined>;
  /** Another instance changed content: bring what this process keeps in memory up to date before rendering. */
  onVersionChange: () => Promise<void>;
  /** The site's CSP with the given script sources in place of the nonce. */
  policy: (scriptSources: string[]) => string;
  clock?: () => number;
}

/** How long a kept page must stay kept before it is compressed with brotli. */
const BROTLI_AFTER_MS = 1000;

type Rendered = { status: number; statusText: string; headers: Headers; body: Buffer; csp?: string };
type Fill = { page?: CachedPage; rendered: Rendered };
type CacheRequest = Pick<ExpressRequest, "method" | "originalUrl" | "path" | "headers">;

/** The React Router handler, and the render cache's kept page for a request that may be answered before any middleware (server.js). */
export type ReactRouterHandler = ((req: ExpressRequest, res: ExpressResponse, next: NextFunction) => Promise<void>) & {
  /** The kept page for this request if it is current (its version checked as for any request), else undefined. */
  keptPage: (req: CacheRequest) => Promise<CachedPage | undefined>;
};

/**
 * React Router behind Express, as @react-router/express does it, but with the body limit in
 * front (server/body-limit.ts): a body over its route's limit is answered 413 before any route
 * sees it, and a 300 MB post never reaches memory. Small bodies are read whole here; the upload
 * forms' bodies stream through a counter.
 */
export function reactRouterHandler(
  build: ServerBuild,
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext,
  cache?: RenderCacheDeps,
): ReactRouterHandler {
  const handle = createRequestHandler(build, process.env.NODE_ENV);
  const fromCache = cache ? renderCache(cache, build, (req, res, key) => renderAnonymously(handle, req, key, getLoadContext(req, res))) : undefined;
  const handler = async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      if (fromCache && (await fromCache.serve(req, res))) return;
      let body: BodyInit | undefined;
      if (req.method !== "GET" && req.method !== "HEAD" && hasBody(req)) {
        const limit = bodyLimitFor(req.path);
        if (declaredTooLarge(req, limit.bytes)) return tooLarge(res);
        if (limit.stream) {
          const counted = req.pipe(countingLimit(limit.bytes));
          req.on("error", (error) => counted.destroy(error));
          body = createReadableStreamFromReadable(counted);
        } else {
          const read = await readBodyUpTo(req, limit.bytes);
          if (read === TOO_LARGE) return tooLarge(res);
          if (bodyHasControlCharacters(req.headers["content-type"], read)) return badRequest(res);
          body = read as unknown as BodyInit;
        }
      }
      const controller = new AbortController();
      let finished = false;
      res.on("finish", () => (finished = true));
      res.on("close", () => !finished && controller.abort());
      const request = new Request(requestUrl(req), {
        method: req.method,
        headers: requestHeaders(req),
        signal: controller.signal,
        ...(body === undefined ? {} : { body, duplex: "half" }),
      } as RequestInit);
      await send(res, await handle(request, getLoadContext(req, res)), res.locals.personalPage === true);
    } catch (error) {
      next(error);
    }
  };
  return Object.assign(handler, { keptPage: fromCache ? fromCache.keptPage : async () => undefined });
}

function tooLarge(res: ExpressResponse) {
  res.status(413).type("text/plain").send("Request body too large");
}

function badRequest(res: ExpressResponse) {
  res.status(400).type("text/plain").send("Bad request: the form holds characters no one types.");
}

function requestUrl(req: ExpressRequest) {
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? "", 10)).find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`).href;
}

function requestHeaders(req: ExpressRequest) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (value) for (const each of value) headers.append(name, each);
  }
  return headers;
}

/**
 * `serve` answers what it can from the cache and resolves true; false leaves the request to the
 * renderer. Concurrent misses of one page wait for one rendering. `keptPage` only looks.
 */
function renderCache(deps: RenderCacheDeps, build: ServerBuild, render: (req: ExpressRequest, res: ExpressResponse, key: string) => Promise<Rendered>) {
  const clock = deps.clock ?? Date.now;
  const cacheable = cacheableRouteMatcher(build.routes);
  const store = createPageStore();
  const fills = new Map<string, Promise<Fill>>();
  let seenVersion: number | undefined;
  let adopting: Promise<void> = Promise.resolve();

  async function fill(req: ExpressRequest, res: ExpressResponse, key: string, version: number): Promise<Fill> {
    const rendered = await render(req, res, key);
    // Rendered without a nonce: the page's own inline scripts, by hash, are the only ones allowed.
    if (/^text\/html\b/i.test(rendered.headers.get("content-type") ?? "")) rendered.csp = deps.policy(inlineScriptHashes(rendered.body.toString("utf8")));
    if (!rendered.csp) return { rendered };
    const storableAnswer = storable(new Response(null, { status: rendered.status, headers: rendered.headers }));
    if (!storableAnswer) return { rendered };
    const page = pageOf(rendered.body, rendered.headers.get("content-type")!, rendered.csp, version, clock());
    store.set(key, page);
    // Brotli for the next visitors, for a page still kept a moment later (a page replaced at once,
    // as in a burst of back-office edits, is not worth it), and still the one kept when it is ready.
    const compressLater = setTimeout(() => {
      if (store.peek(key) !== page) return;
      withBrotli(page)
        .then((compressed) => store.peek(key) === page && store.set(key, compressed))
        .catch(() => undefined);
    }, BROTLI_AFTER_MS);
    compressLater.unref();
    return { page, rendered };
  }

  async function currentVersion(): Promise<number | undefined> {
    try {
      return await deps.version();
    } catch {
      return undefined;
    }
  }

  const isCurrent = (page: CachedPage | undefined, version: number): page is CachedPage =>
    page !== undefined && page.version === version && page.expiresAt > clock();

  /** Only looks: a version other than the one the kept pages were made at is left to `serve`, which adopts it. */
  async function keptPage(req: CacheRequest): Promise<CachedPage | undefined> {
    const keyed = cacheKeyOf(req);
    if ("bypass" in keyed) return undefined;
    const version = await currentVersion();
    if (version === undefined || version !== seenVersion) return undefined;
    const kept = store.get(keyed.key);
    return isCurrent(kept, version) ? kept : undefined;
  }

  async function serve(req: ExpressRequest, res: ExpressResponse): Promise<boolean> {
    const keyed = cacheKeyOf(req);
    if (!cacheable(req.path)) return false;
    if ("bypass" in keyed) {
      // A page that is the same for everyone but this visitor: no shared cache may keep it.
      if (keyed.bypass === "cookie") res.locals.personalPage = true;
      return false;
    }
    const version = await currentVersion();
    if (version === undefined) return false;
    if (version !== seenVersion) {
      const first = seenVersion === undefined;
      seenVersion = version;
      store.clear();
      adopting = first ? Promise.resolve() : deps.onVersionChange().catch(() => undefined);
    }
    await adopting;
    const kept = store.get(keyed.key);
    if (isCurrent(kept, version)) {
      sendPage(req, res, kept, "hit");
      return true;
    }
    const running = fills.get(keyed.key);
    if (running) {
      // Someone else's rendering serves this visitor only if it was kept: an error page is theirs alone.
      const { page } = await running;
      if (!page) return false;
      sendPage(req, res, page, "hit");
      return true;
    }
    const mine = fill(req, res, keyed.key, version).finally(() => fills.delete(keyed.key));
    fills.set(keyed.key, mine);
    const { page, rendered } = await mine;
    if (page) sendPage(req, res, page, "miss");
    else sendRendered(req, res, rendered);
    return true;
  }

  return { serve, keptPage };
}

/**
 * The page as anyone without cookies gets it at its key's address: no cookie, credentials or
 * tracking parameter reaches the loaders, and no nonce is made.
 */
async function renderAnonymously(
  handle: ReturnType<typeof createRequestHandler>,
  req: ExpressRequest,
  key: string,
  context: AppLoadContext,
): Promise<Rendered> {
  const headers = requestHeaders(req);
  headers.delete("cookie");
  headers.delete("authorization");
  const url = new URL(requestUrl(req));
  url.pathname = key;
  url.search = "";
  const response = await handle(new Request(url.href, { method: "GET", headers }), { ...context, cspNonce: "" });
  return { status: response.status, statusText: response.statusText, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

function sendRendered(req: ExpressRequest, res: ExpressResponse, rendered: Rendered) {
  res.statusMessage = rendered.statusText;
  res.status(rendered.status);
  for (const [name, value] of rendered.headers.entries()) if (name !== "content-length") res.append(name, value);
  if (rendered.csp) res.setHeader("Content-Security-Policy", rendered.csp);
  res.setHeader("X-Render-Cache", "miss");
  res.end(req.method === "HEAD" ? undefined : rendered.body);
}

async function send(res: ExpressResponse, response: Response, personal = false) {
  if (res.destroyed || res.writableEnded) return void (await response.body?.cancel());
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (personal) {
    if (!response.headers.has("cache-control")) res.setHeader("Cache-Control", "private, no-cache");
    res.setHeader("X-Render-Cache", "bypass");
    res.vary("Cookie");
  }
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) return void res.end();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
