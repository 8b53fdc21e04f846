/** What the confirm and unsubscribe pages get from their loader and action. */
export type LinkState = { status: "pending" | "confirmed" | "unsubscribed"; address: string };

export type LinkOutcome = { done: true } | { done: false; reason: "not-found" | "rate-limited" | "failed" };
