import { db } from "~/db/db.server";
import { every, jobGroup } from "~/lib/periodic.server";
import { cleanIdleGuestCarts } from "./cart.server";

export const CLEAN_CARTS_EVERY_MS = 60 * 60_000;

const jobs = jobGroup("shop");

/** Started with the app: guest carts idle for 30 days are removed hourly. */
export function startShopJobs() {
  jobs.start(() => [every(CLEAN_CARTS_EVERY_MS, "clean-idle-carts", "shop job failed", () => cleanIdleGuestCarts(db(), new Date()))]);
}

export const stopShopJobs = jobs.stop;
