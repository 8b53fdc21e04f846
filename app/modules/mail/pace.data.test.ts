import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import { startSmtpCapture, type SmtpCapture } from "../../../tests/support/smtp";
import type { DatabaseHandle } from "~/db/client.server";
import { outbox } from "~/db/schema";
import type { MailDraft } from "./draft";
import { deliverDueMail, enqueueMail, type OutboxRow } from "./outbox.server";
import { messageIdOf, smtpSender } from "./transport.server";
import { createOutboxWorker } from "./worker.server";

const FROM = "Maja Holm Vocal Studio <studio@example.com>";
let handle: DatabaseHandle;
let smtp: SmtpCapture;

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
});

const draft = (n: number): MailDraft => ({
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
      Array.from({ length: 1000 }, (_, n) => draft(n)),
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
    const [id] = await enqueueMail(handle.db, [draft(1)], "smtp");
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
      Array.from({ length: 12 }, (_, n) => draft(n)),
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
