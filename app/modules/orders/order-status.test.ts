import { describe, expect, it } from "vitest";
import {
  applyMoneyChange,
  canMoveOrder,
  changeForCheckoutEvent,
  ORDER_MOVES,
  ORDER_STATUSES,
  orderGrantsAccess,
  type MoneyChange,
  type OrderMoney,
  type OrderStatus,
} from "./order-status";

const order = (status: OrderStatus, amountRefunded = 0): OrderMoney => ({ status, amountTotal: 10_000, amountRefunded });
const run = (changes: MoneyChange[], start: OrderMoney = order("pending")) =>
  changes.reduce((current, change) => ({ ...current, ...applyMoneyChange(current, change) }), start);

describe("order status moves", () => {
  it.each([
    ["pending", "paid"],
    ["pending", "failed"],
    ["pending", "expired"],
    ["expired", "paid"],
    ["failed", "paid"],
    ["paid", "refunded"],
    ["paid", "partially_refunded"],
    ["partially_refunded", "refunded"],
    ["paid", "disputed"],
    ["disputed", "dispute_lost"],
    ["disputed", "dispute_won"],
  ] as const)("moves forward from %s to %s", (from, to) => expect(canMoveOrder(from, to)).toBe(true));

  it.each([
    ["paid", "pending"],
    ["paid", "expired"],
    ["paid", "failed"],
    ["refunded", "paid"],
    ["refunded", "partially_refunded"],
    ["refunded", "disputed"],
    ["dispute_lost", "paid"],
    ["partially_refunded", "paid"],
    ["expired", "pending"],
    ["failed", "expired"],
  ] as const)("never moves from %s to %s", (from, to) => expect(canMoveOrder(from, to)).toBe(false));

  it("nothing ever moves back to pending, and refunded and a lost dispute are final", () => {
    for (const from of ORDER_STATUSES) expect(ORDER_MOVES[from]).not.toContain("pending");
    expect(ORDER_MOVES.refunded).toEqual([]);
    expect(ORDER_MOVES.dispute_lost).toEqual([]);
  });
});

describe("money changes", () => {
  it("a payment, then two refunds adding up to the whole", () => {
    const partly = run([{ kind: "paid" }, { kind: "refunded", amountRefunded: 4_000 }]);
    expect(partly).toMatchObject({ status: "partially_refunded", amountRefunded: 4_000 });
    expect(run([{ kind: "refunded", amountRefunded: 10_000 }], partly)).toMatchObject({ status: "refunded", amountRefunded: 10_000 });
  });

  it("a refund reported before the late payment event ends refunded, not paid", () => {
    expect(run([{ kind: "refunded", amountRefunded: 10_000 }, { kind: "paid" }])).toMatchObject({ status: "refunded" });
    expect(run([{ kind: "refunded", amountRefunded: 2_500 }, { kind: "paid" }])).toMatchObject({ status: "partially_refunded" });
  });

  it("an older cumulative amount arriving late lowers nothing", () => {
    expect(run([{ kind: "paid" }, { kind: "refunded", amountRefunded: 6_000 }, { kind: "refunded", amountRefunded: 3_000 }])).toMatchObject({
      amountRefunded: 6_000,
      status: "partially_refunded",
    });
  });

  it("a dispute after a full refund changes nothing; a dispute lost after a partial refund ends it", () => {
    expect(run([{ kind: "paid" }, { kind: "refunded", amountRefunded: 10_000 }, { kind: "dispute_opened" }])).toMatchObject({ status: "refunded" });
    expect(
      run([{ kind: "paid" }, { kind: "refunded", amountRefunded: 1_000 }, { kind: "dispute_opened" }, { kind: "dispute_closed", won: false }]),
    ).toMatchObject({
      status: "dispute_lost",
    });
  });

  it("a won dispute returns to the refunds on record", () => {
    expect(run([{ kind: "paid" }, { kind: "dispute_opened" }, { kind: "dispute_closed", won: true }])).toMatchObject({ status: "dispute_won" });
    expect(run([{ kind: "paid" }, { kind: "refunded", amountRefunded: 500 }, { kind: "dispute_opened" }, { kind: "dispute_closed", won: true }])).toMatchObject(
      {
        status: "partially_refunded",
      },
    );
  });

  it("any sequence of changes, in any order, only ever makes allowed moves", () => {
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const changes: MoneyChange[] = [
      { kind: "paid" },
      { kind: "failed" },
      { kind: "expired" },
      { kind: "refunded", amountRefunded: 3_000 },
      { kind: "refunded", amountRefunded: 10_000 },
      { kind: "dispute_opened" },
      { kind: "dispute_closed", won: true },
      { kind: "dispute_closed", won: false },
    ];
    for (let trial = 0; trial < 1000; trial++) {
      let current = order("pending");
      for (let step = 0; step < 10; step++) {
        const next = { ...current, ...applyMoneyChange(current, changes[Math.floor(random() * changes.length)]!) };
        if (next.status !== current.status) expect(canMoveOrder(current.status, next.status)).toBe(true);
        expect(next.amountRefunded).toBeGreaterThanOrEqual(current.amountRefunded);
        current = next;
      }
    }
  });
});

describe("what an order grants", () => {
  it.each([
    ["paid", true],
    ["partially_refunded", true],
    ["disputed", true],
    ["dispute_won", true],
    ["pending", false],
    ["failed", false],
    ["expired", false],
    ["refunded", false],
    ["dispute_lost", false],
  ] as const)("%s grants access: %s", (status, grants) => expect(orderGrantsAccess({ status })).toBe(grants));

  it("the coach can withdraw access with a partial refund", () => {
    expect(orderGrantsAccess({ status: "partially_refunded", accessRevokedAt: new Date() })).toBe(false);
  });
});

describe("what a checkout event asks of an order", () => {
  it.each([
    [{ kind: "completed", paymentStatus: "paid" }, { kind: "paid" }],
    [{ kind: "completed", paymentStatus: "no_payment_required" }, { kind: "paid" }],
    [{ kind: "completed", paymentStatus: "unpaid" }, null],
    [{ kind: "async_succeeded" }, { kind: "paid" }],
    [{ kind: "async_failed" }, { kind: "failed" }],
    [{ kind: "expired" }, { kind: "expired" }],
    [{ kind: "ignored" }, null],
  ] as const)("%o → %o", (event, change) => expect(changeForCheckoutEvent(event)).toEqual(change));
});
