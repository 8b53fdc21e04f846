import { lt, sql } from "drizzle-orm";
import { rowsOf, type Database } from "~/db/client.server";
import { rateBuckets } from "~/db/schema";

export interface BucketRules {
  /** The burst allowed. */
  capacity: number;
  /** Tokens back per second. */
  perSecond: number;
}

export type BucketTake = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Token buckets in the database, so every instance spends from the same one (docs/rules.md,
 * "Limits"): for actions too frequent for a fixed window (the cart's changes). One statement
 * takes a token for each key given, however many keys and repeats: the batcher of its caller
 * sends all the takes of one turn of the event loop together. A key given n times gets its
 * first k takes granted, k being the whole tokens left, and the rest refused.
 */
export async function takeTokens(db: Database, rules: BucketRules, keys: string[], now: Date): Promise<BucketTake[]> {
  const wanted = new Map<string, number>();
  for (const key of keys) wanted.set(key, (wanted.get(key) ?? 0) + 1);
  const capacity = rules.capacity;
  const level = sql`least(${capacity}::float8, ${rateBuckets.tokens} + greatest(0, extract(epoch from excluded.updated_at - ${rateBuckets.updatedAt})) * ${rules.perSecond}::float8)`;
  const rows = await rowsOf<{ key: string; tokens: number; granted: number }>(
    db.execute(sql`
      INSERT INTO ${rateBuckets} (key, tokens, granted, updated_at)
      SELECT w.key, ${capacity}::float8 - least(w.n, ${capacity}), least(w.n, ${capacity}), ${now.toISOString()}::timestamptz
      FROM jsonb_to_recordset(${JSON.stringify([...wanted].map(([key, n]) => ({ key, n })))}::jsonb) AS w(key text, n int)
      ON CONFLICT (key) DO UPDATE SET
        granted = least(excluded.granted, floor(${level})::int),
        tokens = ${level} - least(excluded.granted, floor(${level})::int),
        updated_at = greatest(excluded.updated_at, ${rateBuckets.updatedAt})
      RETURNING key, tokens, granted
    `),
  );
  if (Math.random() < 0.01) await pruneFullBuckets(db, rules, now);
  const outcome = new Map(rows.map((row) => [row.key, { granted: Number(row.granted), tokens: Number(row.tokens) }]));
  const seen = new Map<string, number>();
  return keys.map((key) => {
    const index = seen.get(key) ?? 0;
    seen.set(key, index + 1);
    const bucket = outcome.get(key)!;
    if (index < bucket.granted) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / rules.perSecond)) };
  });
}

/** A bucket untouched for as long as it takes to refill is full again: the row can go. */
export async function pruneFullBuckets(db: Database, rules: BucketRules, now: Date) {
  await db.delete(rateBuckets).where(lt(rateBuckets.updatedAt, new Date(now.getTime() - (rules.capacity / rules.perSecond) * 1000 - 60_000)));
}
