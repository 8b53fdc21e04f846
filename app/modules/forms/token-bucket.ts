/**
 * Per-process token buckets, for actions too cheap and frequent to count in the database
 * (a database count would cost more than the action): a burst of `capacity`, then
 * `perSecond`. Keys whose bucket has refilled are forgotten when the map is full.
 */
export function tokenBuckets({ capacity, perSecond, maxKeys = 10_000 }: { capacity: number; perSecond: number; maxKeys?: number }) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const level = (bucket: { tokens: number; at: number }, now: number) => Math.min(capacity, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);

  function prune(now: number) {
    for (const [key, bucket] of buckets) if (level(bucket, now) >= capacity) buckets.delete(key);
    // Still full: that many keys active at once, so no bucket can be kept fairly; start over.
    if (buckets.size >= maxKeys) buckets.clear();
  }

  return {
    /** Takes one token for `key`; when there is none, how long until there is. */
    take(key: string, now = Date.now()): { ok: true } | { ok: false; retryAfterSeconds: number } {
      const bucket = buckets.get(key);
      const tokens = bucket ? level(bucket, now) : capacity;
      if (tokens < 1) return { ok: false, retryAfterSeconds: Math.ceil((1 - tokens) / perSecond) };
      if (!bucket && buckets.size >= maxKeys) prune(now);
      buckets.set(key, { tokens: tokens - 1, at: now });
      return { ok: true };
    },
  };
}
