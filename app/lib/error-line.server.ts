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
  return { err: name, ...(sqlState(error) ? { sqlState: sqlState(error) } : {}), ...errorCause(error), ...(path ? { path } : {}) };
}

/**
 * What caused an error, in words no visitor typed: the system's error code ("ENOSPC": the disk
 * is full), and the constraint a database write broke, from the error or what it wraps (drizzle
 * wraps the driver's error, whose message holds the statement's parameters: never logged).
 */
export function errorCause(error: unknown): { errno?: string; syscall?: string; constraint?: string; table?: string } {
  const cause: { errno?: string; syscall?: string; constraint?: string; table?: string } = {};
  let current = error as { code?: unknown; syscall?: unknown; constraint?: unknown; table?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && typeof current === "object" && depth < 4; depth++) {
    if (!cause.errno && typeof current.code === "string" && /^E[A-Z0-9_]{2,30}$/.test(current.code)) cause.errno = current.code;
    if (!cause.syscall && typeof current.syscall === "string" && /^[a-z_]{1,30}$/.test(current.syscall)) cause.syscall = current.syscall;
    if (!cause.constraint && typeof current.constraint === "string" && /^[A-Za-z0-9_]{1,63}$/.test(current.constraint)) cause.constraint = current.constraint;
    if (!cause.table && typeof current.table === "string" && /^[A-Za-z0-9_]{1,63}$/.test(current.table)) cause.table = current.table;
    current = current.cause as typeof current;
  }
  return cause;
}

/**
 * An unexpected error, logged once (decision 027): errorLine plus the stack's frames, which
 * say where it happened. The stack's first line is left out: it repeats the message.
 */
export function unexpectedErrorLine(error: unknown, request?: Request) {
  const frames = error instanceof Error ? (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line)) : [];
  return { ...errorLine(error, request), ...(frames.length ? { stack: frames.join("\n") } : {}) };
}
