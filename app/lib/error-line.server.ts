import { sqlState } from "~/db/sql-state";
import { loggablePath } from "./secret-routes";

/**
 * What the log keeps of an error a request ran into: its kind, the SQLSTATE when the database
 * raised it, and the route, in one line. Never its message or stack: a database error's
 * message carries the statement and its parameters (names, e-mails, tokens).
 */
export function errorLine(error: unknown, request?: Request) {
  const name = error instanceof Error ? error.name : typeof error;
  const path = request ? loggablePath(new URL(request.url).pathname) : undefined;
  return { err: name, ...(sqlState(error) ? { sqlState: sqlState(error) } : {}), ...(path ? { path } : {}) };
}

/**
 * An unexpected error, logged once (decision 027): errorLine plus the stack's frames, which
 * say where it happened. The stack's first line is left out: it repeats the message.
 */
export function unexpectedErrorLine(error: unknown, request?: Request) {
  const frames = error instanceof Error ? (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line)) : [];
  return { ...errorLine(error, request), ...(frames.length ? { stack: frames.join("\n") } : {}) };
}
