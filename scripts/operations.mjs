// `npm run backup`, `npm run restore -- ARCHIVE [--force]` (decision 027): the built server
// code, run with the site's own environment. Build output and messages go to stderr; backup's
// last line on stdout is the archive's path.
import { pathToFileURL, fileURLToPath } from "node:url";
import path from "node:path";
import { ensureBuild } from "./lib/ensure-build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const built = ensureBuild(root, (line) => console.error(line));
process.env.NODE_ENV ??= "production";
// The commands speak for themselves; the app's log stays for warnings.
process.env.LOG_LEVEL ??= "warn";
const { runOperationsCommand } = await import(pathToFileURL(built).href);
process.exitCode = await runOperationsCommand(process.argv.slice(2));
