import type { Database } from "~/db/client.server";
import { createAuth } from "~/modules/accounts/auth.server";
import { defaultSiteProfile } from "~/modules/site/profile";
import { COACH_EMAIL, TEST_ORIGIN } from "./commerce";

/** better-auth on a test database, mail to the local outbox (data tests). */
export function createTestAuth(db: Database) {
  return createAuth({
    db,
    secret: "test-secret-test-secret-test-secret-0123",
    baseURL: TEST_ORIGIN,
    secureCookies: false,
    appName: "Studio",
    mail: { mode: "local", context: (origin) => ({ profile: defaultSiteProfile, coachEmail: COACH_EMAIL, origin }) },
  });
}
