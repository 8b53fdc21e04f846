import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { createTestDatabase } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import { LARGE, scaleDataStatements } from "../../../scripts/lib/scale-data.mjs";
import type { Database, DatabaseHandle } from "~/db/client.server";
import * as schema from "~/db/schema";
import { user } from "~/db/schema";
import { hasPaidForCourse, paidOrders } from "~/modules/accounts/access.server";
import { exportUserData } from "~/modules/accounts/privacy.server";
import { listPeople } from "~/modules/accounts/roles.server";
import { holdSlot, listSlots } from "~/modules/booking/holds.server";
import { candidateSlots } from "~/modules/booking/slots";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { readCarts } from "~/modules/shop/cart.server";
import { listApplications, newApplicationsCount, applicationsForPerson } from "~/modules/applications/review.server";
import { inboxCounts, listInbox, messagesForPerson } from "~/modules/inbox/messages.server";
import { cancelledLately } from "~/modules/today/cancelled-lately.server";

// Decision 026: on a database as large as issue 21's (20,000 accounts, 50,000 orders, 20,000
// bookings, messages, applications and subscribers, 5,000 cart lines), every statement the app
// sends for one person or one window must reach these tables through an index. The statements
// are the real ones: the app's own functions run on a drizzle instance that records what it
// sends, and each recorded statement is EXPLAINed with its parameters. The planner decides as
// it would in production (no enable_seqscan tricks): a missing index or a query that cannot use
// one shows as a Seq Scan and fails the test, on PostgreSQL and on PGlite alike.

const LARGE_TABLES = ["orders", "bookings", "cart_items", "applications", "contact_messages", "newsletter_subscribers", "user"];
const PERSON = { id: "plan-person", name: "Plan Person", email: "plan.person@example.dk" };

let handle: DatabaseHandle;
type Recorded = { query: string; params: unknown[] };
let recorded: Recorded[] = [];
let logged: Database;
let explain: (query: string, params: unknown[]) => Promise<unknown>;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
  await handle.db.insert(user).values({ ...PERSON, emailVerified: true });
  const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
  for (const statement of scaleDataStatements(LARGE, PERSON.email)) await handle.db.execute(sql.raw(statement));
  const logger = { logQuery: (query: string, params: unknown[]) => void recorded.push({ query, params }) };
  logged = (handle.kind === "pglite"
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzlePg(client as pg.Pool, { schema, logger })) as unknown as Database;
  explain = async (query, params) => {
    const run = client.query.bind(client) as (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
    const result = await run(`EXPLAIN (FORMAT JSON) ${query}`, params);
    const cell = Object.values(result.rows[0]!)[0];
    return typeof cell === "string" ? JSON.parse(cell) : cell;
  };
}, 180_000);
afterAll(() => handle.close());

/** The tables a plan reads by a sequential scan. */
function seqScans(plan: unknown, found: string[] = []): string[] {
  if (Array.isArray(plan)) plan.forEach((node) => seqScans(node, found));
  else if (plan && typeof plan === "object") {
    const node = plan as Record<string, unknown>;
    if (node["Node Type"] === "Seq Scan" && typeof node["Relation Name"] === "string") found.push(node["Relation Name"]);
    for (const value of Object.values(node)) if (value && typeof value === "object") seqScans(value, found);
  }
  return found;
}

/** Runs `work` on the recording instance; every statement it sent, with the large tables its plan scans whole. */
async function plansOf(work: (db: Database) => Promise<unknown>) {
  recorded = [];
  await work(logged);
  const statements = recorded;
  recorded = [];
  return Promise.all(
    statements.map(async ({ query, params }) => ({
      query,
      wholeTables: seqScans(await explain(query, params)).filter((table) => LARGE_TABLES.includes(table)),
    })),
  );
}

async function expectIndexed(work: (db: Database) => Promise<unknown>, mustTouch: string) {
  const plans = await plansOf(work);
  // Not vacuous: the work sent statements, one of them about the table it is for.
  expect(plans.some((plan) => plan.query.includes(`"${mustTouch}"`) || new RegExp(`\\b${mustTouch}\\b`).test(plan.query))).toBe(true);
  expect(plans.filter((plan) => plan.wholeTables.length > 0)).toEqual([]);
}

const person = { id: PERSON.id, email: PERSON.email, emailVerified: true };

describe("query plans at issue 21's size", () => {
  it("the detector sees a whole-table read where there is one", async () => {
    const plans = await plansOf((db) =>
      db
        .select()
        .from(schema.orders)
        .where(sql`${schema.orders.amountTotal} = 1`),
    );
    expect(plans.map((plan) => plan.wholeTables)).toEqual([["orders"]]);
  });

  it("the dashboard's paid orders and the materials check read only the person's orders", async () => {
    await expectIndexed((db) => paidOrders(db, person), "orders");
    await expectIndexed((db) => hasPaidForCourse(db, { userId: PERSON.id, verifiedEmail: PERSON.email }, "beginner-vocals"), "orders");
  });

  it("the data download reads only the person's orders, bookings, applications, messages and subscriptions", async () => {
    const plans = await plansOf((db) => exportUserData(db, PERSON.id));
    for (const table of ["orders", "bookings", "applications", "contact_messages", "newsletter_subscribers"]) {
      expect(plans.some((plan) => plan.query.includes(`"${table}"`))).toBe(true);
    }
    expect(plans.filter((plan) => plan.wholeTables.length > 0)).toEqual([]);
  });

  it("the cart read, batched for users and guests, uses the owners' indexes", async () => {
    await expectIndexed(
      (db) => readCarts(db, [{ userId: "scale-user-2" }, { sessionId: "session_1700000000000_000000000000000000000001" }, { userId: PERSON.id }]),
      "cart_items",
    );
  });

  it("the slot list and a hold read only the bookings of the window shown", async () => {
    const clock = testClock(new Date());
    const deps = { ...commerceDeps(handle, clock), db: logged };
    await expectIndexed(() => listSlots(deps, "coaching"), "bookings");
    const slot = candidateSlots(clock.now(), "coaching")[0]!;
    await expectIndexed(() => holdSlot(deps, { name: "Plan", email: PERSON.email, start: slot.start }), "bookings");
  });

  it("Today's waiting counts read only what waits", async () => {
    await expectIndexed((db) => newApplicationsCount(db), "applications");
    await expectIndexed((db) => inboxCounts(db), "contact_messages");
    // Issue 40: the last week's cancellations, with their orders, refunds and audit entries.
    await expectIndexed((db) => cancelledLately(db, { cancellationNoticeHours: 24 }, new Date()), "bookings");
  });

  it("the applications list and the inbox, first page and the next, and a person's applications and messages", async () => {
    await expectIndexed((db) => listApplications(db, {}), "applications");
    await expectIndexed((db) => listApplications(db, { status: "new", programme: "voice-elevated" }), "applications");
    const first = await listApplications(handle.db, {});
    await expectIndexed((db) => listApplications(db, { after: first.next }), "applications");
    await expectIndexed((db) => listInbox(db, { show: "inbox", kind: "all" }), "contact_messages");
    await expectIndexed((db) => listInbox(db, { show: "unread", kind: "message" }), "contact_messages");
    const inbox = await listInbox(handle.db, { show: "inbox", kind: "all" });
    await expectIndexed((db) => listInbox(db, { show: "inbox", kind: "all" }, { after: inbox.next }), "contact_messages");
    await expectIndexed((db) => applicationsForPerson(db, PERSON.email), "applications");
    await expectIndexed((db) => messagesForPerson(db, PERSON.email), "contact_messages");
  });

  it("/admin's people list: first page, a search and the next page", async () => {
    await expectIndexed((db) => listPeople(db, {}), "user");
    await expectIndexed((db) => listPeople(db, { q: "person123" }), "user");
    const first = await listPeople(handle.db, {});
    expect(first.next).not.toBeNull();
    await expectIndexed((db) => listPeople(db, { after: first.next }), "user");
  });
});
