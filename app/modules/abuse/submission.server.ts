import { data, type AppLoadContext } from "react-router";
import { db } from "~/db/db.server";
import { logger } from "~/lib/logger.server";
import { checkPdfUploads, type UploadedPdf } from "~/modules/storage/uploads.server";
import { readFormData, SubmissionError } from "./body-limit.server";
import { clientIp } from "./client-ip.server";
import { echoValues, honeypotFilled, readTextFields, parseFields, type FormOutcome, type SafeParser } from "./form-input";
import { takeRateLimit, type RateLimitedForm } from "./rate-limit.server";

export interface SubmissionMessages {
  rateLimited: string;
  tooLarge: string;
  malformed: string;
  /** Shown when storing fails on our side. */
  failure: string;
}

export interface SubmissionSpec<T, Extra extends object> {
  form: RateLimitedForm;
  maxBytes: number;
  textFields: readonly string[];
  checkboxes?: readonly string[];
  schema: SafeParser<T>;
  messages: SubmissionMessages;
  /** A PDF field, if the form has one. */
  files?: { field: string; maxFiles: number };
  save: (data: T, files: UploadedPdf[]) => Promise<Extra>;
}

/**
 * The server half of every form, in the order that keeps abuse cheap: shape and size of
 * the body, honeypot, validation with the shared schema, uploaded files by content, the
 * per-address rate limit, and only then storing. Never answers 500: a failure on our side
 * is a 503 with a message, and the visitor's text comes back so nothing typed is lost.
 */
export async function handleSubmission<T, Extra extends object>(request: Request, context: AppLoadContext | undefined, spec: SubmissionSpec<T, Extra>) {
  const fail = (status: number, fieldErrors: Record<string, string>, formError?: string, values?: Record<string, string>, headers?: HeadersInit) =>
    data<FormOutcome<Extra>>({ ok: false, fieldErrors, formError, values }, { status, headers });

  let form: FormData;
  try {
    form = await readFormData(request, spec.maxBytes);
  } catch (error) {
    if (!(error instanceof SubmissionError)) throw error;
    logger.info({ form: spec.form, status: error.status }, "form body refused");
    return fail(error.status, {}, error.status === 413 ? spec.messages.tooLarge : spec.messages.malformed);
  }

  const values = echoValues(form, [...spec.textFields, ...(spec.checkboxes ?? [])]);
  if (honeypotFilled(form)) {
    logger.info({ form: spec.form }, "honeypot filled: answered as success, nothing stored");
    return data<FormOutcome<Extra>>({ ok: true } as FormOutcome<Extra>, { status: 200 });
  }

  const parsed = parseFields(spec.schema, readTextFields(form, spec.textFields, spec.checkboxes));
  let files: UploadedPdf[] = [];
  let fileError: { status: 400 | 413; message: string } | undefined;
  if (spec.files) {
    const check = await checkPdfUploads(form.getAll(spec.files.field), spec.files.maxFiles);
    if (check.ok) files = check.files;
    else fileError = check;
  }
  if (!parsed.ok || fileError) {
    const fieldErrors = { ...(parsed.ok ? {} : parsed.fieldErrors) } as Record<string, string>;
    if (fileError && spec.files) fieldErrors[spec.files.field] = fileError.message;
    return fail(parsed.ok && fileError ? fileError.status : 400, fieldErrors, undefined, values);
  }

  try {
    const limit = await takeRateLimit(db(), spec.form, clientIp(context));
    if (!limit.allowed) {
      logger.info({ form: spec.form }, "rate limit reached");
      return fail(429, {}, spec.messages.rateLimited, values, { "Retry-After": String(limit.retryAfterSeconds) });
    }
    const extra = await spec.save(parsed.data, files);
    return data<FormOutcome<Extra>>({ ok: true, ...extra } as FormOutcome<Extra>, { status: 200 });
  } catch (error) {
    logger.error({ form: spec.form, err: (error as Error).message }, "form submission could not be stored");
    return fail(503, {}, spec.messages.failure, values);
  }
}
