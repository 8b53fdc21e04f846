import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor as twoFactorPlugin } from "better-auth/plugins";
import type { Database } from "~/db/client.server";
import { account, session, twoFactor, user, verification } from "~/db/schema";
import type { MailContext, MailDraft } from "~/modules/mail/draft";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { takeRateLimit } from "~/modules/forms/rate-limit.server";
import { emailSubject } from "./attempts.server";
import { issueEmailProof, provenByReset } from "./email-proof.server";
import { existingAccountMail, resetMail, verificationMail } from "./mails";

export interface AuthDeps {
  db: Database;
  secret: string;
  /** Where better-auth believes it lives; our links come from the request's public origin instead. */
  baseURL: string;
  /** Secure cookies (and the __Secure- prefix) when the public origin is https. */
  secureCookies: boolean;
  mail: { mode: "smtp" | "local"; context: (origin: string) => MailContext; afterQueue?: () => void };
  appName: string;
}

// better-auth calls our mail hooks without the request: the route hands the public origin
// down through this store, so links in e-mails never come from anything else.
const mailOrigin = new AsyncLocalStorage<string>();

export function withMailOrigin<T>(origin: string, run: () => Promise<T>): Promise<T> {
  return mailOrigin.run(origin, run);
}

export const SESSION_DAYS = 30;

export function createAuth(deps: AuthDeps) {
  const send = async (draft: (ctx: MailContext) => MailDraft) => {
    const ctx = deps.mail.context(mailOrigin.getStore() ?? deps.baseURL);
    await enqueueMail(deps.db, [draft(ctx)], deps.mail.mode);
    deps.mail.afterQueue?.();
  };
  return betterAuth({
    appName: deps.appName,
    baseURL: deps.baseURL,
    secret: deps.secret,
    database: drizzleAdapter(deps.db, { provider: "pg", schema: { user, session, account, verification, twoFactor } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Sign-up answers a taken address exactly as a new one (decision 023): nobody is signed
      // in by it, and better-auth hashes the password either way. Signing in needs no proof.
      autoSignIn: false,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user: who, token }) => send((ctx) => resetMail(who, token, ctx)),
      // The mailbox chose the new password: the address is proven (email-proof.server.ts).
      onPasswordReset: ({ user: who }) => provenByReset(deps.db, who.id),
      // The owner hears about it instead of the visitor (at most twice an hour per address).
      onExistingUserSignUp: async ({ user: who }) => {
        if ((await takeRateLimit(deps.db, "sign-up-existing", emailSubject(deps.secret, who.email))).allowed)
          await send((ctx) => existingAccountMail(who, ctx));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // better-auth's own token (a JWT that works any number of times by GET) is not used:
      // our link is single-use and proves the address only with the password (decision 023).
      sendVerificationEmail: async ({ user: who }) => {
        const token = await issueEmailProof(deps.db, who);
        await send((ctx) => verificationMail(who, token, ctx));
      },
    },
    user: { additionalFields: { role: { type: "string", required: false, defaultValue: "student", input: false } } },
    session: {
      expiresIn: SESSION_DAYS * 86_400,
      updateAge: 86_400,
      // No cookie cache: every request asks the database, so a revoked session ends at once.
      cookieCache: { enabled: false },
    },
    advanced: {
      useSecureCookies: deps.secureCookies,
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true, path: "/" },
    },
    // Our own limits (forms/rate-limit.server.ts) count per network in the database;
    // better-auth's only see requests through its HTTP handler, which we do not mount.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // It would log "User not found" and the like: nothing personal goes to our logs.
    logger: { disabled: true },
    plugins: [twoFactorPlugin({ issuer: deps.appName, backupCodeOptions: { amount: 10 } })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

// On globalThis like the database handle: the server entry and the route modules share it.
const store = globalThis as typeof globalThis & { __auth?: Auth };

export function installAuth(instance: Auth) {
  store.__auth = instance;
}

/** The application's auth; available once the server has started (server/app.ts start()). */
export function auth(): Auth {
  if (!store.__auth) throw new Error("Accounts are not set up yet");
  return store.__auth;
}
