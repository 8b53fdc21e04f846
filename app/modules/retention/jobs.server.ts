import { db } from "~/db/db.server";
import { every, jobGroup } from "~/lib/periodic.server";
import { pruneExpired } from "./prune.server";

export const PRUNE_EVERY_MS = 60 * 60_000;

const jobs = jobGroup("retention");

/** Started with the app: what has outlived its use goes, hourly (decision 026). */
export function startRetentionJobs() {
  jobs.start(() => [every(PRUNE_EVERY_MS, "prune-expired", "retention job failed", () => pruneExpired(db(), new Date()))]);
}

export const stopRetentionJobs = jobs.stop;
