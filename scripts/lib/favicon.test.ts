import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { faviconSvg, icoFromPng, pngSize } from "./favicon.mjs";

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

  it("draws the home-screen icon with square corners, the phone masks it", async () => {
    expect(await faviconSvg()).toContain(`rx="12"`);
    expect(await faviconSvg(undefined, { square: true })).not.toContain("rx=");
  });
});

describe("the raster icons pages link (decision 060)", () => {
  const png = (width: number, height: number) => {
    const bytes = Buffer.alloc(33);
    Buffer.from("89504e470d0a1a0a0000000d49484452", "hex").copy(bytes);
    bytes.writeUInt32BE(width, 16);
    bytes.writeUInt32BE(height, 20);
    return bytes;
  };

  it("wraps a PNG in an ICO directory of one entry, the image right after it", () => {
    const image = png(32, 32);
    const ico = icoFromPng(image);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7], ico.readUInt16LE(10), ico.readUInt16LE(12)]).toEqual([32, 32, 1, 32]);
    expect([ico.readUInt32LE(14), ico.readUInt32LE(18)]).toEqual([image.length, 22]);
    expect(ico.subarray(22).equals(image)).toBe(true);
  });

  it("writes 256 px as 0, as the format says, and refuses what is larger or not a PNG", () => {
    const ico = icoFromPng(png(256, 256));
    expect([ico[6], ico[7]]).toEqual([0, 0]);
    expect(() => icoFromPng(png(512, 512))).toThrow("at most 256 px");
    expect(() => icoFromPng(Buffer.from("GIF89a and more bytes than a header"))).toThrow("Not a PNG");
  });

  it("public/favicon.ico holds one 32 px PNG, public/apple-touch-icon.png is 180 px", () => {
    const ico = readFileSync("public/favicon.ico");
    expect(ico.readUInt16LE(4)).toBe(1);
    expect(pngSize(ico.subarray(ico.readUInt32LE(18)))).toEqual({ width: 32, height: 32 });
    expect(pngSize(readFileSync("public/apple-touch-icon.png"))).toEqual({ width: 180, height: 180 });
  });
});
