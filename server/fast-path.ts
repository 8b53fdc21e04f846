import type { NextFunction, Request, Response } from "express";
import { hasControlCharacters } from "~/lib/control-characters";
import { requestIdFrom } from "~/lib/request-context.server";
import { preferredEncoding, sendPage, type CachedPage } from "./render-cache";

export interface KeptPageFastPathDeps {
  /** The render cache's current page for this request, or undefined (react-router-handler.ts). */
  keptPage: (req: Request) => Promise<CachedPage | undefined>;
  /** What the security middleware gives every page, but its policy (security-headers.ts). */
  securityHeaders: (secure: boolean) => ReadonlyArray<readonly [string, string]>;
  /** Counts the answer and writes its log line, as requestMetrics does for the rest. */
  answered: (req: Request, res: Response, seconds: number, requestId: string) => void;
  /** Whether the trusted proxy may name the request id (requestIds' own test). */
  fromTrustedProxy: (req: Request) => boolean;
}

const hasBody = (req: Request) => Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;

/**
 * A client that takes a coding the page is not kept in (deflate only, or brotli before the page's
 * brotli is made): the compression middleware compresses for it on the way, so it goes that way.
 */
function compressedOnTheWay(req: Request, page: CachedPage) {
  const accepted = req.headers["accept-encoding"]?.trim();
  if (!accepted || /^identity$/i.test(accepted)) return false;
  return preferredEncoding(accepted, page.br !== undefined) === "identity";
}

/**
 * A kept page answered in front of everything else (decision 041, "Serving a kept page"):
 * compression, helmet, the static files and the app's middleware cost a cached page more than
 * writing it. Only a GET or HEAD without a body, without control characters in its address,
 * whose page the render cache holds at the current content version; everything else, and every
 * version change, goes the whole way as before. The answer is the one the whole way gives a
 * hit: the same security headers, request id, metrics and log line.
 */
export function keptPageFastPath(deps: KeptPageFastPathDeps) {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || hasBody(req) || hasControlCharacters(req.originalUrl, "url")) return next();
    const startedAt = process.hrtime.bigint();
    deps.keptPage(req).then(
      (page) => {
        if (!page || compressedOnTheWay(req, page)) return next();
        const requestId = requestIdFrom(req.headers["x-request-id"], deps.fromTrustedProxy(req));
        res.setHeader("X-Request-Id", requestId);
        for (const [name, value] of deps.securityHeaders(req.secure)) res.setHeader(name, value);
        res.once("finish", () => deps.answered(req, res, Number(process.hrtime.bigint() - startedAt) / 1e9, requestId));
        sendPage(req, res, page, "hit");
      },
      () => next(),
    );
  };
}
