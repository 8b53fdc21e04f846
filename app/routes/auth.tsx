import { redirect } from "react-router";
import type { Route } from "./+types/auth";
import { sitePath } from "~/modules/payments/create-payment.server";

/**
 * PRODUCT.md decision 4: /auth (the Voice Elevated details page's 'Login to Access') leads to
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
  const safe = back ? sitePath(back) : undefined;
  return redirect(safe && safe !== "/" ? `/login?redirectTo=${encodeURIComponent(safe)}` : "/login");
}
