/** What the cancel dialog suggests refunding (the coach decides): in full before the notice period, nothing after it. */
export function suggestedRefund(input: { startsAt: Date; now: Date; noticeHours: number; refundable: number }): number {
  if (input.refundable <= 0) return 0;
  return input.now.getTime() <= input.startsAt.getTime() - input.noticeHours * 3_600_000 ? input.refundable : 0;
}
