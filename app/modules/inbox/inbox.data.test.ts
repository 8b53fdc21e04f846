import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, contactMessages, inboxReplies, newsletterSubscribers, outbox, storySubmissions } from "~/db/schema";
import { defaultSiteProfile } from "~/modules/site/profile";
import type { MailContext } from "~/modules/mail/draft";
import { deliverDueMail, enqueueMail } from "~/modules/mail/outbox.server";
import { INBOX_DEFAULTS } from "./filters";
import { changeItemStatus, inboxCounts, listInbox, messagesForPerson } from "./messages.server";
import { repliesFor, sendReply } from "./replies.server";
import { failedMailCount, listOutbox, retryNow } from "./outbox-admin.server";
import { listSubscribers, removeSubscriber, subscriberState } from "./subscribers.server";
import { messagesCsv, outboxCsv, subscribersCsv } from "./export.server";

async function text(lines: AsyncGenerator<string>) {
  let csv = "";
  for await (const chunk of lines) csv += chunk;
  return csv;
}

let handle: DatabaseHandle;
const coach = { id: "coach-1", name: "Maja Holm" };
const mail: MailContext = { profile: defaultSiteProfile, coachEmail: "coach@studio.test", origin: "https://studio.test" };
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 10, minutes));

async function seedInbox() {
  await handle.db.insert(contactMessages).values([
    {
      id: "m1",
      name: "Ida Berg",
      email: "Ida@Example.dk",
      phone: "+45 12 34 56 78",
      message: "Can I book a lesson?",
      source: "contact-page",
      fingerprint: "f1",
      createdAt: at(1),
    },
    { id: "m2", name: "Ole Nielsen", email: "ole@example.dk", message: "Hello", source: "landing-dialog", fingerprint: "f2", createdAt: at(3) },
    {
      id: "m3",
      name: "Old Post",
      email: "old@example.dk",
      message: "Archived",
      source: "contact-page",
      status: "archived",
      fingerprint: "f3",
      createdAt: at(0),
    },
  ]);
  await handle.db.insert(storySubmissions).values([
    {
      id: "s1",
      name: "Ida Berg",
      email: "ida@example.dk",
      topic: "Breathing",
      article: "My story",
      pdfKey: "magazine-pdfs/a.pdf",
      pdfName: "story.pdf",
      pdfSize: 2048,
      fingerprint: "g1",
      createdAt: at(2),
    },
  ]);
}

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  for (const table of [inboxReplies, contactMessages, storySubmissions, outbox, newsletterSubscribers, auditLog]) await handle.db.delete(table);
  await seedInbox();
});

describe("the inbox", () => {
  it("lists messages and stories together, newest first, archived ones apart, by keyset pages", async () => {
    const first = await listInbox(handle.db, INBOX_DEFAULTS, { limit: 2 });
    expect(first.items.map((i) => `${i.kind}:${i.id}`)).toEqual(["message:m2", "story:s1"]);
    const second = await listInbox(handle.db, INBOX_DEFAULTS, { limit: 2, after: first.next });
    expect(second.items.map((i) => i.id)).toEqual(["m1"]);
    expect(second.next).toBeNull();
    expect((await listInbox(handle.db, { show: "archived", kind: "all" })).items.map((i) => i.id)).toEqual(["m3"]);
    expect((await listInbox(handle.db, { show: "inbox", kind: "story" })).items).toMatchObject([{ id: "s1", hasPdf: true, topic: "Breathing" }]);
  });

  it("opening marks read, mark unread undoes it, archive and unarchive move it; the unread filter and the counts follow", async () => {
    expect(await inboxCounts(handle.db)).toEqual({ unreadMessages: 2, unreadStories: 1 });
    expect(await changeItemStatus(handle.db, "message", "m1", "open")).toBe("read");
    expect(await changeItemStatus(handle.db, "message", "m1", "open")).toBeNull();
    expect((await listInbox(handle.db, { show: "unread", kind: "all" })).items.map((i) => i.id)).toEqual(["m2", "s1"]);
    expect(await inboxCounts(handle.db)).toEqual({ unreadMessages: 1, unreadStories: 1 });
    expect(await changeItemStatus(handle.db, "message", "m1", "mark-unread")).toBe("new");
    expect(await changeItemStatus(handle.db, "story", "s1", "archive")).toBe("archived");
    expect((await listInbox(handle.db, INBOX_DEFAULTS)).items.map((i) => i.id)).toEqual(["m2", "m1"]);
    expect(await changeItemStatus(handle.db, "story", "s1", "unarchive")).toBe("read");
    expect(await changeItemStatus(handle.db, "story", "missing", "archive")).toBeNull();
  });

  it("finds a person's messages and stories by address, whatever its case", async () => {
    const found = await messagesForPerson(handle.db, "IDA@example.DK");
    expect(found.map((i) => `${i.kind}:${i.id}`)).toEqual(["story:s1", "message:m1"]);
  });

  it("exports what the list shows with its filters", async () => {
    let csv = "";
    for await (const chunk of messagesCsv(handle.db, { show: "inbox", kind: "message" })) csv += chunk;
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Kind,Received,Name,Email,Topic,Text,PDF,State");
    expect(lines.slice(1)).toEqual([
      "Message,2026-11-20 11:01,Ida Berg,Ida@Example.dk,,Can I book a lesson?,,unread",
      "Message,2026-11-20 11:03,Ole Nielsen,ole@example.dk,,Hello,,unread",
    ]);
  });
});

describe("a reply from the site", () => {
  it("goes through the outbox once for a double submit, to the sender, answering to the coach, and is kept with the message", async () => {
    const key = crypto.randomUUID();
    const input = { kind: "message" as const, id: "m1", body: "Yes, gladly.\n\nBest, Maja", key };
    const [first, second] = await Promise.all([
      sendReply(handle.db, { mailMode: "smtp", mail }, coach, input),
      sendReply(handle.db, { mailMode: "smtp", mail }, coach, input),
    ]);
    expect([first, second].filter((o) => o.ok && !o.duplicate)).toHaveLength(1);
    const mails = await handle.db.select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "inbox.reply.message",
      to: "Ida@Example.dk",
      replyTo: "coach@studio.test",
      subject: "Re: Your message to Maja Holm Vocal Studio",
      status: "pending",
    });
    expect(mails[0]!.text).toContain("Yes, gladly.");
    expect(mails[0]!.text).not.toContain("Can I book a lesson?");

    expect(await repliesFor(handle.db, "message", "m1")).toMatchObject([{ authorName: "Maja Holm", body: input.body, state: "queued" }]);
    await deliverDueMail(handle.db, async () => undefined, { retryBaseMs: 1000 });
    expect(await repliesFor(handle.db, "message", "m1")).toMatchObject([{ state: "sent" }]);
    // Replying reads it, and the coach's act is in the audit log.
    const [m1] = await handle.db.select().from(contactMessages).where(eq(contactMessages.id, "m1"));
    expect(m1!.status).toBe("read");
    expect(await handle.db.select({ action: auditLog.action }).from(auditLog)).toEqual([{ action: "inbox.replied" }]);
  });

  it("answers a story with its topic in the subject, and refuses an item that does not exist", async () => {
    await sendReply(handle.db, { mailMode: "local", mail }, coach, { kind: "story", id: "s1", body: "Lovely story", key: crypto.randomUUID() });
    expect((await handle.db.select().from(outbox))[0]).toMatchObject({ to: "ida@example.dk", subject: "Re: Your story: Breathing", status: "local" });
    expect(await repliesFor(handle.db, "story", "s1")).toMatchObject([{ state: "kept" }]);
    expect(await sendReply(handle.db, { mailMode: "smtp", mail }, coach, { kind: "story", id: "nope", body: "x", key: crypto.randomUUID() })).toEqual({
      ok: false,
      reason: "not-found",
    });
  });
});

describe("the outbox page", () => {
  const draft = (to: string) => ({
    kind: "account.reset-password",
    to,
    subject: "Reset your password",
    text: "https://studio.test/reset-password?token=secret",
    html: "",
  });

  it("retry now makes a failed mail due, and two retries at once send it once", async () => {
    const [id] = await enqueueMail(handle.db, [draft("ida@example.dk")], "smtp");
    await handle.db
      .update(outbox)
      .set({ status: "failed", attempts: 8, lastError: "connect ECONNREFUSED", nextAttemptAt: new Date(Date.now() + 3_600_000) })
      .where(eq(outbox.id, id!));
    expect(await failedMailCount(handle.db)).toBe(1);

    const outcomes = await Promise.all([retryNow(handle.db, coach, id!), retryNow(handle.db, coach, id!)]);
    expect(outcomes).toEqual(["due-now", "due-now"]);
    let sends = 0;
    const send = async () => {
      sends++;
    };
    await Promise.all([deliverDueMail(handle.db, send, { retryBaseMs: 1000 }), deliverDueMail(handle.db, send, { retryBaseMs: 1000 })]);
    expect(sends).toBe(1);
    expect((await handle.db.select().from(outbox))[0]).toMatchObject({ status: "sent", lastError: null });
    expect(await failedMailCount(handle.db)).toBe(0);
    // Sent mail is not retried.
    expect(await retryNow(handle.db, coach, id!)).toBe("not-retryable");
  });

  it("does not touch a mail a worker is sending right now", async () => {
    const [id] = await enqueueMail(handle.db, [draft("ole@example.dk")], "smtp");
    await handle.db
      .update(outbox)
      .set({ lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(outbox.id, id!));
    expect(await retryNow(handle.db, coach, id!)).toBe("sending");
  });

  it("lists recipients, subjects and states, never a body, with links in errors redacted", async () => {
    const [id] = await enqueueMail(handle.db, [draft("ida@example.dk")], "smtp");
    await handle.db.update(outbox).set({ lastError: "rejected https://studio.test/reset-password?token=secret" }).where(eq(outbox.id, id!));
    const page = await listOutbox(handle.db, { status: "pending", q: "IDA" });
    expect(page.mails).toHaveLength(1);
    expect(page.mails[0]).not.toHaveProperty("text");
    expect(page.mails[0]).not.toHaveProperty("html");
    expect(page.mails[0]!.lastError).toBe("rejected https://studio.test/reset-password?…");
    const csv = await text(outboxCsv(handle.db, { status: "pending", q: "ida" }));
    expect(csv).toContain("account.reset-password,ida@example.dk,Reset your password,pending,0,rejected https://studio.test/reset-password?…");
    expect(csv).not.toContain("secret");
    expect(JSON.stringify(page)).not.toContain("secret");
    expect((await listOutbox(handle.db, { status: "sent", q: "" })).mails).toEqual([]);
  });
});

describe("newsletter subscribers", () => {
  beforeEach(async () => {
    await handle.db.insert(newsletterSubscribers).values([
      { id: "n1", email: "ida@example.dk", status: "confirmed", token: "t1", confirmedAt: at(5), createdAt: at(4) },
      { id: "n2", email: "ole@example.dk", status: "pending", token: "t2", confirmToken: "c2", createdAt: at(6) },
    ]);
  });

  it("are listed with their state, searched by address and filtered by state", async () => {
    expect((await listSubscribers(handle.db, { status: "all", q: "" })).subscribers.map((s) => s.email)).toEqual(["ole@example.dk", "ida@example.dk"]);
    expect((await listSubscribers(handle.db, { status: "all", q: "ida" })).subscribers.map((s) => s.status)).toEqual(["confirmed"]);
    expect((await listSubscribers(handle.db, { status: "pending", q: "" })).subscribers.map((s) => s.id)).toEqual(["n2"]);
    expect(await subscriberState(handle.db, "IDA@example.dk")).toMatchObject({ status: "confirmed" });
    const csv = await text(subscribersCsv(handle.db, { status: "confirmed", q: "" }));
    expect(csv.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "Email,Status,Confirmed,Unsubscribed,Signed up",
      "ida@example.dk,confirmed,2026-11-20 11:05,,2026-11-20 11:04",
      "",
    ]);
  });

  it("removal deletes the address, its newsletter mails, and is audited without the address", async () => {
    await enqueueMail(
      handle.db,
      [{ kind: "newsletter.confirm", to: "ole@example.dk", subject: "Confirm", text: "https://studio.test/newsletter/confirm/c2", html: "" }],
      "local",
    );
    await enqueueMail(handle.db, [{ kind: "contact.confirmation", to: "ole@example.dk", subject: "We received your message", text: "x", html: "" }], "local");
    expect(await removeSubscriber(handle.db, coach, "n2")).toBe(true);
    expect(await removeSubscriber(handle.db, coach, "n2")).toBe(false);
    expect(await subscriberState(handle.db, "ole@example.dk")).toBeNull();
    expect((await handle.db.select().from(outbox)).map((m) => m.kind)).toEqual(["contact.confirmation"]);
    const audit = await handle.db.select().from(auditLog);
    expect(audit).toMatchObject([{ action: "subscriber.removed", subjectId: "n2" }]);
    expect(JSON.stringify(audit)).not.toContain("ole@");
  });
});
