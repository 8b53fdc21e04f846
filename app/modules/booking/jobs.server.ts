import { every, type PeriodicJob } from "~/lib/periodic.server";
import { kickMailWorker } from "~/modules/mail/worker.server";
import type { CommerceDeps } from "~/modules/payments/deps.server";
import { reconcilePayments } from "~/modules/payments/reconcile.server";
import { appCommerceDeps } from "~/modules/payments/runtime.server";
import { cleanIdleGuestCarts } from "~/modules/shop/cart.server";
import { pruneExpired } from "~/modules/retention/prune.server";
import { lapseHolds } from "./checkout.server";

export const LAPSE_EVERY_MS = 15_000;
export const RECONCILE_EVERY_MS = 10 * 60_000;
export const CLEAN_CARTS_EVERY_MS = 60 * 60_000;

// On globalThis like the mail worker, so module copies share one set of timers.
const store = globalThis as typeof globalThis & { __commerceJobs?: PeriodicJob[] };

/** Started with the app: lapses holds every 15 s, reconciles payments every 10 minutes, removes idle guest carts hourly. */
export function startCommerceJobs(deps: () => CommerceDeps = () => appCommerceDeps()) {
  if (store.__commerceJobs) return;
  const commerce = (ms: number, name: string, job: () => Promise<unknown>) => every(ms, name, "commerce job failed", () => job().then(() => kickMailWorker()));
  store.__commerceJobs = [
    commerce(LAPSE_EVERY_MS, "lapse-holds", () => lapseHolds(deps())),
    commerce(RECONCILE_EVERY_MS, "reconcile-payments", () => reconcilePayments(deps())),
    commerce(CLEAN_CARTS_EVERY_MS, "clean-idle-carts", () => {
      const { db, now } = deps();
      return cleanIdleGuestCarts(db, now());
    }),
    commerce(CLEAN_CARTS_EVERY_MS, "prune-expired", () => pruneExpired(deps().db, deps().now())),
  ];
}

export async function stopCommerceJobs() {
  const jobs = store.__commerceJobs;
  store.__commerceJobs = undefined;
  await Promise.all((jobs ?? []).map((job) => job.stop()));
}
