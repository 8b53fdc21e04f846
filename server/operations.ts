import { createHash, timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Env } from "~/env.server";
import { logger } from "~/lib/logger.server";
import { loggablePath } from "~/lib/secret-routes";
import { unexpectedErrorLine } from "~/lib/error-line.server";
import { metrics } from "~/lib/metrics.server";
import { HEALTHZ_PATH, METRICS_PATH, READYZ_PATH } from "~/modules/site/server-routes";
import { requestIdFrom, runInRequest } from "~/lib/request-context.server";
import { databaseHandle } from "~/db/db.server";
import { fileStorage } from "~/modules/storage/file-storage.server";
import { readiness, refreshQueueGauges, type ReadinessReport } from "~/modules/operations/readiness.server";

/** Whether the peer that sent this request is one of the proxies TRUST_PROXY names (Express's own test). */
export function fromTrustedProxy(req: Request) {
  const trust = req.app.get("trust proxy fn") as ((address: string | undefined, hop: number) => boolean) | undefined;
  return Boolean(trust?.(req.socket.remoteAddress, 0));
}

/**
 * Every request gets an id (decision 027): the trusted proxy's X-Request-Id, else a new one.
 * It is on every log line written while the request is handled (the logger's mixin), in the
 * X-Request-Id response header, and on the error page.
 */
export function requestIds(req: Request, res: Response, next: NextFunction) {
  const id = requestIdFrom(req.headers["x-request-id"], fromTrustedProxy(req));
  res.locals.requestId = id;
  res.setHeader("X-Request-Id", id);
  runInRequest({ id }, next);
}

/**
 * One JSON line per request (method, path without the query string, status, duration) and the
 * request metrics, labelled by the route's pattern, never the raw URL.
 */
export function requestMetrics(patternOf: (pathname: string) => string) {
  const answered = answerRecorder(patternOf);
  return (req: Request, res: Response, next: NextFunction) => {
    const startedAt = process.hrtime.bigint();
    res.on("finish", () => answered(req, res, Number(process.hrtime.bigint() - startedAt) / 1e9));
    next();
  };
}

/**
 * Counts one answer and writes its line. `requestId` for an answer given outside the request's
 * context (a kept page in front of the middleware, server/fast-path.ts); inside it the logger adds it.
 */
export function answerRecorder(patternOf: (pathname: string) => string) {
  return (req: Request, res: Response, seconds: number, requestId?: string) => {
    const route = req.route?.path && typeof req.route.path === "string" ? req.route.path : patternOf(req.path);
    const labels = { method: req.method, route, status: String(res.statusCode) };
    const { httpRequests, httpDuration } = metrics();
    httpRequests.inc(labels);
    httpDuration.observe(labels, seconds);
    if (req.path === HEALTHZ_PATH || req.path === READYZ_PATH || req.path === METRICS_PATH) return;
    const line = { method: req.method, path: loggablePath(req.path), status: res.statusCode, ms: Math.round(seconds * 1000) };
    logger.info(requestId === undefined ? line : { reqId: requestId, ...line }, "request");
  };
}

/** The readiness of this instance, from its own database and storage. */
function readinessOfThisInstance(settings: Pick<Env, "GELATO_API_KEY" | "BACKUP_EVERY">) {
  return readiness({
    handle: databaseHandle(),
    storage: fileStorage(),
    printOnDemandActive: Boolean(settings.GELATO_API_KEY),
    backupEveryMs: settings.BACKUP_EVERY,
  });
}

/**
 * GET /readyz: 200 when this instance should get traffic, 503 when not. Anyone (a load
 * balancer) gets the status alone; what is wrong (queue sizes, migrations, provider state,
 * backup freshness) only a caller with METRICS_TOKEN as its bearer token, as for /metrics.
 */
export function readyz(
  config: () => Pick<Env, "GELATO_API_KEY" | "BACKUP_EVERY" | "METRICS_TOKEN">,
  report: (settings: Pick<Env, "GELATO_API_KEY" | "BACKUP_EVERY">) => Promise<ReadinessReport> = readinessOfThisInstance,
) {
  return async (req: Request, res: Response) => {
    const settings = config();
    const { ready, ...details } = await report(settings);
    const status = ready ? "ready" : "not ready";
    const detailed = Boolean(settings.METRICS_TOKEN) && bearerMatches(req.get("authorization"), settings.METRICS_TOKEN!);
    res
      .status(ready ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json(detailed ? { status, ready, ...details } : { status });
  };
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares the bearer token in constant time (both sides hashed to one length first). */
export function bearerMatches(header: string | undefined, token: string) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return Boolean(match) && timingSafeEqual(digest(match![1]!), digest(token));
}

/**
 * GET /metrics in Prometheus' text format, only for a request that carries METRICS_TOKEN as
 * its bearer token; 404 while no token is configured, so an unconfigured site shows nothing.
 */
export function metricsEndpoint(config: () => Pick<Env, "METRICS_TOKEN" | "GELATO_API_KEY">) {
  return async (req: Request, res: Response) => {
    const { METRICS_TOKEN, GELATO_API_KEY } = config();
    if (!METRICS_TOKEN) return void res.status(404).type("text/plain").send("Not found");
    if (!bearerMatches(req.get("authorization"), METRICS_TOKEN)) {
      return void res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text/plain").send("Unauthorized");
    }
    await refreshQueueGauges(databaseHandle()?.db, Boolean(GELATO_API_KEY));
    const { registry } = metrics();
    res
      .status(200)
      .set("Cache-Control", "no-store")
      .type(registry.contentType)
      .send(await registry.metrics());
  };
}

/**
 * The last stop for an error no route handled: logged once with its stack (never its message,
 * which can carry a statement's parameters), the route and the request id; never
 * the body, cookies or headers. The visitor gets the id to quote.
 */
export function unexpectedError(patternOf: (pathname: string) => string) {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    logger.error({ ...unexpectedErrorLine(error), route: patternOf(req.path), method: req.method }, "unexpected error");
    res
      .status(500)
      .type("text/plain")
      .send(`Unexpected error. Reference: ${String(res.locals.requestId ?? "")}`);
  };
}

/** A request from this machine: the loopback interface, or this host's own address. */
function fromThisMachine(req: Request) {
  const remote = req.socket.remoteAddress ?? "";
  return /^(127\.|::1$|::ffff:127\.)/.test(remote) || remote === req.socket.localAddress;
}

/**
 * POST /_operations/backup: `npm run backup` asking the server that holds the embedded database
 * for a backup (decision 027). Only from this machine, only with the token in DATA_DIR/owner.json
 * (which only the site's own user can read); 404 otherwise, as if it were not there.
 */
export function backupEndpoint(token: () => string | undefined, run: () => Promise<{ archive: string }>) {
  return async (req: Request, res: Response) => {
    const expected = token();
    if (!expected || !fromThisMachine(req) || !bearerMatches(req.get("authorization"), expected)) {
      return void res.status(404).type("text/plain").send("Not found");
    }
    try {
      const { archive } = await run();
      res.status(200).set("Cache-Control", "no-store").json({ archive });
    } catch (error) {
      logger.error(unexpectedErrorLine(error), "requested backup failed");
      res.status(500).json({ error: (error as Error).message });
    }
  };
}
