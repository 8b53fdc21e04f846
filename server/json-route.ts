import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { JsonCall, JsonReply } from "~/lib/json-reply";
import { logger } from "~/lib/logger.server";
import { publicOrigin } from "~/lib/origin.server";
import { parseJsonOrForm } from "~/lib/request-input.server";
import { bodyHasControlCharacters, readBodyUpTo, TOO_LARGE } from "./body-limit";

/** A JSON endpoint's body is a few fields; anything larger is refused before it is read whole. */
export const JSON_BODY_LIMIT = 16 * 1024;

export type JsonHandler = (call: JsonCall) => Promise<JsonReply>;

/**
 * The JSON endpoints that many visitors call at the same moment (the cart, the booking
 * dialog) are served here, in front of React Router (decision 021), with the same guards.
 * They skip the document machinery (route matching, a streamed request body, an abort signal
 * per request), which cost about two thirds of a millisecond a request: with fifty visitors
 * at once that is thirty milliseconds before the last one is answered. The body is read and
 * parsed here and the answer written here, so no Fetch body (a stream, and its garbage) is
 * made at all; the handler gets a bodiless Fetch request for its headers.
 */
export function jsonRoute(handle: JsonHandler) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const body = req.method === "GET" || req.method === "HEAD" ? undefined : await readBodyUpTo(req, JSON_BODY_LIMIT);
      if (body === TOO_LARGE) return res.status(413).json({ error: "Request body too large" });
      if (body && bodyHasControlCharacters(req.headers["content-type"], body)) return res.status(400).json({ ok: false, error: "Unknown error" });
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string") headers.set(name, value);
        else if (value) for (const each of value) headers.append(name, each);
      }
      const request = new Request(`${publicOrigin()}${req.originalUrl}`, { method: req.method, headers });
      const input = body === undefined ? null : parseJsonOrForm(req.headers["content-type"], body.toString("utf8"));
      const reply = await handle({ request, input, context: { cspNonce: "", clientIp: req.ip } });
      send(res, reply, req.method === "HEAD");
    } catch (error) {
      if (res.headersSent) return next(error);
      logger.error({ path: req.path, err: error instanceof Error ? error.name : typeof error }, "JSON endpoint failed");
      res.status(500).json({ ok: false, error: "Unknown error" });
    }
  };
}

function send(res: ExpressResponse, reply: JsonReply, headOnly: boolean) {
  const headers = new Headers(reply.headers);
  for (const [name, value] of headers) if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  const text = Buffer.from(JSON.stringify(reply.body));
  // Its length declared: compression leaves answers under 1 KB alone (decision 019).
  res
    .status(reply.status ?? 200)
    .type("application/json; charset=utf-8")
    .setHeader("Content-Length", text.length);
  res.end(headOnly ? undefined : text);
}
