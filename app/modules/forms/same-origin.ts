/**
 * CSRF (decision 013): a state-changing request must come from our own pages. Browsers send
 * Origin with every POST (and Sec-Fetch-Site); a request with neither is not a browser's
 * (curl, a server, Playwright's request API) and carries no victim's cookies by accident,
 * so it is let through like any API client. Stripe's webhook is signature-checked instead.
 */
export const CSRF_EXEMPT_PATHS = new Set(["/webhooks/stripe"]);

export function isStateChanging(method: string) {
  return !["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());
}

export function sameOriginAllowed(
  request: { method: string; path: string; origin?: string | null; secFetchSite?: string | null },
  allowedOrigins: readonly string[],
) {
  if (!isStateChanging(request.method) || CSRF_EXEMPT_PATHS.has(request.path)) return true;
  const origin = request.origin?.trim();
  if (origin) return allowedOrigins.includes(origin.replace(/\/$/, "").toLowerCase());
  const site = request.secFetchSite?.trim().toLowerCase();
  if (site) return site === "same-origin" || site === "none";
  return true;
}
