import type { Language } from "~/lib/i18n/languages";

/**
 * "DKK 68.500,00" / "USD 1.00": minor units, in the currency's usual style. To a Danish buyer
 * (a journey begun in Danish) the Danish way: "68.500,00 kr.", "1,00 US$".
 */
export function formatMoney(amount: number, currency: string, language: Language = "en") {
  if (language === "da") return new Intl.NumberFormat("da-DK", { style: "currency", currency }).format(amount / 100);
  const locale = currency === "USD" ? "en-US" : "da-DK";
  return `${currency} ${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount / 100)}`;
}

export const CURRENCIES = ["DKK", "EUR", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}
