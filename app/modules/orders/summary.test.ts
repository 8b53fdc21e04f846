import { describe, expect, it } from "vitest";
import { orderNumber, orderSummary, vatIncluded } from "./summary";

describe("orderSummary", () => {
  it("totals the lines, says shipping is free for posted goods and names the VAT inside", () => {
    const summary = orderSummary({
      id: "3f2a9c1e-7b4d-4e2a-9c1e-7b4d4e2a9c1e",
      currency: "DKK",
      shipped: true,
      items: [
        { itemId: "a", name: "Pop filter", quantity: 2, unitAmount: 12_500, currency: "DKK" },
        { itemId: "b", name: "Tote", quantity: 1, unitAmount: 20_000, currency: "DKK", description: "Natural cotton" },
      ],
    });
    expect(summary.number).toBe("3F2A9C1E");
    expect(summary.lines.map((l) => l.amount)).toEqual([25_000, 20_000]);
    expect(summary.lines[1]!.description).toBe("Natural cotton");
    expect(summary.shipping).toBe(0);
    expect(summary.total).toBe(45_000);
    expect(summary.vatIncluded).toBe(9_000);
  });

  it("has no shipping line for what is not posted", () => {
    const summary = orderSummary({ id: "x", currency: "DKK", items: [{ itemId: "c", name: "Course", quantity: 1, unitAmount: 195_000, currency: "DKK" }] });
    expect(summary.shipping).toBeNull();
    expect(summary.vatIncluded).toBe(39_000);
  });

  it("rounds the VAT to the minor unit and keeps order numbers short and upper case", () => {
    expect(vatIncluded(100)).toBe(20);
    expect(vatIncluded(101)).toBe(20);
    expect(vatIncluded(103)).toBe(21);
    expect(orderNumber("ab-cd-ef-12-34")).toBe("ABCDEF12");
  });
});
