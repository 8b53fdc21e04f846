import { describe, expect, it } from "vitest";
import { workbooks } from "./workbooks";

describe("workbooks", () => {
  it("are SPEC's three workbooks with 76, 32 and 24 pages", () => {
    expect(workbooks.map((book) => [book.id, book.pages])).toEqual([
      ["voice-workbook", 76],
      ["vocal-health", 32],
      ["warmup", 24],
    ]);
  });

  it("each have a cover and several preview pages that exist in the book, in order", () => {
    for (const book of workbooks) {
      expect(book.coverImage).toMatch(/^\/images\/books\/.+\.svg$/);
      expect(book.previewPages.length).toBeGreaterThanOrEqual(3);
      const numbers = book.previewPages.map((page) => page.number);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      expect(new Set(numbers).size).toBe(numbers.length);
      for (const page of book.previewPages) {
        expect(page.number).toBeGreaterThanOrEqual(1);
        expect(page.number).toBeLessThanOrEqual(book.pages);
        expect(page.blocks.length).toBeGreaterThan(0);
      }
    }
  });

  it("list contents entries that point inside the book", () => {
    for (const book of workbooks) {
      for (const page of book.previewPages) {
        for (const block of page.blocks) {
          if (block.kind === "contents") for (const entry of block.entries) expect(entry.page).toBeLessThanOrEqual(book.pages);
          if (block.kind === "table") for (const row of block.rows) expect(row).toHaveLength(block.columns.length);
        }
      }
    }
  });

  it("have no PDF until the coach uploads one", () => {
    expect(workbooks.every((book) => book.pdfUrl === null)).toBe(true);
  });
});
