import express from "express";
import type { ServerBuild } from "react-router";
// The build as a module, not a function: React Router re-derives its route tables from a
// function build on every request (about a third of a JSON answer's time); in development
// server.js reloads this file per request, so a static import still picks up changes.
import * as serverBuild from "virtual:react-router/server-build";
import { env, type Env } from "~/env.server";
import { logger } from "~/lib/logger.server";
import { closeDatabase, connectDatabase, databaseHandle, db } from "~/db/db.server";
import { lockDownDataDir } from "~/db/client.server";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { seedWorkbooks } from "~/modules/books/workbooks.server";
import { seedCourseMaterials } from "~/modules/materials/seed.server";
import { fileStorage } from "~/modules/storage/file-storage.server";
import { loadSiteProfile } from "~/modules/site/profile.server";
import { siteSettingsStore } from "~/modules/settings/settings.server";
import { startMailWorker, stopMailWorker } from "~/modules/mail/worker.server";
import { startBookingJobs, stopBookingJobs } from "~/modules/booking/jobs.server";
import { startOrderJobs, stopOrderJobs } from "~/modules/orders/jobs.server";
import { startShopJobs, stopShopJobs } from "~/modules/shop/jobs.server";
import { startRetentionJobs, stopRetentionJobs } from "~/modules/retention/jobs.server";
import { wireModules } from "~/wiring.server";
import { startPrintOnDemandJob, stopPrintOnDemandJob } from "~/modules/print-on-demand/jobs.server";
import { setUpAccounts } from "~/modules/accounts/setup.server";
import { demoContentEnabled, disableDemoStudent, retireDemoOrders, seedDemoStudent, seedLearningContent } from "~/modules/learning/seed.server";
import { describePaymentsMode, paymentsMode } from "~/modules/orders/runtime.server";
import { sameOriginAllowed } from "~/modules/forms/same-origin";
import { publicOrigin } from "~/lib/origin.server";
import { inlineStylesheetsFrom } from "~/lib/inline-stylesheet.server";
import { contentSecurityPolicyWith } from "./csp";
export { securityHeaders } from "./security-headers";
import { contentVersionWatch } from "~/modules/site/content-version.server";
import { closeAfterEarlyAnswer } from "./early-answer";
import { jsonRoute } from "./json-route";
import { hasControlCharacters } from "~/lib/control-characters";
import { loggablePath } from "~/lib/secret-routes";
import { reactRouterHandler, type RenderCacheDeps } from "./react-router-handler";
import { adminMediaUploads } from "~/modules/admin/media-uploads.server";
import { ADMIN_UPLOAD_PATH, BACKUP_PATH, BOOKING_API, CART_API, HEALTHZ_PATH, METRICS_PATH, READYZ_PATH } from "~/modules/site/server-routes";
import { routePatternMatcher } from "./route-pattern";
import { adminNoStore } from "./private-no-store";
import { answerRecorder, backupEndpoint, fromTrustedProxy, metricsEndpoint, readyz, requestIds, requestMetrics, unexpectedError } from "./operations";
import { keptPageFastPath } from "./fast-path";
import { pageSecurityHeaders } from "./security-headers";
import { claimDataDir, DataDirHeldError } from "~/modules/operations/owner.server";
import { backupNow, startBackupSchedule, stopBackupSchedule } from "~/modules/operations/service.server";
export { runOperationsCommand } from "~/modules/operations/commands.server";
import { bookingApi } from "~/modules/booking/api.server";
import { cartAnswer, changeCart } from "~/modules/shop/actions.server";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
  }
}

/**
 * Validates the environment, migrates and seeds; resolves when the app may listen.
 * `clientDirectory`: the client build the server serves, whose stylesheet pages carry inline.
 */
export async function start(options: { clientDirectory?: string } = {}): Promise<Env> {
  const config = env();
  if (options.clientDirectory) inlineStylesheetsFrom(options.clientDirectory);
  wireModules();
  loadSiteProfile();
  // The embedded database is this process's alone: claimed before it is opened (decision 027).
  if (!config.DATABASE_URL) {
    try {
      claims.__dataDirClaim ??= claimDataDir(config.DATA_DIR, { role: "server", host: config.HOST, port: config.PORT });
    } catch (error) {
      // A DATA_DIR that cannot hold files at all: opening the database below says so in its words.
      if (error instanceof DataDirHeldError) throw error;
    }
  }
  const database = await connectDatabase(config);
  // The embedded database locks DATA_DIR down as it opens it; with PostgreSQL it still holds the stored files.
  if (config.DATABASE_URL && !config.S3_BUCKET) {
    try {
      lockDownDataDir(config.DATA_DIR);
    } catch (error) {
      throw new Error(`DATA_DIR (${config.DATA_DIR}) cannot hold the stored files: ${(error as Error).message}`);
    }
  }
  // The saved profile and programme dates (the file above is only their first-start default, decision 036).
  await siteSettingsStore(() => database.db).load();
  const { seeded } = await seedCatalogue(database.db);
  await seedWorkbooks(database.db);
  logger.info({ database: database.kind, seeded }, "database ready");
  // Storage that is down at start must not keep the site down; the next start tries again.
  await seedCourseMaterials(database.db, fileStorage()).catch((error: unknown) =>
    logger.error({ error: error instanceof Error ? error.name : typeof error }, "course materials not seeded"),
  );
  const demo = demoContentEnabled(config);
  if (demo) {
    await seedLearningContent(database.db, fileStorage()).catch((error: unknown) =>
      logger.error({ error: error instanceof Error ? error.name : typeof error }, "demo learning content not seeded"),
    );
  }
  const auth = await setUpAccounts(config, database.db);
  if (demo) {
    const { created } = await seedDemoStudent(auth, database.db);
    if (created) logger.info("demo student created (see README)");
  } else {
    if ((await retireDemoOrders(database.db)) > 0) logger.info("demo content is off: the demo student's seeded orders grant nothing any more");
    if (await disableDemoStudent(database.db)) logger.info("demo content is off: the demo student can no longer sign in");
  }
  const payments = paymentsMode(config);
  (payments.kind === "refused" ? logger.warn.bind(logger) : logger.info.bind(logger))(describePaymentsMode(payments));
  startMailWorker(database.db);
  startOrderJobs();
  startBookingJobs();
  startShopJobs();
  startRetentionJobs();
  startPrintOnDemandJob();
  startBackupSchedule(config);
  return config;
}

// On globalThis: development reloads this module per request, and the claim belongs to the process.
const claims = globalThis as typeof globalThis & { __dataDirClaim?: ReturnType<typeof claimDataDir> };

export async function stop() {
  await stopOrderJobs();
  await stopBookingJobs();
  await stopShopJobs();
  await stopRetentionJobs();
  await stopPrintOnDemandJob();
  await stopMailWorker();
  await stopBackupSchedule();
  await closeDatabase();
  claims.__dataDirClaim?.release();
  claims.__dataDirClaim = undefined;
}

export const app = express();
app.disable("x-powered-by");
// /API/CART must not reach the JSON handler with a page's headers: paths match as written, or not at all.
app.set("case sensitive routing", true);
// Metrics label requests by the route's pattern, never the raw URL (decision 027).
const routePattern = routePatternMatcher((serverBuild as unknown as ServerBuild).routes);
// A request id on every log line of the request, and on the error page (decision 027).
app.use(requestIds);
app.use(closeAfterEarlyAnswer);

// One JSON line per request: method, path (never the query string, which can carry
// personal data), status and duration; and the request metrics.
app.use(requestMetrics(routePattern));

// The back office is one person's: every answer under /admin is private, no-store, set here once.
app.use(adminNoStore);

// NUL and other control characters in a path or query string: no person types them, and the
// database refuses them (docs/rules.md, "Input"). Refused here, before any route or query.
app.use((req, res, next) => {
  if (!hasControlCharacters(req.originalUrl, "url")) return next();
  res.status(400).type("text/plain").send("Bad request: the address holds characters no one types.");
});

app.get(HEALTHZ_PATH, async (_req, res) => {
  try {
    const handle = databaseHandle();
    if (!handle) throw new Error("not connected");
    await handle.ping();
    res.status(200).json({ status: "ok" });
  } catch {
    res.status(503).json({ status: "unavailable" });
  }
});

// Readiness for a load balancer or an operator; metrics for Prometheus (decision 027).
app.get(READYZ_PATH, readyz(env));
app.get(METRICS_PATH, metricsEndpoint(env));
app.post(
  BACKUP_PATH,
  backupEndpoint(
    () => claims.__dataDirClaim?.owner.token,
    () => backupNow(env(), "requested"),
  ),
);

// CSRF, in one place for every route (decision 013): state-changing requests come from our origin.
app.use((req, res, next) => {
  const allowed = [publicOrigin().toLowerCase()];
  if (sameOriginAllowed({ method: req.method, path: req.path, origin: req.get("origin"), secFetchSite: req.get("sec-fetch-site") }, allowed)) return next();
  logger.warn({ method: req.method, path: loggablePath(req.path) }, "cross-site request refused");
  res.status(403).type("text/plain").send("Forbidden: this request did not come from this site.");
});

// The JSON endpoints many visitors call at once, in front of React Router (decision 021).
app.get(CART_API, jsonRoute(cartAnswer));
app.post(CART_API, jsonRoute(changeCart));
app.all(CART_API, (_req, res) => res.status(405).set("Allow", "GET, POST").json({ error: "Method not allowed" }));
app.all(BOOKING_API, jsonRoute(bookingApi));

// Lesson media, resumable (tus, decision 029): its own size limit and the admin check on every request, before React Router's body limit.
app.all([ADMIN_UPLOAD_PATH, `${ADMIN_UPLOAD_PATH}/*id`], (req, res) => {
  adminMediaUploads()
    .handle(req, res)
    .catch((error: unknown) => {
      logger.error({ err: error }, "lesson upload failed");
      if (!res.headersSent) res.status(500).type("text/plain").send("The upload could not be finished. Try again.");
    });
});

// Another instance's settings change reaches this one's next request (decision 036): at most one version check a second.
app.use((_req, _res, next) => {
  siteSettingsStore()
    .refresh()
    .catch((error: unknown) => logger.warn({ err: error }, "site settings not refreshed: the copy in memory stays"))
    .then(() => next());
});

// A request that may have written (anything but GET and HEAD) makes the render cache look at the content version again (decision 041).
app.use((req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") res.once("finish", () => contentVersionWatch(db).markDirty());
  next();
});

/** The render cache of anonymous pages (decision 041): production only (development renders every change), off with RENDER_CACHE=0. */
function renderCacheDeps(): RenderCacheDeps | undefined {
  if (process.env.NODE_ENV !== "production" || !env().RENDER_CACHE) return undefined;
  return {
    version: () => contentVersionWatch(db).current(),
    // Another instance changed content: its settings too, perhaps; read them before rendering with them.
    onVersionChange: async () => void (await siteSettingsStore().load()),
    policy: contentSecurityPolicyWith,
  };
}

// clientIp: the per-address rate limits of the forms count against it.
const reactRouter = reactRouterHandler(
  serverBuild as unknown as ServerBuild,
  (req, res) => ({ cspNonce: String(res.locals.cspNonce ?? ""), clientIp: req.ip }),
  lazyRenderCacheDeps(),
);
app.use(reactRouter);

/** server.js puts this in front of compression, the security headers and the static files: a kept page's answer, at once. */
export const keptPages = keptPageFastPath({
  keptPage: reactRouter.keptPage,
  securityHeaders: pageSecurityHeaders(),
  answered: answerRecorder(routePattern),
  fromTrustedProxy,
});

/** Read at the first request: the environment is validated by start(), after this module loaded. */
function lazyRenderCacheDeps(): RenderCacheDeps {
  let deps: RenderCacheDeps | undefined | null = null;
  const get = () => (deps === null ? (deps = renderCacheDeps()) : deps);
  return {
    version: async () => (get() ? get()!.version() : undefined),
    onVersionChange: async () => get()?.onVersionChange(),
    policy: contentSecurityPolicyWith,
  };
}

// An error no route handled: logged once, answered with the request id (decision 027).
app.use(unexpectedError(routePattern));
