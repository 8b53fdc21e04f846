import type { Language } from "~/lib/i18n/languages";
import { formatMinorFixed } from "~/lib/number-format";

// docs/rules.md, "Prices": the one way an amount of money is written on a page, in a mail, a
// toast or an audit line (decision 068). Written out rather than built with `Intl` (see
// number-format.ts): the booking dialog and the checkout summary use it while hydrating.

/** The sign a Danish text puts after the amount: "1.950,00 kr.", "97,00 US$", "175,00 €". */
const DANISH_SIGN: Record<string, string> = { DKK: "kr.", USD: "US$", EUR: "€" };

/**
 * An amount in minor units with its currency, in the page's or the mail's language: English
 * "USD 56.50", "DKK 1,950.00"; Danish "1.950,00 kr." (a no-break space before the sign).
 */
export function formatMoney(amount: number, currency: string, language: Language = "en"): string {
  const code = currency.toUpperCase();
  if (language === "da") return `${formatMinorFixed(amount, "da")}\u00a0${DANISH_SIGN[code] ?? code}`;
  return `${code} ${formatMoneyNumber(amount)}`;
}

/** The number part of an English amount ("1,950.00"), for a layout that sets the currency code apart. */
export function formatMoneyNumber(amount: number): string {
  return formatMinorFixed(amount, "en");
}

export const CURRENCIES = ["DKK", "EUR", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}
