// Danish and English number and date formats written out rather than built with `Intl`: the
// first formatter a page builds for a locale loads that locale's data, ~20 ms of main thread
// on a laptop and several times that on a phone, during hydration.

/** Danish format with up to two decimals: 18500 → "18.500", 199.5 → "199,5". */
export function formatDanishNumber(value: number): string {
  const sign = value < 0 ? "-" : "";
  const hundredths = Math.round(Math.abs(value) * 100);
  const fraction = (hundredths % 100).toString().padStart(2, "0").replace(/0+$/, "");
  return `${sign}${groupThousands(Math.floor(hundredths / 100), ".")}${fraction ? `,${fraction}` : ""}`;
}

/** Minor units with exactly two decimals, English "1,950.00" or Danish "1.950,00": money (decision 068). */
export function formatMinorFixed(minor: number, style: "en" | "da"): string {
  const sign = minor < 0 ? "-" : "";
  const cents = Math.round(Math.abs(minor));
  const [group, decimal] = style === "da" ? [".", ","] : [",", "."];
  return `${sign}${groupThousands(Math.floor(cents / 100), group)}${decimal}${(cents % 100).toString().padStart(2, "0")}`;
}

/** English format of a whole number: 5000 → "5,000". */
export function formatEnglishInteger(value: number): string {
  return `${value < 0 ? "-" : ""}${groupThousands(Math.round(Math.abs(value)), ",")}`;
}

/** US dollars, whole: 1997 → "$1,997". */
export function formatDollars(amount: number): string {
  return `${amount < 0 ? "-" : ""}$${formatEnglishInteger(Math.abs(amount))}`;
}

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A calendar date (ISO, read as UTC) in British English: "2025-03-14" → "14 March 2025". */
export function formatEnglishDate(isoDate: string): string {
  const date = new Date(isoDate);
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

function groupThousands(whole: number, separator: string): string {
  return whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
