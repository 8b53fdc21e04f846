import { sqlState } from "~/db/sql-state";

/**
 * What the log keeps of an error a request ran into: its kind, the SQLSTATE when the database
 * raised it, and the route, in one line. Never its message or stack: a database error's
 * message carries the statement and its parameters (names, e-mails, tokens).
 */
export function errorLine(error: unknown, request?: Request) {
  const name = error instanceof Error ? error.name : typeof error;
  const path = request ? new URL(request.url).pathname : undefined;
  return { err: name, ...(sqlState(error) ? { sqlState: sqlState(error) } : {}), ...(path ? { path } : {}) };
}
