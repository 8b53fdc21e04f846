import type { Env } from "~/env.server";
import type { Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { mailContext, mailSettings } from "~/modules/mail/settings.server";
import { kickMailWorker, startMailWorker } from "~/modules/mail/worker.server";
import { loadSiteProfile } from "~/modules/site/profile.server";
import { createAuth, installAuth } from "./auth.server";
import { bootstrapAdmin } from "./roles.server";
import { resolveAuthSecret } from "./secret.server";
import { installBuyerProofSecret } from "~/modules/orders/buyer-proof.server";

/** The configured public origin (PUBLIC_URL, else this server on localhost). */
export function configuredOrigin(config: Pick<Env, "PUBLIC_URL" | "PORT">) {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, "");
}

/** At start: the auth secret, better-auth on our database, and the ADMIN_EMAIL admin. */
export async function setUpAccounts(config: Env, db: Database) {
  const secret = await resolveAuthSecret({ configured: config.BETTER_AUTH_SECRET, db, shared: Boolean(config.DATABASE_URL), dataDir: config.DATA_DIR });
  // The payment-success page's proof that this browser opened the checkout is signed with it too (decision 069).
  installBuyerProofSecret(secret);
  const baseURL = configuredOrigin(config);
  const settings = mailSettings();
  const instance = createAuth({
    db,
    secret,
    baseURL,
    secureCookies: baseURL.startsWith("https:"),
    appName: loadSiteProfile().businessName,
    mail: {
      mode: settings.mode,
      context: mailContext,
      afterQueue: () => {
        if (settings.mode !== "smtp") return;
        startMailWorker(db);
        kickMailWorker();
      },
    },
  });
  installAuth(instance);
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const { created } = await bootstrapAdmin(instance, db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    logger.info({ created }, created ? "admin account created from ADMIN_EMAIL" : "ADMIN_EMAIL account is an admin");
  }
  return instance;
}
