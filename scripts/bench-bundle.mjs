// Prints the JavaScript and CSS bytes (gzip) that a first visit to each page loads, as
// measured in headless Chromium against the production build. `--check` fails when a
// page is over its JavaScript budget. A page is measured as it first loads, unscrolled:
// parts that hydrate when scrolled into view (decision 042) are not part of it. Signed-in pages (the student dashboard) are measured
// as the seeded demo student, whose session is set up before the page's first visit.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumArgs, serveBuild } from "./lib/serve-build.mjs";
import { sitePagePaths } from "./lib/site-pages.mjs";

// Issue 25's shared chrome (the page-language catalogue lookups in header, footer and menus,
// the header's server-known signed-in state and cart link) added ~1 KB to every first load;
// issue 26 took about 6 KB off every page (below), and the line came down with it. React DOM and
// the router in chunks of their own (decision 056) add ~0.4 KB of bindings to every page.
const JS_BUDGET_KB = 148;
// Pages with their own budget, and who to sign in as first (decision 017: the dashboard's
// lesson player, journal and tabs, as the demo student of README; issue 22: the back office,
// as the browser tests' admin of scripts/e2e-server.mjs, whose uploader and charts load with their views).
const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e-admin-passphrase" };
const SIGNED_IN_PAGES = {
  "/dashboard": { budget: 170, email: "student@example.com", password: "sing-every-day" },
  "/admin": { budget: 200, ...E2E_ADMIN },
  "/admin/lessons": { budget: 200, ...E2E_ADMIN },
  "/admin/analytics": { budget: 200, ...E2E_ADMIN },
  // Issue 24: the account page (orders, bookings, the change forms and two-step set-up) within the common budget.
  "/account": { budget: JS_BUDGET_KB, email: "student@example.com", password: "sing-every-day" },
};
// Every page's first load fell when `cn` stopped carrying tailwind-merge and the shell stopped
// carrying lucide-react (issue 26, decision 042); the Danish booking dialog and the cart's texts
// load with their own pages and parts (decisions 047, 050). The landing page's first load (what loads before the visitor scrolls) has its
// own line: its floor, React and React Router alone, is ~111 KB, and the target is 130 KB. React DOM
// and the router in chunks of their own (decision 056) cost ~0.4 KB of bindings between chunks, so
// the line is the issue's 130 KB itself.
const OWN_BUDGETS = { "/": 130 };
const budgetOf = (page) => SIGNED_IN_PAGES[page]?.budget ?? OWN_BUDGETS[page] ?? JS_BUDGET_KB;
const pages = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
// Without pages on the command line: every page of the page registry (app/modules/site/pages.json) and the signed-in pages.
if (pages.length === 0) pages.push(...sitePagePaths, ...Object.keys(SIGNED_IN_PAGES));
const check = process.argv.includes("--check");
// `--files` lists each page's scripts, largest first: what to move behind a lazy import.
const listFiles = process.argv.includes("--files");

const server = await serveBuild(Number(process.env.BENCH_PORT ?? 4390));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
let over = false;
try {
  // The page's stylesheet travels inside its document (decision 051): the HTML column carries it.
  console.log("page                    JS gzip (KB)   CSS gzip (KB)  HTML gzip (KB)   files");
  for (const page of pages) {
    const context = await browser.newContext();
    const account = SIGNED_IN_PAGES[page];
    if (account) {
      // The login page's own form post (no browser cache is filled by it).
      const signIn = await context.request.post(`${server.url}/login`, {
        form: { intent: "sign-in", email: account.email, password: account.password, redirectTo: page },
        headers: { origin: server.url },
        maxRedirects: 0,
      });
      if ((await context.cookies()).length === 0) throw new Error(`Could not sign in as ${account.email} for ${page}: ${signIn.status()}`);
    }
    const tab = await context.newPage();
    const bodies = [];
    tab.on("response", async (response) => {
      const type = response.request().resourceType();
      if (type !== "script" && type !== "stylesheet" && type !== "document") return;
      bodies.push(
        response
          .body()
          .then((body) => ({ type, url: response.url(), bytes: gzipSync(body, { level: 9 }).length }))
          .catch(() => null),
      );
    });
    await tab.goto(`${server.url}${page}`, { waitUntil: "networkidle" });
    const fetched = (await Promise.all(bodies)).filter(Boolean);
    const files = fetched.filter((f) => f.type !== "document");
    const sum = (type) => files.filter((f) => f.type === type).reduce((total, f) => total + f.bytes, 0) / 1024;
    const js = sum("script");
    const css = sum("stylesheet");
    const html = fetched.filter((f) => f.type === "document").reduce((total, f) => total + f.bytes, 0) / 1024;
    const budget = budgetOf(page);
    if (js > budget) over = true;
    console.log(
      `${page.padEnd(24)}${js.toFixed(1).padStart(12)}${css.toFixed(1).padStart(16)}${html.toFixed(1).padStart(16)}${String(files.length).padStart(8)}${js > budget ? `   OVER BUDGET (${budget} KB)` : ""}`,
    );
    if (listFiles) {
      const scripts = files.filter((f) => f.type === "script").sort((a, b) => b.bytes - a.bytes);
      for (const f of scripts) console.log(`    ${(f.bytes / 1024).toFixed(1).padStart(6)}  ${new URL(f.url).pathname}`);
    }
    await context.close();
  }
  const own = Object.entries(SIGNED_IN_PAGES).map(([page, { budget }]) => `${page} ${budget} KB`);
  console.log(`Budget: at most ${JS_BUDGET_KB} KB gzipped JavaScript per page (${own.join(", ")}).`);
} finally {
  await browser.close();
  await server.stop();
}
if (check && over) process.exit(1);
