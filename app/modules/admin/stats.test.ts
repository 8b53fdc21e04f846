import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "~/modules/orders/order-status";
import { revenueByCurrency, revenueOf, STATUSES_WITH_REVENUE } from "./stats";

describe("revenue", () => {
  it("counts money that came in, less refunds, and nothing for unpaid or lost orders", () => {
    expect(revenueOf({ status: "paid", amountTotal: 195000, amountRefunded: 0 })).toBe(195000);
    expect(revenueOf({ status: "partially_refunded", amountTotal: 195000, amountRefunded: 97500 })).toBe(97500);
    expect(revenueOf({ status: "refunded", amountTotal: 195000, amountRefunded: 195000 })).toBe(0);
    expect(revenueOf({ status: "disputed", amountTotal: 9700, amountRefunded: 0 })).toBe(9700);
    expect(revenueOf({ status: "dispute_lost", amountTotal: 9700, amountRefunded: 0 })).toBe(0);
    for (const status of ["pending", "failed", "expired"]) expect(revenueOf({ status, amountTotal: 9700, amountRefunded: 0 })).toBe(0);
  });

  it("names only statuses the order life knows", () => {
    for (const status of STATUSES_WITH_REVENUE) expect(ORDER_STATUSES).toContain(status);
  });

  it("keeps currencies apart", () => {
    expect(
      revenueByCurrency([
        { status: "paid", amountTotal: 195000, amountRefunded: 0, currency: "DKK" },
        { status: "paid", amountTotal: 9700, amountRefunded: 0, currency: "USD" },
        { status: "partially_refunded", amountTotal: 195000, amountRefunded: 50000, currency: "DKK" },
        { status: "pending", amountTotal: 17500, amountRefunded: 0, currency: "EUR" },
      ]),
    ).toEqual([
      { currency: "DKK", amount: 340000 },
      { currency: "USD", amount: 9700 },
    ]);
  });
});
