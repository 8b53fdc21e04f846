import { createHash } from "node:crypto";
import { brotliCompress, constants as zlib, gzipSync } from "node:zlib";
import type { Request, Response } from "express";
import type { ServerBuild } from "react-router";
import { rememberedMatches } from "./route-pattern";
import { TZDate } from "@date-fns/tz";

/**
 * The render cache of anonymous pages (decision 041). A page whose route says
 * `handle.renderCache` is rendered once per content version for visitors who carry no cookie
 * that changes it, and kept in memory: byte-identical HTML without nonces, its inline scripts
 * allowed by their hashes, so the CSP stays as strict as with a nonce and a CDN may keep it too.
 * Only a 200 HTML answer without Set-Cookie or a private Cache-Control is kept; a query string
 * other than campaign tracking, a `.data` request, a POST or a cookie below means rendering as before.
 */

/** Cookies that change what a page shows: the session (better-auth's, any prefix), its hint, the guest's cart. */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:(?:__Secure-|__Host-)?better-auth\.[^=;]*|signed_in|cart_session_id)=/;

export const MAX_ENTRIES = 200;
export const MAX_BYTES = 32 * 1024 * 1024;
/** However long nothing changes, a page is rendered again after this long. */
export const MAX_AGE_MS = 10 * 60_000;
export const PAGE_CACHE_CONTROL = "public, no-cache";
const BUSINESS_TIME_ZONE = "Europe/Copenhagen";

/**
 * Query parameters that only say where a visitor came from (campaign and click ids): the page
 * is the same without them, so a link from a newsletter or an ad is served the bare path's page.
 * An allow-list: any other parameter may change the page, and is rendered for its visitor.
 */
export const TRACKING_PARAMETERS: ReadonlySet<string> = new Set([
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "utm_id",
  "fbclid",
  "gclid",
  "msclkid",
  "mc_cid",
  "mc_eid",
  "ref",
]);

export interface CachedPage {
  body: Buffer;
  gzip: Buffer;
  /** Brotli, made off the main thread after the page is kept; gzip is served until it is there. */
  br?: Buffer;
  etag: string;
  contentType: string;
  csp: string;
  version: number;
  expiresAt: number;
}

/** Least recently used first out, bounded by count and by bytes. */
export function createPageStore(limits: { maxEntries: number; maxBytes: number } = { maxEntries: MAX_ENTRIES, maxBytes: MAX_BYTES }) {
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  const sizeOf = (page: CachedPage) => page.body.length + page.gzip.length + (page.br?.length ?? 0);
  function remove(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= sizeOf(page);
  }
  return {
    get(key: string): CachedPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    set(key: string, page: CachedPage) {
      remove(key);
      if (sizeOf(page) > limits.maxBytes) return;
      pages.set(key, page);
      bytes += sizeOf(page);
      for (const oldest of pages.keys()) {
        if (pages.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
        remove(oldest);
      }
    },
    /** The page kept under a key, without counting it as used. */
    peek: (key: string) => pages.get(key),
    delete: remove,
    clear() {
      pages.clear();
      bytes = 0;
    },
    size: () => pages.size,
    bytes: () => bytes,
  };
}

export type PageStore = ReturnType<typeof createPageStore>;

/** The key a request's page is kept under, or why it is rendered for it alone. */
export function cacheKeyOf(req: { method: string; originalUrl: string; path: string; headers: { cookie?: string } }): { key: string } | { bypass: string } {
  if (req.method !== "GET" && req.method !== "HEAD") return { bypass: "method" };
  // Keys stay the registered paths, so a flood of queries grows nothing; only tracking parameters are left out of the key.
  const query = req.originalUrl.indexOf("?");
  if (query !== -1 && !onlyTracking(req.originalUrl.slice(query + 1))) return { bypass: "query" };
  if (req.path.endsWith(".data")) return { bypass: "data" };
  if (PERSONAL_COOKIE.test(req.headers.cookie ?? "")) return { bypass: "cookie" };
  return { key: req.path };
}

/** Whether a query string (without its "?") holds campaign tracking parameters and nothing else. */
export function onlyTracking(query: string): boolean {
  if (query === "" || query.includes("#")) return false;
  for (const pair of query.split("&")) {
    const name = pair.split("=", 1)[0]!;
    if (!TRACKING_PARAMETERS.has(name)) return false;
  }
  return true;
}

/** Whether the page a path matches opted in (`handle.renderCache` on its deepest route). */
export function cacheableRouteMatcher(routes: ServerBuild["routes"]): (pathname: string) => boolean {
  const matchesOf = rememberedMatches(routes);
  return (pathname) => {
    const leaf = matchesOf(pathname)?.at(-1);
    if (!leaf?.route.id) return false;
    const handle = routes[leaf.route.id]?.module.handle as { renderCache?: boolean } | undefined;
    return handle?.renderCache === true;
  };
}

/** The sources of every inline script in the page, as CSP hashes. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? "")) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes].sort();
}

/** The next midnight in Copenhagen (or UTC, if sooner): day-dated texts (programme dates, the footer's year) turn then. */
export function nextMidnight(now: number): number {
  const local = new TZDate(now, BUSINESS_TIME_ZONE);
  const copenhagen = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + 1, 0, 0, 0, BUSINESS_TIME_ZONE).getTime();
  const utc = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate() + 1);
  return Math.min(copenhagen, utc);
}

/** Whether a rendered answer may be kept for everyone: a plain 200 page, nothing personal about it. */
export function storable(response: globalThis.Response): boolean {
  if (response.status !== 200) return false;
  if (!/^text\/html\b/i.test(response.headers.get("content-type") ?? "")) return false;
  if (response.headers.has("set-cookie")) return false;
  if (/private|no-store|no-cache/i.test(response.headers.get("cache-control") ?? "")) return false;
  const vary = (response.headers.get("vary") ?? "").split(",").map((name) => name.trim().toLowerCase());
  return vary.every((name) => name === "" || name === "cookie" || name === "accept-encoding");
}

export function pageOf(body: Buffer, contentType: string, csp: string, version: number, now: number): CachedPage {
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { body, gzip: gzipSync(body), etag, contentType, csp, version, expiresAt: Math.min(now + MAX_AGE_MS, nextMidnight(now)) };
}

/** The page with its brotli body, made off the main thread (quality 11: the page is compressed once and sent many times). */
export function withBrotli(page: CachedPage): Promise<CachedPage> {
  return new Promise((resolve, reject) =>
    brotliCompress(
      page.body,
      {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.length,
        },
      },
      (error, br) => (error ? reject(error) : resolve({ ...page, br })),
    ),
  );
}

type Encoding = "br" | "gzip" | "identity";

/**
 * The coding of a kept page for an Accept-Encoding header: the accepted one with the highest
 * q-value among those the page has, brotli before gzip on a tie; identity when none is accepted
 * (a page is never refused for want of a coding).
 */
export function preferredEncoding(header: string | undefined, hasBrotli: boolean): Encoding {
  if (!header) return "identity";
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [coding, ...parameters] = part.toLowerCase().split(";");
    const name = coding?.trim();
    if (!name) continue;
    const q = parameters.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Math.max(weights.get(name) ?? 0, Number.isFinite(weight) ? weight : 0));
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  const offered: Encoding[] = hasBrotli ? ["br", "gzip"] : ["gzip"];
  let best: Encoding = "identity";
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = weightOf(coding);
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === bare;
  });
}

/** Writes a kept page: 304 for a matching If-None-Match, brotli or gzip when the client takes it. */
export function sendPage(req: Pick<Request, "method" | "headers">, res: Response, page: CachedPage, status: "hit" | "miss") {
  res.setHeader("Content-Security-Policy", page.csp);
  res.setHeader("Cache-Control", PAGE_CACHE_CONTROL);
  // The same address answers a signed-in visitor differently: shared caches key on the cookie too.
  res.setHeader("Vary", "Cookie, Accept-Encoding");
  res.setHeader("ETag", page.etag);
  res.setHeader("X-Render-Cache", status);
  // Decision 057: the same bytes for everyone leave a window reference nothing to learn, and COOP
  // made the browser load the page in a cold renderer. Personal pages never come this way.
  res.removeHeader("Cross-Origin-Opener-Policy");
  if (matchesEtag(req.headers["if-none-match"], page.etag)) return void res.status(304).end();
  const encoding = preferredEncoding(req.headers["accept-encoding"], page.br !== undefined);
  const body = encoding === "br" ? page.br! : encoding === "gzip" ? page.gzip : page.body;
  res.status(200);
  res.setHeader("Content-Type", page.contentType);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  res.end(req.method === "HEAD" ? undefined : body);
}
