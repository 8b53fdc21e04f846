import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { every, type PeriodicJob } from "~/lib/periodic.server";
import { createGelatoClient } from "./gelato-client.server";
import { runPrintOnDemand, type PodWorkerDeps } from "./worker.server";

export const POD_EVERY_MS = 30_000;

// On globalThis like the other jobs, so module copies share one timer.
const store = globalThis as typeof globalThis & { __podJob?: PeriodicJob };

/** The app's worker deps: Gelato when GELATO_API_KEY is set, else none (lines wait for the coach). */
export function appPodDeps(): PodWorkerDeps {
  const { GELATO_API_KEY, GELATO_API_URL } = env();
  return {
    db: db(),
    client: GELATO_API_KEY ? createGelatoClient({ apiKey: GELATO_API_KEY, apiUrl: GELATO_API_URL }) : undefined,
    now: () => new Date(),
  };
}

/** Started with the app: submits due print-on-demand orders every 30 s (only with a Gelato key). */
export function startPrintOnDemandJob(deps: () => PodWorkerDeps = appPodDeps) {
  if (store.__podJob || !env().GELATO_API_KEY) return;
  store.__podJob = every(POD_EVERY_MS, "print-on-demand", "print-on-demand job failed", () => runPrintOnDemand(deps()));
}

/** 'Retry now' means now: one round at once instead of at the next tick (no-op without a key). */
export function kickPrintOnDemandJob() {
  store.__podJob?.run();
}

export async function stopPrintOnDemandJob() {
  const job = store.__podJob;
  store.__podJob = undefined;
  await job?.stop();
}
