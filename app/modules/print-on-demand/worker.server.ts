import type { Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import type { GelatoClient } from "./gelato-client.server";
import { gelatoOrderRequest } from "./gelato-payload";
import { claimDueLines, recordAttempt } from "./queue.server";
import { defaultRetryRules, nextStep, type RetryRules } from "./retry";

export interface PodWorkerDeps {
  db: Database;
  /** Undefined without GELATO_API_KEY: then every line waits for the coach. */
  client: GelatoClient | undefined;
  now: () => Date;
  rules?: RetryRules;
}

/**
 * One round: claims due lines (safe across instances), submits each to Gelato outside any
 * transaction, and records the outcome. Logs ids and outcomes only, never addresses.
 */
export async function runPrintOnDemand(deps: PodWorkerDeps, limit = 10) {
  const counts = { submitted: 0, waiting: 0, failed: 0 };
  if (!deps.client) return counts;
  const lines = await claimDueLines(deps.db, deps.now(), limit);
  for (const line of lines) {
    const result = await deps.client.createOrder(gelatoOrderRequest(line, line.customerReferenceId));
    const step = nextStep(result, line.attempts, deps.now(), deps.rules ?? defaultRetryRules);
    if (await recordAttempt(deps.db, line, step, deps.now())) counts[step.status]++;
    if (step.status !== "submitted") {
      logger.warn(
        { podFulfilmentId: line.id, attempts: line.attempts, status: step.status, reason: step.lastError },
        "print-on-demand submission not accepted",
      );
    }
  }
  return counts;
}
