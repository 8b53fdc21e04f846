import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import { createTestAuth } from "../../../tests/support/auth";
import type { DatabaseHandle } from "~/db/client.server";
import { account, appSecrets, orders, outbox, session, user, verification } from "~/db/schema";
import { canAccessCourse, itemsPaid, paidOrders } from "./access.server";
import { withMailOrigin, type Auth } from "./auth.server";
import { findEmailProof } from "./email-proof.server";
import { deleteAccount, exportUserData } from "./privacy.server";
import { bootstrapAdmin, setRole } from "./roles.server";
import { resolveAuthSecret } from "./secret.server";

let handle: DatabaseHandle;
let auth: Auth;

beforeAll(async () => {
  handle = await createTestDatabase();
  auth = createTestAuth(handle.db);
});
afterAll(() => handle.close());
beforeEach(async () => {
  for (const table of [orders, outbox, session, account]) await handle.db.delete(table);
  // Admins go last, and all at once, so the last-admin trigger does not object.
  await handle.db.execute('alter table "user" disable trigger user_keep_one_admin');
  await handle.db.delete(user);
  await handle.db.execute('alter table "user" enable trigger user_keep_one_admin');
});

const signUp = (email: string, name = "Ida Berg") =>
  withMailOrigin("http://mail-origin.test", () => auth.api.signUpEmail({ body: { name, email, password: "a-good-passphrase" } }));
const userRow = async (email: string) => (await handle.db.select().from(user).where(eq(user.email, email)))[0]!;
const paidOrder = (id: string, owner: { userId?: string; email?: string }, itemId = "voice-elevated") =>
  handle.db.insert(orders).values({
    id,
    status: "paid",
    userId: owner.userId ?? null,
    email: owner.email ?? null,
    items: [{ itemId, name: "Voice Elevated", quantity: 1, unitAmount: 1_850_000, currency: "DKK" }],
    amountTotal: 1_850_000,
    currency: "DKK",
    provider: "test",
    providerSessionId: `cs_${id}`,
    idempotencyKey: `key-${id}`,
    paidAt: new Date(),
  });

describe("sign-up", () => {
  it("stores a student and queues a verification e-mail with a link on the given origin", async () => {
    await signUp("ida@example.dk");
    const row = await userRow("ida@example.dk");
    expect(row).toMatchObject({ role: "student", emailVerified: false, name: "Ida Berg" });
    const [mail] = await handle.db.select().from(outbox);
    expect(mail).toMatchObject({ kind: "account.verify-email", to: "ida@example.dk" });
    expect(mail!.text).toMatch(/http:\/\/mail-origin\.test\/verify-email\?token=/);
    // Our single-use token (email-proof.server.ts), not better-auth's reusable JWT: only its hash is stored.
    const token = decodeURIComponent(/verify-email\?token=([^\s]+)/.exec(mail!.text)![1]!);
    expect(await findEmailProof(handle.db, token)).toMatchObject({ email: "ida@example.dk" });
    expect(JSON.stringify(await handle.db.select().from(verification))).not.toContain(token);
    expect((await userRow("ida@example.dk")).emailVerified).toBe(false);
  });
});

describe("admin bootstrap and roles", () => {
  it("creates the ADMIN_EMAIL admin, who can sign in, and promotes an existing account instead of duplicating it", async () => {
    const first = await bootstrapAdmin(auth, handle.db, { email: "Coach@Studio.test", password: "admin-passphrase" });
    expect(first.created).toBe(true);
    expect(await userRow("coach@studio.test")).toMatchObject({ role: "admin", emailVerified: true });
    const signedIn = await auth.api.signInEmail({ body: { email: "coach@studio.test", password: "admin-passphrase" } });
    expect(signedIn.token).toBeTruthy();
    expect((await bootstrapAdmin(auth, handle.db, { email: "coach@studio.test", password: "ignored-now" })).created).toBe(false);

    await signUp("ida@example.dk");
    const again = await bootstrapAdmin(auth, handle.db, { email: "ida@example.dk", password: "whatever-it-is" });
    expect(again.created).toBe(false);
    expect((await userRow("ida@example.dk")).role).toBe("admin");
    expect(await handle.db.select().from(user)).toHaveLength(2);
  });

  it("lets an admin promote and demote others, never themselves, and never the last admin", async () => {
    await bootstrapAdmin(auth, handle.db, { email: "coach@studio.test", password: "admin-passphrase" });
    await signUp("ida@example.dk");
    const coach = await userRow("coach@studio.test");
    const ida = await userRow("ida@example.dk");
    expect(await setRole(handle.db, coach.id, ida.id, "admin")).toEqual({ ok: true });
    expect(await setRole(handle.db, coach.id, coach.id, "student")).toEqual({ ok: false, reason: "self" });
    expect(await setRole(handle.db, ida.id, coach.id, "student")).toEqual({ ok: true });
    // coach is a student now, ida the only admin: demoting her is refused, even directly in SQL.
    expect(await setRole(handle.db, coach.id, ida.id, "student")).toEqual({ ok: false, reason: "last-admin" });
    await expect(handle.db.update(user).set({ role: "student" }).where(eq(user.id, ida.id))).rejects.toThrow();
    expect((await userRow("ida@example.dk")).role).toBe("admin");
  });

  it("makes someone an assistant, and the database knows no role beyond the three", async () => {
    await bootstrapAdmin(auth, handle.db, { email: "coach@studio.test", password: "admin-passphrase" });
    await signUp("ida@example.dk");
    const coach = await userRow("coach@studio.test");
    const ida = await userRow("ida@example.dk");
    expect(await setRole(handle.db, coach.id, ida.id, "assistant")).toEqual({ ok: true });
    expect((await userRow("ida@example.dk")).role).toBe("assistant");
    await expect(
      handle.db
        .update(user)
        .set({ role: "owner" as never })
        .where(eq(user.id, ida.id)),
    ).rejects.toThrow();
  });

  it("keeps one admin when two admins demote each other at the same moment", async () => {
    await bootstrapAdmin(auth, handle.db, { email: "a@studio.test", password: "admin-passphrase" });
    await bootstrapAdmin(auth, handle.db, { email: "b@studio.test", password: "admin-passphrase" });
    const a = await userRow("a@studio.test");
    const b = await userRow("b@studio.test");
    const results = await Promise.all([setRole(handle.db, a.id, b.id, "student"), setRole(handle.db, b.id, a.id, "student")]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "last-admin" }]);
    const admins = (await handle.db.select().from(user)).filter((u) => u.role === "admin");
    expect(admins).toHaveLength(1);
  });

  it("refuses to delete the last admin's account", async () => {
    await bootstrapAdmin(auth, handle.db, { email: "coach@studio.test", password: "admin-passphrase" });
    const coach = await userRow("coach@studio.test");
    expect(await deleteAccount(handle.db, coach.id)).toEqual({ ok: false, reason: "last-admin" });
    expect(await handle.db.select().from(user)).toHaveLength(1);
  });
});

describe("course access (docs/rules.md, Accounts)", () => {
  it("counts an order paid under the e-mail only once that e-mail is verified", async () => {
    // Bought signed out, then signed up with the same address.
    await paidOrder("o-guest", { email: "Ida@Example.dk" });
    await signUp("ida@example.dk");
    const ida = await userRow("ida@example.dk");
    expect(await canAccessCourse(handle.db, ida, "voice-elevated")).toBe(false);
    expect(itemsPaid(await paidOrders(handle.db, ida))).toEqual([]);
    await handle.db.update(user).set({ emailVerified: true }).where(eq(user.id, ida.id));
    const verified = await userRow("ida@example.dk");
    expect(await canAccessCourse(handle.db, verified, "voice-elevated")).toBe(true);
    expect(await canAccessCourse(handle.db, verified, "celebrity-vocal-experience")).toBe(false);
    expect(itemsPaid(await paidOrders(handle.db, verified)).map((i) => i.itemId)).toEqual(["voice-elevated"]);
  });

  it("counts the account's own orders whatever the e-mail", async () => {
    await signUp("ida@example.dk");
    const ida = await userRow("ida@example.dk");
    await paidOrder("o-own", { userId: ida.id, email: "other@example.dk" });
    expect(await canAccessCourse(handle.db, ida, "voice-elevated")).toBe(true);
  });
});

describe("privacy: the data download and account deletion", () => {
  it("exports the profile and orders, e-mail-linked data only when verified", async () => {
    await signUp("ida@example.dk");
    const ida = await userRow("ida@example.dk");
    await paidOrder("o-own", { userId: ida.id });
    await paidOrder("o-guest", { email: "ida@example.dk" });
    const before = await exportUserData(handle.db, ida.id);
    expect(before!.profile.email).toBe("ida@example.dk");
    expect(before!.orders.map((o) => o.id)).toEqual(["o-own"]);
    await handle.db.update(user).set({ emailVerified: true }).where(eq(user.id, ida.id));
    const after = await exportUserData(handle.db, ida.id);
    expect(after!.orders.map((o) => o.id).sort()).toEqual(["o-guest", "o-own"]);
    expect(JSON.stringify(after)).not.toContain("a-good-passphrase");
  });

  it("deletes the account, its sessions and sign-in methods, and keeps its orders detached", async () => {
    await signUp("ida@example.dk");
    const ida = await userRow("ida@example.dk");
    await paidOrder("o-own", { userId: ida.id, email: "ida@example.dk" });
    // Sign-up signs nobody in (decision 023): a sign-in makes the session.
    await auth.api.signInEmail({ body: { email: "ida@example.dk", password: "a-good-passphrase" } });
    expect(await handle.db.select().from(session).where(eq(session.userId, ida.id))).toHaveLength(1);
    expect(await deleteAccount(handle.db, ida.id)).toEqual({ ok: true });
    expect(await handle.db.select().from(user)).toHaveLength(0);
    expect(await handle.db.select().from(session)).toHaveLength(0);
    expect(await handle.db.select().from(account)).toHaveLength(0);
    const [order] = await handle.db.select().from(orders);
    expect(order).toMatchObject({ id: "o-own", userId: null, status: "paid", amountTotal: 1_850_000 });
  });
});

describe("the auth secret", () => {
  it("is generated once and shared through the database when several instances may run", async () => {
    const first = await resolveAuthSecret({ db: handle.db, shared: true, dataDir: "/nonexistent" });
    const second = await resolveAuthSecret({ db: handle.db, shared: true, dataDir: "/nonexistent" });
    expect(first).toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await handle.db.select().from(appSecrets)).toHaveLength(1);
    expect(await resolveAuthSecret({ configured: "x".repeat(40), db: handle.db, shared: true, dataDir: "/nonexistent" })).toBe("x".repeat(40));
  });
});
