import { redirect } from "react-router";
import type { Route } from "./+types/auth";
import { safeRedirectPath } from "~/lib/safe-redirect";

/**
 * docs/rules.md, "Redirects": /auth (the Voice Elevated details page's 'Login to Access') leads to
 * the login page and back: to `redirectTo`, else the page the visitor came from on this site.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  let back = url.searchParams.get("redirectTo");
  if (!back) {
    const referer = request.headers.get("Referer");
    const from = referer && URL.canParse(referer) ? new URL(referer) : null;
    if (from?.origin === url.origin) back = from.pathname + from.search;
  }
  const safe = back ? safeRedirectPath(back, { origin: url.origin }) : undefined;
  return redirect(safe && safe !== "/" ? `/login?redirectTo=${encodeURIComponent(safe)}` : "/login");
}
