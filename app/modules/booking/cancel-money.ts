import type { CancellationPolicy } from "./settings";
import { policyRefund } from "./settings";

/** What a cancellation does to the money, by the policy kept with the booking (decision 064). */
export interface PolicyMoney {
  /** Minor units given back; 0: nothing. */
  amount: number;
  currency: string;
  /** The booking's cut-off, in hours before the start. */
  cutoffHours: number;
  /** Cancelled before the cut-off. */
  beforeCutoff: boolean;
}

/** A booking's policy: the one kept with it, else (a row from before the policy was kept) the kind's policy now. */
export function policyOfBooking(
  booking: { kind: string; cancellationPolicy: CancellationPolicy | null },
  current: { settings?: { cancellation: Record<string, CancellationPolicy> }; cancellationNoticeHours: number },
): CancellationPolicy {
  return (
    booking.cancellationPolicy ??
    current.settings?.cancellation[booking.kind] ?? { cutoffHours: current.cancellationNoticeHours, beforePercent: 100, afterPercent: 0 }
  );
}

/** The policy's refund of what is left to give back, cancelled at `now`. */
export function policyMoney(input: { startsAt: Date; now: Date; policy: CancellationPolicy; refundable: number; currency: string }): PolicyMoney {
  return {
    amount: policyRefund(input),
    currency: input.currency,
    cutoffHours: input.policy.cutoffHours,
    beforeCutoff: input.now.getTime() <= input.startsAt.getTime() - input.policy.cutoffHours * 3_600_000,
  };
}
