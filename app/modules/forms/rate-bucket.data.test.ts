import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTwoInstances } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { rateBuckets } from "~/db/schema";
import { pruneFullBuckets, takeTokens } from "./rate-bucket.server";

let instances: Awaited<ReturnType<typeof createTwoInstances>>;
let first: DatabaseHandle;
let second: DatabaseHandle;
const rules = { capacity: 5, perSecond: 1 };
const t0 = new Date("2026-11-25T10:00:00Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

beforeAll(async () => {
  instances = await createTwoInstances();
  ({ first, second } = instances);
});
afterAll(() => instances.close());

describe("token buckets every instance shares", () => {
  it("a burst of the capacity, then the rate; refused takes say when to come back", async () => {
    const burst = await takeTokens(first.db, rules, Array(7).fill("ip:a"), t0);
    expect(burst.filter((take) => take.ok)).toHaveLength(5);
    expect(burst.slice(5)).toEqual([
      { ok: false, retryAfterSeconds: 1 },
      { ok: false, retryAfterSeconds: 1 },
    ]);
    expect(await takeTokens(first.db, rules, ["ip:a"], at(0.5))).toEqual([{ ok: false, retryAfterSeconds: 1 }]);
    expect(await takeTokens(first.db, rules, ["ip:a", "ip:a"], at(2))).toEqual([{ ok: true }, { ok: true }]);
    expect(await takeTokens(first.db, rules, ["ip:b"], at(2))).toEqual([{ ok: true }]);
  });

  it("takes at once from two instances (two pools on PostgreSQL) spend from one bucket: the capacity in all", async () => {
    const takes = await Promise.all(Array.from({ length: 12 }, (_, n) => takeTokens(n % 2 ? first.db : second.db, rules, ["ip:c"], at(10))));
    expect(takes.flat().filter((take) => take.ok)).toHaveLength(5);
  });

  it("forgets buckets that have refilled", async () => {
    await takeTokens(first.db, rules, ["ip:d"], at(20));
    await pruneFullBuckets(first.db, rules, at(20 + 5 + 61));
    expect((await first.db.select().from(rateBuckets)).map((row) => row.key)).not.toContain("ip:d");
  });
});
