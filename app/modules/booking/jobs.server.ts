import { every, type PeriodicJob } from "~/lib/periodic.server";
import { kickMailWorker } from "~/modules/mail/worker.server";
import type { BookingDeps } from "./deps.server";
import { lapseHolds } from "./checkout.server";
import { appBookingDeps } from "./runtime.server";

export const LAPSE_EVERY_MS = 15_000;

// On globalThis like the mail worker, so module copies share one set of timers.
const store = globalThis as typeof globalThis & { __bookingJobs?: PeriodicJob[] };

/** Started with the app: lapsed holds free their slots every 15 s. */
export function startBookingJobs(deps: () => BookingDeps = () => appBookingDeps()) {
  if (store.__bookingJobs) return;
  store.__bookingJobs = [every(LAPSE_EVERY_MS, "lapse-holds", "booking job failed", () => lapseHolds(deps()).then(() => kickMailWorker()))];
}

export async function stopBookingJobs() {
  const jobs = store.__bookingJobs;
  store.__bookingJobs = undefined;
  await Promise.all((jobs ?? []).map((job) => job.stop()));
}
