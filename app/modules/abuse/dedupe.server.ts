import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

/** Submissions with the same fingerprint within this window are one submission. */
export const DUPLICATE_WINDOW_MS = 60 * 60_000;

/** A stable hash of what was submitted (fields and file contents), for recognising a double submit. */
export function fingerprint(form: string, fields: unknown, files: Uint8Array[] = []) {
  const hash = createHash("sha256").update(form).update("\0").update(JSON.stringify(fields));
  for (const file of files) hash.update("\0").update(createHash("sha256").update(file).digest());
  return hash.digest("hex");
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Serialises transactions handling the same fingerprint, so two identical submissions
 * arriving together cannot both see "no duplicate yet". Released at commit or rollback.
 */
export async function lockFingerprint(tx: Tx, hash: string) {
  const key = BigInt.asIntN(64, BigInt(`0x${hash.slice(0, 16)}`)).toString();
  await tx.execute(sql`select pg_advisory_xact_lock(${key}::bigint)`);
}

export function duplicateWindowStart(now = new Date()) {
  return new Date(now.getTime() - DUPLICATE_WINDOW_MS);
}
