// Prints the JavaScript and CSS bytes (gzip) that a first visit to each page loads, as
// measured in headless Chromium against the production build. `--check` fails when a
// page is over the JavaScript budget.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumArgs, serveBuild } from "./lib/serve-build.mjs";
import { sitePagePaths } from "./lib/site-pages.mjs";

const JS_BUDGET_KB = 150;
const pages = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
// Without pages on the command line: every page of the page registry (app/modules/site/pages.json).
if (pages.length === 0) pages.push(...sitePagePaths);
const check = process.argv.includes("--check");

const server = await serveBuild(Number(process.env.BENCH_PORT ?? 4390));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
let over = false;
try {
  console.log("page                    JS gzip (KB)   CSS gzip (KB)   files");
  for (const page of pages) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const bodies = [];
    tab.on("response", async (response) => {
      const type = response.request().resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      bodies.push(
        response
          .body()
          .then((body) => ({ type, bytes: gzipSync(body, { level: 9 }).length }))
          .catch(() => null),
      );
    });
    await tab.goto(`${server.url}${page}`, { waitUntil: "networkidle" });
    const files = (await Promise.all(bodies)).filter(Boolean);
    const sum = (type) => files.filter((f) => f.type === type).reduce((total, f) => total + f.bytes, 0) / 1024;
    const js = sum("script");
    const css = sum("stylesheet");
    if (js > JS_BUDGET_KB) over = true;
    console.log(
      `${page.padEnd(24)}${js.toFixed(1).padStart(12)}${css.toFixed(1).padStart(16)}${String(files.length).padStart(8)}${js > JS_BUDGET_KB ? "   OVER BUDGET" : ""}`,
    );
    await context.close();
  }
  console.log(`Budget: at most ${JS_BUDGET_KB} KB gzipped JavaScript per page.`);
} finally {
  await browser.close();
  await server.stop();
}
if (check && over) process.exit(1);
