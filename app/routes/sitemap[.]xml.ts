import type { Route } from "./+types/sitemap[.]xml";
import { publicOrigin } from "~/lib/origin.server";
import { loadSiteProfile } from "~/modules/site/profile.server";
import type { SiteProfile } from "~/modules/site/profile";
import { pagePath, pageRegistry } from "~/modules/site/pages";

/** Every indexable page of the page registry (app/modules/site/pages.json), with the coach's slug. */
export function publicSitemapPaths(profile: Pick<SiteProfile, "slug">): string[] {
  return pageRegistry.filter((page) => page.indexable).map((page) => pagePath(page, profile));
}

function escapeXml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export function renderSitemap(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function loader({ request }: Route.LoaderArgs) {
  const body = renderSitemap(publicOrigin(request), publicSitemapPaths(loadSiteProfile()));
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
