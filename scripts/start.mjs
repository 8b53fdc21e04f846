// `npm start`: build when the sources are newer than the last build, then serve.
// Migrations and the first-start seed run inside the server before it listens.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startDefaults } from "./lib/start-defaults.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const builtServer = path.join(root, process.env.BUILD_DIR ?? "build", "server/index.js");
const sources = ["app", "server", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = existsSync(builtServer) ? statSync(builtServer).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));

if (builtAt < sourcesAt) {
  console.log(builtAt === 0 ? "Building the site (first start)…" : "Sources changed since the last build; rebuilding…");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.chdir(root);
process.env.NODE_ENV ??= "production";
Object.assign(process.env, startDefaults(process.env));
await import(path.join(root, "server.js"));
