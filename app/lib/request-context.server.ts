import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/** What every log line of one request carries (docs/decisions/027-operations.md). */
export interface RequestContext {
  id: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Ids a proxy may hand us: short, and nothing a log or a page could be tricked by. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * The request's id: the proxy's `X-Request-Id` when the peer is a proxy TRUST_PROXY names and
 * the value is a plain token, else a fresh UUID. A visitor's own header is never taken: it
 * could make their requests look like someone else's in the log.
 */
export function requestIdFrom(header: string | string[] | undefined, fromTrustedProxy: boolean): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (fromTrustedProxy && value && REQUEST_ID_PATTERN.test(value)) return value;
  return randomUUID();
}

/** Runs `next` (and everything it starts) as part of the request with this id. */
export function runInRequest<T>(context: RequestContext, next: () => T): T {
  return storage.run(context, next);
}

/** The id of the request this code runs for, or undefined outside one (jobs, start-up). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.id;
}
