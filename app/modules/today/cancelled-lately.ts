import { formatMoney } from "~/modules/orders/money";

/** Today's "Cancelled lately": a booked session cancelled in the last days, and what it did to the money. */
export interface CancelledLately {
  bookingId: string;
  name: string;
  kind: string;
  startsAt: Date;
  cancelledAt: Date;
  /** "the client", "the coach", the assistant's name, or "a block-out" (with the assistant's name when hers). */
  by: string;
  money: CancelMoney;
}

export type CancelMoney =
  | { kind: "free" }
  | { kind: "unpaid" }
  | { kind: "to-decide" }
  | { kind: "refunded"; amount: number; currency: string }
  | { kind: "no-refund"; cutoffHours: number | null };

/** How many days back Today looks, and how many it names. */
export const CANCELLED_LATELY_DAYS = 7;
export const CANCELLED_LATELY_SHOWN = 10;

/**
 * The money of one cancellation in words. The assistant sees no amounts (decision 037):
 * she reads "refunded", not how much.
 */
export function cancelMoneyWords(money: CancelMoney, showAmounts: boolean): string {
  switch (money.kind) {
    case "free":
      return "free session";
    case "unpaid":
      return "nothing was paid";
    case "to-decide":
      return "refund to decide";
    case "refunded":
      return showAmounts ? `${formatMoney(money.amount, money.currency)} refunded` : "refunded";
    case "no-refund":
      return money.cutoffHours === null ? "no refund" : `no refund (within ${money.cutoffHours} hours)`;
  }
}

/** Who cancelled, from what the cancel left behind (decision 065's name, the staff's audit entry). */
export function cancelledBy(input: { cancelledByName: string | null; audited: { blockOut: boolean } | null }): string {
  if (input.audited?.blockOut) return input.cancelledByName ? `a block-out by ${input.cancelledByName}` : "a block-out";
  if (input.cancelledByName) return input.cancelledByName;
  // Staff cancels are audited; the client's own link is not.
  return input.audited ? "the coach" : "the client";
}
