import type { Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { deliverDueMail, type SendMail } from "./outbox.server";
import { smtpSender } from "./transport.server";
import { mailSettings } from "./settings.server";
import { errorLine } from "~/lib/error-line.server";

/** Mails per delivery run; a full run starts the next at once. */
const BATCH = 100;

export interface OutboxWorker {
  /** Deliver now instead of waiting for the next poll (called after a submission commits). */
  kick(): void;
  /** Resolves once any delivery in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Polls the outbox and delivers due mail. Runs are never concurrent within one process;
 * across processes the row claim in deliverDueMail keeps them apart.
 */
export function createOutboxWorker(db: Database, send: SendMail, options: { retryBaseMs: number; pollMs: number; leaseMs?: number }): OutboxWorker {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const report = await deliverDueMail(db, send, { retryBaseMs: options.retryBaseMs, leaseMs: options.leaseMs, batchSize: BATCH });
          // A full batch: more may be due (a burst of a thousand leaves now, not one batch per poll).
          if (report.sent + report.retrying + report.failed >= BATCH) again = true;
        } catch (error) {
          logger.error(errorLine(error), "outbox delivery run failed");
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
  };

  const timer = setInterval(run, options.pollMs);
  timer.unref();
  run();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

// On globalThis, like the database handle: the server entry and the route modules must
// see the same worker even if a bundler gives them separate copies of this module.
const store = globalThis as typeof globalThis & { __mailWorker?: { worker: OutboxWorker; close?: () => void } };

/** Started by the server at boot; without SMTP_URL there is nothing to deliver. */
export function startMailWorker(db: Database) {
  if (store.__mailWorker) return;
  const settings = mailSettings();
  if (settings.mode === "local" || !settings.smtpUrl) {
    logger.info("SMTP_URL is not set: e-mail stays in the outbox");
    return;
  }
  const sender = smtpSender(settings.smtpUrl, settings.from);
  const pollMs = Math.min(15_000, settings.retryBaseMs);
  store.__mailWorker = {
    worker: createOutboxWorker(db, sender.send, { retryBaseMs: settings.retryBaseMs, pollMs, leaseMs: settings.leaseMs }),
    close: sender.close,
  };
}

export async function stopMailWorker() {
  const stopping = store.__mailWorker;
  store.__mailWorker = undefined;
  await stopping?.worker.stop();
  stopping?.close?.();
}

/** Ask the worker to deliver right away; harmless when none runs. */
export function kickMailWorker() {
  store.__mailWorker?.worker.kick();
}
