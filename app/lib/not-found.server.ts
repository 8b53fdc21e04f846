import { logger } from "./logger.server";
import { loggablePath } from "./secret-routes";

/** The 404 page logs the missing path, and only the path: a query string may carry personal data (docs/rules.md, "Site"). */
export function logNotFound(request: Request) {
  logger.warn({ path: loggablePath(new URL(request.url).pathname), status: 404 }, "page not found");
}
