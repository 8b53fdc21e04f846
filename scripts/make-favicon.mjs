// Writes public/favicon.svg from scripts/lib/favicon.mjs: run it after changing the coach's initials.
import { writeFileSync } from "node:fs";
import { faviconSvg } from "./lib/favicon.mjs";

const svg = await faviconSvg();
writeFileSync("public/favicon.svg", svg);
console.log(`public/favicon.svg: ${svg.length} bytes`);
