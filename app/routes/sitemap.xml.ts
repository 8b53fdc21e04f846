import type { Route } from "./+types/sitemap.xml";
import { publicOrigin } from "~/lib/origin.server";
import { loadSiteProfile } from "~/modules/site/profile.server";
import { aboutPath, artistPath, type SiteProfile } from "~/modules/site/profile";
import { salesPath, SALES_COURSE_IDS } from "~/modules/sales/courses";

/** Every public, indexable page (not the login, dashboards, thank-you or payment pages). */
export function publicSitemapPaths(profile: Pick<SiteProfile, "slug">): string[] {
  return [
    "/",
    "/courses",
    "/courses/voice-elevated",
    "/courses/voice-elevated/details",
    "/courses/private-coaching",
    "/courses/celebrity-vocal-experience",
    "/voice-elevated",
    "/voice-elevated-application",
    "/celebrity-application",
    aboutPath(profile),
    artistPath(profile),
    "/testimonials",
    "/book",
    "/contact",
    "/magazine",
    "/shop",
    "/books",
    ...SALES_COURSE_IDS.map(salesPath),
    "/privacy-policy",
    "/terms-of-service",
    "/cookie-policy",
  ];
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
