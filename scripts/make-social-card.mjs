// Renders public/social-card.png (1200×630, the Open Graph image) from an SVG design in
// headless Chromium. Content, not build: run it when the design or the coach changes.
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs } from "./lib/serve-build.mjs";

const name = process.argv[2] ?? "Maja Holm";
const fraunces = readFileSync("app/assets/fonts/fraunces-400-700.woff2").toString("base64");
const inter = readFileSync("app/assets/fonts/inter-400-700.woff2").toString("base64");
const staff = [0, 1, 2, 3, 4]
  .map(
    (i) =>
      `<path d="M0 ${430 + i * 18} C 300 ${410 + i * 18}, 600 ${450 + i * 18}, 900 ${430 + i * 18} S 1100 ${420 + i * 18}, 1200 ${430 + i * 18}" stroke="#3d3358" stroke-width="1.5" fill="none"/>`,
  )
  .join("");
const html = `<!doctype html><html><head><style>
@font-face{font-family:F;src:url(data:font/woff2;base64,${fraunces}) format("woff2");font-weight:100 900}
@font-face{font-family:I;src:url(data:font/woff2;base64,${inter}) format("woff2");font-weight:100 900}
body{margin:0}
</style></head><body>
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><radialGradient id="spot" cx="0.78" cy="0.1" r="0.75"><stop offset="0" stop-color="#e9ae4c" stop-opacity="0.45"/><stop offset="0.55" stop-color="#2a2240" stop-opacity="0.4"/><stop offset="1" stop-color="#120f1c" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="630" fill="#120f1c"/><rect width="1200" height="630" fill="url(#spot)"/>${staff}
<circle cx="132" cy="132" r="52" fill="none" stroke="#e9ae4c" stroke-width="2"/>
<text x="132" y="148" text-anchor="middle" font-family="F" font-size="42" fill="#fbf7f0">${name
  .split(" ")
  .map((p) => p[0])
  .join("")}</text>
<text x="80" y="300" font-family="F" font-weight="500" font-size="76" fill="#fbf7f0">Find the voice</text>
<text x="80" y="384" font-family="F" font-weight="500" font-style="italic" font-size="76" fill="#f3c777">you already have.</text>
<text x="80" y="560" font-family="I" font-weight="600" font-size="26" letter-spacing="4" fill="#fbf7f0" opacity="0.85">${name.toUpperCase()} · VOCAL STUDIO · COPENHAGEN</text>
</svg></body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: "public/social-card.png" });
await browser.close();
console.log("wrote public/social-card.png");
