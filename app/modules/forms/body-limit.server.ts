/** Reading a form body as it streams in, without trusting its size or its shape. */
import { Readable, Transform } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { PdfField, type PdfFieldRules } from "~/modules/storage/uploads.server";

export class SubmissionError extends Error {
  constructor(
    /** 400 malformed, 413 too large, 415 not a form. */
    public readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = "SubmissionError";
  }
}

const FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];

/**
 * A text value is kept up to this many bytes. Every schema's longest field (20,000
 * characters) is shorter, so a cut value still fails its "too long" rule with the same
 * message; the cut only keeps a huge value from being held in memory.
 */
export const MAX_FIELD_BYTES = 128 * 1024;

export interface FormBodyRules {
  /** The whole body may not be larger (413). */
  maxBytes: number;
  /** The text fields to keep; other fields are read past and dropped. */
  fields: readonly string[];
  /** The form's PDF field, streamed into storage as it arrives. */
  files?: PdfFieldRules & { field: string };
}

export interface FormBody {
  /** The named text fields (at most two values each: enough to tell "sent twice"); a file sent under a text field's name is an empty File. */
  form: FormData;
  /** The PDF field, when the form has one: its stored files and its problem, if any. */
  files?: PdfField;
  /** Storing a file failed on our side (the visitor gets a 503, and nothing stays stored). */
  storageFailure?: unknown;
}

/**
 * A text field's value as UTF-8. Bytes that are not valid UTF-8 become U+FFFD, which the
 * form pipeline refuses (unreadable-text.ts); a value cut at MAX_FIELD_BYTES
 * loses the half character at its end instead, so it is refused as too long, not as unreadable.
 */
function fieldText(raw: string, latin1: boolean, truncated: boolean) {
  const text = latin1 ? Buffer.from(raw, "latin1").toString("utf8") : raw;
  return truncated ? text.replace(/\uFFFD+$/, "") : text;
}

/**
 * Parses a url-encoded or multipart body with busboy, fed from the request stream. Text
 * fields are collected; each file part streams through its checks into storage. Refuses
 * bodies above `maxBytes` (413) by the declared content-length before reading, and by
 * counting bytes as they arrive (a chunked body declares nothing). A body that is not a
 * form is 415, a malformed one 400. When it throws, nothing it stored is left behind.
 */
export async function readFormBody(request: Request, rules: FormBodyRules): Promise<FormBody> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!FORM_TYPES.some((t) => type.startsWith(t))) throw new SubmissionError(415, "Not a form submission");

  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > rules.maxBytes) throw new SubmissionError(413, "Body too large");

  const files = rules.files ? new PdfField(rules.files) : undefined;
  const form = new FormData();
  if (!request.body) return { form, files };

  const urlEncoded = type.startsWith("application/x-www-form-urlencoded");
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      // Text is read as UTF-8 whatever charset the body declares, as browsers send it (and
      // as the Fetch API's formData() read it): a declared latin1 must not change a value's length.
      headers: { "content-type": (request.headers.get("content-type") ?? "").replace(/;\s*charset=[^;]*/gi, "") },
      defParamCharset: "utf8",
      // A url-encoded body's bytes are kept as they came (latin1 maps byte to character) and
      // decoded below: busboy returns raw bytes that were not percent-encoded as latin1,
      // turning UTF-8 into mojibake and invalid bytes into letters instead of U+FFFD.
      defCharset: urlEncoded ? "latin1" : "utf8",
      limits: { fieldSize: MAX_FIELD_BYTES },
    });
  } catch {
    // No boundary, or a content type busboy cannot read. The body is left unread (not
    // cancelled): cancelling would cut the connection before the 400 reaches the visitor.
    throw new SubmissionError(400, "Malformed form body");
  }

  const wanted = new Set(rules.fields);
  const seen = new Map<string, number>();
  const keep = (name: string) => {
    const count = seen.get(name) ?? 0;
    seen.set(name, count + 1);
    return wanted.has(name) && count < 2;
  };
  const open = new Set<Readable>();

  parser.on("field", (name, raw, info) => {
    if (files && name === rules.files!.field) files.addText();
    else if (keep(name)) form.append(name, fieldText(raw, urlEncoded, info.valueTruncated));
  });
  parser.on("file", (name, stream, info) => {
    open.add(stream);
    stream.once("close", () => open.delete(stream));
    // A part cut short (busboy destroyed on a refused body) errors; whoever reads the part
    // sees that error through its own iteration. Without a listener it would crash the process.
    stream.on("error", () => undefined);
    if (files && name === rules.files!.field) return files.addFile(stream, info.filename);
    // A file under a text field's name makes that field unreadable (the schema refuses it); its content is not kept.
    if (keep(name)) form.append(name, new File([], info.filename ?? ""));
    stream.resume();
  });

  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > rules.maxBytes) callback(new SubmissionError(413, "Body too large"));
      else callback(null, chunk);
    },
  });

  const source = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (error: unknown) => {
        // The request itself is left alone (paused, not destroyed): destroying it would
        // close the connection before the visitor gets the 413 or 400 that explains why.
        source.unpipe(counter);
        source.pause();
        counter.destroy();
        parser.destroy();
        // An unfinished file part would otherwise wait forever for the rest of its bytes.
        for (const stream of open) stream.destroy(new SubmissionError(400, "Body ended early"));
        reject(error);
      };
      source.on("error", fail);
      counter.on("error", fail);
      parser.on("error", fail);
      parser.on("close", resolve);
      source.pipe(counter).pipe(parser);
    });
  } catch (error) {
    await files?.discard();
    // Whatever broke the parse (busboy's complaint, a client gone mid-body) is the body's fault.
    throw received > rules.maxBytes || (error instanceof SubmissionError && error.status === 413)
      ? new SubmissionError(413, "Body too large")
      : new SubmissionError(400, "Malformed form body");
  }
  try {
    await files?.settle();
  } catch (error) {
    await files?.discard();
    return { form, files, storageFailure: error };
  }
  if (files?.problem()) await files.discard();
  return { form, files };
}
