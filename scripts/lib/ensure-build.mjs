// Builds the site when its sources are newer than the last build (npm start, and the
// operations commands, which run the built server code).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const sources = ["app", "server", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The built server module's path, after building it if needed; `log` says why it builds. */
export function ensureBuild(root, log = console.log) {
  const builtServer = path.join(root, process.env.BUILD_DIR ?? "build", "server/index.js");
  const builtAt = existsSync(builtServer) ? statSync(builtServer).mtimeMs : 0;
  const sourcesAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  if (builtAt < sourcesAt) {
    log(builtAt === 0 ? "Building the site (first start)…" : "Sources changed since the last build; rebuilding…");
    const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: root,
      stdio: ["ignore", log === console.log ? "inherit" : "ignore", "inherit"],
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  return builtServer;
}
