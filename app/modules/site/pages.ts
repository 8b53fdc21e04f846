import registry from "./pages.json" with { type: "json" };
import type { SiteProfile } from "./profile";

/**
 * The public pages, listed once in pages.json (read as JSON by the scripts too, see
 * scripts/lib/site-pages.mjs). It feeds the sitemap, the browser tests' page lists and the
 * benchmarks; pages.test.ts fails when a page route in app/routes has no entry.
 */
export interface SitePage {
  /** URL path; `{slug}` stands for the coach's slug (SiteProfile.slug). */
  path: string;
  /** The route module in app/routes that serves it. */
  route: string;
  /** The page's title, before " · {business name}"; `{name}` stands for the coach's name. */
  title: string;
  /** The page's one h1. */
  h1: string;
  lang: "en" | "da";
  /** Listed in the sitemap. */
  indexable: boolean;
  /** The browser test file that checks it: site-pages, catalogue-pages, forms-applications, foundation (legal), forms. */
  area: "site" | "catalogue" | "applications" | "legal" | "forms";
}

export const pageRegistry = registry as readonly SitePage[];

/** A registered path with the coach's slug filled in. */
export function pagePath(page: Pick<SitePage, "path">, profile: Pick<SiteProfile, "slug">) {
  return page.path.replaceAll("{slug}", profile.slug);
}

/** The registry with the coach's slug and name filled in. */
export function sitePages(profile: Pick<SiteProfile, "slug" | "name">, pages: readonly SitePage[] = pageRegistry): SitePage[] {
  const fill = (text: string) => text.replaceAll("{name}", profile.name);
  return pages.map((page) => ({ ...page, path: pagePath(page, profile), title: fill(page.title), h1: fill(page.h1) }));
}
