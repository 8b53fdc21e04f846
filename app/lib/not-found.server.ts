import { logger } from "./logger.server";

/** SPEC.md: the 404 page logs the missing path (path only: a query string may carry personal data). */
export function logNotFound(request: Request) {
  logger.warn({ path: new URL(request.url).pathname, status: 404 }, "page not found");
}
