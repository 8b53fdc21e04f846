import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { open, rename, rm, stat } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { Transform, type Readable, Writable } from "node:stream";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";

/** The archive format this code writes and reads (manifest.json's `format`). */
export const ARCHIVE_FORMAT = 1;
export const MANIFEST_NAME = "manifest.json";
/** The manifest's signature, the archive's last entry: HMAC-SHA-256 of manifest.json's bytes (which hold every entry's SHA-256). */
export const SIGNATURE_NAME = "manifest.sig";
const SIGNATURE_ALGORITHM = "HMAC-SHA-256";

/**
 * The key that signs archives (decision 070): BACKUP_KEY, or else the site's auth secret, each
 * derived for this one use, so the signature reveals nothing about the secret it came from.
 */
export function archiveSigningKey(secret: string) {
  return createHmac("sha256", secret).update("vocal-studio archive signature v1").digest();
}

function signatureOf(key: Buffer, manifestBytes: Buffer) {
  return createHmac("sha256", key).update(manifestBytes).digest();
}

/** How an archive's signature is checked: the key (undefined: none at hand), and whether an unsigned archive may pass, said loudly. */
export interface ArchiveTrust {
  key: Buffer | undefined;
  trustUnsigned?: boolean;
  warn?: (line: string) => void;
}

export class UnverifiedArchiveError extends Error {
  constructor(archive: string, reason: string) {
    super(`The archive ${archive} ${reason}, and nothing was restored.`);
    this.name = "UnverifiedArchiveError";
  }
}

export interface ManifestEntry {
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: number;
  createdAt: string;
  /** The app's schema: how many migrations were applied and the newest one's tag. */
  schema: { migrations: number; latest: string | null };
  database: { kind: "pglite" | "postgres"; tables: Record<string, number> };
  storage: { kind: "local" | "s3"; files: number; s3Keys?: string[] };
  entries: ManifestEntry[];
}

export class DamagedArchiveError extends Error {
  constructor(archive: string, reason: string) {
    super(`The archive ${archive} is damaged or was altered, and nothing was restored: ${reason}`);
    this.name = "DamagedArchiveError";
  }
}

/** One file to put in the archive: its path inside it and where its bytes are now. */
export interface ArchiveSource {
  path: string;
  file: string;
}

function hashingCounter(): { stream: Transform; result: () => { bytes: number; sha256: string } } {
  const hash = createHash("sha256");
  let bytes = 0;
  // Counts what passes through, at the pace of whoever reads it (nothing flows before then).
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  return { stream, result: () => ({ bytes, sha256: hash.digest("hex") }) };
}

/**
 * Writes a gzip'd tar of `sources` and, last, manifest.json with every entry's size and
 * SHA-256, into `target` (mode 0600: it holds personal data and password hashes). It is
 * written under a temporary name and renamed when complete, so a crash never leaves a file
 * that looks like a backup. A file that vanished meanwhile (an upload deleted while the
 * backup ran) is left out.
 */
export async function writeArchive(target: string, sources: ArchiveSource[], manifest: Omit<Manifest, "entries">, key: Buffer) {
  const partial = `${target}.partial`;
  const pack = tar.pack();
  const out = createWriteStream(partial, { mode: 0o600, flags: "wx" });
  const whole = hashingCounter();
  const written = pipeline(pack, createGzip({ level: 1 }), whole.stream, out);
  const entries: ManifestEntry[] = [];
  try {
    for (const source of sources) {
      const info = await stat(source.file).catch(() => undefined);
      if (!info?.isFile()) continue;
      const counter = hashingCounter();
      const entry = pack.entry({ name: source.path, size: info.size, mode: 0o600, mtime: info.mtime });
      await pipeline(createReadStream(source.file), counter.stream, entry);
      const { bytes, sha256 } = counter.result();
      if (bytes !== info.size) throw new Error(`${source.path} changed size while it was archived`);
      entries.push({ path: source.path, bytes, sha256 });
    }
    const body = Buffer.from(JSON.stringify({ ...manifest, entries }, null, 2));
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: MANIFEST_NAME, size: body.length, mode: 0o600 }, body, (error) => (error ? reject(error) : resolve())),
    );
    const signature = Buffer.from(JSON.stringify({ algorithm: SIGNATURE_ALGORITHM, signature: signatureOf(key, body).toString("hex") }));
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: SIGNATURE_NAME, size: signature.length, mode: 0o600 }, signature, (error) => (error ? reject(error) : resolve())),
    );
    pack.finalize();
    await written;
    const handle = await open(partial, "r");
    await handle.sync();
    await handle.close();
    await rename(partial, target);
    return { path: target, ...whole.result(), manifest: { ...manifest, entries } as Manifest };
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Reads an archive through, entry by entry, checking it as it goes: `onEntry` gets each entry's
 * stream (consume or drain it). Resolves with the manifest after checking that the manifest
 * lists exactly the entries read with their sizes and hashes; rejects with DamagedArchiveError
 * on a truncated gzip stream, a broken tar, a missing or foreign manifest, or any mismatch.
 */
export async function readArchive(archive: string, onEntry?: (path: string, stream: Readable) => Promise<void>, trust?: ArchiveTrust): Promise<Manifest> {
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifestText: string | undefined;
  let manifestBytes: Buffer | undefined;
  let signatureText: string | undefined;
  const extract = tar.extract();
  const feeding = pipeline(createReadStream(archive), createGunzip(), extract);
  // Entries one at a time, each read to its end before the next (the loop ends after the last).
  const reading = (async () => {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type !== "file") throw new Error(`unexpected ${type} entry ${name}`);
      if (name === MANIFEST_NAME || (name === SIGNATURE_NAME && manifestText !== undefined && signatureText === undefined)) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        if (name === SIGNATURE_NAME) signatureText = Buffer.concat(chunks).toString("utf8");
        else if (manifestText !== undefined) throw new Error(`${name} is in the archive twice`);
        else {
          manifestBytes = Buffer.concat(chunks);
          manifestText = manifestBytes.toString("utf8");
        }
        continue;
      }
      if (manifestText !== undefined) throw new Error(`${name} comes after the manifest`);
      if (seen.has(name)) throw new Error(`${name} is in the archive twice`);
      const counter = hashingCounter();
      const counted = (entry as unknown as Readable).pipe(counter.stream);
      const ended = new Promise<void>((resolve, reject) => {
        counted.once("end", resolve);
        counted.once("error", reject);
      });
      if (onEntry) await onEntry(name, counted);
      else counted.resume();
      await ended;
      seen.set(name, counter.result());
    }
  })();
  try {
    await Promise.all([feeding, reading]);
  } catch (error) {
    extract.destroy();
    await Promise.allSettled([feeding, reading]);
    throw error instanceof DamagedArchiveError ? error : new DamagedArchiveError(archive, describeReadError(error));
  }
  if (manifestText === undefined) throw new DamagedArchiveError(archive, "it has no manifest (was it cut short?)");
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestText) as Manifest;
  } catch {
    throw new DamagedArchiveError(archive, "its manifest is not valid JSON");
  }
  if (manifest.format !== ARCHIVE_FORMAT)
    throw new DamagedArchiveError(archive, `its format ${String(manifest.format)} is not one this version reads (${ARCHIVE_FORMAT})`);
  const listed = new Map(manifest.entries.map((entry) => [entry.path, entry]));
  for (const [path, actual] of seen) {
    const expected = listed.get(path);
    if (!expected) throw new DamagedArchiveError(archive, `${path} is not in its manifest`);
    if (expected.bytes !== actual.bytes || expected.sha256 !== actual.sha256)
      throw new DamagedArchiveError(archive, `${path} does not match its SHA-256 in the manifest`);
  }
  for (const path of listed.keys()) if (!seen.has(path)) throw new DamagedArchiveError(archive, `${path} is listed in its manifest but missing`);
  if (trust) checkSignature(archive, manifestBytes!, signatureText, trust);
  return manifest;
}

/**
 * The manifest's signature against the key (decision 070): an archive altered after it was made
 * (a row changed and the hashes recomputed) or signed with another key is refused; an unsigned
 * one (an older version's) only with `trustUnsigned`, and then loudly.
 */
function checkSignature(archive: string, manifestBytes: Buffer, signatureText: string | undefined, trust: ArchiveTrust) {
  let signature: Buffer | undefined;
  if (signatureText !== undefined) {
    try {
      const parsed = JSON.parse(signatureText) as { algorithm?: string; signature?: string };
      if (parsed.algorithm === SIGNATURE_ALGORITHM && /^[0-9a-f]{64}$/.test(parsed.signature ?? "")) signature = Buffer.from(parsed.signature!, "hex");
    } catch {
      // Unreadable: the same as a signature that does not verify.
    }
    if (!signature) throw new UnverifiedArchiveError(archive, "has a signature this version cannot read");
  }
  if (signature && trust.key) {
    if (timingSafeEqual(signature, signatureOf(trust.key, manifestBytes))) return;
    throw new UnverifiedArchiveError(
      archive,
      "does not carry this site's signature: it was altered after it was made, or signed with another key (BACKUP_KEY, or the auth secret of the site that made it when BACKUP_KEY was unset)",
    );
  }
  if (!trust.trustUnsigned) {
    throw new UnverifiedArchiveError(
      archive,
      signature
        ? "is signed, and there is no key to check it with: set BACKUP_KEY (or BETTER_AUTH_SECRET) as on the site that made it"
        : "is not signed (made by an older version?): if you know where it comes from, restore it with --trust-unsigned",
    );
  }
  trust.warn?.(
    `WARNING: ${archive} is restored WITHOUT a checked signature (--trust-unsigned). Whoever could change it could have changed any row, account or password in it.`,
  );
}

function describeReadError(error: unknown) {
  const message = (error as Error)?.message ?? String(error);
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === "ENOENT") return "it does not exist";
  if (code === "Z_BUF_ERROR" || /unexpected end/i.test(message)) return "it ends too early (truncated)";
  if (code === "Z_DATA_ERROR" || /incorrect header check|invalid/i.test(message)) return `its compressed data is corrupt (${message})`;
  return message;
}

/** SHA-256 and size of a file on disk. */
export async function hashFile(file: string) {
  const counter = hashingCounter();
  await pipeline(createReadStream(file), counter.stream, new Writable({ write: (_c, _e, cb) => cb() }));
  return counter.result();
}
