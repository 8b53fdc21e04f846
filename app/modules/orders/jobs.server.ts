import { every, jobGroup } from "~/lib/periodic.server";
import { kickMailWorker } from "~/modules/mail/worker.server";
import type { OrdersDeps } from "./deps.server";
import { reconcilePayments } from "./reconcile.server";
import { appOrdersDeps } from "./runtime.server";

export const RECONCILE_EVERY_MS = 10 * 60_000;
/** The first reconciliation after a start: soon, so that restarts (a crash during Pay, a deploy) never postpone it. */
export const RECONCILE_FIRST_AFTER_MS = 30_000;

const jobs = jobGroup("orders");

/** Started with the app: 30 seconds after the start and then every 10 minutes, paid sessions the site missed are settled and failed refunds sent again. */
export function startOrderJobs(deps: () => OrdersDeps = () => appOrdersDeps()) {
  jobs.start(() => [
    every(RECONCILE_EVERY_MS, "reconcile-payments", "order job failed", () => reconcilePayments(deps()).then(() => kickMailWorker()), {
      firstAfterMs: RECONCILE_FIRST_AFTER_MS,
    }),
  ]);
}

export const stopOrderJobs = jobs.stop;
