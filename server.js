// The HTTP server in front of the app: compression, static files, graceful shutdown.
// Everything else (environment, database, security headers, routes) lives in
// server/app.ts, which is bundled with the React Router build.
import compression from "compression";
import express from "express";
import http from "node:http";
import { readdirSync } from "node:fs";
import path from "node:path";

const DEV = process.argv.includes("--dev");
const SHUTDOWN_GRACE_MS = 10_000;
const BUILD_DIR = process.env.BUILD_DIR ?? "build";

function fail(error) {
  // A plain, readable message: this is what an operator sees when start-up is refused.
  console.error(`\nThe server cannot start.\n${error?.message ?? error}\n`);
  process.exit(1);
}

/** Why the port could not be opened, in the words of the variables that choose it. */
function listenProblem(error, { PORT, HOST }) {
  if (error?.code === "EADDRINUSE") return `PORT ${PORT} is already in use on HOST ${HOST}: another server listens there. Stop it, or choose another PORT.`;
  if (error?.code === "EACCES") return `PORT ${PORT} on HOST ${HOST} needs privileges this process does not have: choose a PORT above 1023.`;
  if (error?.code === "EADDRNOTAVAIL") return `HOST ${HOST} is not an address of this machine.`;
  return `Cannot listen on HOST ${HOST}, PORT ${PORT}: ${error?.message ?? error}`;
}

async function loadApp() {
  if (!DEV) {
    process.env.NODE_ENV ??= "production";
    return { mod: await import(`./${BUILD_DIR}/server/index.js`), vite: undefined };
  }
  process.env.NODE_ENV ??= "development";
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true } });
  return { mod: await vite.ssrLoadModule("./server/app.ts"), vite };
}

/**
 * The files under build/client as the paths that address them ("/favicon.svg"), read once at
 * start: a build does not change under a running server, so a page's path needs no look-up on
 * disk to learn it is not a file. Dotfiles are left out, as express.static ignores them.
 */
function publicFilePaths(root) {
  const paths = new Set();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    // parentPath from Node 20.12; path before it.
    const relative = path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep);
    if (relative.some((part) => part.startsWith("."))) continue;
    paths.add(`/${relative.join("/")}`);
  }
  return paths;
}

/** The decoded path express.static would look for, or undefined for one it could not decode. */
function decodedPath(requestPath) {
  try {
    return decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
}

async function main() {
  const { mod, vite } = await loadApp();
  const config = await mod.start(vite ? {} : { clientDirectory: `${BUILD_DIR}/client` });

  const server = express();
  server.disable("x-powered-by");
  // X-Forwarded-For counts only from the proxies TRUST_PROXY names (none by default).
  server.set("trust proxy", config.TRUST_PROXY);
  const publicFiles = vite ? new Set() : publicFilePaths(`${BUILD_DIR}/client`);
  const isPublicFile = (req) => publicFiles.has(decodedPath(req.path));
  // A kept anonymous page, before any other work (decision 041); a file of the same path still wins.
  if (!vite) server.use((req, res, next) => (isPublicFile(req) ? next() : mod.keptPages(req, res, next)));
  server.use(compression());
  server.use(mod.securityHeaders);

  if (vite) {
    server.use(vite.middlewares);
    server.use(async (req, res, next) => {
      try {
        const fresh = await vite.ssrLoadModule("./server/app.ts");
        fresh.app(req, res, next);
      } catch (error) {
        vite.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    server.use("/assets", express.static(`${BUILD_DIR}/client/assets`, { immutable: true, maxAge: "1y", index: false }));
    // A hashed asset that is not there (an old tab after a deploy) is a plain 404, not a page.
    server.use("/assets", (_req, res) => res.status(404).type("text/plain").send("Not found"));
    // Only paths of files the build holds are looked up on disk; pages and /api go straight on.
    const serveFile = express.static(`${BUILD_DIR}/client`, { maxAge: "1h", index: false });
    server.use((req, res, next) => (isPublicFile(req) ? serveFile(req, res, next) : next()));
    server.use(mod.app);
  }

  // Not express's listen(): in Express 5 its callback runs on an error too, and a taken
  // port was logged as "listening" before the failure.
  const listener = http.createServer(server);
  listener.once("listening", () => {
    console.log(JSON.stringify({ level: 30, time: Date.now(), msg: "listening", url: `http://localhost:${config.PORT}` }));
  });
  listener.once("error", async (error) => {
    // The database is open by now: close it before leaving.
    await mod.stop().catch(() => undefined);
    fail(new Error(listenProblem(error, config)));
  });
  listener.listen(config.PORT, config.HOST);

  let stopping = false;
  const shutdown = (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(JSON.stringify({ level: 30, time: Date.now(), msg: "shutting down", signal }));
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop accepting connections; in-flight requests finish, idle keep-alives close.
    listener.close(async () => {
      await vite?.close();
      await mod.stop();
      process.exit(0);
    });
    listener.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch(fail);
