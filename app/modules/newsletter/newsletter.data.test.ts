import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { newsletterSubscribers, outbox } from "~/db/schema";
import { defaultSiteProfile } from "~/modules/site/profile";
import {
  CONFIRM_LINK_MS,
  CONFIRMATION_RESEND_MS,
  confirmSubscription,
  findSubscriberByConfirmToken,
  findSubscriberByToken,
  listSubscribers,
  maskEmail,
  subscribe,
  unsubscribe,
} from "./newsletter.server";
import { TOKEN_PATTERN } from "./schemas";

let handle: DatabaseHandle;
const mail = { profile: defaultSiteProfile, coachEmail: "coach@studio.test", origin: "https://studio.test" };
const deps = () => ({ db: handle.db, mailMode: "smtp" as const, mail });
const mails = async () => (await handle.db.select().from(outbox)).filter((m) => m.kind === "newsletter.confirm");

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe("newsletter double opt-in", () => {
  const t0 = new Date("2026-03-01T10:00:00Z");

  it("a new address is pending with a token and gets one confirmation mail", async () => {
    expect(await subscribe(deps(), "Ida@Example.dk", t0)).toBe("new");
    const [row] = await listSubscribers(handle.db);
    expect(row).toMatchObject({ email: "ida@example.dk", status: "pending" });
    expect(row!.token).toMatch(TOKEN_PATTERN);
    const [confirm] = await mails();
    expect(confirm!.headers).toEqual({
      "List-Unsubscribe": `<https://studio.test/newsletter/unsubscribe/${row!.token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(row!.confirmToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(row!.confirmToken).not.toBe(row!.token);
    expect(confirm!.text).toContain(`https://studio.test/newsletter/confirm/${row!.confirmToken}`);
    expect(confirm!.text).not.toContain(`/newsletter/confirm/${row!.token}`);
    expect(confirm!.text).toContain(`https://studio.test/newsletter/unsubscribe/${row!.token}`);
  });

  it("subscribing twice is harmless: no second row, no second mail within ten minutes", async () => {
    expect(await subscribe(deps(), "ida@example.dk", new Date(t0.getTime() + 60_000))).toBe("unchanged");
    expect(await listSubscribers(handle.db)).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
    expect(await subscribe(deps(), "ida@example.dk", new Date(t0.getTime() + CONFIRMATION_RESEND_MS + 1))).toBe("reminded");
    expect(await mails()).toHaveLength(2);
  });

  it("concurrent sign-ups of one address make one subscriber", async () => {
    await Promise.all([subscribe(deps(), "bo@example.dk"), subscribe(deps(), "bo@example.dk"), subscribe(deps(), "BO@example.dk")]);
    expect((await listSubscribers(handle.db)).filter((s) => s.email === "bo@example.dk")).toHaveLength(1);
  });

  it("confirming by the confirm token and unsubscribing by the unsubscribe token work and can be repeated", async () => {
    const [ida] = (await listSubscribers(handle.db)).filter((s) => s.email === "ida@example.dk");
    // The unsubscribe token (in every newsletter) confirms nothing.
    const soon = new Date(t0.getTime() + 3_600_000);
    expect(await confirmSubscription(handle.db, ida!.token, soon)).toBe("not-found");
    expect(await confirmSubscription(handle.db, ida!.confirmToken!, soon)).toBe("confirmed");
    const confirmedAt = (await findSubscriberByToken(handle.db, ida!.token))!.confirmedAt;
    expect(await confirmSubscription(handle.db, ida!.confirmToken!, soon)).toBe("confirmed");
    expect((await findSubscriberByToken(handle.db, ida!.token))!.confirmedAt).toEqual(confirmedAt);
    expect(await subscribe(deps(), "ida@example.dk")).toBe("unchanged");

    expect(await unsubscribe(handle.db, ida!.token)).toBe("unsubscribed");
    expect(await unsubscribe(handle.db, ida!.token)).toBe("unsubscribed");
    expect((await findSubscriberByToken(handle.db, ida!.token))!.status).toBe("unsubscribed");
    expect(await listSubscribers(handle.db, "confirmed")).toHaveLength(0);

    // Anyone with an old confirm link or an old newsletter cannot re-subscribe the reader.
    expect(await confirmSubscription(handle.db, ida!.confirmToken!)).toBe("not-found");
    expect(await confirmSubscription(handle.db, ida!.token)).toBe("not-found");
    expect((await findSubscriberByToken(handle.db, ida!.token))!.status).toBe("unsubscribed");

    const before = (await mails()).length;
    expect(await subscribe(deps(), "ida@example.dk")).toBe("resubscribed");
    const again = (await findSubscriberByToken(handle.db, ida!.token))!;
    expect(again.status).toBe("pending");
    expect(again.confirmToken).not.toBe(ida!.confirmToken);
    expect(await mails()).toHaveLength(before + 1);
    expect(await confirmSubscription(handle.db, ida!.confirmToken!)).toBe("not-found");
    expect(await confirmSubscription(handle.db, again.confirmToken!)).toBe("confirmed");
  });

  it("a confirm link expires after 7 days", async () => {
    await subscribe(deps(), "late@example.dk", t0);
    const [late] = (await listSubscribers(handle.db)).filter((s) => s.email === "late@example.dk");
    const afterAWeek = new Date(t0.getTime() + CONFIRM_LINK_MS + 1);
    expect(await findSubscriberByConfirmToken(handle.db, late!.confirmToken!, afterAWeek)).toBeUndefined();
    expect(await confirmSubscription(handle.db, late!.confirmToken!, afterAWeek)).toBe("not-found");
    expect(await findSubscriberByConfirmToken(handle.db, late!.confirmToken!, t0)).toMatchObject({ status: "pending" });
  });

  it("an unknown token changes nothing", async () => {
    const before = await handle.db.select().from(newsletterSubscribers);
    expect(await confirmSubscription(handle.db, "x".repeat(32))).toBe("not-found");
    expect(await unsubscribe(handle.db, "y".repeat(32))).toBe("not-found");
    expect(await handle.db.select().from(newsletterSubscribers)).toEqual(before);
  });

  it("masks an address for the confirmation page", () => {
    expect(maskEmail("ida@example.dk")).toBe("i•••@example.dk");
  });
});
