// The favicon: the coach's initials in the display face, as outlines (decision 058), drawn as an
// SVG and rasterised to the icons pages link (decision 060): public/favicon.ico (32 px) and
// public/apple-touch-icon.png (180 px). Chrome builds an SVG favicon as a document of its own in
// the page's renderer, on its main thread, just after the first paint; a PNG is only decoded.
// `node scripts/make-favicon.mjs` writes all three.
import { readFileSync } from "node:fs";
import subsetFont from "subset-font";
import { Blob, Buffer as ShapingBuffer, Face, Font, Variation, shape } from "harfbuzzjs";

export const FAVICON_INITIALS = "MH";
const DISPLAY_FONT = "app/assets/fonts/fraunces-400-700.woff2";
const WEIGHT = 500;
const FONT_SIZE = 16;
const CENTRE_X = 24;
const BASELINE = 29.5;

/**
 * The favicon's SVG text: the ring and ground, the initials drawn as paths. `square` fills the
 * corners: a home-screen icon is masked by the phone, and iOS paints transparent corners black.
 */
export async function faviconSvg(initials = FAVICON_INITIALS, { square = false } = {}) {
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
    `<rect width="48" height="48"${square ? "" : ` rx="12"`} fill="#120f1c"/>` +
    `<circle cx="24" cy="24" r="17" fill="none" stroke="#e9ae4c" stroke-width="1.6"/>` +
    `<g fill="#fbf7f0" transform="translate(${left} ${BASELINE}) scale(${round(scale)} ${round(-scale)})">${glyphs.join("")}</g>` +
    `</svg>\n`
  );
}

const round = (value) => Math.round(value * 10_000) / 10_000;

/** The width and height a PNG's header declares. */
export function pngSize(png) {
  if (png.subarray(0, 8).toString("hex") !== "89504e470d0a1a0a" || png.toString("latin1", 12, 16) !== "IHDR") throw new Error("Not a PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** An ICO file holding one PNG image (the format /favicon.ico has had since Windows Vista). */
export function icoFromPng(png) {
  const { width, height } = pngSize(png);
  if (width > 256 || height > 256) throw new Error(`An icon is at most 256 px: this PNG is ${width}×${height}`);
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(width % 256, 6); // 0 means 256
  header.writeUInt8(height % 256, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // the image follows the directory
  return Buffer.concat([header, png]);
}
