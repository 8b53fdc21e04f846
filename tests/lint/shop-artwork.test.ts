import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The shop's drawings are served from our own origin and shown on every shop card: they must stay
// plain drawings (no script, no handler, nothing fetched from elsewhere), small, and one set
// (the same square canvas and the same palette).
const shopDir = fileURLToPath(new URL("../../public/images/shop", import.meta.url));
const MAX_BYTES = 4096;
const palette = new Set(["#f4ecdf", "#e9dcc6", "#3d3358", "#d99a32", "#1b1628"]);

function artworkProblems(svg: string): string[] {
  const problems: string[] = [];
  if (Buffer.byteLength(svg) > MAX_BYTES) problems.push(`over ${MAX_BYTES} bytes`);
  if (/<script\b/i.test(svg)) problems.push("a <script>");
  if (/\son[a-z]+\s*=/i.test(svg)) problems.push("an on* attribute");
  if (/<(image|foreignObject|style|text|use|a|iframe|embed|object)\b/i.test(svg)) problems.push("an element other than shapes");
  for (const [, target] of svg.matchAll(/href\s*=\s*["']([^"']*)["']/gi)) if (!target!.startsWith("#")) problems.push(`a link to ${target}`);
  for (const [, target] of svg.matchAll(/url\(\s*["']?([^)"']*)/gi)) if (!target!.startsWith("#")) problems.push(`a url() to ${target}`);
  if (/@import|@font-face|data:/i.test(svg)) problems.push("an import, font or data URL");
  if (!/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 800" width="800" height="800">/.test(svg)) problems.push("not the 800 × 800 canvas");
  if (!/<title>[^<]+<\/title>/.test(svg)) problems.push("no <title>");
  for (const [colour] of svg.matchAll(/#[0-9a-f]{6}\b/gi)) if (!palette.has(colour.toLowerCase())) problems.push(`${colour} is not in the palette`);
  return problems;
}

const drawing = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800"><title>A mug</title>${body}</svg>`;

describe("shop artwork", () => {
  const files = readdirSync(shopDir).filter((name) => name.endsWith(".svg"));

  it("finds the drawings", () => {
    expect(files.length).toBeGreaterThanOrEqual(14);
  });

  it.each(files)("%s is a small, plain drawing of the set", (name) => {
    expect(artworkProblems(readFileSync(`${shopDir}/${name}`, "utf8"))).toEqual([]);
  });

  it("refuses what a drawing must not carry", () => {
    expect(artworkProblems(drawing(`<circle r="4" fill="#3d3358"/>`))).toEqual([]);
    expect(artworkProblems(drawing(`<script>alert(1)</script>`))).toContain("a <script>");
    expect(artworkProblems(drawing(`<circle onload="alert(1)"/>`))).toContain("an on* attribute");
    expect(artworkProblems(drawing(`<image href="https://x.example/a.png"/>`))).toContain("a link to https://x.example/a.png");
    expect(artworkProblems(drawing(`<rect fill="url(https://x.example/p)"/>`))).toContain("a url() to https://x.example/p");
    expect(artworkProblems(drawing(`<rect fill="#ff0000"/>`))).toContain("#ff0000 is not in the palette");
    expect(artworkProblems(drawing(`<path d="${"M0 0 L1 1 ".repeat(500)}"/>`))).toContain(`over ${MAX_BYTES} bytes`);
    expect(artworkProblems(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><title>x</title></svg>`)).toContain("not the 800 × 800 canvas");
  });
});
