import type { Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import type { GelatoClient } from "./gelato-client.server";
import { gelatoOrderRequest, itemsWithoutFile } from "./gelato-payload";
import { claimDueLines, recordAttempt, type ClaimedFulfilment } from "./queue.server";
import { defaultRetryRules, nextStep, type RetryRules, type SubmitResult } from "./retry";

export interface PodWorkerDeps {
  db: Database;
  /** Undefined without GELATO_API_KEY: then every line waits for the coach. */
  client: GelatoClient | undefined;
  now: () => Date;
  rules?: RetryRules;
}

/**
 * One round: claims due Gelato orders (safe across instances), submits each, with all of its
 * paid order's print-on-demand items, outside any transaction, and records the outcome. Logs
 * ids and outcomes only, never addresses.
 */
export async function runPrintOnDemand(deps: PodWorkerDeps, limit = 10) {
  const counts = { submitted: 0, waiting: 0, failed: 0 };
  if (!deps.client) return counts;
  const lines = await claimDueLines(deps.db, deps.now(), limit);
  for (const line of lines) {
    const result = explainRefusal(await submitOnce(deps.client, line), itemsWithoutFile(line.items));
    const step = nextStep(result, line.attempts, deps.now(), deps.rules ?? defaultRetryRules);
    if (await recordAttempt(deps.db, line, step, deps.now())) counts[step.status]++;
    if (step.status !== "submitted") {
      logger.warn(
        { podFulfilmentId: line.id, orderId: line.orderId, attempts: line.attempts, status: step.status, reason: step.lastError },
        "print-on-demand submission not accepted",
      );
    }
  }
  return counts;
}

/**
 * An earlier attempt may have reached Gelato even though its answer never came back (a timeout,
 * a dropped connection, a worker that died mid-call): before sending again, ask Gelato for an
 * order under our reference, so one paid order never becomes two production orders.
 */
async function submitOnce(client: GelatoClient, line: ClaimedFulfilment): Promise<SubmitResult> {
  if (line.attempts > 1) {
    const found = await client.findOrder(line.id);
    if (found.kind === "found") return { kind: "created", providerOrderId: found.providerOrderId };
    if (found.kind === "unknown") return { kind: "retryable", reason: found.reason };
  }
  return client.createOrder(gelatoOrderRequest(line, line.customerReferenceId));
}

/**
 * Items go without a print file when their product has none; if Gelato refuses the order, the
 * coach's reason says which (she adds the file and presses 'Retry now', or places it by hand).
 */
export function explainRefusal(result: SubmitResult, withoutFile: string[]): SubmitResult {
  if (result.kind !== "rejected" || withoutFile.length === 0) return result;
  return { ...result, reason: `${result.reason} (sent without a print file: ${withoutFile.join(", ")})` };
}
