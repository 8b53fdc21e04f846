import { formatDanishNumber } from "~/lib/number-format";

/** Minor units (øre, cents) divided by 100, in Danish number format: 1850000 → "18.500". */
export function formatMinorUnits(minor: number): string {
  return formatDanishNumber(minor / 100);
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

/** One price as the course pages show it: "$99.99" (cents only when there are any) for dollars, "DKK 1.950" for kroner and euros. */
export function priceLabel(minor: number, currency: string): string {
  if (currency.toUpperCase() === "USD") {
    const dollars = minor / 100;
    return `$${Number.isInteger(dollars) ? dollars.toLocaleString("en-US") : dollars.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  }
  return `${currency.toUpperCase()} ${formatMinorUnits(minor)}`;
}
