import { describe, expect, it } from "vitest";
import { canMoveOrder, nextOrderStatus, ORDER_STATUSES, statusForEvent, type OrderStatus } from "./order-status";

describe("order status", () => {
  it.each([
    ["pending", "paid"],
    ["pending", "failed"],
    ["pending", "expired"],
    ["expired", "paid"],
    ["failed", "paid"],
    ["paid", "refunded"],
  ] as const)("moves forward from %s to %s", (from, to) => {
    expect(canMoveOrder(from, to)).toBe(true);
    expect(nextOrderStatus(from, to)).toBe(to);
  });

  it.each([
    ["paid", "pending"],
    ["paid", "expired"],
    ["paid", "failed"],
    ["paid", "paid"],
    ["refunded", "paid"],
    ["refunded", "pending"],
    ["expired", "pending"],
    ["failed", "expired"],
    ["pending", "refunded"],
  ] as const)("never moves from %s to %s", (from, to) => {
    expect(canMoveOrder(from, to)).toBe(false);
    expect(nextOrderStatus(from, to)).toBe(from);
  });

  it("applying any sequence of events, in any order, never leaves paid except to refunded", () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 500; run++) {
      let status: OrderStatus = "pending";
      let wasPaid = false;
      for (let step = 0; step < 8; step++) {
        status = nextOrderStatus(status, ORDER_STATUSES[Math.floor(random() * ORDER_STATUSES.length)]!);
        if (wasPaid) expect(["paid", "refunded"]).toContain(status);
        wasPaid ||= status === "paid";
      }
    }
  });
});

describe("what a provider event asks of an order", () => {
  it.each([
    [{ kind: "completed", paymentStatus: "paid" }, "paid"],
    [{ kind: "completed", paymentStatus: "no_payment_required" }, "paid"],
    [{ kind: "completed", paymentStatus: "unpaid" }, null],
    [{ kind: "async_succeeded" }, "paid"],
    [{ kind: "async_failed" }, "failed"],
    [{ kind: "expired" }, "expired"],
    [{ kind: "ignored" }, null],
  ] as const)("%o → %s", (event, status) => expect(statusForEvent(event)).toBe(status));
});
