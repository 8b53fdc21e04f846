import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { AppLoadContext } from "react-router";
import { logger } from "~/lib/logger.server";
import { publicOrigin } from "~/lib/origin.server";

/** A JSON endpoint's body is a few fields; anything larger is refused before it is read whole. */
export const JSON_BODY_LIMIT = 16 * 1024;

export type JsonHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

/**
 * The JSON endpoints that many visitors call at the same moment (the cart, the booking
 * dialog) are served here, in front of React Router (decision 021). Their handlers are the
 * same Fetch functions a resource route would call, with the same guards, but they skip the
 * document machinery (route matching, a streamed request body, an abort signal per request),
 * which cost about two thirds of a millisecond a request: with fifty visitors at once that is
 * thirty milliseconds before the last one is answered.
 */
export function jsonRoute(handle: JsonHandler) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const body = req.method === "GET" || req.method === "HEAD" ? undefined : await readBody(req);
      if (body === tooLarge) return res.status(413).json({ error: "Request body too large" });
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string") headers.set(name, value);
        else if (value) for (const each of value) headers.append(name, each);
      }
      const request = new Request(`${publicOrigin()}${req.originalUrl}`, { method: req.method, headers, body: body && new Uint8Array(body) });
      const response = await handle(request, { cspNonce: "", clientIp: req.ip });
      res.status(response.status);
      for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
      const cookies = response.headers.getSetCookie();
      if (cookies.length) res.setHeader("Set-Cookie", cookies);
      res.end(req.method === "HEAD" ? undefined : Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      if (res.headersSent) return next(error);
      logger.error({ path: req.path, err: error instanceof Error ? error.name : typeof error }, "JSON endpoint failed");
      res.status(500).json({ ok: false, error: "Unknown error" });
    }
  };
}

const tooLarge = Symbol("too large");

function readBody(req: ExpressRequest): Promise<Buffer | typeof tooLarge> {
  if (Number(req.headers["content-length"] ?? 0) > JSON_BODY_LIMIT) return Promise.resolve(tooLarge);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > JSON_BODY_LIMIT) {
        req.removeAllListeners("data");
        resolve(tooLarge);
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}
