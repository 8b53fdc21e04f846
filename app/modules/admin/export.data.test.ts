import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { bookings, newsletterSubscribers, orders, user } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { readAnalytics } from "./analytics.server";
import { EXPORT_PAGE_SIZE, exportLines } from "./export.server";

let handle: DatabaseHandle;

async function csvOf(kind: Parameters<typeof exportLines>[1], filters = {}) {
  let text = "";
  let chunks = 0;
  for await (const chunk of exportLines(handle.db, kind, filters)) {
    text += chunk;
    chunks++;
  }
  return { text, chunks };
}

/** A small RFC 4180 reader: enough to prove the file parses back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
  // More accounts than a page, one with Danish letters and one whose name is a formula.
  await handle.db.execute(
    sql.raw(`INSERT INTO "user" (id, name, email, email_verified, role, created_at, updated_at)
      SELECT 'u' || lpad(i::text, 4, '0'), 'Student ' || i, 'student' || i || '@example.dk', true, 'student', timestamptz '2026-01-01 00:00:00+00' + interval '1 minute' * i, now()
      FROM generate_series(1, ${EXPORT_PAGE_SIZE + 20}) i`),
  );
  await handle.db.insert(user).values([
    { id: "soeren", name: "Søren Ærø Åberg", email: "soeren@example.dk", emailVerified: true, createdAt: new Date("2026-11-01T10:00:00Z") },
    {
      id: "formula",
      name: '=HYPERLINK("http://evil.example","click")',
      email: "formula@example.dk",
      emailVerified: true,
      createdAt: new Date("2026-11-02T10:00:00Z"),
    },
  ]);
  await handle.db.insert(orders).values([
    {
      id: "o1",
      status: "paid",
      items: [{ itemId: "beginner-course", name: "Beginner Vocals", quantity: 1, unitAmount: 9700, currency: "USD" }],
      amountTotal: 9700,
      currency: "USD",
      provider: "test",
      idempotencyKey: "o1",
      userId: "soeren",
      email: "soeren@example.dk",
      paidAt: new Date("2026-11-03T10:00:00Z"),
      createdAt: new Date("2026-11-03T09:59:00Z"),
    },
    {
      id: "o2",
      status: "partially_refunded",
      items: [{ itemId: "private-coaching", name: "Private Coaching", quantity: 1, unitAmount: 195000, currency: "DKK" }],
      amountTotal: 195000,
      amountRefunded: 97500,
      currency: "DKK",
      provider: "test",
      idempotencyKey: "o2",
      email: "soeren@example.dk",
      paidAt: new Date("2026-10-03T10:00:00Z"),
      createdAt: new Date("2026-10-03T09:59:00Z"),
    },
    {
      id: "o3",
      status: "paid",
      items: [{ itemId: "vocal-steamer", name: "Vocal Steamer", quantity: 2, unitAmount: 49900, currency: "DKK" }],
      amountTotal: 99800,
      currency: "DKK",
      provider: "test",
      idempotencyKey: "o3",
      email: "ole@example.se",
      shippingAddress: { name: "Ole Berg", line1: "Storgatan 1", city: "Malmö", postalCode: "21122", country: "SE" },
      paidAt: new Date("2026-10-05T10:00:00Z"),
      createdAt: new Date("2026-10-05T09:59:00Z"),
    },
  ]);
  await handle.db
    .insert(newsletterSubscribers)
    .values({ id: "n1", email: "soeren@example.dk", status: "confirmed", token: "t1", createdAt: new Date("2026-11-04T10:00:00Z") });
});
afterAll(() => handle.close());

describe("Export Data", () => {
  it("writes every student once, in pages, with a BOM, Danish letters intact and the formula made text", async () => {
    const { text, chunks } = await csvOf("students");
    expect(text.startsWith("\uFEFFName,Email,")).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(["Name", "Email", "Email proven", "Role", "Enrolled Courses", "Join Date"]);
    expect(rows).toHaveLength(1 + EXPORT_PAGE_SIZE + 22);
    expect(new Set(rows.map((r) => r[1])).size).toBe(rows.length);
    expect(chunks).toBeGreaterThan(2);
    expect(rows.find((r) => r[1] === "soeren@example.dk")).toEqual([
      "Søren Ærø Åberg",
      "soeren@example.dk",
      "yes",
      "student",
      "Beginner Vocals",
      "2026-11-01 11:00",
    ]);
    expect(rows.find((r) => r[1] === "formula@example.dk")![0]).toBe(`'=HYPERLINK("http://evil.example","click")`);
  });

  it("gives exactly the rows the Students list's search shows", async () => {
    const rows = parseCsv((await csvOf("students", { q: "SØREN" })).text.slice(1));
    expect(rows.slice(1).map((r) => r[1])).toEqual(["soeren@example.dk"]);
  });

  it("lists orders with refunds and revenue in their own currency, times in Copenhagen", async () => {
    const rows = parseCsv((await csvOf("orders")).text.slice(1));
    expect(rows[0]).toEqual([
      "Order",
      "Number",
      "Created",
      "Paid",
      "Status",
      "Items",
      "Email",
      "Currency",
      "Amount",
      "VAT included",
      "Refunded",
      "Revenue",
      "Ship to",
      "Provider",
    ]);
    expect(rows.find((r) => r[0] === "o2")).toEqual([
      "o2",
      "O2",
      "2026-10-03 11:59",
      "2026-10-03 12:00",
      "partially_refunded",
      "1 × Private Coaching",
      "soeren@example.dk",
      "DKK",
      "1950.00",
      "390.00",
      "975.00",
      "975.00",
      "",
      "test",
    ]);
    expect(rows.find((r) => r[0] === "o3")!.slice(8, 13)).toEqual(["998.00", "199.60", "0.00", "998.00", "SE"]);
  });

  it("writes a header even when there is nothing to export", async () => {
    const rows = parseCsv((await csvOf("applications")).text.slice(1));
    expect(rows).toHaveLength(1);
    expect(rows[0]![0]).toBe("Application");
  });
});

describe("analytics", () => {
  it("puts revenue (refunds deducted) per currency, students and sign-ups in their Copenhagen month", async () => {
    const analytics = await readAnalytics(handle.db, "month", new Date("2026-11-25T10:00:00Z"));
    expect(analytics.labels.at(-1)).toBe("Nov 2026");
    expect(analytics.revenue).toEqual([
      { currency: "DKK", values: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 197300, 0] },
      { currency: "USD", values: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9700] },
    ]);
    expect(analytics.newStudents.at(-1)).toBe(2);
    expect(analytics.newsletterSignUps.at(-1)).toBe(1);
  });

  it("counts no-shows in the month the session was to start, and only marked ones", async () => {
    const session = (id: string, startsAt: string, noShowAt: Date | null) => ({
      id,
      kind: "coaching",
      status: "confirmed",
      name: "N",
      email: `${id}@example.dk`,
      courseId: "private-coaching",
      courseName: "Private Coaching",
      startsAt: new Date(startsAt),
      endsAt: new Date(new Date(startsAt).getTime() + 3_600_000),
      cancelToken: `cancel-${id}`,
      noShowAt,
    });
    await handle.db.insert(bookings).values([
      session("ns-oct", "2026-10-31T23:30:00Z", new Date("2026-11-01T00:00:00Z")), // 00:30 on 1 November in Copenhagen
      session("ns-nov", "2026-11-10T09:00:00Z", new Date("2026-11-10T09:20:00Z")),
      session("came", "2026-11-11T09:00:00Z", null),
    ]);
    const analytics = await readAnalytics(handle.db, "month", new Date("2026-11-25T10:00:00Z"));
    expect(analytics.noShows.slice(-2)).toEqual([0, 2]);
  });
});
