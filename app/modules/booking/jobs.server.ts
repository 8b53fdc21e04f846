import { every, jobGroup } from "~/lib/periodic.server";
import { kickMailWorker } from "~/modules/mail/worker.server";
import type { BookingDeps } from "./deps.server";
import { lapseHolds } from "./checkout.server";
import { sendDueReminders } from "./reminders.server";
import { appBookingDeps } from "./runtime.server";

export const LAPSE_EVERY_MS = 15_000;
/** Reminders are looked for every minute: one is sent at most a minute after it is due. */
export const REMIND_EVERY_MS = 60_000;

const jobs = jobGroup("booking");

/**
 * Started with the app: lapsed holds free their slots every 15 s, and reminder e-mails go out
 * every minute. The deps (with the coach's settings) are built for every round.
 */
export function startBookingJobs(deps: () => BookingDeps | Promise<BookingDeps> = () => appBookingDeps()) {
  jobs.start(() => [
    every(LAPSE_EVERY_MS, "lapse-holds", "booking job failed", async () => lapseHolds(await deps()).then(() => kickMailWorker())),
    every(REMIND_EVERY_MS, "booking-reminders", "reminder job failed", async () => {
      if ((await sendDueReminders(await deps())) > 0) kickMailWorker();
    }),
  ]);
}

export const stopBookingJobs = jobs.stop;
