// The metric-matched fallback faces for the two web fonts: until a web font has arrived the
// text paints in a local system font scaled (`size-adjust`) and given the web font's ascent,
// descent and line gap, so swapping to the web font moves no line (CLS 0) and the first paint
// has its words. The web fonts' metrics are read from the real files; the system fonts' come
// from @capsizecss/metrics. `app/assets/fonts/fonts.test.ts` fails when app.css differs.
import { readFileSync } from "node:fs";
import subsetFont from "subset-font";
import { createFontStack } from "@capsizecss/core";
import { fromBuffer } from "@capsizecss/unpack";
import arial from "@capsizecss/metrics/arial";
import roboto from "@capsizecss/metrics/roboto";
import georgia from "@capsizecss/metrics/georgia";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import notoSerif from "@capsizecss/metrics/notoSerif";
import { dejaVuSans, dejaVuSerif, liberationSans, liberationSerif } from "./linux-font-metrics.mjs";
import { fontCharacters } from "./font-characters.mjs";

// Body copy and headings are set at weight 400, so the widths are measured at that instance:
// the variable files' own default instance need not be 400 (Fraunces' subset defaults to 700).
const measuredWeight = 400;

// Desktop and iOS have Arial, Georgia and Times New Roman; Android has Roboto and Noto Serif;
// Linux has Liberation (metric copies of Arial and Times New Roman) or DejaVu, often both. A
// visitor with none of them sees an unadjusted system font, and the swap would move lines.
// `copies` share the face of the font they copy (decision 059): a face whose local() fonts are
// all missing costs the browser a look-up of its family name as a system font too, before the
// next face is tried.
export const webFonts = [
  {
    family: "Inter Variable",
    file: "app/assets/fonts/inter-400-700.woff2",
    fallbacks: [arial, roboto, dejaVuSans],
    copies: new Map([[arial, liberationSans]]),
  },
  {
    family: "Fraunces Variable",
    file: "app/assets/fonts/fraunces-400-700.woff2",
    fallbacks: [georgia, timesNewRoman, notoSerif, dejaVuSerif],
    copies: new Map([[timesNewRoman, liberationSerif]]),
  },
];

export const fallbackBlockStart = "/* Metric-matched fallbacks, made by scripts/make-fonts.mjs from the font files. */";
export const fallbackBlockEnd = "/* End of the metric-matched fallbacks. */";

async function metricsAtBodyWeight(file) {
  const instance = await subsetFont(readFileSync(file), fontCharacters, { targetFormat: "sfnt", variationAxes: { wght: measuredWeight } });
  return fromBuffer(instance);
}

const sourceLine = /^ {2}src: (.+);$/m;

/**
 * The face made for `copy` must match the face made for `original` in everything but its name and
 * its local() fonts; the copy's fonts are then added to the original's face. A copy whose metrics
 * differ is refused, since the shared overrides would move its lines on the swap.
 */
function withCopy(faces, original, copy, webFont) {
  const face = (fallback) => createFontStack([webFont, fallback]).fontFaces;
  const [originalFace, copyFace] = [face(original), face(copy)];
  const unnamed = (css, fallback) => css.replace(sourceLine, "").replace(`Fallback: ${fallback.familyName}`, "");
  if (unnamed(originalFace, original) !== unnamed(copyFace, copy)) {
    throw new Error(`${copy.familyName} is not a metric copy of ${original.familyName} for ${webFont.familyName}: give it a face of its own`);
  }
  const originalSource = originalFace.match(sourceLine)[1];
  const copySource = copyFace.match(sourceLine)[1];
  return faces.replace(`src: ${originalSource};`, `src: ${originalSource}, ${copySource};`);
}

/** The fallback faces of one web font and the font-family list that puts them after it. */
export async function fallbackStack({ family, file, fallbacks, copies = new Map() }) {
  const webFont = { ...(await metricsAtBodyWeight(file)), familyName: family };
  const stack = createFontStack([webFont, ...fallbacks]);
  let fontFaces = stack.fontFaces;
  for (const [original, copy] of copies) fontFaces = withCopy(fontFaces, original, copy, webFont);
  return { ...stack, fontFaces };
}

/** The block of @font-face rules that app.css carries between the two marker comments. */
export async function fallbackCss() {
  const stacks = await Promise.all(webFonts.map(fallbackStack));
  return [fallbackBlockStart, ...stacks.map((stack) => stack.fontFaces), fallbackBlockEnd].join("\n");
}
