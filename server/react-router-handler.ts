import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { bodyHasControlCharacters, bodyLimitFor, countingLimit, declaredTooLarge, hasBody, readBodyUpTo, TOO_LARGE } from "./body-limit";

/**
 * React Router behind Express, as @react-router/express does it, but with the body limit in
 * front (server/body-limit.ts): a body over its route's limit is answered 413 before any route
 * sees it, and a 300 MB post never reaches memory. Small bodies are read whole here; the upload
 * forms' bodies stream through a counter.
 */
export function reactRouterHandler(build: ServerBuild, getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext) {
  const handle = createRequestHandler(build, process.env.NODE_ENV);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      let body: BodyInit | undefined;
      if (req.method !== "GET" && req.method !== "HEAD" && hasBody(req)) {
        const limit = bodyLimitFor(req.path);
        if (declaredTooLarge(req, limit.bytes)) return tooLarge(res);
        if (limit.stream) {
          const counted = req.pipe(countingLimit(limit.bytes));
          req.on("error", (error) => counted.destroy(error));
          body = createReadableStreamFromReadable(counted);
        } else {
          const read = await readBodyUpTo(req, limit.bytes);
          if (read === TOO_LARGE) return tooLarge(res);
          if (bodyHasControlCharacters(req.headers["content-type"], read)) return badRequest(res);
          body = read as unknown as BodyInit;
        }
      }
      const controller = new AbortController();
      let finished = false;
      res.on("finish", () => (finished = true));
      res.on("close", () => !finished && controller.abort());
      const request = new Request(requestUrl(req), {
        method: req.method,
        headers: requestHeaders(req),
        signal: controller.signal,
        ...(body === undefined ? {} : { body, duplex: "half" }),
      } as RequestInit);
      await send(res, await handle(request, getLoadContext(req, res)));
    } catch (error) {
      next(error);
    }
  };
}

function tooLarge(res: ExpressResponse) {
  res.status(413).type("text/plain").send("Request body too large");
}

function badRequest(res: ExpressResponse) {
  res.status(400).type("text/plain").send("Bad request: the form holds characters no one types.");
}

function requestUrl(req: ExpressRequest) {
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? "", 10)).find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`).href;
}

function requestHeaders(req: ExpressRequest) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (value) for (const each of value) headers.append(name, each);
  }
  return headers;
}

async function send(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) return void (await response.body?.cancel());
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) return void res.end();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
