import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { faviconSvg } from "./favicon.mjs";

describe("the favicon", () => {
  it("is what scripts/make-favicon.mjs makes", async () => {
    expect(readFileSync("public/favicon.svg", "utf8")).toBe(await faviconSvg());
  });

  it("draws the initials as outlines: no text for the renderer to find a font for (decision 058)", async () => {
    const svg = await faviconSvg();
    expect(svg).not.toMatch(/<text\b|font-family/);
    // Two glyphs, each an outline with curves, side by side.
    const glyphs = [...svg.matchAll(/<path transform="translate\((\d+) 0\)" d="([^"]+)"\/>/g)];
    expect(glyphs).toHaveLength(2);
    expect(Number(glyphs[1]![1])).toBeGreaterThan(0);
    for (const [, , outline] of glyphs) expect(outline).toMatch(/^M[\d.,-]+[LQC].*Z/);
  });

  it("draws other initials differently", async () => {
    expect(await faviconSvg("AB")).not.toBe(await faviconSvg());
  });
});
