// Writes the favicon from scripts/lib/favicon.mjs: public/favicon.svg, and the icons pages link,
// rasterised from it in headless Chromium: public/favicon.ico (32 px) and public/apple-touch-icon.png
// (180 px, square corners). Run it after changing the coach's initials.
import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { faviconSvg, icoFromPng } from "./lib/favicon.mjs";
import { chromiumArgs } from "./lib/serve-build.mjs";

/** The SVG drawn at `size` CSS pixels on a transparent page, as a PNG of exactly that size. */
async function rasterise(browser, svg, size) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  await page.setContent(`<body style="margin:0">${svg.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body>`);
  const png = await page.screenshot({ omitBackground: true });
  await page.close();
  return png;
}

const svg = await faviconSvg();
writeFileSync("public/favicon.svg", svg);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
try {
  const ico = icoFromPng(await rasterise(browser, svg, 32));
  writeFileSync("public/favicon.ico", ico);
  const touch = await rasterise(browser, await faviconSvg(undefined, { square: true }), 180);
  writeFileSync("public/apple-touch-icon.png", touch);
  console.log(`public/favicon.svg: ${svg.length} bytes; public/favicon.ico: ${ico.length} bytes; public/apple-touch-icon.png: ${touch.length} bytes`);
} finally {
  await browser.close();
}
