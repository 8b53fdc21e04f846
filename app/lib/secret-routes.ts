/**
 * Every route whose address carries a secret (docs/rules.md, "Operations"): whoever holds the
 * address may act on it, so it never reaches a log, which a log service or hosting support
 * reads. Kept next to the routes it names: a route added with a token in its path belongs here
 * (server/secret-routes.test.ts fails on a `:token` route missing from the list, and requests
 * each with a made-up token against the request log). The password-reset and e-mail
 * verification links carry theirs in the query string, which no log line holds.
 */
export const SECRET_ROUTES = [
  "/booking/cancel/:token",
  "/booking/confirm/:token",
  "/booking/reschedule/:token",
  "/calendar-feed/:token",
  "/applications/pay/:token",
  "/newsletter/confirm/:token",
  "/newsletter/unsubscribe/:token",
  "/test-checkout/:id",
] as const;

const patterns = SECRET_ROUTES.map((route) => route.split("/"));

/**
 * The path as a log may hold it: a secret route's pattern ("/booking/cancel/:token", also for
 * its `.data` request), any other path as it is.
 */
export function loggablePath(pathname: string): string {
  const parts = pathname.split("/");
  const matched = patterns.find((pattern) => pattern.length === parts.length && pattern.every((part, index) => part.startsWith(":") || part === parts[index]));
  return matched ? matched.join("/") : pathname;
}
