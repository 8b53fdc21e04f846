import interFile from "~/assets/fonts/inter-400-700.woff2?url";
import frauncesFile from "~/assets/fonts/fraunces-400-700.woff2?url";
import { fontUnicodeRange } from "../../scripts/lib/font-characters.mjs";

// The two web fonts as the scripts of scripts-after-first-paint.server.ts declare them
// (decision 042, amended): fonts.css holds the same faces for visitors without script.
export const webFontFaces = [
  { family: "Fraunces Variable", url: frauncesFile },
  { family: "Inter Variable", url: interFile },
].map(({ family, url }) => ({ family, source: `url(${url}) format("woff2")`, weight: "400 700", unicodeRange: fontUnicodeRange }));

/** Set in localStorage once this browser has the fonts in its cache. */
export const webFontsCachedKey = "web-fonts-cached";
