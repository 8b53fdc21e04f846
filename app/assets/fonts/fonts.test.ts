import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import subsetFont from "subset-font";
import { Blob, Face } from "harfbuzzjs";
import { fontCharacters, fontUnicodeRange } from "../../../scripts/lib/font-characters.mjs";
import { fallbackCss, fallbackStack, webFonts } from "../../../scripts/lib/font-fallbacks.mjs";

const fontsDirectory = "app/assets/fonts";
const fontFiles = readdirSync(fontsDirectory).filter((name) => name.endsWith(".woff2"));
// Left to the system font on purpose: the check marks of the workbook preview table, and
// arrows that appear only in code comments. Neither file has a glyph for them.
const systemFontCharacters = "✓→";

/** Every character written in the app's source: its copy, seed data and messages. */
function charactersInSource(): Set<string> {
  const characters = new Set<string>();
  for (const path of readdirSync("app", { recursive: true, encoding: "utf8" })) {
    if (!/\.(ts|tsx)$/.test(path) || /\.test\.tsx?$/.test(path)) continue;
    for (const character of readFileSync(join("app", path), "utf8")) if (character >= " ") characters.add(character);
  }
  return characters;
}

async function coveredCharacters(file: string): Promise<Set<string>> {
  // harfbuzz reads plain OpenType, so the woff2 is unpacked by subsetting it to the whole set.
  const sfnt = await subsetFont(readFileSync(join(fontsDirectory, file)), fontCharacters, { targetFormat: "sfnt" });
  const codePoints = new Face(new Blob(sfnt), 0).collectUnicodes();
  return new Set(Array.from(codePoints, (codePoint) => String.fromCodePoint(codePoint)));
}

describe("self-hosted fonts", () => {
  // fonts.css: the root loads it after the first paint (decision 042).
  it("are the two files fonts.css declares, with the set's unicode-range", () => {
    expect(fontFiles.sort()).toEqual(["fraunces-400-700.woff2", "inter-400-700.woff2"]);
    const css = readFileSync("app/fonts.css", "utf8");
    for (const file of fontFiles) expect(css).toContain(`./assets/fonts/${file}`);
    expect(css.match(/unicode-range:\s*([^;]+);/g)?.map((declaration) => declaration.replace(/\s+/g, " "))).toEqual([`unicode-range: ${fontUnicodeRange};`, `unicode-range: ${fontUnicodeRange};`]);
  });

  it("the set covers every character the site's source uses", () => {
    const missing = [...charactersInSource()].filter((c) => !fontCharacters.includes(c) && !systemFontCharacters.includes(c));
    expect(missing).toEqual([]);
  });

  it.each(fontFiles)("%s has a glyph for every character of the set, Danish letters included", async (file) => {
    const covered = await coveredCharacters(file);
    // U+00AD, the soft hyphen, is never drawn unless a word breaks there.
    expect([...fontCharacters].filter((c) => !covered.has(c) && c !== "\u00ad")).toEqual([]);
    for (const letter of "æøåÆØÅ") expect(covered.has(letter)).toBe(true);
  });

  it("app.css carries the fallback faces measured from the font files (run scripts/make-fonts.mjs when this fails)", async () => {
    const css = readFileSync("app/app.css", "utf8");
    expect(css).toContain(await fallbackCss());
  });

  it("names a metric copy in its original's face, so a system with only the copy finds it in the first face", async () => {
    const css = await fallbackCss();
    expect(css).toContain("src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans');");
    expect(css).toContain("src: local('Times New Roman'), local('TimesNewRomanPSMT'), local('Liberation Serif'), local('LiberationSerif');");
    expect(css).not.toContain("Fallback: Liberation");
  });

  it("refuses to share a face between fonts whose metrics differ", async () => {
    const [inter] = webFonts;
    const [arial, roboto] = inter!.fallbacks;
    await expect(fallbackStack({ ...inter!, fallbacks: [arial!], copies: new Map([[arial!, roboto!]]) })).rejects.toThrow("Roboto is not a metric copy of Arial");
  });

  it.each(webFonts)("$family is followed by its fallback faces in the theme's font stack", async (font) => {
    const families = (await fallbackStack(font)).fontFamily.split(", ").filter((name) => name.includes("Fallback"));
    expect(families.length).toBe(font.fallbacks.length);
    const stack = /--font-(?:sans|display):\s*([^;]+);/g;
    const declared = [...readFileSync("app/app.css", "utf8").matchAll(stack)].map((match) => match[1]!.replace(/\s+/g, " ")).find((value) => value.startsWith(`"${font.family}"`));
    expect(declared).toContain(`"${font.family}", ${families.join(", ")},`);
  });
});
