import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { accountsInProcess } from "../../tests/support/accounts-data";
import { bookings, session, twoFactor, user } from "~/db/schema";
import { itemsPaid, paidOrders } from "~/modules/accounts/access.server";
import * as actions from "~/modules/accounts/actions.server";
import { withMailOrigin } from "~/modules/accounts/auth.server";
import { exportUserData } from "~/modules/accounts/privacy.server";
import { action, loader } from "./verify-email";

// Issue 20, finding 1: a stranger's purchases cannot be taken over by signing up with their
// address. The mailed link's page as the router calls it: its GET (what a mail scanner does)
// and its POST (decision 023).

const flows = accountsInProcess();
const { state, context, form, post, settle, signUp, userRow, linkIn, sessionCookie, paidOrder, tokenOf } = flows;
const VICTIM = "ida@example.dk";
const scannerGet = (link: string) => settle(() => loader({ request: new Request(link), params: {}, context: context() } as never));
const confirmPost = (token: string, password: string) =>
  settle(() =>
    action({
      request: new Request("https://studio.test/verify-email", { method: "POST", body: form({ token, password }) }),
      params: {},
      context: context(),
    } as never),
  );

describe("proving an address (finding 1): a stranger's purchases cannot be taken over", () => {
  it("an attacker who signs up with the victim's address gets nothing the address bought, even after a mail scanner opened the link twice", async () => {
    await paidOrder("o-victim", { email: VICTIM });
    await state.handle.db.insert(bookings).values({
      id: "b-victim",
      kind: "coaching",
      status: "confirmed",
      name: "Ida Berg",
      email: VICTIM,
      courseId: "private-coaching",
      courseName: "Private Coaching",
      startsAt: new Date("2026-12-01T10:00:00Z"),
      endsAt: new Date("2026-12-01T11:00:00Z"),
      cancelToken: "cancel-victim",
    });
    await signUp(VICTIM, "the attacker's own passphrase", "Mallory");
    // The mail goes to the owner, whose mail security scanner follows the link (a GET), twice.
    const link = await linkIn(VICTIM, "/verify-email?token=");
    await scannerGet(link);
    await scannerGet(link);

    const taken = await userRow(VICTIM);
    expect(taken.emailVerified).toBe(false);
    expect(itemsPaid(await paidOrders(state.handle.db, taken))).toEqual([]);
    const exported = await exportUserData(state.handle.db, taken.id);
    expect(exported!.orders).toEqual([]);
    expect(exported!.bookings).toEqual([]);
  });

  it("the owner confirms with a POST from the page that names the address and her password; the link works once", async () => {
    await paidOrder("o-guest", { email: VICTIM });
    await signUp(VICTIM, "ida's own passphrase", "Ida Berg");
    const link = await linkIn(VICTIM, "/verify-email?token=");
    const page = await scannerGet(link);
    expect(page.body).toMatchObject({ ok: true, maskedEmail: "i•••@example.dk" });
    expect(JSON.stringify(page.body)).not.toContain(VICTIM);

    const wrong = await confirmPost(tokenOf(link), "somebody else's guess");
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ ok: false, fieldErrors: { password: expect.stringContaining("That password is not right") } });
    expect((await userRow(VICTIM)).emailVerified).toBe(false);

    const right = await confirmPost(tokenOf(link), "ida's own passphrase");
    expect(right).toMatchObject({ status: 200, body: { ok: true } });
    const ida = await userRow(VICTIM);
    expect(ida.emailVerified).toBe(true);
    expect(itemsPaid(await paidOrders(state.handle.db, ida)).map((item) => item.itemId)).toEqual(["voice-elevated"]);

    // Once only: the page and the POST both refuse it now.
    expect((await scannerGet(link)).body).toEqual({ ok: false });
    expect(await confirmPost(tokenOf(link), "ida's own passphrase")).toMatchObject({
      status: 400,
      body: { ok: false, message: expect.stringContaining("already been used") },
    });
  });

  it("the owner takes the account back through the mailbox: a reset proves the address, signs the other out and drops their second factor", async () => {
    await paidOrder("o-victim", { email: VICTIM });
    await signUp(VICTIM, "the attacker's own passphrase", "Mallory");
    const taken = await userRow(VICTIM);
    await sessionCookie(VICTIM, "the attacker's own passphrase");
    // The attacker turned on a second factor the owner cannot know.
    await state.handle.db.insert(twoFactor).values({ id: "tf-mallory", userId: taken.id, secret: "x", backupCodes: "y", verified: true });
    await state.handle.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, taken.id));

    // Only the mailbox: the confirm page is no use without the password.
    expect((await confirmPost(tokenOf(await linkIn(VICTIM, "/verify-email?token=")), "a guess at it")).status).toBe(400);

    await withMailOrigin("https://studio.test", () => state.auth.api.requestPasswordReset({ body: { email: VICTIM, redirectTo: "/reset-password" } }));
    const reset = tokenOf(await linkIn(VICTIM, "/reset-password?token="));
    const done = await settle(() =>
      actions.resetPassword(post("https://studio.test/reset-password"), context(), form({ token: reset, password: "ida's new passphrase" })),
    );
    expect(done.status).toBe(303);

    const ida = await userRow(VICTIM);
    expect(ida).toMatchObject({ emailVerified: true, twoFactorEnabled: false });
    expect(await state.handle.db.select().from(twoFactor)).toEqual([]);
    expect(await state.handle.db.select().from(session).where(eq(session.userId, ida.id))).toEqual([]);
    expect(itemsPaid(await paidOrders(state.handle.db, ida)).map((item) => item.itemId)).toEqual(["voice-elevated"]);
    const signedIn = await state.auth.api.signInEmail({ body: { email: VICTIM, password: "ida's new passphrase" } });
    expect((signedIn as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBeUndefined();
    expect(signedIn.token).toBeTruthy();
  });

  it("a link sent again from the account page works like the first (each once); using one ends the others", async () => {
    await signUp(VICTIM, "ida's own passphrase", "Ida Berg");
    const first = await linkIn(VICTIM, "/verify-email?token=");
    const cookie = await sessionCookie(VICTIM, "ida's own passphrase");
    const resent = await settle(() => actions.resendVerification(post("https://studio.test/account", cookie), context()));
    expect(resent.status).toBe(200);
    const second = await linkIn(VICTIM, "/verify-email?token=");
    expect(second).not.toBe(first);
    expect((await scannerGet(first)).body).toMatchObject({ ok: true });
    expect(await confirmPost(tokenOf(second), "ida's own passphrase")).toMatchObject({ status: 200, body: { ok: true } });
    expect((await scannerGet(first)).body).toEqual({ ok: false });
    expect((await userRow(VICTIM)).emailVerified).toBe(true);
  });
});
