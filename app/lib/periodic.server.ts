import { logger } from "./logger.server";
import { errorLine } from "./error-line.server";

export interface PeriodicJob {
  /** A round now, as if the timer had fired (skipped when one is still going). */
  run(): void;
  /** No more rounds; resolves when the one under way, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * A background job run every `ms`, never two rounds at once: a round still going when the next
 * is due makes that one a no-op. A failed round is logged and the next one comes as usual. The
 * timer does not keep the process alive.
 */
export function every(ms: number, name: string, failureMessage: string, job: () => Promise<unknown>, options: { firstAfterMs?: number } = {}): PeriodicJob {
  let current: Promise<unknown> | undefined;
  const run = () => {
    if (current) return;
    current = job()
      .catch((error: Error) => logger.error({ job: name, ...errorLine(error) }, failureMessage))
      .finally(() => (current = undefined));
  };
  const timer = setInterval(run, ms);
  timer.unref();
  // A first round soon after start: a restart must not put it off by a whole interval.
  const first = options.firstAfterMs === undefined ? undefined : setTimeout(run, options.firstAfterMs);
  first?.unref();
  return {
    run,
    stop: async () => {
      clearInterval(timer);
      clearTimeout(first);
      await current;
    },
  };
}

/**
 * A module's background jobs, started once per process and stopped together. Kept on
 * globalThis, like the mail worker: module copies (development reloads) share one set of timers.
 */
export function jobGroup(name: string) {
  const store = globalThis as unknown as Record<string, PeriodicJob[] | undefined>;
  const key = `__jobs:${name}`;
  return {
    start(make: () => PeriodicJob[]) {
      store[key] ??= make();
    },
    async stop() {
      const jobs = store[key];
      store[key] = undefined;
      await Promise.all((jobs ?? []).map((job) => job.stop()));
    },
  };
}
