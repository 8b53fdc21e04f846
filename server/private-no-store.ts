import type { NextFunction, Request, Response } from "express";

/** What every answer under /admin carries: the back office is one person's, and no cache (a proxy's, the browser's history) keeps it. */
export const ADMIN_CACHE_CONTROL = "private, no-store";

/** The back office's paths: /admin, its sections, their `.data` requests (/admin.data, /admin/orders.data) and its uploads. */
export function isAdminPath(pathname: string) {
  return pathname === "/admin" || pathname.startsWith("/admin/") || pathname.startsWith("/admin.");
}

/**
 * Sets `Cache-Control: private, no-store` on every answer under /admin, in one place, whatever
 * wrote it: a page, a `.data` request, an export, an upload, a redirect or an error. It is set as
 * the headers go out, so a route's own Cache-Control cannot loosen it.
 */
export function adminNoStore(req: Request, res: Response, next: NextFunction) {
  if (!isAdminPath(req.path)) return next();
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    for (const arg of args)
      if (arg && typeof arg === "object" && !Array.isArray(arg))
        for (const name of Object.keys(arg)) if (name.toLowerCase() === "cache-control") delete (arg as Record<string, unknown>)[name];
    this.setHeader("Cache-Control", ADMIN_CACHE_CONTROL);
    return (writeHead as (...all: unknown[]) => Response).apply(this, args);
  } as Response["writeHead"];
  next();
}
