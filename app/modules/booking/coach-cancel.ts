import type { CancellationPolicy } from "./settings";
import { policyRefund } from "./settings";

/**
 * What the cancel dialog suggests refunding (the coach decides): the cancellation policy of the
 * booking's kind (decision 030), e.g. in full before the cut-off, nothing after it.
 */
export function suggestedRefund(input: { startsAt: Date; now: Date; policy: CancellationPolicy; refundable: number }): number {
  return policyRefund(input);
}

/** The policy in words, for the dialog's hint. */
export function policyWords(policy: CancellationPolicy): string {
  const share = (percent: number) => (percent >= 100 ? "everything" : percent <= 0 ? "nothing" : `${percent}%`);
  return `${share(policy.beforePercent)} until ${policy.cutoffHours} hours before the start, ${share(policy.afterPercent)} after`;
}
