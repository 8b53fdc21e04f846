import { describe, expect, it } from "vitest";
import { csvAmount, csvCell, csvRow, csvTime } from "./csv";

describe("CSV for spreadsheets", () => {
  it("neutralises formulas, so a name starting with = stays text", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("+45 31 42 56 78")).toBe("'+45 31 42 56 78");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(-1)).toBe("-1");
  });

  it("quotes separators, quotes and line breaks, and keeps Danish letters", () => {
    expect(csvRow(["Søren Ærø", 'say "hi"', "a,b", "two\nlines", null])).toBe('Søren Ærø,"say ""hi""","a,b","two\nlines",\r\n');
  });

  it("writes times in Copenhagen and amounts with a decimal point", () => {
    expect(csvTime(new Date("2026-07-01T12:30:00Z"))).toBe("2026-07-01 14:30");
    expect(csvTime(new Date("2026-12-01T12:30:00Z"))).toBe("2026-12-01 13:30");
    expect(csvAmount(195000)).toBe("1950.00");
    expect(csvAmount(9750)).toBe("97.50");
  });
});
