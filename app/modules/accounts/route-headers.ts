/**
 * Headers of the account pages' documents. React Router sends an action's headers with a
 * document only through the route's `headers` export: a refused attempt's Retry-After
 * (429) must reach the client whether or not JavaScript posted the form.
 */
export function accountPageHeaders(actionHeaders: Headers, options: { personal?: boolean } = {}): Record<string, string> {
  const headers: Record<string, string> = {};
  // Personal pages: never kept by a shared cache, nor by the browser's.
  if (options.personal) headers["Cache-Control"] = "private, no-store";
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers["Retry-After"] = retryAfter;
  return headers;
}
