// The favicon: the coach's initials in the display face, as outlines. Chrome draws an SVG
// favicon in the page's own renderer, on its main thread, soon after the first paint; with a
// <text> element it first had to find a font for it, which took up to 40 ms there (decision 058).
// Outlines need no font. `node scripts/make-favicon.mjs` writes public/favicon.svg.
import { readFileSync } from "node:fs";
import subsetFont from "subset-font";
import { Blob, Buffer as ShapingBuffer, Face, Font, Variation, shape } from "harfbuzzjs";

export const FAVICON_INITIALS = "MH";
const DISPLAY_FONT = "app/assets/fonts/fraunces-400-700.woff2";
const WEIGHT = 500;
const FONT_SIZE = 16;
const CENTRE_X = 24;
const BASELINE = 29.5;

/** The favicon's SVG text: the same ring and ground as before, the initials drawn as paths. */
export async function faviconSvg(initials = FAVICON_INITIALS) {
  // harfbuzz reads plain OpenType: the woff2 is unpacked by subsetting it to the letters drawn.
  const sfnt = await subsetFont(readFileSync(DISPLAY_FONT), initials, { targetFormat: "sfnt", variationAxes: { wght: WEIGHT } });
  const face = new Face(new Blob(sfnt), 0);
  const font = new Font(face);
  font.setVariations([new Variation("wght", WEIGHT)]);
  const buffer = new ShapingBuffer();
  buffer.addText(initials);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  const scale = FONT_SIZE / face.upem;
  let pen = 0;
  const glyphs = [];
  for (const glyph of buffer.getGlyphInfosAndPositions()) {
    glyphs.push(`<path transform="translate(${pen + (glyph.xOffset ?? 0)} 0)" d="${font.glyphToPath(glyph.codepoint)}"/>`);
    pen += glyph.xAdvance ?? 0;
  }
  const left = round(CENTRE_X - (pen * scale) / 2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">` +
    `<rect width="48" height="48" rx="12" fill="#120f1c"/>` +
    `<circle cx="24" cy="24" r="17" fill="none" stroke="#e9ae4c" stroke-width="1.6"/>` +
    `<g fill="#fbf7f0" transform="translate(${left} ${BASELINE}) scale(${round(scale)} ${round(-scale)})">${glyphs.join("")}</g>` +
    `</svg>\n`
  );
}

const round = (value) => Math.round(value * 10_000) / 10_000;
