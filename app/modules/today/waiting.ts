/** One line of Today's "waiting for you": a count, its words, and the screen that deals with it. */
export interface WaitingItem {
  count: number;
  one: string;
  many: string;
  to: string;
  /** The count reached the cap and stopped: shown as "100+". */
  atLeast?: boolean;
  /** Something went wrong (an undelivered mail, a failed refund): drawn in the alarm colour. */
  alarm?: boolean;
}
