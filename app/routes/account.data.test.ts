import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { accountsInProcess } from "../../tests/support/accounts-data";
import { orders, session, user } from "~/db/schema";
import { action as accountAction, loader as accountLoader } from "./account";
import { loader as receiptLoader } from "./account_.orders.$orderId";
import { action as verifyAction, loader as verifyLoader } from "./verify-email";

// The account page and the receipt as the router calls them (issue 24): who may read a receipt,
// and the name, e-mail and password changes end to end on a real database with better-auth.

const flows = accountsInProcess();
const { state, context, form, settle, signUp, userRow, mailsTo, linkIn, sessionCookie, paidOrder, tokenOf } = flows;
const IDA = "ida@example.dk";
const OLE = "ole@example.dk";
const PASSWORD = "ida's own passphrase";

async function verifiedAccount(email: string, password = PASSWORD, name = "Ida Berg") {
  await signUp(email, password, name);
  await state.handle.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  return { row: await userRow(email), cookie: await sessionCookie(email, password) };
}

const getPage = (path: string, cookie?: string) => new Request(`https://studio.test${path}`, { headers: cookie ? { Cookie: cookie } : {} });
const accountPost = (cookie: string, fields: Record<string, string>) =>
  settle(() =>
    accountAction({
      request: new Request("https://studio.test/account", { method: "POST", headers: { Cookie: cookie }, body: form(fields) }),
      params: {},
      context: context(),
    } as never),
  );
const receipt = (orderId: string, cookie?: string) =>
  settle(() => receiptLoader({ request: getPage(`/account/orders/${orderId}`, cookie), params: { orderId }, context: context() } as never));
const confirmPost = (token: string, password: string) =>
  settle(() =>
    verifyAction({
      request: new Request("https://studio.test/verify-email", { method: "POST", body: form({ token, password }) }),
      params: {},
      context: context(),
    } as never),
  );

describe("the receipt page", () => {
  it("shows its owner the order; another student gets 404 as for an unknown id; a visitor is sent to sign in", async () => {
    const ida = await verifiedAccount(IDA);
    const ole = await verifiedAccount(OLE, "ole's own passphrase", "Ole Dam");
    await paidOrder("o-ida", { userId: ida.row.id, email: IDA });

    const own = await receipt("o-ida", ida.cookie);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ receipt: { id: "o-ida", number: "OIDA", email: IDA, status: "Paid", summary: { total: 1_850_000 } } });

    const other = await receipt("o-ida", ole.cookie);
    const unknown = await receipt("o-nobody", ole.cookie);
    expect(other.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(other.body).toEqual(unknown.body);

    const visitor = await receipt("o-ida");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/account/orders/o-ida")}`);
  });

  it("the account page lists the order with its receipt, and another student's page does not", async () => {
    const ida = await verifiedAccount(IDA);
    const ole = await verifiedAccount(OLE, "ole's own passphrase", "Ole Dam");
    await paidOrder("o-ida", { userId: ida.row.id, email: IDA });
    const page = (await settle(() => accountLoader({ request: getPage("/account", ida.cookie), params: {}, context: context() } as never))).body as {
      orders: { id: string }[];
    };
    expect(page.orders.map((order) => order.id)).toEqual(["o-ida"]);
    const olePage = (await settle(() => accountLoader({ request: getPage("/account", ole.cookie), params: {}, context: context() } as never))).body as {
      orders: unknown[];
    };
    expect(olePage.orders).toEqual([]);
  });
});

describe("changing the name", () => {
  it("saves a name on one line and refuses an empty one or one with hidden format characters", async () => {
    const ida = await verifiedAccount(IDA);
    expect(await accountPost(ida.cookie, { intent: "change-name", name: "  Ida Holm  " })).toMatchObject({
      status: 200,
      body: { ok: true, intent: "change-name", message: "Your name is changed." },
    });
    expect((await userRow(IDA)).name).toBe("Ida Holm");
    expect(await accountPost(ida.cookie, { intent: "change-name", name: "   " })).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { name: "Please enter your full name." } },
    });
    expect((await accountPost(ida.cookie, { intent: "change-name", name: "Ida\u202eHolm" })).status).toBe(400);
    expect((await userRow(IDA)).name).toBe("Ida Holm");
  });
});

describe("changing the e-mail address", () => {
  it("mails a link to the new address; the account keeps its address until the link's page is confirmed with the password; the old address is told", async () => {
    const ida = await verifiedAccount(IDA);
    // Bought as a guest under the old, verified address: it stays hers after the change.
    await paidOrder("o-guest", { email: IDA });
    const asked = await accountPost(ida.cookie, { intent: "change-email", email: "Ida.Holm@Example.dk" });
    expect(asked).toMatchObject({ status: 200, body: { ok: true, intent: "change-email" } });
    expect(await userRow(IDA)).toMatchObject({ email: IDA, emailVerified: true });

    const link = await linkIn("ida.holm@example.dk", "/verify-email?token=");
    // Opening the link (a mail scanner does) changes nothing.
    const page = await settle(() => verifyLoader({ request: new Request(link), params: {}, context: context() } as never));
    expect(page.body).toMatchObject({ ok: true, kind: "change", maskedEmail: "i•••@example.dk" });
    expect((await userRow(IDA)).email).toBe(IDA);

    expect((await confirmPost(tokenOf(link), "a guess")).status).toBe(400);
    expect(await confirmPost(tokenOf(link), PASSWORD)).toMatchObject({ status: 200, body: { ok: true, kind: "change" } });
    const moved = await userRow("ida.holm@example.dk");
    expect(moved).toMatchObject({ id: ida.row.id, emailVerified: true });
    const [guestOrder] = await state.handle.db.select().from(orders).where(eq(orders.id, "o-guest"));
    expect(guestOrder!.userId).toBe(ida.row.id);
    const told = await mailsTo(IDA, "account.email-changed");
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain("i•••@example.dk");
    expect(told[0]!.text).not.toContain("ida.holm@example.dk");

    // The link works once.
    expect(await confirmPost(tokenOf(link), PASSWORD)).toMatchObject({ status: 400 });
    const signedIn = await state.auth.api.signInEmail({ body: { email: "ida.holm@example.dk", password: PASSWORD } });
    expect(signedIn.token).toBeTruthy();
  });

  it("answers an address another account has exactly as a free one, changes nothing and tells that address's owner", async () => {
    const ida = await verifiedAccount(IDA);
    await verifiedAccount(OLE, "ole's own passphrase", "Ole Dam");
    const asked = await accountPost(ida.cookie, { intent: "change-email", email: OLE });
    expect(asked).toMatchObject({ status: 200, body: { ok: true, intent: "change-email" } });
    expect(await mailsTo(OLE, "account.change-email")).toEqual([]);
    expect(await mailsTo(OLE, "account.change-email-taken")).toHaveLength(1);
    expect((await userRow(IDA)).email).toBe(IDA);
  });

  it("refuses the account's own address and one that is not an address", async () => {
    const ida = await verifiedAccount(IDA);
    expect(await accountPost(ida.cookie, { intent: "change-email", email: "IDA@example.dk" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { email: "That is already the e-mail address of your account." } },
    });
    expect(await accountPost(ida.cookie, { intent: "change-email", email: "not an address" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { email: "Please enter a valid e-mail address." }, values: { email: "not an address" } },
    });
  });

  it("a second request replaces the first link; a link dies when another account takes the address first", async () => {
    const ida = await verifiedAccount(IDA);
    await accountPost(ida.cookie, { intent: "change-email", email: "first@example.dk" });
    const first = await linkIn("first@example.dk", "/verify-email?token=");
    await accountPost(ida.cookie, { intent: "change-email", email: "second@example.dk" });
    const second = await linkIn("second@example.dk", "/verify-email?token=");
    expect((await settle(() => verifyLoader({ request: new Request(first), params: {}, context: context() } as never))).body).toEqual({ ok: false });

    await signUp("second@example.dk", "someone else's passphrase", "Someone");
    expect(await confirmPost(tokenOf(second), PASSWORD)).toMatchObject({
      status: 400,
      body: { ok: false, message: expect.stringContaining("now belongs to another account") },
    });
    expect((await userRow(IDA)).id).toBe(ida.row.id);
  });
});

describe("changing the password", () => {
  it("needs the current password; the new one signs in, the old does not, and every other session ends", async () => {
    const ida = await verifiedAccount(IDA);
    const elsewhere = await sessionCookie(IDA, PASSWORD);
    expect(await state.handle.db.select().from(session).where(eq(session.userId, ida.row.id))).toHaveLength(2);

    expect(await accountPost(ida.cookie, { intent: "change-password", currentPassword: "a guess", newPassword: "a brand new passphrase" })).toMatchObject({
      status: 400,
      body: { ok: false, intent: "change-password", fieldErrors: { currentPassword: expect.stringContaining("That password is not right") } },
    });
    expect(await accountPost(ida.cookie, { intent: "change-password", currentPassword: PASSWORD, newPassword: "password" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { newPassword: expect.stringContaining("Choose a stronger password") } },
    });
    expect(await accountPost(ida.cookie, { intent: "change-password", currentPassword: PASSWORD, newPassword: PASSWORD })).toMatchObject({
      status: 400,
      body: { fieldErrors: { newPassword: "Choose a new password that is different from your current one." } },
    });

    const changed = await accountPost(ida.cookie, { intent: "change-password", currentPassword: PASSWORD, newPassword: "a brand new passphrase" });
    expect(changed.status).toBe(303);
    expect(changed.headers.get("Location")).toBe("/account?changed=password#details");
    const fresh = changed.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    expect(fresh).toContain("better-auth.session_token=");

    // The session in this browser is new; the other device's is gone.
    const sessions = await state.handle.db.select().from(session).where(eq(session.userId, ida.row.id));
    expect(sessions).toHaveLength(1);
    expect(elsewhere).not.toContain(sessions[0]!.token);
    await expect(state.auth.api.signInEmail({ body: { email: IDA, password: PASSWORD } })).rejects.toThrow();
    expect((await state.auth.api.signInEmail({ body: { email: IDA, password: "a brand new passphrase" } })).token).toBeTruthy();
  });
});
