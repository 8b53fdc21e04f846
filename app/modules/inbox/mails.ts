import { render, type MailContext, type MailDraft } from "~/modules/mail/draft";
import { replySubject, type ItemKind } from "./filters";

/**
 * The coach's reply, from the site (decision 034): her text only, signed with her name;
 * answers to her own address (Reply-To). The sender's message is not quoted back: the
 * address was typed into a public form and never proven, so the reply carries nothing a
 * stranger wrote.
 */
export function replyMail(item: { kind: ItemKind; email: string; topic?: string | null }, body: string, ctx: MailContext): MailDraft {
  const about = item.kind === "story" ? `Your story: ${item.topic ?? "the magazine"}` : `Your message to ${ctx.profile.businessName}`;
  const rendered = render(
    body
      .split(/\n{2,}/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
      .map((paragraph) => ({ paragraph })),
    [ctx.profile.name, ctx.profile.businessName],
  );
  return { kind: `inbox.reply.${item.kind}`, to: item.email, replyTo: ctx.coachEmail, subject: replySubject(about), ...rendered };
}
