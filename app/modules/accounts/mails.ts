import { render, type MailContext, type MailDraft } from "~/modules/mail/draft";

export function verifyUrl(origin: string, token: string) {
  return `${origin}/verify-email?token=${encodeURIComponent(token)}`;
}

export function resetUrl(origin: string, token: string) {
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}

const signature = (ctx: MailContext) => ["Warm regards", ctx.profile.name, ctx.profile.businessName];

export function verificationMail(user: { email: string; name: string }, token: string, ctx: MailContext): MailDraft {
  return {
    kind: "account.verify-email",
    to: user.email,
    subject: "Please confirm your e-mail address",
    ...render(
      [
        { paragraph: `Hello ${user.name}` },
        { paragraph: `Thank you for creating an account with ${ctx.profile.businessName}. Please confirm that this e-mail address is yours.` },
        { button: { label: "Confirm my e-mail address", url: verifyUrl(ctx.origin, token) } },
        { small: "The link works for 24 hours. If you did not create an account, ignore this e-mail." },
      ],
      signature(ctx),
    ),
  };
}

export function resetMail(user: { email: string; name: string }, token: string, ctx: MailContext): MailDraft {
  return {
    kind: "account.reset-password",
    to: user.email,
    subject: "Choose a new password",
    ...render(
      [
        { paragraph: `Hello ${user.name}` },
        { paragraph: "Someone, hopefully you, asked to reset the password of your account." },
        { button: { label: "Choose a new password", url: resetUrl(ctx.origin, token) } },
        { small: "The link works for one hour and only once. If you did not ask for it, ignore this e-mail: your password stays as it is." },
      ],
      signature(ctx),
    ),
  };
}
