import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import { createTestAuth } from "../../../tests/support/auth";
import { secretOf, totp } from "../../../tests/support/totp";
import type { DatabaseHandle } from "~/db/client.server";
import { user } from "~/db/schema";
import type { Auth } from "./auth.server";
import { twoFactorStatus } from "./two-factor.server";

let handle: DatabaseHandle;
let auth: Auth;
const password = "a-good-passphrase";

beforeAll(async () => {
  handle = await createTestDatabase();
  auth = createTestAuth(handle.db);
});
afterAll(() => handle.close());

/** A Cookie header made of the cookies a response set (deleted ones left out). */
function cookiesFrom(headers: Headers) {
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

const withCookie = (cookie: string) => new Headers({ cookie });

async function signIn(email: string) {
  const { headers, response } = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  return { cookie: cookiesFrom(headers), twoFactorRedirect: (response as { twoFactorRedirect?: boolean }).twoFactorRedirect === true };
}

describe("two-step sign-in on our schema", () => {
  it("goes off → pending → on, then asks for a code at sign-in; a recovery code works once; turning off ends it", async () => {
    const email = "totp@example.dk";
    await auth.api.signUpEmail({ body: { name: "Toni Tone", email, password } });
    const { id } = (await handle.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!;
    let session = await signIn(email);
    expect(await twoFactorStatus(handle.db, id)).toBe("off");

    await expect(
      auth.api.enableTwoFactor({ body: { password: "not-the-password", method: "totp" }, headers: withCookie(session.cookie) }),
    ).rejects.toMatchObject({
      body: { code: "INVALID_PASSWORD" },
    });
    const enabled = await auth.api.enableTwoFactor({ body: { password, method: "totp" }, headers: withCookie(session.cookie) });
    if (enabled.method !== "totp") throw new Error("expected a TOTP setup");
    expect(enabled.backupCodes).toHaveLength(10);
    expect(await twoFactorStatus(handle.db, id)).toBe("pending");
    // Pending is not on: the password alone still signs in.
    expect((await signIn(email)).twoFactorRedirect).toBe(false);

    const secret = secretOf(enabled.totpURI);
    const confirmed = await auth.api.verifyTOTP({ body: { code: totp(secret) }, headers: withCookie(session.cookie), returnHeaders: true });
    session = { cookie: cookiesFrom(confirmed.headers), twoFactorRedirect: false };
    expect(await twoFactorStatus(handle.db, id)).toBe("on");

    const pending = await signIn(email);
    expect(pending.twoFactorRedirect).toBe(true);
    await expect(
      auth.api.verifyTOTP({ body: { code: "000000" === totp(secret) ? "111111" : "000000" }, headers: withCookie(pending.cookie) }),
    ).rejects.toMatchObject({
      body: { code: "INVALID_CODE" },
    });
    const recovery = enabled.backupCodes[0]!;
    const viaRecovery = await auth.api.verifyBackupCode({ body: { code: recovery }, headers: withCookie(pending.cookie), returnHeaders: true });
    expect(cookiesFrom(viaRecovery.headers)).toMatch(/session_token=/);

    const again = await signIn(email);
    await expect(auth.api.verifyBackupCode({ body: { code: recovery }, headers: withCookie(again.cookie) })).rejects.toMatchObject({
      body: { code: "INVALID_BACKUP_CODE" },
    });
    await auth.api.verifyBackupCode({ body: { code: enabled.backupCodes[1]! }, headers: withCookie(again.cookie) });

    const fresh = await auth.api.generateBackupCodes({ body: { password }, headers: withCookie(session.cookie) });
    expect(fresh.backupCodes).not.toContain(enabled.backupCodes[2]);
    const third = await signIn(email);
    await expect(auth.api.verifyBackupCode({ body: { code: enabled.backupCodes[2]! }, headers: withCookie(third.cookie) })).rejects.toMatchObject({
      body: { code: "INVALID_BACKUP_CODE" },
    });

    await auth.api.disableTwoFactor({ body: { password }, headers: withCookie(session.cookie) });
    expect(await twoFactorStatus(handle.db, id)).toBe("off");
    expect((await signIn(email)).twoFactorRedirect).toBe(false);
  });
});
