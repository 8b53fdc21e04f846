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

// Changing the address (decision 038). The new address may not be the account holder's own (a
// typo): its mail names nothing of the account but the business, and confirms only with the
// account's password. The old address hears once the change is made.

export function emailChangeMail(to: string, token: string, ctx: MailContext): MailDraft {
  return {
    kind: "account.change-email",
    to,
    subject: "Confirm your new e-mail address",
    ...render(
      [
        { paragraph: "Hello" },
        { paragraph: `Someone, hopefully you, asked to use this e-mail address for an account with ${ctx.profile.businessName}.` },
        { button: { label: "Confirm my new address", url: verifyUrl(ctx.origin, token) } },
        { paragraph: "The page asks for the password of the account. The account keeps its current address until you confirm." },
        { small: "The link works once, for 24 hours. If you did not ask for this, ignore this e-mail: nothing changes." },
      ],
      signature(ctx),
    ),
  };
}

export function emailChangedMail(change: { from: string; maskedTo: string }, ctx: MailContext): MailDraft {
  return {
    kind: "account.email-changed",
    to: change.from,
    subject: "The e-mail address of your account was changed",
    ...render(
      [
        { paragraph: "Hello" },
        {
          paragraph: `The e-mail address of your account with ${ctx.profile.businessName} is now ${change.maskedTo}. It was confirmed from that address with the account's password. From now on you sign in with the new address, and our e-mails about your account go there.`,
        },
        {
          small: `If you did not make this change, write to us at ${ctx.profile.email} straight away, and we will help you get your account back.`,
        },
      ],
      signature(ctx),
    ),
  };
}

/** The new address already has an account: its owner hears of it, the person asking learns nothing. */
export function emailChangeTakenMail(to: string, ctx: MailContext): MailDraft {
  return {
    kind: "account.change-email-taken",
    to,
    subject: "Someone tried to use your address for another account",
    ...render(
      [
        { paragraph: "Hello" },
        {
          paragraph: `Someone, perhaps you, asked to move another account with ${ctx.profile.businessName} to this e-mail address. This address already has an account, so nothing was changed.`,
        },
        { paragraph: "If it was you, sign in with this address instead, or choose a new password for it if you have forgotten it." },
        { button: { label: "Sign in", url: `${ctx.origin}/login` } },
        { small: "If it was not you, you need not do anything: your account stays as it is." },
      ],
      signature(ctx),
    ),
  };
}
