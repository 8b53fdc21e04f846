import type { Route } from "./+types/robots[.]txt";
import { publicOrigin } from "~/lib/origin.server";

export function loader({ request }: Route.LoaderArgs) {
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${publicOrigin(request)}/sitemap.xml\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
