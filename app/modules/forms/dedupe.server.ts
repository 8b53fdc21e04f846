import { createHash, randomUUID } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database, Tx } from "~/db/client.server";

/** Submissions with the same fingerprint within this window are one submission. */
export const DUPLICATE_WINDOW_MS = 60 * 60_000;

/**
 * A stable hash of what was submitted (fields and the SHA-256 of each file's content), for
 * recognising a double submit. Files are given by digest: they were hashed as they streamed in.
 */
export function fingerprint(form: string, fields: unknown, fileDigests: Uint8Array[] = []) {
  const hash = createHash("sha256").update(form).update("\0").update(JSON.stringify(fields));
  for (const digest of fileDigests) hash.update("\0").update(digest);
  return hash.digest("hex");
}

/**
 * Serialises transactions handling the same fingerprint, so two identical submissions
 * arriving together cannot both see "no duplicate yet". Released at commit or rollback.
 */
async function lockFingerprint(tx: Tx, hash: string) {
  const key = BigInt.asIntN(64, BigInt(`0x${hash.slice(0, 16)}`)).toString();
  await tx.execute(sql`select pg_advisory_xact_lock(${key}::bigint)`);
}

export function duplicateWindowStart(now = new Date()) {
  return new Date(now.getTime() - DUPLICATE_WINDOW_MS);
}

/**
 * The one way a submission is stored at most once: in a transaction holding the lock for
 * its fingerprint, look for the earlier one; if there is none, insert, else let `found`
 * decide (by default nothing more happens). Two identical submissions arriving together
 * are handled one after the other, so the second always sees the first.
 */
export async function storeOnce<Found, Result>(
  db: Database,
  spec: {
    fingerprint: string;
    find: (tx: Tx) => Promise<Found | undefined>;
    insert: (tx: Tx) => Promise<Result>;
    found: (tx: Tx, earlier: Found) => Promise<Result> | Result;
  },
): Promise<Result> {
  return db.transaction(async (tx) => {
    await lockFingerprint(tx, spec.fingerprint);
    const earlier = await spec.find(tx);
    return earlier === undefined ? spec.insert(tx) : spec.found(tx, earlier);
  });
}

/** A table of submissions that records each one's fingerprint and time. */
type FingerprintedTable = PgTable & { id: PgColumn; fingerprint: PgColumn; createdAt: PgColumn };

/**
 * storeOnce for a table of submissions: the same fingerprint within DUPLICATE_WINDOW_MS is
 * the same submission. `insert` writes the row (with `fingerprint`) and whatever belongs to it.
 */
export function insertOnce(db: Database, table: FingerprintedTable, hash: string, insert: (tx: Tx, id: string) => Promise<void>) {
  return storeOnce(db, {
    fingerprint: hash,
    find: async (tx) => {
      const [row] = await tx
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(eq(table.fingerprint, hash), gt(table.createdAt, duplicateWindowStart())))
        .limit(1);
      return row as { id: string } | undefined;
    },
    insert: async (tx) => {
      const id = randomUUID();
      await insert(tx, id);
      return { id, duplicate: false };
    },
    found: (_tx, earlier) => ({ id: earlier.id, duplicate: true }),
  });
}
