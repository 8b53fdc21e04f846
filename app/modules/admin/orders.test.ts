import { describe, expect, it } from "vitest";
import { orderFilterQuery, parseAmount, readOrderFilters, refundDialogFor, remainingRefundable } from "./orders";
import { refundFormSchema } from "./order-forms";

const paid = { status: "paid", amountTotal: 9_700, amountRefunded: 0 };
const ticks = [
  { key: "remove-access", label: "Remove course access" },
  { key: "free-slot", label: "Free the booked slot" },
];

describe("what remains refundable", () => {
  it("is what was paid less what went back and what is on its way, never below zero", () => {
    expect(remainingRefundable(paid, 0)).toBe(9_700);
    expect(remainingRefundable({ ...paid, status: "partially_refunded", amountRefunded: 4_000 }, 1_000)).toBe(4_700);
    expect(remainingRefundable({ ...paid, amountRefunded: 9_000 }, 2_000)).toBe(0);
  });

  it("is nothing for orders that cannot be refunded", () => {
    for (const status of ["pending", "failed", "expired", "refunded", "disputed", "dispute_lost"]) expect(remainingRefundable({ ...paid, status }, 0)).toBe(0);
    expect(remainingRefundable({ ...paid, status: "dispute_won" }, 0)).toBe(9_700);
  });
});

describe("the refund dialog's ticks", () => {
  it("shows the ticks that apply while something remains, and none (no dialog) when nothing does", () => {
    expect(refundDialogFor(paid, 0, ticks)).toEqual({ refundable: true, remaining: 9_700, ticks });
    expect(refundDialogFor(paid, 0, [])).toEqual({ refundable: true, remaining: 9_700, ticks: [] });
    expect(refundDialogFor({ ...paid, status: "refunded", amountRefunded: 9_700 }, 0, ticks)).toEqual({ refundable: false, remaining: 0, ticks: [] });
    expect(refundDialogFor(paid, 9_700, ticks)).toEqual({ refundable: false, remaining: 0, ticks: [] });
    // Paid in cash or by transfer (a session recorded by hand): nothing to refund through the provider.
    expect(refundDialogFor({ ...paid, paymentMethod: "cash" }, 0, ticks)).toEqual({ refundable: false, remaining: 0, ticks: [] });
  });
});

describe("amounts typed by the coach", () => {
  it("reads points and commas as decimals or thousands", () => {
    expect(parseAmount("12")).toBe(1_200);
    expect(parseAmount("12.5")).toBe(1_250);
    expect(parseAmount("12,50")).toBe(1_250);
    expect(parseAmount("1.250,00")).toBe(125_000);
    expect(parseAmount("1,250.00")).toBe(125_000);
    expect(parseAmount(" 40.00 ")).toBe(4_000);
    for (const bad of ["", "abc", "-5", "1e3", "12.5055", "1..2"]) expect(parseAmount(bad)).toBeNull();
  });

  it("the form refuses a zero or unreadable amount and a missing reason, with words", () => {
    const key = "5b2b0f5e-3f7a-4f0e-9a57-0d6f4a1d2c11";
    expect(refundFormSchema.parse({ intent: "refund", amount: "40", note: "Late", choices: ["remove-access"], key })).toEqual({
      intent: "refund",
      amount: 4_000,
      note: "Late",
      choices: ["remove-access"],
      key,
    });
    expect(refundFormSchema.safeParse({ intent: "refund", amount: "0", note: "x", key }).error?.issues[0]?.message).toMatch(/amount as a number/);
    expect(refundFormSchema.safeParse({ intent: "refund", amount: "40", note: " ", key }).error?.issues[0]?.message).toBe("Say why (only you see this).");
  });
});

describe("the list's filters", () => {
  it("keeps known filters and drops the rest; the query string round-trips", () => {
    const filters = readOrderFilters(new URLSearchParams("q=%20ida%20&status=refunded&kind=shop"));
    expect(filters).toEqual({ q: "ida", status: "refunded", kind: "shop" });
    expect(readOrderFilters(new URLSearchParams("status=gone&kind=cars"))).toEqual({ q: "", status: null, kind: null });
    expect(readOrderFilters(new URLSearchParams(orderFilterQuery(filters, { after: "abc" }).slice(1)))).toEqual(filters);
  });
});
