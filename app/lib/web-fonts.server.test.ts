import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { webFontFaces } from "./web-fonts.server";

/** fonts.css's faces as [family, file, weight, unicode-range]. */
function stylesheetFaces(): string[][] {
  const css = readFileSync("app/fonts.css", "utf8");
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
    const value = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body!)?.[1]!.replace(/\s+/g, " ").trim() ?? "";
    return [value("font-family").replaceAll('"', ""), /fonts\/([\w-]+)\.woff2/.exec(body!)?.[1] ?? "", value("font-weight"), value("unicode-range")];
  });
}

describe("webFontFaces", () => {
  it("declares the faces fonts.css declares for visitors without script", () => {
    const declared = webFontFaces.map(({ family, source, weight, unicodeRange }) => [
      family,
      /\/([\w-]+?)(?:-[\w-]{8})?\.woff2/.exec(source)?.[1] ?? "",
      weight,
      unicodeRange,
    ]);
    expect(declared).toEqual(stylesheetFaces());
  });
});
