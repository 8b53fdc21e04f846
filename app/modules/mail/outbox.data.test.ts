import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { createTestDatabase } from "../../../tests/db";
import { startSmtpCapture, type SmtpCapture } from "../../../tests/support/smtp";
import type { DatabaseHandle } from "~/db/client.server";
import { outbox } from "~/db/schema";
import { CLAIM_MS, deliverDueMail, enqueueMail, MAX_ATTEMPTS, retryDelayMs, type OutboxRow } from "./outbox.server";
import { messageIdOf, smtpSender } from "./transport.server";
import { createOutboxWorker } from "./worker.server";
import type { MailDraft } from "./draft";

let handle: DatabaseHandle;
let smtp: SmtpCapture;

const draft = (n: number): MailDraft => ({
  kind: "test.mail",
  to: `person${n}@example.dk`,
  replyTo: "studio@example.dk",
  subject: `Hej nummer ${n} – æøå`,
  text: `Tekst ${n}: Kærlig hilsen`,
  html: `<p>Tekst ${n}</p>`,
  headers: { "List-Unsubscribe": `<https://example.dk/newsletter/unsubscribe/tok${n}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
});

beforeAll(async () => {
  handle = await createTestDatabase();
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
  await handle.close();
});
beforeEach(async () => {
  await handle.db.delete(outbox);
  smtp.messages.length = 0;
  smtp.failing = false;
});

describe("outbox", () => {
  it("keeps mail as 'local' without SMTP and never delivers it", async () => {
    await enqueueMail(handle.db, [draft(1)], "local");
    const report = await deliverDueMail(
      handle.db,
      async () => {
        throw new Error("must not be called");
      },
      { retryBaseMs: 1000 },
    );
    expect(report).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect((await handle.db.select().from(outbox)).map((r) => r.status)).toEqual(["local"]);
  });

  it("delivers pending mail over real SMTP with its headers and marks it sent", async () => {
    await enqueueMail(handle.db, [draft(1), draft(2)], "smtp");
    const sender = smtpSender(smtp.url, "Studio <studio@example.dk>");
    try {
      expect(await deliverDueMail(handle.db, sender.send, { retryBaseMs: 1000 })).toEqual({ sent: 2, retrying: 0, failed: 0 });
    } finally {
      sender.close();
    }
    const mails = await smtp.waitFor(2);
    const first = mails.find((m) => m.envelopeTo[0] === "person1@example.dk")!;
    expect(first.subject).toBe("Hej nummer 1 – æøå");
    expect(first.text).toContain("Tekst 1: Kærlig hilsen");
    expect(first.replyTo).toContain("studio@example.dk");
    expect(first.headers["list-unsubscribe"]).toBe("<https://example.dk/newsletter/unsubscribe/tok1>");
    expect(first.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const rows = await handle.db.select().from(outbox);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1 && r.sentAt)).toBe(true);
    // Sent mail is not sent again.
    expect(await deliverDueMail(handle.db, sender.send, { retryBaseMs: 1000 })).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it("sends attachments, such as an .ics invite, over SMTP", async () => {
    const ics = "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nSUMMARY:Sangtime – æøå\r\nEND:VCALENDAR\r\n";
    await enqueueMail(
      handle.db,
      [{ ...draft(3), attachments: [{ filename: "invite.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST", content: ics }] }],
      "smtp",
    );
    const sender = smtpSender(smtp.url, "Studio <studio@example.dk>");
    try {
      await deliverDueMail(handle.db, sender.send, { retryBaseMs: 1000 });
    } finally {
      sender.close();
    }
    const [mail] = await smtp.waitFor(1);
    const part = mail!.raw.split(/\r?\n--/).find((chunk) => /content-type: text\/calendar/i.test(chunk))!;
    expect(part).toMatch(/method=REQUEST/);
    expect(part).toMatch(/filename=invite\.ics/);
    const body = part.slice(part.search(/\r?\n\r?\n/)).trim();
    const decoded = /content-transfer-encoding: base64/i.test(part) ? Buffer.from(body, "base64").toString("utf8") : body;
    expect(decoded).toContain("SUMMARY:Sangtime – æøå");
    expect(mail!.text).toContain("Tekst 3");
  });

  it("keeps mail when the mail server refuses it and delivers it on a later retry", async () => {
    await enqueueMail(handle.db, [draft(3)], "smtp");
    smtp.failing = true;
    const sender = smtpSender(smtp.url, "studio@example.dk");
    const start = new Date();
    try {
      expect(await deliverDueMail(handle.db, sender.send, { retryBaseMs: 60_000, now: start })).toEqual({ sent: 0, retrying: 1, failed: 0 });
      const [row] = await handle.db.select().from(outbox);
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row!.nextAttemptAt.getTime()).toBe(start.getTime() + 60_000);
      expect(row!.lastError).toMatch(/451/);

      smtp.failing = false;
      // Not yet due: nothing happens.
      expect(await deliverDueMail(handle.db, sender.send, { retryBaseMs: 60_000, now: new Date(start.getTime() + 30_000) })).toEqual({
        sent: 0,
        retrying: 0,
        failed: 0,
      });
      expect(await deliverDueMail(handle.db, sender.send, { retryBaseMs: 60_000, now: new Date(start.getTime() + 61_000) })).toEqual({
        sent: 1,
        retrying: 0,
        failed: 0,
      });
    } finally {
      sender.close();
    }
    expect((await smtp.waitFor(1))[0]!.envelopeTo).toEqual(["person3@example.dk"]);
  });

  it("keeps mail when nothing listens on the SMTP port at all", async () => {
    await enqueueMail(handle.db, [draft(4)], "smtp");
    const dead = smtpSender("smtp://127.0.0.1:1", "studio@example.dk");
    expect(await deliverDueMail(handle.db, dead.send, { retryBaseMs: 1000 })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    dead.close();
    expect((await handle.db.select().from(outbox))[0]).toMatchObject({ status: "pending", attempts: 1 });
  });

  it("backs off exponentially and gives up after the last attempt", async () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(30, 60_000)).toBe(6 * 3_600_000);
    const [id] = await enqueueMail(handle.db, [draft(5)], "smtp");
    await handle.db
      .update(outbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(outbox.id, id!));
    const report = await deliverDueMail(
      handle.db,
      async () => {
        throw Object.assign(new Error("550 no such user"), { responseCode: 550 });
      },
      { retryBaseMs: 1000 },
    );
    expect(report).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect((await handle.db.select().from(outbox))[0]).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
  });

  it("skips rows another worker has claimed", async () => {
    const [id] = await enqueueMail(handle.db, [draft(6)], "smtp");
    await handle.db
      .update(outbox)
      .set({ lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(outbox.id, id!));
    let calls = 0;
    await deliverDueMail(handle.db, async () => void calls++, { retryBaseMs: 1000 });
    expect(calls).toBe(0);
  });

  it("two delivery runs at once send each mail exactly once", async () => {
    await enqueueMail(handle.db, [draft(7), draft(8), draft(9)], "smtp");
    const sent: string[] = [];
    const send = async (row: { to: string }) => {
      await new Promise((r) => setTimeout(r, 5));
      sent.push(row.to);
    };
    await Promise.all([deliverDueMail(handle.db, send, { retryBaseMs: 1000 }), deliverDueMail(handle.db, send, { retryBaseMs: 1000 })]);
    expect(sent.sort()).toEqual(["person7@example.dk", "person8@example.dk", "person9@example.dk"]);
  });

  it("leases one row at a time: while one mail is slow, another instance sends the rest, each once", async () => {
    await enqueueMail(handle.db, [draft(11), draft(12), draft(13)], "smtp");
    const sent: string[] = [];
    let other: Promise<unknown> | undefined;
    await deliverDueMail(
      handle.db,
      async (row) => {
        sent.push(`slow:${row.to}`);
        // While the first instance is still on its first mail, the second finds the other two free.
        other ??= deliverDueMail(handle.db, async (next) => void sent.push(`other:${next.to}`), { retryBaseMs: 1000 });
        await other;
      },
      // One lane: its other lanes would take the free rows before the other instance does.
      { retryBaseMs: 1000, concurrency: 1 },
    );
    expect(sent.filter((s) => s.startsWith("other:"))).toHaveLength(2);
    expect(new Set(sent.map((s) => s.split(":")[1])).size).toBe(3);
    expect(sent).toHaveLength(3);
  });

  it("records an outcome only while it holds the lease: a worker whose lease ran out changes nothing", async () => {
    const [id] = await enqueueMail(handle.db, [draft(14)], "smtp");
    const start = Date.now();
    let otherRun: Promise<unknown> | undefined;
    const sends: string[] = [];
    await deliverDueMail(
      handle.db,
      async () => {
        sends.push("first");
        // Stalled past the lease: another instance takes the row and sends it.
        otherRun = deliverDueMail(handle.db, async () => void sends.push("second"), { retryBaseMs: 1000, now: new Date(start + CLAIM_MS + 1_000) });
        await otherRun;
        // The stalled connection then fails: that must not put the delivered mail back in the queue.
        throw new Error("connection reset");
      },
      { retryBaseMs: 1000, now: new Date(start) },
    );
    expect(sends).toEqual(["first", "second"]);
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.id, id!));
    // The row is the second worker's: sent on its lease, not queued again by the first.
    expect(row).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null, lastError: null });
  });

  it("the worker delivers on a kick and stops cleanly", async () => {
    const sent: string[] = [];
    const worker = createOutboxWorker(handle.db, async (row) => void sent.push(row.to), { retryBaseMs: 1000, pollMs: 60_000 });
    await enqueueMail(handle.db, [draft(10)], "smtp");
    worker.kick();
    await expect.poll(() => sent, { timeout: 5000 }).toEqual(["person10@example.dk"]);
    await worker.stop();
  });
});

const FROM = "Maja Holm Vocal Studio <studio@example.com>";

const paceDraft = (n: number): MailDraft => ({
  kind: "test.pace",
  to: `reader${n}@example.dk`,
  subject: `Mail ${n}`,
  text: `Hello ${n}`,
  html: `<p>Hello ${n}</p>`,
});

describe("mail keeps pace", () => {
  it("sends 1,000 queued mails within a minute against a local SMTP server", async () => {
    await enqueueMail(
      handle.db,
      Array.from({ length: 1000 }, (_, n) => paceDraft(n)),
      "smtp",
    );
    const sender = smtpSender(smtp.url, FROM);
    const startedAt = Date.now();
    const worker = createOutboxWorker(handle.db, sender.send, { retryBaseMs: 60_000, pollMs: 60_000 });
    try {
      await smtp.waitFor(1000, 60_000);
      const seconds = (Date.now() - startedAt) / 1000;
      expect(seconds).toBeLessThan(60);
      expect(new Set(smtp.messages.map((mail) => mail.envelopeTo[0])).size).toBe(1000);
    } finally {
      await worker.stop();
      sender.close();
    }
  }, 90_000);

  it("gives a mail the Message-ID chosen when it was queued: sent again after a crash, it is the same message", async () => {
    const [id] = await enqueueMail(handle.db, [paceDraft(1)], "smtp");
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.id, id!));
    const sender = smtpSender(smtp.url, FROM);
    try {
      // The send went out, then the process died before marking it: the next worker sends it again.
      await sender.send(row!);
      await sender.send(row!);
    } finally {
      sender.close();
    }
    const [first, second] = await smtp.waitFor(2);
    expect(first!.headers["message-id"]).toBe(messageIdOf(row!, FROM));
    expect(second!.headers["message-id"]).toBe(first!.headers["message-id"]);
    expect(messageIdOf(row!, FROM)).toBe(`<${id}@example.com>`);
  });

  it("a mail server that stops answering holds only its own attempt: the others leave, it is retried later", async () => {
    await enqueueMail(
      handle.db,
      Array.from({ length: 12 }, (_, n) => paceDraft(n)),
      "smtp",
    );
    const hanging = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      disableReverseLookup: true,
      closeTimeout: 100,
      onData: () => undefined,
    });
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    const toHanging = smtpSender(`smtp://127.0.0.1:${(hanging.server.address() as AddressInfo).port}`, FROM);
    const toCapture = smtpSender(smtp.url, FROM);
    // One reader's domain is served by the server that hangs.
    const send = (row: OutboxRow) => (row.to === "reader3@example.dk" ? toHanging.send(row) : toCapture.send(row));
    const startedAt = Date.now();
    try {
      const report = await deliverDueMail(handle.db, send, { retryBaseMs: 60_000, sendTimeoutMs: 1_000 });
      const waiting = await handle.db.select({ to: outbox.to, lastError: outbox.lastError }).from(outbox).where(eq(outbox.status, "pending"));
      expect(waiting).toEqual([{ to: "reader3@example.dk", lastError: expect.stringMatching(/no answer/) }]);
      expect(report).toEqual({ sent: 11, retrying: 1, failed: 0 });
      expect(Date.now() - startedAt).toBeLessThan(5_000);
      const [stuck] = await handle.db.select().from(outbox).where(eq(outbox.to, "reader3@example.dk"));
      expect(stuck).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
    } finally {
      toHanging.close();
      toCapture.close();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  }, 30_000);
});
