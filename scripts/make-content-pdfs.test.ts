import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  buildPdf,
  contentDocuments,
  defaultProfile,
  layoutDocument,
  materialDocuments,
  pdfString,
  renderDocument,
  wrapText,
  textWidth,
} from "./make-content-pdfs.mjs";
import { defaultSiteProfile } from "~/modules/site/profile";

/** Reads the xref table and trailer the way a PDF reader starts: from `startxref` backwards. */
function parseStructure(pdf: Buffer) {
  const text = pdf.toString("latin1");
  const startxref = Number(text.match(/startxref\n(\d+)\n%%EOF\n$/)?.[1]);
  const xref = text.slice(startxref);
  const [, first, count] = xref.match(/^xref\n(\d+) (\d+)\n/) ?? [];
  const entries = [...xref.matchAll(/^(\d{10}) (\d{5}) ([nf]) \n/gm)].map((m) => ({ offset: Number(m[1]), kind: m[3] }));
  const trailer = xref.match(/trailer\n<<(.*)>>/)?.[1] ?? "";
  return { text, startxref, first: Number(first), count: Number(count), entries, trailer };
}

describe("buildPdf", () => {
  const pdf = buildPdf({ title: "Prøve (1)", author: "Test", pages: ["BT /F1 12 Tf 72 720 Td (Hello) Tj ET", "BT /F1 12 Tf 72 720 Td (Æble) Tj ET"] });
  const structure = parseStructure(pdf);

  it("starts with a PDF 1.4 header and ends with %%EOF", () => {
    expect(pdf.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
    expect(structure.text.endsWith("%%EOF\n")).toBe(true);
  });

  it("has a startxref that points at the xref table", () => {
    expect(structure.text.slice(structure.startxref, structure.startxref + 5)).toBe("xref\n");
  });

  it("has an xref entry for every object, each pointing at `n 0 obj`", () => {
    const objectCount = [...structure.text.matchAll(/^\d+ 0 obj$/gm)].length;
    expect(structure.first).toBe(0);
    expect(structure.count).toBe(objectCount + 1);
    expect(structure.entries[0]).toEqual({ offset: 0, kind: "f" });
    structure.entries.slice(1).forEach((entry, index) => {
      expect(entry.kind).toBe("n");
      expect(structure.text.slice(entry.offset, entry.offset + 20)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
    });
  });

  it("names the catalogue and info in a trailer whose size matches", () => {
    expect(structure.trailer).toContain(`/Size ${structure.count}`);
    const root = Number(structure.trailer.match(/\/Root (\d+) 0 R/)?.[1]);
    const catalogue = structure.entries[root]!.offset;
    expect(structure.text.slice(catalogue).split("endobj")[0]).toContain("/Type /Catalog");
    expect(structure.trailer).toMatch(/\/Info \d+ 0 R/);
  });

  it("lists every page in the page tree and gives each stream its exact byte length", () => {
    expect(structure.text).toMatch(/\/Type \/Pages \/Kids \[\d+ 0 R \d+ 0 R\] \/Count 2/);
    const streams = [...structure.text.matchAll(/<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/g)];
    expect(streams).toHaveLength(2);
    for (const [, length, content] of streams) expect(Buffer.byteLength(content!, "latin1")).toBe(Number(length));
  });
});

describe("pdfString", () => {
  it("escapes delimiters and writes Danish letters and the euro sign in WinAnsiEncoding", () => {
    expect(pdfString("a (b) \\ c")).toBe("(a \\(b\\) \\\\ c)");
    expect(pdfString("æøå ÆØÅ")).toBe("(\\346\\370\\345 \\306\\330\\305)");
    expect(pdfString("€ – …")).toBe("(\\200 \\226 \\205)");
  });
});

describe("wrapText", () => {
  it("breaks lines at words without exceeding the width", () => {
    const text = "Fire weekender i København med teknik, udtryk og scenenærvær for sangere, der vil videre.";
    const lines = wrapText(text, 11, 150);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(" ")).toBe(text);
    for (const line of lines) expect(textWidth(line, 11)).toBeLessThanOrEqual(150);
  });
});

describe("layoutDocument", () => {
  it("flows long content onto further pages, each with a numbered footer", () => {
    const paragraph = "Sang er åndedræt, klang og fortælling på samme tid. ".repeat(12);
    const pages = layoutDocument({
      title: "Test",
      eyebrow: "Test",
      author: "Test",
      footer: "Studio",
      blocks: Array.from({ length: 8 }, (_, i) => [{ heading: `Afsnit ${i + 1}` }, { paragraph }]).flat(),
    });
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => expect(page).toContain(`(${index + 1} / ${pages.length})`));
  });
});

describe("the committed downloads", () => {
  const profile = defaultProfile();
  const documents = contentDocuments(profile);

  it("read the coach's details from the site profile", () => {
    expect(profile).toMatchObject({
      name: defaultSiteProfile.name,
      businessName: defaultSiteProfile.businessName,
      email: defaultSiteProfile.email,
      phone: defaultSiteProfile.phone,
      address: defaultSiteProfile.address,
    });
  });

  // The Voice Elevated brochures print the next run's dates and are written per request (brochures.server.ts).
  const committedFiles = Object.keys(documents).filter((file) => !file.startsWith("voice-elevated-"));
  it("commits only the private coaching programme; the brochures are not files", () => {
    expect(committedFiles).toEqual(["private-coaching-programme.pdf"]);
  });

  it.each(committedFiles)("public/downloads/%s is what the script writes today", (file) => {
    const committed = readFileSync(path.join(process.cwd(), "public/downloads", file));
    expect(committed.equals(renderDocument(documents[file]!))).toBe(true);
  });

  const materials = materialDocuments(profile);
  it.each(Object.keys(materials))("content/materials/%s (purchasers only) is what the script writes today, and is not public", (file) => {
    const committed = readFileSync(path.join(process.cwd(), "content/materials", file));
    expect(committed.equals(renderDocument(materials[file]!))).toBe(true);
    expect(existsSync(path.join(process.cwd(), "public/downloads", file))).toBe(false);
  });
});
