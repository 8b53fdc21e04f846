import { render, type Block, type MailContext, type MailDraft } from "~/modules/mail/draft";

export function confirmUrl(origin: string, token: string) {
  return `${origin}/newsletter/confirm/${token}`;
}

export function unsubscribeUrl(origin: string, token: string) {
  return `${origin}/newsletter/unsubscribe/${token}`;
}

/**
 * Every newsletter e-mail goes through here: it ends with an unsubscribe link that works
 * without signing in, and carries List-Unsubscribe headers for one-click unsubscribing
 * (RFC 8058) with the subscriber's own token.
 */
export function newsletterMail(
  subscriber: { email: string; token: string },
  ctx: MailContext,
  content: { kind: string; subject: string; blocks: Block[] },
): MailDraft {
  const unsubscribe = unsubscribeUrl(ctx.origin, subscriber.token);
  const body = render(
    [
      ...content.blocks,
      { small: `You receive this because this address was entered in the newsletter form on our website. Unsubscribe at any time: ${unsubscribe}` },
    ],
    ["Warm regards", ctx.profile.name, ctx.profile.businessName],
  );
  return {
    kind: content.kind,
    to: subscriber.email,
    subject: content.subject,
    ...body,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

export function confirmationMail(subscriber: { email: string; token: string; confirmToken: string }, ctx: MailContext): MailDraft {
  return newsletterMail(subscriber, ctx, {
    kind: "newsletter.confirm",
    subject: "Please confirm your subscription",
    blocks: [
      { paragraph: "Hello" },
      {
        paragraph: `Someone, hopefully you, asked to receive the ${ctx.profile.businessName} newsletter at this address: notes on technique, new programmes and dates before anyone else.`,
      },
      { button: { label: "Confirm my subscription", url: confirmUrl(ctx.origin, subscriber.confirmToken) } },
      { paragraph: "If it wasn't you, ignore this e-mail and you will hear nothing more from us." },
    ],
  });
}
