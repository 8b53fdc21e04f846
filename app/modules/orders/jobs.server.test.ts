import { afterEach, describe, expect, it, vi } from "vitest";

const reconciled = vi.fn(async () => undefined);
vi.mock("./reconcile.server", () => ({ reconcilePayments: reconciled }));
vi.mock("~/modules/mail/worker.server", () => ({ kickMailWorker: () => undefined }));

const { RECONCILE_EVERY_MS, RECONCILE_FIRST_AFTER_MS, startOrderJobs, stopOrderJobs } = await import("./jobs.server");

afterEach(async () => {
  await stopOrderJobs();
  vi.useRealTimers();
});

describe("reconciliation", () => {
  it("runs soon after a start, not a whole interval later", async () => {
    vi.useFakeTimers();
    startOrderJobs(() => ({}) as never);
    expect(RECONCILE_FIRST_AFTER_MS).toBeLessThanOrEqual(60_000);
    await vi.advanceTimersByTimeAsync(RECONCILE_FIRST_AFTER_MS);
    expect(reconciled).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RECONCILE_EVERY_MS);
    expect(reconciled).toHaveBeenCalledTimes(2);
  });
});
