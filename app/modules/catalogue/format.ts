import { formatDanishNumber, formatMinorFixed } from "~/lib/number-format";

/**
 * Minor units (øre, cents) divided by 100, in Danish number format (SPEC's catalogue prices):
 * 1850000 → "18.500", and two decimals when there are any, 19950 → "199,50" (decision 068).
 */
export function formatMinorUnits(minor: number): string {
  return minor % 100 === 0 ? formatDanishNumber(minor / 100) : formatMinorFixed(minor, "da");
}

/** With the currency code, as the shop shows it: "1.499 DKK". */
export function formatPrice(minor: number, currency: string): string {
  return `${formatMinorUnits(minor)} ${currency.toUpperCase()}`;
}

/** A course card's price text: "DKK 18.500 · EUR 2.485". */
export function coursePriceText(course: { priceDkk: number; priceEur: number; priceNote?: string | null }): string {
  const text = `DKK ${formatMinorUnits(course.priceDkk)} · EUR ${formatMinorUnits(course.priceEur)}`;
  return course.priceNote ? `${text} ${course.priceNote}` : text;
}
