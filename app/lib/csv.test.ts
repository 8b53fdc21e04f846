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

  it("leaves no formula cell to a reader splitting on `,` or on `;` (a quote honoured only at a cell's start)", () => {
    const hostile = [
      "Hello;=1+1;=HYPERLINK(A1)",
      "Hi,=2+2, +45 1234",
      'Hej;"=cmd|x"',
      "line one;x\n=SUM(A1:A9)\r\n@A1",
      "=1+1",
      "plain; text, kept - as it was",
    ];
    const exported = hostile.map((message, n) => csvRow([`m${n}`, "Ida", message, 42])).join("");
    for (const separator of [",", ";"]) {
      const cells = parseAsSpreadsheet(exported, separator);
      expect(cells.length).toBeGreaterThan(hostile.length * 2);
      for (const cell of cells) expect(cell, `${separator} reader: ${cell}`).not.toMatch(/^\s*[=+\-@]/);
    }
    // A `,` reader sees each message whole, only marked as text.
    const messages = parseRows(exported, ",").map((row) => row[2]);
    expect(messages[0]).toBe("Hello;'=1+1;'=HYPERLINK(A1)");
    expect(messages[5]).toBe("plain; text, kept - as it was");
  });
});

/** Rows as a spreadsheet reads them: a quote opens a quoted cell only at the cell's start. */
function parseRows(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let atStart = true;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
      continue;
    }
    if (char === '"' && atStart) {
      quoted = true;
      atStart = false;
    } else if (char === separator) {
      row.push(cell);
      cell = "";
      atStart = true;
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      atStart = true;
    } else {
      cell += char;
      atStart = false;
    }
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

const parseAsSpreadsheet = (text: string, separator: string) => parseRows(text, separator).flat();
