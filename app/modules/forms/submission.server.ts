import { data, type AppLoadContext } from "react-router";
import type { Database } from "~/db/client.server";
import { db } from "~/db/db.server";
import { logger } from "~/lib/logger.server";
import { publicOrigin } from "~/lib/origin.server";
import type { MailContext } from "~/modules/mail/draft";
import { mailContext, mailSettings } from "~/modules/mail/settings.server";
import { kickMailWorker, startMailWorker } from "~/modules/mail/worker.server";
import { fileStorage } from "~/modules/storage/file-storage.server";
import { MAX_FILE_BYTES } from "~/modules/storage/limits";
import type { FileStorage } from "~/modules/storage/storage.server";
import type { StoredPdf } from "~/modules/storage/uploads.server";
import { readFormBody, SubmissionError, type FormBody } from "./body-limit.server";
import { clientIp } from "./client-ip.server";
import { echoValues, HONEYPOT_FIELD, honeypotFilled, parseFields, readTextFields, schemaFields, type FormOutcome, type ObjectSchema } from "./form-input";
import { takeRateLimit, type RateLimitedForm } from "./rate-limit.server";
import { unreadableFields } from "./unreadable-text";
import { errorLine } from "~/lib/error-line.server";

export interface SubmissionMessages {
  rateLimited: string;
  tooLarge: string;
  malformed: string;
  /** Beside a field whose text was not valid UTF-8. */
  unreadable: string;
  /** Shown when storing fails on our side. */
  failure: string;
}

/** Everything a form's save function needs, built here once for every form. */
export interface SaveContext {
  db: Database;
  storage: FileStorage;
  mailMode: "smtp" | "local";
  mail: MailContext;
  /** The form's PDFs, already checked and in storage (removed again if the save fails or is a repeat). */
  files: StoredPdf[];
  clientIp: string;
}

export interface FormSpec<T, Saved extends { duplicate: boolean }, Extra extends object> {
  /** The form's name for rate limits and logs. */
  form: RateLimitedForm;
  /** The largest body without files, in bytes; each allowed file adds MAX_FILE_BYTES. */
  maxBytes: number;
  /** The form's one schema (shared with the browser); its shape names the fields. */
  schema: ObjectSchema<T>;
  messages: SubmissionMessages;
  /** A PDF field, if the form has one: its files stream into `folder` as they arrive. */
  files?: { field: string; folder: string; maxFiles: number };
  /** Stores a valid submission; `duplicate` says it was a repeat (its files are then removed). */
  save: (data: T, ctx: SaveContext) => Promise<Saved>;
  /** What the visitor is told besides `ok: true`; nothing by default. */
  answer?: (saved: Saved) => Extra;
}

/** A form's server action from its spec: `(request, context) => response`. */
export function formSubmission<T, Saved extends { duplicate: boolean }, Extra extends object = object>(spec: FormSpec<T, Saved, Extra>) {
  return (request: Request, context: AppLoadContext | undefined) => handleSubmission(request, context, spec);
}

/**
 * The server half of every form, in the order that keeps abuse cheap: shape and size of
 * the body (files checked by content and size while they stream into storage), honeypot,
 * validation with the shared schema, the per-address rate limit, and only then storing.
 * Never answers 500: a failure on our side is a 503 with a message, and the visitor's text
 * comes back so nothing typed is lost. A refused, failed or repeated submission leaves no
 * stored files behind. After a save the mail worker is woken to deliver at once.
 */
export async function handleSubmission<T, Saved extends { duplicate: boolean }, Extra extends object>(
  request: Request,
  context: AppLoadContext | undefined,
  spec: FormSpec<T, Saved, Extra>,
) {
  const fail = (status: number, fieldErrors: Record<string, string>, formError?: string, values?: Record<string, string>, headers?: HeadersInit) =>
    data<FormOutcome<Extra>>({ ok: false, fieldErrors, formError, values }, { status, headers });
  const { text, checkboxes } = schemaFields(spec.schema);
  const storage = fileStorage();

  let body: FormBody;
  try {
    body = await readFormBody(request, {
      maxBytes: spec.maxBytes + (spec.files ? spec.files.maxFiles * MAX_FILE_BYTES : 0),
      fields: [...text, ...checkboxes, HONEYPOT_FIELD],
      files: spec.files && { field: spec.files.field, folder: spec.files.folder, maxFiles: spec.files.maxFiles, storage },
    });
  } catch (error) {
    if (!(error instanceof SubmissionError)) throw error;
    logger.info({ form: spec.form, status: error.status }, "form body refused");
    return fail(error.status, {}, error.status === 413 ? spec.messages.tooLarge : spec.messages.malformed);
  }

  const { form, files } = body;
  let keepFiles = false;
  try {
    const values = echoValues(form, [...text, ...checkboxes]);
    if (honeypotFilled(form)) {
      logger.info({ form: spec.form }, "honeypot filled: answered as success, nothing stored");
      return data<FormOutcome<Extra>>({ ok: true } as FormOutcome<Extra>, { status: 200 });
    }

    const unreadable = unreadableFields(form, text);
    if (unreadable.length > 0) {
      logger.info({ form: spec.form, fields: unreadable }, "form text is not valid UTF-8");
      for (const name of unreadable) delete values[name];
      return fail(400, Object.fromEntries(unreadable.map((name) => [name, spec.messages.unreadable])), spec.messages.malformed, values);
    }

    const parsed = parseFields(spec.schema, readTextFields(form, text, checkboxes));
    const fileError = files?.problem();
    if (!parsed.ok || fileError) {
      const fieldErrors = { ...(parsed.ok ? {} : parsed.fieldErrors) } as Record<string, string>;
      if (fileError && spec.files) fieldErrors[spec.files.field] = fileError.message;
      return fail(parsed.ok && fileError ? fileError.status : 400, fieldErrors, undefined, values);
    }

    try {
      if (body.storageFailure) throw body.storageFailure;
      const ip = clientIp(context);
      const limit = await takeRateLimit(db(), spec.form, ip);
      if (!limit.allowed) {
        logger.info({ form: spec.form }, "rate limit reached");
        return fail(429, {}, spec.messages.rateLimited, values, { "Retry-After": String(limit.retryAfterSeconds) });
      }
      const mailMode = mailSettings().mode;
      const ctx: SaveContext = { db: db(), storage, mailMode, mail: mailContext(publicOrigin(request)), files: files?.stored() ?? [], clientIp: ip };
      const saved = await spec.save(parsed.data, ctx);
      keepFiles = !saved.duplicate;
      if (mailMode === "smtp") {
        startMailWorker(ctx.db);
        kickMailWorker();
      }
      return data<FormOutcome<Extra>>({ ok: true, ...(spec.answer?.(saved) ?? {}) } as FormOutcome<Extra>, { status: 200 });
    } catch (error) {
      logger.error({ form: spec.form, ...errorLine(error) }, "form submission could not be stored");
      return fail(503, {}, spec.messages.failure, values);
    }
  } finally {
    if (!keepFiles) await files?.discard();
  }
}
