import { describe, expect, it } from "vitest";
import { CURRENCIES, formatMoney } from "./money";

const amounts = [0, 1, 5, 50, 99, 100, 5_650, 4_050, 9_700, 195_000, 1_234_567, 6_850_000, 100_000_000, -4_050];

describe("formatMoney: one form per language and currency (decision 068)", () => {
  it("English: the code, a space, comma thousands and two decimals with a point", () => {
    expect(formatMoney(5_650, "USD")).toBe("USD 56.50");
    expect(formatMoney(4_050, "USD", "en")).toBe("USD 40.50");
    expect(formatMoney(195_000, "DKK")).toBe("DKK 1,950.00");
    expect(formatMoney(248_500, "EUR")).toBe("EUR 2,485.00");
    expect(formatMoney(6_850_000, "dkk")).toBe("DKK 68,500.00");
    expect(formatMoney(-4_050, "USD")).toBe("USD -40.50");
  });

  it("English: the number is what Intl's en-US format with two decimals writes, for every currency", () => {
    const english = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const currency of CURRENCIES) {
      for (const amount of amounts) expect(formatMoney(amount, currency, "en"), `${currency} ${amount}`).toBe(`${currency} ${english.format(amount / 100)}`);
    }
  });

  it("Danish: point thousands, a decimal comma, the sign after the amount", () => {
    expect(formatMoney(195_000, "DKK", "da")).toBe("1.950,00\u00a0kr.");
    expect(formatMoney(9_700, "USD", "da")).toBe("97,00\u00a0US$");
    expect(formatMoney(17_550, "EUR", "da")).toBe("175,50\u00a0€");
  });

  it("Danish: what Intl's da-DK currency format writes, for every currency", () => {
    for (const currency of CURRENCIES) {
      const danish = new Intl.NumberFormat("da-DK", { style: "currency", currency });
      for (const amount of amounts.filter((a) => a >= 0))
        expect(formatMoney(amount, currency, "da"), `${currency} ${amount}`).toBe(danish.format(amount / 100));
    }
  });
});
