// `npm start`: build when the sources are newer than the last build, then serve.
// Migrations and the first-start seed run inside the server before it listens.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuild } from "./lib/ensure-build.mjs";
import { startDefaults } from "./lib/start-defaults.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
ensureBuild(root);

process.chdir(root);
process.env.NODE_ENV ??= "production";
Object.assign(process.env, startDefaults(process.env));
await import(path.join(root, "server.js"));
