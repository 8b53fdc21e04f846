import { render, type MailContext, type MailDraft } from "~/modules/mail/draft";

export function verifyUrl(origin: string, token: string) {
  return `${origin}/verify-email?token=${encodeURIComponent(token)}`;
}

export function resetUrl(origin: string, token: string) {
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}

const signature = (ctx: MailContext) => ["Warm regards", ctx.profile.name, ctx.profile.businessName];

// Each of these goes to an address that may not have proven itself (a sign-up in someone else's
// name, a reset asked by a stranger): they greet plainly and carry nothing a visitor typed.

export function verificationMail(user: { email: string; name: string }, token: string, ctx: MailContext): MailDraft {
  return {
    kind: "account.verify-email",
    to: user.email,
    subject: "Please confirm your e-mail address",
    ...render(
      [
        { paragraph: "Hello" },
        { paragraph: `Thank you for creating an account with ${ctx.profile.businessName}. Please confirm that this e-mail address is yours.` },
        { button: { label: "Confirm my e-mail address", url: verifyUrl(ctx.origin, token) } },
        {
          paragraph:
            "The page asks for the password you chose for the account. Once you confirm, courses, bookings and messages sent with this address appear in your account.",
        },
        {
          small:
            "The link works once, for 24 hours. If you did not create an account, ignore this e-mail: nothing sent with your address is shown to an account whose address has not been confirmed.",
        },
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
        { paragraph: "Hello" },
        { paragraph: "Someone, hopefully you, asked to reset the password of your account." },
        { button: { label: "Choose a new password", url: resetUrl(ctx.origin, token) } },
        { small: "The link works for one hour and only once. If you did not ask for it, ignore this e-mail: your password stays as it is." },
      ],
      signature(ctx),
    ),
  };
}

/** Someone signed up with an address that already has an account: its owner hears of it, the visitor learns nothing. */
export function existingAccountMail(user: { email: string; name: string }, ctx: MailContext): MailDraft {
  return {
    kind: "account.sign-up-existing",
    to: user.email,
    subject: "Someone tried to create an account with your address",
    ...render(
      [
        { paragraph: "Hello" },
        {
          paragraph: `Someone, perhaps you, tried to create a new account with ${ctx.profile.businessName} using this e-mail address. You already have an account, so nothing was created.`,
        },
        { paragraph: "If it was you, sign in with your password, or choose a new password if you have forgotten it." },
        { button: { label: "Sign in", url: `${ctx.origin}/login` } },
        { button: { label: "Choose a new password", url: `${ctx.origin}/reset-password` } },
        { small: "If it was not you, you need not do anything: your account and password stay as they are." },
      ],
      signature(ctx),
    ),
  };
}
