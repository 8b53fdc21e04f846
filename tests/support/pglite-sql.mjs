// Runs SQL statements on a stopped server's embedded database, in a process of its own:
// `node tests/support/pglite-sql.mjs <DATA_DIR>` with [{ "sql": "...", "params": [...] }] on stdin.
// (A separate, short-lived process opens and closes PGlite cleanly, as the server does.)
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const statements = JSON.parse(Buffer.concat(chunks).toString("utf8"));
const client = new PGlite(path.join(process.argv[2], "pglite"));
await client.waitReady;
for (const { sql, params } of statements) await client.query(sql, params ?? []);
await client.close();
