import { db } from "~/db/db.server";
import { every, type PeriodicJob } from "~/lib/periodic.server";
import { cleanIdleGuestCarts } from "./cart.server";

export const CLEAN_CARTS_EVERY_MS = 60 * 60_000;

const store = globalThis as typeof globalThis & { __shopJobs?: PeriodicJob[] };

/** Started with the app: guest carts idle for 30 days are removed hourly. */
export function startShopJobs() {
  if (store.__shopJobs) return;
  store.__shopJobs = [every(CLEAN_CARTS_EVERY_MS, "clean-idle-carts", "shop job failed", () => cleanIdleGuestCarts(db(), new Date()))];
}

export async function stopShopJobs() {
  const jobs = store.__shopJobs;
  store.__shopJobs = undefined;
  await Promise.all((jobs ?? []).map((job) => job.stop()));
}
