/** "DKK 68.500,00" / "USD 1.00": minor units, in the currency's usual style. */
export function formatMoney(amount: number, currency: string) {
  const locale = currency === "USD" ? "en-US" : "da-DK";
  return `${currency} ${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount / 100)}`;
}

export const CURRENCIES = ["DKK", "EUR", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}
