import { describe, expect, it } from "vitest";
import { formatDanishNumber, formatDollars, formatEnglishDate, formatEnglishInteger } from "./number-format";

const values = [0, 0.01, 0.1, 0.5, 1, 9.99, 10, 99.5, 100, 999, 1_000, 1_499, 12_345.67, 99_999, 100_000, 1_234_567.8, -0.05, -1_499.5];
for (let value = 0; value < 30_000; value += 79.19) values.push(Math.round(value * 100) / 100);

describe("number formats", () => {
  it("Danish: what Intl's da-DK format with up to two decimals writes", () => {
    const danish = new Intl.NumberFormat("da-DK", { maximumFractionDigits: 2 });
    for (const value of values) expect(formatDanishNumber(value), String(value)).toBe(danish.format(value));
  });

  it("English: what Intl's en-GB format writes for whole numbers", () => {
    const english = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
    for (const value of values.map((value) => Math.round(value) || 0)) expect(formatEnglishInteger(value), String(value)).toBe(english.format(value));
  });

  it("dollars: what Intl's en-US currency format without cents writes", () => {
    const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    for (const value of values.map((value) => Math.round(value) || 0)) expect(formatDollars(value), String(value)).toBe(dollars.format(value));
  });

  it("dates: what Intl's en-GB long date writes, in UTC", () => {
    const english = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    for (let day = 0; day < 800; day += 3) {
      const iso = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
      expect(formatEnglishDate(iso), iso).toBe(english.format(new Date(iso)));
    }
    expect(formatEnglishDate("2025-03-14T23:30:00Z")).toBe("14 March 2025");
  });
});
