// The characters the two web fonts carry: what Danish and English copy needs, as far as the
// Fontsource Latin files have it. `app/assets/fonts/fonts.test.ts` fails when the site's
// source uses a character outside this set (it would show in the visitor's system font).
const ranges = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: æ ø å é ü, « », ©, ·, ×
  [0x2013, 0x2014], // – —
  [0x2018, 0x201a], // ‘ ’ ‚
  [0x201c, 0x201e], // “ ” „
  [0x2032, 0x2033], // ′ ″ (minutes, seconds)
  [0x2039, 0x203a], // ‹ ›
];
const singles = [0x131, 0x152, 0x153, 0x2c6, 0x2dc, 0x2022, 0x2026, 0x20ac, 0x2122, 0x2212];

export const fontCharacters = String.fromCodePoint(
  ...ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i)),
  ...singles,
);

/** The CSS `unicode-range` of the set, for the @font-face rules in app.css. */
export const fontUnicodeRange = [...ranges.map(([first, last]) => `U+${hex(first)}-${hex(last)}`), ...singles.map((codePoint) => `U+${hex(codePoint)}`)].join(
  ", ",
);

function hex(codePoint) {
  return codePoint.toString(16).toUpperCase().padStart(4, "0");
}
