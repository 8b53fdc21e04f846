import { CONTROL_OR_FORMAT } from "~/lib/control-characters";
import { createHash } from "node:crypto";
import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import { MAX_FILE_BYTES, MAX_FILES, startsLikePdf } from "./limits";
import { newStorageKey, type FileStorage } from "./storage.server";
import { uploadMessages } from "./upload-messages";

/** An uploaded PDF, already checked and in storage under a generated key. */
export interface StoredPdf {
  key: string;
  /** The visitor's file name, kept only as a label; storage uses the generated key. */
  name: string;
  size: number;
  /** SHA-256 of the content, for recognising a double submit without reading the file again. */
  sha256: Uint8Array;
}

export type UploadProblem = { status: 400 | 413; message: string };

export interface PdfFieldRules {
  storage: FileStorage;
  /** The storage folder (key prefix) the PDFs go to. */
  folder: string;
  maxFiles?: number;
  maxFileBytes?: number;
}

type Entry = { kind: "text" } | { kind: "empty" } | { kind: "file"; problem?: "tooBig" | "notPdf"; stored?: StoredPdf };

/**
 * The PDFs of one form field, received as they stream in: each file's first bytes must be
 * "%PDF-" and it may not pass the size limit. A PDF goes straight into storage as it
 * arrives; nothing is held whole in memory. Once the field is known to fail, later files
 * are read and thrown away. The outcome matches what the field's entries would have given
 * when checked one by one: a text value is "not a PDF" (400), then too many files (413),
 * then the first file's problem in order (too big 413, not a PDF 400). An empty file input
 * (no name, no bytes) counts as no file.
 */
export class PdfField {
  private readonly entries: Entry[] = [];
  private readonly pending: Promise<void>[] = [];
  private readonly maxFiles: number;
  private readonly maxFileBytes: number;

  constructor(private readonly rules: PdfFieldRules) {
    this.maxFiles = rules.maxFiles ?? MAX_FILES;
    this.maxFileBytes = rules.maxFileBytes ?? MAX_FILE_BYTES;
  }

  /** A text value sent under the file field's name. */
  addText() {
    this.entries.push({ kind: "text" });
  }

  /** A file part: consumes `body` to its end (it must be called as the part arrives). */
  addFile(body: Readable, fileName: string | undefined) {
    const entry: Entry = { kind: "file" };
    this.entries.push(entry);
    const keep = this.problem() === undefined;
    const done = this.receive(body, fileName, entry, keep).catch((error: unknown) => {
      body.resume();
      throw error;
    });
    this.pending.push(done);
    // Observed here so an early failure is not reported as unhandled; settle() reports it.
    done.catch(() => undefined);
  }

  /** Waits for every file to be received; rejects if storage failed. */
  async settle() {
    const results = await Promise.allSettled(this.pending);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed) throw failed.reason;
  }

  /** What is wrong with the field as a whole, if anything (see the class comment for the order). */
  problem(): UploadProblem | undefined {
    if (this.entries.some((e) => e.kind === "text")) return { status: 400, message: uploadMessages.notPdf };
    const files = this.entries.filter((e) => e.kind === "file");
    if (files.length > this.maxFiles) return { status: 413, message: uploadMessages.tooMany(this.maxFiles) };
    const first = files.find((e) => e.problem);
    if (first?.problem === "tooBig") return { status: 413, message: uploadMessages.tooBig };
    if (first?.problem === "notPdf") return { status: 400, message: uploadMessages.notPdf };
    return undefined;
  }

  /** The stored PDFs, in the order they were sent. */
  stored(): StoredPdf[] {
    return this.entries.flatMap((e) => (e.kind === "file" && e.stored ? [e.stored] : []));
  }

  private async receive(body: Readable, fileName: string | undefined, entry: Entry & { kind: "file" }, keep: boolean) {
    const hash = createHash("sha256");
    const head: Buffer[] = [];
    let size = 0;
    let verdict: "unknown" | "pdf" | "not" = "unknown";
    let out: PassThrough | undefined;
    let writing: Promise<void> | undefined;
    let key: string | undefined;

    /** Stops writing this file: the storage write fails and leaves nothing (awaited in `removeStored`). */
    const abandon = () => {
      // Destroyed without an error: the storage write sees a premature close and fails,
      // and no "error" event can go unheard once the write has already given up.
      out?.destroy();
      out = undefined;
    };
    const removeStored = async () => {
      abandon();
      await writing?.catch(() => undefined);
      if (key) await this.rules.storage.delete(key).catch(() => undefined);
    };
    const forward = async (chunk: Buffer) => {
      hash.update(chunk);
      if (!out) return;
      if (!out.write(chunk)) await Promise.race([once(out, "drain"), writing]);
    };

    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > this.maxFileBytes) {
          // Too big: stop writing, keep reading (the rest of the body must be consumed) to its end.
          entry.problem = "tooBig";
          abandon();
          continue;
        }
        if (entry.problem) continue;
        if (verdict === "unknown") {
          head.push(chunk);
          const start = Buffer.concat(head);
          if (start.length < 5) continue;
          head.length = 0;
          verdict = startsLikePdf(start) ? "pdf" : "not";
          if (verdict === "not") {
            entry.problem = "notPdf";
            continue;
          }
          if (keep) {
            key = newStorageKey(this.rules.folder);
            out = new PassThrough();
            out.on("error", () => undefined); // the storage write reports its own failure
            writing = this.rules.storage.putStream(key, out, "application/pdf");
            writing.catch(() => undefined); // awaited below; observed now so a failure is never "unhandled"
          }
          await forward(start);
          continue;
        }
        await forward(chunk);
      }
    } catch (error) {
      // The body broke off (a refused or malformed submission) or storage failed: nothing stays.
      await removeStored();
      throw error;
    }

    if (verdict === "unknown") {
      if (size === 0 && !fileName) {
        entry.problem = undefined;
        (entry as Entry).kind = "empty";
        return;
      }
      if (!entry.problem) entry.problem = "notPdf";
    }
    if (!key) return;
    if (entry.problem) return removeStored();
    out?.end();
    try {
      await writing;
    } catch (error) {
      await removeStored();
      throw error;
    }
    entry.stored = { key, name: cleanFileName(fileName ?? ""), size, sha256: hash.digest() };
  }

  /** Deletes every file this field stored: for a refused, failed or repeated submission. */
  async discard() {
    await this.settle().catch(() => undefined);
    await Promise.allSettled(this.stored().map((file) => this.rules.storage.delete(file.key)));
    for (const entry of this.entries) if (entry.kind === "file") entry.stored = undefined;
  }
}

/**
 * A label safe to show, mail and save: no paths, no control characters, not too long, and the
 * extension of what the file was recognised as (`extension`, from its content type; null: none),
 * never the one the sender chose: "x\u202Efdp.exe" is "xfdp.pdf", not a program.
 */
export function cleanFileName(name: string, extension: string | null = "pdf") {
  const base = name.split(/[\\/]/).pop() ?? "";
  // Control characters, and format characters (Unicode Cf: bidi overrides such as U+202E that
  // make "x\u202Efdp.exe" read as "xexe.pdf" in the coach's mail, zero-width joiners, …).
  const clean = base.replace(CONTROL_OR_FORMAT, "").trim();
  const stem =
    clean
      .replace(/(\.[^.\s]{1,10})+$/, "")
      .replace(/[.\s]+$/, "")
      .slice(0, 190) || "document";
  return extension ? `${stem}.${extension}` : stem;
}
