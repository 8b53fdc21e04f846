import { formatMinorUnits } from "./format";

// A module of its own, so the format chunk every page shares does not carry it (bundle budget).

/** One price as the course pages show it: "$99.99" (cents only when there are any) for dollars, "DKK 1.950" for kroner and euros. */
export function priceLabel(minor: number, currency: string): string {
  if (currency.toUpperCase() === "USD") {
    const dollars = minor / 100;
    return `$${Number.isInteger(dollars) ? dollars.toLocaleString("en-US") : dollars.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  }
  return `${currency.toUpperCase()} ${formatMinorUnits(minor)}`;
}
