import nodemailer from "nodemailer";
import type { OutboxRow, SendMail } from "./outbox.server";

/** A sender for outbox rows over SMTP (nodemailer), with timeouts so a dead server cannot hang the worker. */
export function smtpSender(smtpUrl: string, from: string): { send: SendMail; close: () => void } {
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
  return {
    async send(row: OutboxRow) {
      await transport.sendMail({
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
