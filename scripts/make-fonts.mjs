// Makes the two self-hosted web fonts from the Fontsource variable fonts: only the characters
// the site's languages need (Basic Latin, Latin-1 with æ ø å, typographic punctuation, € and
// a few symbols the copy uses), only the weights the design uses (400–700 of the wght axis).
// Every page loads both fonts after its first paint, which shows the metric-matched fallbacks (they are
// not preloaded: decision 042), so every kilobyte here is time a slow phone shows the fallbacks. Run `node scripts/make-fonts.mjs` after changing the character set.
// It then rewrites the metric-matched fallback faces in app/app.css (scripts/lib/font-fallbacks.mjs).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { fontCharacters } from "./lib/font-characters.mjs";
import { fallbackBlockEnd, fallbackBlockStart, fallbackCss } from "./lib/font-fallbacks.mjs";

const require = createRequire(import.meta.url);
const fonts = [
  { from: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2", to: "app/assets/fonts/fraunces-400-700.woff2" },
  { from: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", to: "app/assets/fonts/inter-400-700.woff2" },
];

for (const font of fonts) {
  const source = readFileSync(require.resolve(font.from));
  const subset = await subsetFont(source, fontCharacters, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: 400, max: 700 } },
    // Shaping features body text needs; the stylistic sets and alternates are not used.
    keepFeatures: ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum", "rvrn"],
  });
  writeFileSync(font.to, subset);
  console.log(`${font.to}: ${(source.length / 1024).toFixed(1)} KB → ${(subset.length / 1024).toFixed(1)} KB`);
}

const stylesheet = "app/app.css";
const css = readFileSync(stylesheet, "utf8");
const start = css.indexOf(fallbackBlockStart);
const end = css.indexOf(fallbackBlockEnd);
if (start < 0 || end < start) throw new Error(`${stylesheet} has no fallback block to rewrite`);
writeFileSync(stylesheet, css.slice(0, start) + (await fallbackCss()) + css.slice(end + fallbackBlockEnd.length));
console.log(`${stylesheet}: fallback faces rewritten`);
