import { every, jobGroup } from "~/lib/periodic.server";
import { kickMailWorker } from "~/modules/mail/worker.server";
import type { BookingDeps } from "./deps.server";
import { lapseHolds } from "./checkout.server";
import { appBookingDeps } from "./runtime.server";

export const LAPSE_EVERY_MS = 15_000;

const jobs = jobGroup("booking");

/** Started with the app: lapsed holds free their slots every 15 s. */
export function startBookingJobs(deps: () => BookingDeps = () => appBookingDeps()) {
  jobs.start(() => [every(LAPSE_EVERY_MS, "lapse-holds", "booking job failed", () => lapseHolds(deps()).then(() => kickMailWorker()))]);
}

export const stopBookingJobs = jobs.stop;
