import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { brotliDecompressSync } from "node:zlib";
import { cacheKeyOf, createPageStore, inlineScriptHashes, nextMidnight, onlyTracking, pageOf, preferredEncoding, storable, withBrotli } from "./render-cache";
import { contentSecurityPolicyWith } from "./csp";

const get = (originalUrl: string, cookie?: string, method = "GET") => ({
  method,
  originalUrl,
  path: originalUrl.split("?")[0]!,
  headers: cookie === undefined ? {} : { cookie },
});

describe("cacheKeyOf", () => {
  it("keys a plain GET or HEAD by its path", () => {
    expect(cacheKeyOf(get("/shop"))).toEqual({ key: "/shop" });
    expect(cacheKeyOf(get("/shop", undefined, "HEAD"))).toEqual({ key: "/shop" });
  });

  it("renders posts, query strings and single-fetch data for the visitor alone", () => {
    expect(cacheKeyOf(get("/shop", undefined, "POST"))).toEqual({ bypass: "method" });
    expect(cacheKeyOf(get("/shop?page=2"))).toEqual({ bypass: "query" });
    expect(cacheKeyOf(get("/shop?"))).toEqual({ bypass: "query" });
    expect(cacheKeyOf(get("/shop.data"))).toEqual({ bypass: "data" });
  });

  it("never serves a visitor who carries a session, its hint or a guest cart", () => {
    for (const cookie of [
      "better-auth.session_token=abc",
      "__Secure-better-auth.session_token=abc",
      "theme=dark; better-auth.session_data=x",
      "signed_in=1",
      "a=b; cart_session_id=session_1_abc",
    ])
      expect(cacheKeyOf(get("/", cookie))).toEqual({ bypass: "cookie" });
  });

  it("serves a visitor whose cookies change nothing on the page", () => {
    expect(cacheKeyOf(get("/", "theme=dark; not_signed_in=1"))).toEqual({ key: "/" });
  });
});

describe("campaign links", () => {
  it("key a query of tracking parameters alone by the bare path", () => {
    expect(cacheKeyOf(get("/shop?utm_source=newsletter&utm_medium=email&utm_campaign=spring"))).toEqual({ key: "/shop" });
    for (const name of ["utm_term", "utm_content", "utm_id", "fbclid", "gclid", "msclkid", "mc_cid", "mc_eid", "ref"])
      expect(cacheKeyOf(get(`/courses?${name}=abc123`))).toEqual({ key: "/courses" });
    expect(cacheKeyOf(get("/?fbclid=IwAR0x&utm_source"))).toEqual({ key: "/" });
  });

  it("render any other parameter for its visitor, even beside tracking ones", () => {
    expect(cacheKeyOf(get("/shop?utm_source=x&page=2"))).toEqual({ bypass: "query" });
    expect(cacheKeyOf(get("/shop?page=2&utm_source=x"))).toEqual({ bypass: "query" });
    expect(cacheKeyOf(get("/shop?UTM_SOURCE=x"))).toEqual({ bypass: "query" });
    expect(cacheKeyOf(get("/shop?utm_source%3Dx"))).toEqual({ bypass: "query" });
    expect(cacheKeyOf(get("/shop?utm_source=x&&"))).toEqual({ bypass: "query" });
    expect(cacheKeyOf(get("/shop.data?utm_source=x"))).toEqual({ bypass: "data" });
    expect(cacheKeyOf(get("/shop?utm_source=x", "signed_in=1"))).toEqual({ bypass: "cookie" });
  });

  it("onlyTracking wants at least one parameter, every one of them on the list", () => {
    expect(onlyTracking("")).toBe(false);
    expect(onlyTracking("gclid=1")).toBe(true);
    expect(onlyTracking("gclid=1&x=2")).toBe(false);
    expect(onlyTracking("=1")).toBe(false);
  });
});

describe("preferredEncoding", () => {
  it("takes brotli when the page has it and the client takes it, else gzip, else the plain page", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd", true)).toBe("br");
    expect(preferredEncoding("gzip, deflate, br, zstd", false)).toBe("gzip");
    expect(preferredEncoding("gzip", true)).toBe("gzip");
    expect(preferredEncoding(undefined, true)).toBe("identity");
    expect(preferredEncoding("deflate", true)).toBe("identity");
    expect(preferredEncoding("identity", true)).toBe("identity");
  });

  it("follows the client's weights, a refusal and the wildcard", () => {
    expect(preferredEncoding("br;q=0.5, gzip", true)).toBe("gzip");
    expect(preferredEncoding("br, gzip;q=0", false)).toBe("identity");
    expect(preferredEncoding("gzip;q=0, *", true)).toBe("br");
    expect(preferredEncoding("*;q=0.1, br;q=0", true)).toBe("gzip");
    expect(preferredEncoding("GZIP ; Q=0.8", false)).toBe("gzip");
  });
});

describe("withBrotli", () => {
  it("adds the page's body compressed with brotli, the rest unchanged", async () => {
    const page = pageOf(Buffer.from("<p>la la la</p>".repeat(100)), "text/html", "", 3, 0);
    const compressed = await withBrotli(page);
    expect(brotliDecompressSync(compressed.br!).equals(page.body)).toBe(true);
    expect({ ...compressed, br: undefined }).toEqual({ ...page, br: undefined });
  });
});

describe("createPageStore", () => {
  const page = (bytes: number) => pageOf(Buffer.alloc(bytes, "a"), "text/html", "", 1, 0);

  it("drops the least recently used page beyond its count", () => {
    const store = createPageStore({ maxEntries: 2, maxBytes: 1e9 });
    store.set("/a", page(10));
    store.set("/b", page(10));
    store.get("/a");
    store.set("/c", page(10));
    expect(store.get("/b")).toBeUndefined();
    expect(store.get("/a")).toBeDefined();
    expect(store.get("/c")).toBeDefined();
    expect(store.size()).toBe(2);
  });

  it("stays within its bytes, and refuses a page larger than all of them", () => {
    const one = page(1000);
    const size = one.body.length + one.gzip.length;
    const store = createPageStore({ maxEntries: 100, maxBytes: size * 2 });
    for (const key of ["/a", "/b", "/c", "/d"]) store.set(key, page(1000));
    expect(store.size()).toBe(2);
    expect(store.bytes()).toBeLessThanOrEqual(size * 2);
    store.set("/huge", page(100_000));
    expect(store.get("/huge")).toBeUndefined();
  });

  it("a flood of distinct keys never grows it past its bound", () => {
    const store = createPageStore({ maxEntries: 50, maxBytes: 1e9 });
    for (let n = 0; n < 5000; n++) store.set(`/p${n}`, page(1));
    expect(store.size()).toBe(50);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each inline script's text, and no script that has a src", () => {
    const code = 'window.__x = {"a":1};';
    const html = `<head><script type="module" src="/assets/a.js"></script></head><body><script>${code}</script><script type="text/x-module-after-first-paint">import "/a.js";</script></body>`;
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([hash(code), hash('import "/a.js";')].sort());
  });
});

describe("the policy of a kept page", () => {
  it("is the site's policy with hashes where the nonce was, and no nonce at all", () => {
    const policy = contentSecurityPolicyWith(["'sha256-abc'", "'sha256-def'"]);
    expect(policy).toContain("script-src 'self' 'sha256-abc' 'sha256-def';");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("nonce");
    expect(policy).not.toContain("unsafe-inline' 'sha");
  });
});

describe("storable", () => {
  const answer = (status: number, headers: Record<string, string>) =>
    new Response(null, { status, headers: { "content-type": "text/html; charset=utf-8", ...headers } });

  it("keeps a plain page, also one that varies on the cookie", () => {
    expect(storable(answer(200, {}))).toBe(true);
    expect(storable(answer(200, { vary: "Cookie" }))).toBe(true);
  });

  it("never keeps an error, a redirect, a cookie being set, a private answer or JSON", () => {
    expect(storable(answer(404, {}))).toBe(false);
    expect(storable(answer(500, {}))).toBe(false);
    expect(storable(answer(302, { location: "/" }))).toBe(false);
    expect(storable(answer(200, { "set-cookie": "a=b" }))).toBe(false);
    expect(storable(answer(200, { "cache-control": "private, no-store" }))).toBe(false);
    expect(storable(answer(200, { vary: "Accept-Language" }))).toBe(false);
    expect(storable(answer(200, { "content-type": "application/json" }))).toBe(false);
  });
});

describe("nextMidnight", () => {
  it("is the next midnight in Copenhagen when that comes before UTC's", () => {
    // 21:30 UTC on 1 July is 23:30 in Copenhagen (summer time): its midnight is 22:00 UTC.
    expect(new Date(nextMidnight(Date.UTC(2026, 6, 1, 21, 30))).toISOString()).toBe("2026-07-01T22:00:00.000Z");
    // 22:30 UTC on 1 July is already 2 July in Copenhagen: the next turn is UTC's midnight.
    expect(new Date(nextMidnight(Date.UTC(2026, 6, 1, 22, 30))).toISOString()).toBe("2026-07-02T00:00:00.000Z");
  });

  it("a page expires by then at the latest", () => {
    const now = Date.UTC(2026, 11, 31, 22, 59);
    expect(pageOf(Buffer.from("x"), "text/html", "", 1, now).expiresAt).toBe(Date.UTC(2026, 11, 31, 23, 0));
  });
});
