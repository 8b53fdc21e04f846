import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultSiteProfile } from "~/modules/site/profile";
import { pagePath, pageRegistry } from "~/modules/site/pages";
import { publicSitemapPaths, renderSitemap } from "./sitemap[.]xml";

/** Calls a resource route's loader as React Router would, with just a request. */
const call = (fn: (args: never) => Response, url: string) => fn({ request: new Request(url), params: {}, context: {} } as never);

function locs(xml: string) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
}

afterEach(() => vi.unstubAllEnvs());

describe("publicSitemapPaths", () => {
  const paths = publicSitemapPaths({ slug: "ada-lind" });

  it("lists every indexable page of the registry once, with the coach's slug", () => {
    expect(new Set(paths).size).toBe(paths.length);
    const indexable = pageRegistry.filter((page) => page.indexable);
    expect(indexable.length).toBeGreaterThan(0);
    for (const page of indexable) expect(paths).toContain(pagePath(page, { slug: "ada-lind" }));
    expect(paths).toHaveLength(indexable.length);
    expect(paths).toContain("/about-ada-lind");
    expect(paths).toContain("/ada-lind");
    expect(paths.some((path) => path.includes("{"))).toBe(false);
  });

  it("leaves out the registry's non-indexable pages and /sales, which shows the main course under another URL", () => {
    const hidden = pageRegistry.filter((page) => !page.indexable).map((page) => pagePath(page, { slug: "ada-lind" }));
    expect(hidden.length).toBeGreaterThan(0);
    for (const path of [...hidden, "/sales"]) expect(paths).not.toContain(path);
  });
});

describe("renderSitemap", () => {
  it("writes a sitemaps.org urlset with absolute, escaped URLs", () => {
    const xml = renderSitemap("https://a.example", ["/", "/x?a=1&b=2"]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(xml)).toEqual(["https://a.example/", "https://a.example/x?a=1&amp;b=2"]);
  });
});

describe("the /sitemap.xml and /robots.txt resources", () => {
  it("serve the sitemap as XML under http://localhost:PORT without PUBLIC_URL, whatever host the request names", async () => {
    vi.stubEnv("PUBLIC_URL", "");
    vi.stubEnv("PORT", "4402");
    vi.resetModules();
    const fresh = await import("./sitemap[.]xml");
    const response = call(fresh.loader, "http://attacker.example/sitemap.xml");
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const urls = locs(await response.text());
    expect(urls).toContain("http://localhost:4402/magazine");
    expect(urls).toContain(`http://localhost:4402/${defaultSiteProfile.slug}`);
    expect(urls.every((url) => url!.startsWith("http://localhost:4402/"))).toBe(true);
  });

  it("use PUBLIC_URL when it is set", async () => {
    vi.stubEnv("PUBLIC_URL", "https://www.studio.example/");
    vi.resetModules();
    const fresh = await import("./sitemap[.]xml");
    const robots = await import("./robots[.]txt");
    const urls = locs(await call(fresh.loader, "http://10.0.0.5:3000/sitemap.xml").text());
    expect(urls[0]).toBe("https://www.studio.example/");
    expect(await call(robots.loader, "http://10.0.0.5:3000/robots.txt").text()).toContain("Sitemap: https://www.studio.example/sitemap.xml");
  });

  it("robots.txt allows everything and points to the sitemap", async () => {
    vi.stubEnv("PUBLIC_URL", "");
    vi.stubEnv("PORT", "4402");
    vi.resetModules();
    const robots = await import("./robots[.]txt");
    const response = call(robots.loader, "http://attacker.example/robots.txt");
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe("User-agent: *\nAllow: /\n\nSitemap: http://localhost:4402/sitemap.xml\n");
  });
});
