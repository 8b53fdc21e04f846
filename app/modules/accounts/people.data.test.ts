import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { decodeCursor, encodeCursor, listPeople, searchPrefix } from "./roles.server";

let handle: DatabaseHandle;
const COUNT = 125;

beforeAll(async () => {
  handle = await createTestDatabase();
  // Microsecond timestamps (as PostgreSQL's now() writes them), and ten accounts that share one
  // instant: pages must neither skip nor repeat anybody.
  await handle.db.execute(
    sql.raw(`INSERT INTO "user" (id, name, email, email_verified, role, created_at, updated_at)
      SELECT 'u' || lpad(i::text, 4, '0'), CASE WHEN i % 2 = 0 THEN 'Anna ' ELSE 'Bo ' END || i, 'person' || i || '@example.dk', true, 'student',
        timestamptz '2026-01-01 00:00:00.123456+00' + CASE WHEN i <= 10 THEN interval '0' ELSE interval '1 minute' * i + interval '1 microsecond' * i END,
        now()
      FROM generate_series(1, ${COUNT}) i`),
  );
});
afterAll(() => handle.close());

describe("/admin's people list", () => {
  it("pages through every account once, newest first, and back again", async () => {
    const seen: string[] = [];
    const pages = [];
    let page = await listPeople(handle.db, { limit: 20 });
    expect(page.previous).toBeNull();
    for (;;) {
      pages.push(page);
      seen.push(...page.people.map((p) => p.id));
      if (!page.next) break;
      page = await listPeople(handle.db, { after: page.next, limit: 20 });
      expect(page.previous).not.toBeNull();
    }
    expect(seen).toHaveLength(COUNT);
    expect(new Set(seen).size).toBe(COUNT);
    expect(seen[0]).toBe("u0125");
    const times = pages.flatMap((p) => p.people.map((person) => person.createdAt.getTime()));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // Back from the last page: the same pages in reverse, the first one without a 'Previous'.
    const back: string[][] = [];
    let current = pages.at(-1)!;
    while (current.previous) {
      current = await listPeople(handle.db, { before: current.previous, limit: 20 });
      back.push(current.people.map((p) => p.id));
    }
    expect(back).toEqual(
      pages
        .slice(0, -1)
        .reverse()
        .map((p) => p.people.map((person) => person.id)),
    );
    expect(current.next).not.toBeNull();
  });

  it("finds accounts by the start of their e-mail or name, in any case", async () => {
    const byEmail = await listPeople(handle.db, { q: "PERSON12" });
    expect(new Set(byEmail.people.map((p) => p.email))).toEqual(new Set(["person12@example.dk", ...[0, 1, 2, 3, 4, 5].map((n) => `person12${n}@example.dk`)]));
    const byName = await listPeople(handle.db, { q: "anna 4", limit: 5 });
    expect(byName.people.map((p) => p.name)).toEqual(["Anna 48", "Anna 46", "Anna 44", "Anna 42", "Anna 40"]);
    expect(byName.next).not.toBeNull();
    const more = await listPeople(handle.db, { q: "anna 4", after: byName.next });
    expect(more.people.map((p) => p.name)).toEqual(["Anna 4"]);
    // LIKE's wildcards are typed text, not patterns.
    expect((await listPeople(handle.db, { q: "%" })).people).toEqual([]);
    expect(searchPrefix("a_b%")).toBe("a\\_b\\%%");
  });

  it("ignores a cursor that is not one of its own", async () => {
    expect(decodeCursor("not-a-cursor")).toBeNull();
    expect(decodeCursor(encodeCursor({ at: "'; drop table user; --", id: "x" }))).toBeNull();
    const page = await listPeople(handle.db, { after: "garbage", limit: 3 });
    expect(page.people.map((p) => p.id)).toEqual(["u0125", "u0124", "u0123"]);
  });
});
