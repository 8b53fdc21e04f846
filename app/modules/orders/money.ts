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

/** An amount as typed ("99.99", "1.950,00", "1950") into minor units, or null when it is not one. */
export function parseAmount(text: string): number | null {
  const clean = text.trim().replace(/\s/g, "");
  // A Danish "1.950,50" or an English "1,950.50": the last separator followed by two digits is the decimal one.
  const match = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  const whole = Number(match[1]!.replace(/[.,]/g, ""));
  const cents = match[2] ? Number(match[2].padEnd(2, "0")) : 0;
  const amount = whole * 100 + cents;
  return Number.isSafeInteger(amount) && amount <= 10_000_000 ? amount : null;
}
