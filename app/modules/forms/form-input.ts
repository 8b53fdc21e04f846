import type * as core from "zod/v4/core";

/**
 * Untrusted form input, read the same way in the browser (before sending) and on the
 * server (after receiving), so one zod schema decides for both.
 */

/** A field people never see; bots fill it. A filled honeypot gets a success answer and nothing is stored. */
export const HONEYPOT_FIELD = "website";

export type FieldErrors = Partial<Record<string, string>>;

/** What every form action answers; `values` lets a page without JavaScript refill the form. */
export type FormFailure = {
  ok: false;
  fieldErrors: FieldErrors;
  /** A message about the whole submission (rate limit, size, server trouble). */
  formError?: string;
  values?: Record<string, string>;
};

export type FormOutcome<Success extends object = object> = ({ ok: true } & Success) | FormFailure;

/** Drops control characters other than tab and line breaks: never typed by people, and PostgreSQL refuses NUL. */
export function dropControlCharacters(value: string) {
  let out = "";
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code === 9 || code === 10 || code === 13 || (code >= 0x20 && code !== 0x7f)) out += char;
  }
  return out;
}

/**
 * The named text fields as a plain object. A missing field is undefined; a field sent
 * twice or sent as a file is null, which every string schema rejects with its own message.
 * Control characters are dropped. Checkbox fields become booleans ("on" or "true" means checked).
 */
export function readTextFields(form: FormData, names: readonly string[], checkboxes: readonly string[] = []) {
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const all = form.getAll(name);
    if (all.length === 0) out[name] = undefined;
    else if (all.length > 1 || typeof all[0] !== "string") out[name] = null;
    else out[name] = dropControlCharacters(all[0]);
  }
  for (const name of checkboxes) {
    const value = form.get(name);
    out[name] = value === "on" || value === "true";
  }
  return out;
}

/** The first message per field, keyed by the field's name. */
export function firstErrors(error: core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors };

/** Any zod schema (classic or mini); typed structurally so this file loads no zod code itself. */
export interface SafeParser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: core.$ZodError };
}

/** A zod object schema, seen only as far as reading its fields needs (classic or mini). */
export interface ObjectSchema<T> extends SafeParser<T> {
  shape: Record<string, { _zod: { def: { type: string; values?: readonly unknown[] } } }>;
}

/**
 * The form's field names from its schema's shape: fields whose schema is a boolean (or a
 * boolean literal, like "must agree") are checkboxes; every other field is text.
 */
export function schemaFields(schema: Pick<ObjectSchema<unknown>, "shape">): { text: string[]; checkboxes: string[] } {
  const text: string[] = [];
  const checkboxes: string[] = [];
  for (const [name, field] of Object.entries(schema.shape)) {
    const { type, values } = field._zod.def;
    const boolean = type === "boolean" || (type === "literal" && (values ?? []).length > 0 && (values ?? []).every((v) => typeof v === "boolean"));
    (boolean ? checkboxes : text).push(name);
  }
  return { text, checkboxes };
}

export function parseFields<T>(schema: SafeParser<T>, input: unknown): Parsed<T> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, fieldErrors: firstErrors(result.error) };
}

/** Text values to put back into a form rendered without JavaScript; files are never echoed. */
export function echoValues(form: FormData, names: readonly string[], maxLength = 20_000): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, maxLength);
  }
  return values;
}

export function honeypotFilled(form: FormData) {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value.trim() !== "" : value !== null;
}
