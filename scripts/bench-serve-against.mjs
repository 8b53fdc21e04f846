// npm run bench:serve:against -- <git ref>: rendered (uncached) pages of this checkout against
// those of an earlier commit, on the same machine in the same run. Issue 26 asks that uncached
// pages be "no slower than today", but a number taken on another day is not comparable: this
// machine's /healthz moved from 1,895 to 650–1,000 req/s between runs. So the earlier commit is
// built in a temporary worktree (sharing this checkout's node_modules) and the two servers are
// measured in turns, ROUNDS times (default 2), each page by autocannon at 10 connections for
// BENCH_SERVE_SECONDS (default 5), /healthz as the control. Run `npm run build` first.
import { execFileSync } from "node:child_process";
import { mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { measure } from "./lib/autocannon.mjs";
import { requireBuild, startServer } from "./lib/bench-server.mjs";

const ref = process.argv[2];
if (!ref) {
  console.error("Usage: npm run bench:serve:against -- <git ref>   (e.g. e480fd3, the commit issue 26 was measured on)");
  process.exit(1);
}
requireBuild();
const SECONDS = Number(process.env.BENCH_SERVE_SECONDS ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const PATHS = ["/healthz", "/", "/courses", "/shop", "/privacy-policy"];
const ENV = { DEMO_CONTENT: "0", ADMIN_EMAIL: "admin@serve.test", ADMIN_PASSWORD: "serve-admin-passphrase" };

const worktree = mkdtempSync(path.join(tmpdir(), "vocal-against-"));
execFileSync("git", ["worktree", "add", "--detach", worktree, ref], { stdio: "ignore" });
try {
  symlinkSync(path.resolve("node_modules"), path.join(worktree, "node_modules"));
  execFileSync("npm", ["run", "-s", "build"], { cwd: worktree, stdio: "ignore" });
  // Two entries by position, not by name: `HEAD` as the ref must not fold them into one.
  const checkouts = [worktree, process.cwd()];
  const results = new Map(PATHS.map((page) => [page, [[], []]]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [side, cwd] of checkouts.entries()) {
      const server = await startServer(undefined, "against", { cwd, env: ENV });
      try {
        for (const page of PATHS) {
          // A query string the render cache never keeps: every request is rendered.
          const address = page === "/healthz" ? page : `${page}?bench=rendered`;
          for (let i = 0; i < 30; i++) await (await fetch(`${server.url}${address}`)).text();
          results.get(page)[side].push(await measure(server.url, address, 10, SECONDS));
        }
      } finally {
        await server.stop();
      }
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`\nRendered pages, req/s at 10 connections (p99 ms), ${ROUNDS} rounds of ${SECONDS} s, the two servers in turns\n`);
  console.log(`${"page".padEnd(18)}${ref.padStart(28)}${"HEAD".padStart(28)}   HEAD / ${ref}`);
  for (const [page, [earlier, current]] of results) {
    const cell = (runs) => runs.map((r) => `${Math.round(r.perSecond)} (${r.p99})`).join(", ");
    const ratio = median(current.map((r) => r.perSecond)) / median(earlier.map((r) => r.perSecond));
    console.log(`${page.padEnd(18)}${cell(earlier).padStart(28)}${cell(current).padStart(28)}   ${ratio.toFixed(2)}`);
  }
} finally {
  execFileSync("git", ["worktree", "remove", "--force", worktree], { stdio: "ignore" });
}
