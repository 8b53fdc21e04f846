import { every, type PeriodicJob } from "~/lib/periodic.server";
import { kickMailWorker } from "~/modules/mail/worker.server";
import type { OrdersDeps } from "./deps.server";
import { reconcilePayments } from "./reconcile.server";
import { appOrdersDeps } from "./runtime.server";

export const RECONCILE_EVERY_MS = 10 * 60_000;

const store = globalThis as typeof globalThis & { __orderJobs?: PeriodicJob[] };

/** Started with the app: every 10 minutes, paid sessions the site missed are settled and failed refunds sent again. */
export function startOrderJobs(deps: () => OrdersDeps = () => appOrdersDeps()) {
  if (store.__orderJobs) return;
  store.__orderJobs = [every(RECONCILE_EVERY_MS, "reconcile-payments", "order job failed", () => reconcilePayments(deps()).then(() => kickMailWorker()))];
}

export async function stopOrderJobs() {
  const jobs = store.__orderJobs;
  store.__orderJobs = undefined;
  await Promise.all((jobs ?? []).map((job) => job.stop()));
}
