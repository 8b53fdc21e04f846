/** A byte-order mark first: Excel then reads the file as UTF-8 (Danish letters intact); Numbers ignores it. */
export const CSV_BOM = "\uFEFF";

// A cell starting with one of these is a formula to Excel, LibreOffice and Numbers, even in a CSV
// (OWASP's "CSV injection"); a leading apostrophe keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;
// A reader splitting on the other separator (Danish Excel splits on `;`, and honours a quote only
// at a field's start) starts a new cell after each `,` or `;` and a new row after a line break
// inside a cell: a formula character there gets the apostrophe too.
const FORMULA_AFTER_SEPARATOR = /([,;\r\n][\s"]*)([=+\-@])/g;

/** One cell: formulas neutralised for `,` and `;` readers alike, quoted when it holds a separator, a quote or a line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "string" ? value : String(value);
  if (typeof value === "string") {
    text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, CRLF-terminated as RFC 4180 asks. */
export function csvRow(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

const copenhagen = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Copenhagen",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A moment as the coach's spreadsheet should show it: "2026-11-25 14:30" in Copenhagen time. */
export function csvTime(moment: Date | null | undefined): string {
  return moment ? copenhagen.format(moment) : "";
}

/** Minor units as a decimal amount with a point ("1950.00"), which every spreadsheet reads as a number. */
export function csvAmount(minor: number): string {
  return (minor / 100).toFixed(2);
}
