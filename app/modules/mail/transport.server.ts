import nodemailer from "nodemailer";
import { MAIL_CONCURRENCY, type OutboxRow, type SendMail } from "./outbox.server";

/**
 * The mail's Message-ID, fixed when it was queued (the outbox row's id): a mail sent again after a
 * crash between the send and its mark is the same message to the reader's mail client, which
 * shows it once.
 */
export function messageIdOf(row: Pick<OutboxRow, "id">, from: string) {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? "vocal-studio.invalid";
  return `<${row.id}@${domain}>`;
}

/**
 * A sender for outbox rows over SMTP (nodemailer): a pool of MAIL_CONCURRENCY connections, and
 * timeouts so a dead server cannot hang the worker.
 */
export function smtpSender(smtpUrl: string, from: string): { send: SendMail; close: () => void } {
  // One options object: a second argument would be message defaults, where timeouts do nothing.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: MAIL_CONCURRENCY,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
  return {
    async send(row: OutboxRow) {
      await transport.sendMail({
        messageId: messageIdOf(row, from),
        from,
        to: row.to,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: row.headers,
        attachments: row.attachments.map((file) => ({ filename: file.filename, content: file.content, contentType: file.contentType })),
      });
    },
    close: () => transport.close(),
  };
}
