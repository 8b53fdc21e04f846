import { render, type MailContext, type MailDraft } from "~/modules/mail/draft";
import type { ContactMessage } from "./schemas";

export function contactMails(message: ContactMessage, ctx: MailContext): MailDraft[] {
  const coach = render(
    [
      { paragraph: `${message.name} wrote through the website. Reply to this e-mail to answer them directly.` },
      {
        fields: [
          ["Name", message.name],
          ["Email", message.email],
          ["Phone", message.phone ?? "not given"],
          ["Message", message.message],
        ],
      },
    ],
    [ctx.profile.businessName],
  );
  // The confirmation never repeats the message: a contact form must not become a way
  // to send someone else's words to any address.
  const visitor = render(
    [
      // The address has not proven itself: nothing the visitor typed goes to it, not even the name.
      { paragraph: "Hello" },
      {
        paragraph: `Thank you for your message. It has reached ${ctx.profile.name}, and we'll get back to you as soon as possible, usually within two working days.`,
      },
      { small: `If it's urgent, call ${ctx.profile.phone}.` },
    ],
    ["Warm regards", ctx.profile.name, ctx.profile.businessName],
  );
  return [
    { kind: "contact.coach", to: ctx.coachEmail, replyTo: message.email, subject: `New message from ${message.name}`, ...coach },
    {
      kind: "contact.confirmation",
      to: message.email,
      replyTo: ctx.profile.email,
      subject: "We received your message",
      headers: { "Auto-Submitted": "auto-replied" },
      ...visitor,
    },
  ];
}
