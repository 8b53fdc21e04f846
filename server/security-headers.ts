import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { contentSecurityPolicy } from "./csp";
import { BOOKING_API, CART_API } from "~/modules/site/server-routes";

const sharedHelmet = {
  // HSTS only makes sense when the request really came over HTTPS (set below).
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
};
const pageHeaders = helmet({
  contentSecurityPolicy:
    process.env.NODE_ENV === "production"
      ? { useDefaults: false, directives: contentSecurityPolicy((_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`) }
      : false,
  ...sharedHelmet,
});
// The JSON endpoints load nothing and are never framed: the strictest policy, and no nonce to make.
const jsonHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: { "default-src": ["'none'"], "frame-ancestors": ["'none'"] } },
  ...sharedHelmet,
});
const JSON_ROUTES = new Set([CART_API, BOOKING_API]);

export const securityHeaders = [
  (req: Request, res: Response, next: NextFunction) => {
    if (JSON_ROUTES.has(req.path)) return jsonHeaders(req, res, next);
    res.locals.cspNonce = randomBytes(16).toString("base64");
    pageHeaders(req, res, next);
  },
  (req: Request, res: Response, next: NextFunction) => {
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
    next();
  },
];

/**
 * The headers `securityHeaders` gives a page, by running it once on a stand-in request (once for
 * HTTPS, once not): a kept page answered before the middleware runs (server.js) carries exactly
 * these, with its own hash-based policy in place of the nonce's. Nothing in them depends on the
 * page's path or the visitor.
 */
export function pageSecurityHeaders(): (secure: boolean) => ReadonlyArray<readonly [string, string]> {
  const made = new Map<boolean, ReadonlyArray<readonly [string, string]>>();
  return (secure) => {
    let headers = made.get(secure);
    if (!headers) made.set(secure, (headers = headersOf(secure)));
    return headers;
  };
}

function headersOf(secure: boolean): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const res = {
    locals: {} as Record<string, unknown>,
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  } as unknown as Response;
  const req = { path: "/", secure, method: "GET", headers: {} } as unknown as Request;
  let ran = 0;
  const chain = [...securityHeaders];
  const next = (error?: unknown) => {
    if (error) throw error;
    const step = chain[ran++];
    step?.(req, res, next);
  };
  next();
  if (ran !== securityHeaders.length + 1) throw new Error("The security headers did not run synchronously: a kept page cannot copy them");
  headers.delete("content-security-policy");
  return [...headers];
}
