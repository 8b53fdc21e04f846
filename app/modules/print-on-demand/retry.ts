/** How the worker retries a line the printer could not take yet. */
export interface RetryRules {
  /** Attempts in all, the first included; then the line is failed. */
  maxAttempts: number;
  /** Wait after the first failed attempt; each further one waits twice as long. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultRetryRules: RetryRules = { maxAttempts: 8, baseDelayMs: 60_000, maxDelayMs: 6 * 60 * 60_000 };

/** The printer's answer to one attempt, as the client classified it. */
export type SubmitResult =
  | { kind: "created"; providerOrderId: string }
  /** Network error, timeout, 429 or 5xx: worth another try. */
  | { kind: "retryable"; reason: string; retryAfterMs?: number }
  /** 4xx other than 429: the request itself is wrong; trying again changes nothing. */
  | { kind: "rejected"; reason: string };

export type NextStep =
  { status: "submitted"; providerOrderId: string } | { status: "waiting"; nextAttemptAt: Date; lastError: string } | { status: "failed"; lastError: string };

/** Exponential backoff: base × 2^(attempts−1), capped; a longer Retry-After wins. */
export function backoffDelay(attempts: number, rules: RetryRules = defaultRetryRules, retryAfterMs = 0) {
  const exponential = Math.min(rules.baseDelayMs * 2 ** Math.max(0, attempts - 1), rules.maxDelayMs);
  return Math.max(exponential, Math.min(retryAfterMs, rules.maxDelayMs));
}

/** What becomes of a line after its `attempts`-th attempt ended with `result`. */
export function nextStep(result: SubmitResult, attempts: number, now: Date, rules: RetryRules = defaultRetryRules): NextStep {
  if (result.kind === "created") return { status: "submitted", providerOrderId: result.providerOrderId };
  if (result.kind === "rejected") return { status: "failed", lastError: result.reason };
  if (attempts >= rules.maxAttempts) return { status: "failed", lastError: `Gave up after ${attempts} attempts: ${result.reason}` };
  return { status: "waiting", nextAttemptAt: new Date(now.getTime() + backoffDelay(attempts, rules, result.retryAfterMs)), lastError: result.reason };
}
