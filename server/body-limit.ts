import type { IncomingMessage } from "node:http";
import { mediaTypeOf } from "~/lib/media-type";
import { Transform } from "node:stream";
import { hasControlCharacters } from "~/lib/control-characters";
import { MAX_FILE_BYTES, MAX_FILES } from "~/modules/storage/limits";
import { MAX_COVER_BYTES } from "../app/modules/storage/image-check";
import { MAX_WORKBOOK_PDF_BYTES } from "~/modules/admin/workbook-pdf";
import { MAX_PRINT_FILE_BYTES } from "~/modules/admin/print-file-check";

/** Forms and JSON: a few fields. Every form's own rules are smaller still. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** Stripe's events are a few kilobytes; read before the signature is checked, so bounded first. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;
/** The forms with PDFs: their files and text, which the form pipeline then checks one by one. */
export const UPLOAD_BODY_LIMIT = MAX_FILES * MAX_FILE_BYTES + 1024 * 1024;

/** The course forms of the back office and the coach's portrait: one image each (lesson media go through the resumable upload endpoint). */
export const COVER_BODY_LIMIT = MAX_COVER_BYTES + 256 * 1024;
/** The workbook forms: a PDF and a cover. */
export const WORKBOOK_BODY_LIMIT = MAX_WORKBOOK_PDF_BYTES + MAX_COVER_BYTES + 256 * 1024;
/** A shop product's form: its image and its print file (decision 035). */
export const PRODUCT_BODY_LIMIT = MAX_PRINT_FILE_BYTES + MAX_COVER_BYTES + 256 * 1024;

const UPLOAD_PATHS = new Set(["/celebrity-application", "/voice-elevated-application", "/magazine/share-your-story"]);

export interface BodyLimit {
  bytes: number;
  /** Passed on as it arrives (counted), instead of read whole first. */
  stream: boolean;
}

/**
 * One body limit in front of every route (docs/rules.md, "Limits"), by path: the upload forms
 * stream up to theirs, the webhook and everything else are read whole up to theirs. A larger
 * declared length is refused before a byte is read; a body without one is counted as it comes.
 */
export function bodyLimitFor(path: string): BodyLimit {
  const lower = path.toLowerCase().replace(/\/+$/, "") || "/";
  if (UPLOAD_PATHS.has(lower)) return { bytes: UPLOAD_BODY_LIMIT, stream: true };
  if (lower === "/admin/courses" || lower.startsWith("/admin/courses/")) return { bytes: COVER_BODY_LIMIT, stream: true };
  // The portrait only: the settings form beside it stays a small form, read whole and checked.
  if (lower === "/admin/settings/portrait") return { bytes: COVER_BODY_LIMIT, stream: true };
  if (lower === "/admin/workbooks" || lower.startsWith("/admin/workbooks/")) return { bytes: WORKBOOK_BODY_LIMIT, stream: true };
  if (lower === "/admin/products" || lower.startsWith("/admin/products/")) return { bytes: PRODUCT_BODY_LIMIT, stream: true };
  if (lower === "/webhooks/stripe") return { bytes: WEBHOOK_BODY_LIMIT, stream: false };
  return { bytes: DEFAULT_BODY_LIMIT, stream: false };
}

export const hasBody = (req: IncomingMessage) => Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;

export const declaredTooLarge = (req: IncomingMessage, limit: number) => Number(req.headers["content-length"] ?? 0) > limit;

export const TOO_LARGE = Symbol("too large");

/** The whole body, or TOO_LARGE as soon as more than `limit` bytes have come (the rest is left to the early answer's linger). */
export function readBodyUpTo(req: IncomingMessage, limit: number): Promise<Buffer | typeof TOO_LARGE> {
  if (declaredTooLarge(req, limit)) return Promise.resolve(TOO_LARGE);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off("data", onData);
      req.pause();
      resolve(TOO_LARGE);
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}

/** A url-encoded or JSON body carrying NUL or another control character (docs/rules.md, "Input"); other bodies are the form pipeline's to check. */
export function bodyHasControlCharacters(contentType: string | undefined, body: Buffer): boolean {
  const type = mediaTypeOf(contentType);
  if (type === "application/x-www-form-urlencoded") return hasControlCharacters(body.toString("latin1"), "url");
  if (type === "application/json") return hasControlCharacters(body.toString("utf8"), "json");
  return false;
}

/** Passes bytes through until more than `limit` have come, then fails the stream. */
export function countingLimit(limit: number) {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(size > limit ? Object.assign(new Error("Request body too large"), { status: 413 }) : null, size > limit ? undefined : chunk);
    },
  });
}
