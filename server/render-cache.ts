import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Request, Response } from "express";
import { matchRoutes, type ServerBuild } from "react-router";
import { routeTree } from "./route-pattern";
import { TZDate } from "@date-fns/tz";

/**
 * The render cache of anonymous pages (decision 041). A page whose route says
 * `handle.renderCache` is rendered once per content version for visitors who carry no cookie
 * that changes it, and kept in memory: byte-identical HTML without nonces, its inline scripts
 * allowed by their hashes, so the CSP stays as strict as with a nonce and a CDN may keep it too.
 * Only a 200 HTML answer without Set-Cookie or a private Cache-Control is kept; a query string,
 * a `.data` request, a POST or a cookie below means rendering as before.
 */

/** Cookies that change what a page shows: the session (better-auth's, any prefix), its hint, the guest's cart. */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:(?:__Secure-|__Host-)?better-auth\.[^=;]*|signed_in|cart_session_id)=/;

export const MAX_ENTRIES = 200;
export const MAX_BYTES = 32 * 1024 * 1024;
/** However long nothing changes, a page is rendered again after this long. */
export const MAX_AGE_MS = 10 * 60_000;
export const PAGE_CACHE_CONTROL = "public, no-cache";
const BUSINESS_TIME_ZONE = "Europe/Copenhagen";

export interface CachedPage {
  body: Buffer;
  gzip: Buffer;
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
  const sizeOf = (page: CachedPage) => page.body.length + page.gzip.length;
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
  // Any query string is rendered: keys stay the registered paths, so a flood of queries grows nothing.
  if (req.originalUrl.includes("?")) return { bypass: "query" };
  if (req.path.endsWith(".data")) return { bypass: "data" };
  if (PERSONAL_COOKIE.test(req.headers.cookie ?? "")) return { bypass: "cookie" };
  return { key: req.path };
}

/** Whether the page a path matches opted in (`handle.renderCache` on its deepest route). */
export function cacheableRouteMatcher(routes: ServerBuild["routes"]): (pathname: string) => boolean {
  const tree = routeTree(routes);
  return (pathname) => {
    const leaf = matchRoutes(tree, pathname)?.at(-1);
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

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === bare;
  });
}

/** Writes a kept page: 304 for a matching If-None-Match, gzip when the client takes it. */
export function sendPage(req: Request, res: Response, page: CachedPage, status: "hit" | "miss") {
  res.setHeader("Content-Security-Policy", page.csp);
  res.setHeader("Cache-Control", PAGE_CACHE_CONTROL);
  // The same address answers a signed-in visitor differently: shared caches key on the cookie too.
  res.setHeader("Vary", "Cookie, Accept-Encoding");
  res.setHeader("ETag", page.etag);
  res.setHeader("X-Render-Cache", status);
  if (matchesEtag(req.get("if-none-match"), page.etag)) return void res.status(304).end();
  const gzip = /\bgzip\b/i.test(req.get("accept-encoding") ?? "");
  const body = gzip ? page.gzip : page.body;
  res.status(200);
  res.setHeader("Content-Type", page.contentType);
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", String(body.length));
  res.end(req.method === "HEAD" ? undefined : body);
}
