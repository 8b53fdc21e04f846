import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { accountsInProcess } from "../../../tests/support/accounts-data";
import { account, cartCheckouts, cartItems, courseModules, learningPositions, podFulfilments, session, user, verification } from "~/db/schema";
import * as actions from "./actions.server";
import { bootstrapAdmin } from "./roles.server";
import { deleteAccount, exportUserData } from "./privacy.server";

// Issue 20 (an attacker's review), findings 3 to 6: the account actions as the routes call
// them, on a real database, with the mails read from the outbox.

const flows = accountsInProcess();
const { state, context, form, post, settle, signUp, userRow, mailsTo, sessionCookie, paidOrder } = flows;
const VICTIM = "ida@example.dk";

describe("sign-up tells nobody who has an account (finding 3)", () => {
  it("answers a taken address exactly as a new one, signs nobody in, and mails the owner instead", async () => {
    const first = await signUp(VICTIM, "ida's own passphrase", "Ida Berg");
    const again = await signUp(VICTIM, "another passphrase here", "Ida Berg");
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie()).toEqual([]);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await state.handle.db.select().from(user)).toHaveLength(1);
    const [notice] = await mailsTo(VICTIM, "account.sign-up-existing");
    expect(notice!.text).toContain("tried to create a new account");
    expect(notice!.text).toContain("https://studio.test/reset-password");
    // The old password still works: nothing about the account changed.
    expect((await state.auth.api.signInEmail({ body: { email: VICTIM, password: "ida's own passphrase" } })).token).toBeTruthy();
  });
});

describe("deleting an account asks for the password (finding 4)", () => {
  it("refuses a wrong or missing password with a clear message and deletes nothing; the right one deletes", async () => {
    await signUp(VICTIM, "ida's own passphrase", "Ida Berg");
    const cookie = await sessionCookie(VICTIM, "ida's own passphrase");
    const remove = (fields: Record<string, string | undefined>) =>
      settle(() =>
        actions.deleteMyAccount(post("https://studio.test/account", cookie), context(), form({ intent: "delete-account", confirm: "yes", ...fields })),
      );
    for (const fields of [{ password: "not my password" }, {}]) {
      const refused = await remove(fields);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ ok: false, message: expect.stringContaining("nothing has been deleted") });
      expect(await state.handle.db.select().from(user)).toHaveLength(1);
    }
    const deleted = await remove({ password: "ida's own passphrase" });
    expect(deleted.status).toBe(303);
    expect(await state.handle.db.select().from(user)).toHaveLength(0);
  });
});

describe("deletion leaves no user id behind (finding 5)", () => {
  it("clears the user id from cart_checkouts and drops the account's pending links", async () => {
    await signUp(VICTIM, "ida's own passphrase", "Ida Berg");
    const ida = await userRow(VICTIM);
    await paidOrder("o-cart", { userId: ida.id, email: VICTIM });
    await state.handle.db.insert(cartCheckouts).values({ orderId: "o-cart", userId: ida.id });
    await state.auth.api.requestPasswordReset({ body: { email: VICTIM, redirectTo: "/reset-password" } });
    expect((await state.handle.db.select().from(verification)).length).toBeGreaterThan(0);

    expect(await deleteAccount(state.handle.db, ida.id)).toEqual({ ok: true });
    expect(await state.handle.db.select().from(cartCheckouts)).toEqual([expect.objectContaining({ orderId: "o-cart", userId: null })]);
    const left = await state.handle.db.select().from(verification);
    expect(left.filter((row) => row.value.includes(ida.id))).toEqual([]);
  });
});

describe("the data download is complete (finding 6)", () => {
  it("holds the cart, the learning position, print-on-demand rows of the person's orders and the mails sent to them", async () => {
    await signUp(VICTIM, "ida's own passphrase", "Ida Berg");
    const ida = await userRow(VICTIM);
    await state.handle.db.update(user).set({ emailVerified: true }).where(eq(user.id, ida.id));
    await paidOrder("o-shop", { userId: ida.id, email: VICTIM });
    await state.handle.db.insert(cartItems).values({ id: "line-1", productId: "pop-filter", variantId: "pop-filter", quantity: 2, userId: ida.id });
    await state.handle.db.insert(cartCheckouts).values({ orderId: "o-shop", userId: ida.id });
    await state.handle.db.insert(courseModules).values({ id: "m-review", courseId: "beginner-vocals", title: "Breathing", description: "Breath support." });
    await state.handle.db.insert(learningPositions).values({ userId: ida.id, moduleId: "m-review" });
    await state.handle.db.insert(podFulfilments).values({
      id: "pod-1",
      orderId: "o-shop",
      items: [{ productId: "breathe-sing-tee", podProductId: "gelato-tee", productName: "Breathe & Sing Tee", quantity: 1 }],
      currency: "DKK",
      status: "submitted",
      shippingAddress: { name: "Ida Berg", line1: "Sangvej 1", city: "Aarhus", postalCode: "8000", country: "DK", email: VICTIM },
    });

    const exported = await exportUserData(state.handle.db, ida.id);
    expect(exported).toMatchObject({
      cart: { lines: [{ productId: "pop-filter", variantId: "pop-filter", quantity: 2 }], checkouts: [{ orderId: "o-shop" }] },
      learning: { position: [{ courseId: "beginner-vocals", module: "Breathing" }] },
      printOnDemand: [{ orderId: "o-shop", status: "submitted", shippingAddress: { line1: "Sangvej 1" } }],
      signInMethods: [{ provider: "credential" }],
    });
    expect((exported as { mails: { kind: string }[] }).mails.map((mail) => mail.kind)).toContain("account.verify-email");
    // No secrets: no password hash, no mail bodies with live links.
    const text = JSON.stringify(exported);
    expect(text).not.toContain("ida's own passphrase");
    const [credential] = await state.handle.db.select({ hash: account.password }).from(account).where(eq(account.userId, ida.id));
    expect(credential!.hash).toBeTruthy();
    expect(text).not.toContain(credential!.hash!);
    expect(text).not.toContain("/verify-email?token=");
  });
});

describe("ADMIN_EMAIL cannot be taken over in advance", () => {
  it("an unproven account with the admin's address gets ADMIN_PASSWORD and loses its sessions; a proven one keeps its own password", async () => {
    await signUp("coach@studio.test", "the attacker's own passphrase", "Mallory");
    await sessionCookie("coach@studio.test", "the attacker's own passphrase");
    await bootstrapAdmin(state.auth, state.handle.db, { email: "coach@studio.test", password: "the operator's passphrase" });
    const coach = await userRow("coach@studio.test");
    expect(coach).toMatchObject({ role: "admin", emailVerified: true });
    expect(await state.handle.db.select().from(session).where(eq(session.userId, coach.id))).toEqual([]);
    await expect(state.auth.api.signInEmail({ body: { email: "coach@studio.test", password: "the attacker's own passphrase" } })).rejects.toThrow();
    expect((await state.auth.api.signInEmail({ body: { email: "coach@studio.test", password: "the operator's passphrase" } })).token).toBeTruthy();

    // A restart with the same settings leaves a proven admin's changed password alone.
    await bootstrapAdmin(state.auth, state.handle.db, { email: "coach@studio.test", password: "an old passphrase" });
    expect((await state.auth.api.signInEmail({ body: { email: "coach@studio.test", password: "the operator's passphrase" } })).token).toBeTruthy();
  });
});

describe("sign-in limits (finding 2)", () => {
  const signIn = (clientIp: string, email: string, password: string) =>
    settle(() => actions.signIn(post(), { clientIp, cspNonce: "" }, form({ intent: "sign-in", email, password })));

  it("60 wrong passwords at once from one address: at most 20 reach the password check, the rest get 429 and Retry-After", async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn("203.0.113.9", `guess-${i}@example.dk`, "not the password")));
    const checked = answers.filter((answer) => answer.status === 401).length;
    expect(checked).toBeLessThanOrEqual(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(60 - checked);
    expect(Number(answers.find((answer) => answer.status === 429)!.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("counts per account across addresses, and gives a success's token back", async () => {
    await signUp(VICTIM, "ida's own passphrase", "Ida Berg");
    // Her own sign-ins never use up anything.
    for (let i = 0; i < 12; i++) expect((await signIn("203.0.113.20", VICTIM, "ida's own passphrase")).status).toBe(303);
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => signIn(`203.0.113.${100 + i}`, VICTIM, `guess ${i}`)));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(10);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(6);
    expect(limited[0]!.body).toMatchObject({ message: expect.stringContaining("Too many attempts for this account") });
    // Another account from those addresses is not affected.
    await signUp("ole@example.dk", "ole's own passphrase", "Ole");
    expect((await signIn("203.0.113.100", "ole@example.dk", "ole's own passphrase")).status).toBe(303);
  });
});
