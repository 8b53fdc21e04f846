import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { env } from "~/env.server";
import { z } from "zod";
import { defaultSiteProfile, type SiteProfile } from "./profile";

export const siteProfileSchema = z.object({
  name: z.string().min(2),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must be lowercase words joined by hyphens"),
  businessName: z.string().min(2),
  tagline: z.string(),
  taglineDa: z.string().optional(),
  email: z.email(),
  phone: z.string().min(8),
  address: z.object({
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
  }),
  messagingUrl: z.url(),
  socialLinks: z.array(z.object({ label: z.string(), url: z.url() })),
  /** Empty: "Book Consultation" opens the site's own booking dialog instead of an external calendar. */
  schedulingUrl: z.url().or(z.literal("")),
  subscriptionAppPricingUrl: z.url(),
  beginnerVocalsPaymentUrl: z.url(),
  cancellationNoticeHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 14),
  bookingLeadHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 6),
  photoUrl: z.string().optional(),
}) satisfies z.ZodType<SiteProfile>;

let cached: SiteProfile | undefined;
let saved: SiteProfile | undefined;

/**
 * The profile every page reads, synchronously: the copy saved in the database (kept fresh by
 * settings.server.ts, decision 036) once the server has loaded it, else the first-start default.
 */
export function loadSiteProfile(): SiteProfile {
  return saved ?? loadDefaultSiteProfile();
}

/** settings.server.ts hands over the database's copy here, at start and after every change. */
export function setSavedSiteProfile(profile: SiteProfile | undefined) {
  saved = profile;
}

/**
 * The first-start default: SITE_PROFILE_FILE, else DATA_DIR/site-profile.json, else the
 * fictional default. A file may override any subset of fields; a bad file stops start-up.
 */
export function loadDefaultSiteProfile(): SiteProfile {
  if (cached) return cached;
  const { SITE_PROFILE_FILE, DATA_DIR } = env();
  const file = SITE_PROFILE_FILE ?? path.join(DATA_DIR, "site-profile.json");
  if (!existsSync(file)) {
    if (SITE_PROFILE_FILE) throw new Error(`SITE_PROFILE_FILE ${file} does not exist`);
    cached = defaultSiteProfile;
    return cached;
  }
  const parsed = siteProfileSchema.safeParse({ ...defaultSiteProfile, ...JSON.parse(readFileSync(file, "utf8")) });
  if (!parsed.success) {
    throw new Error(`Site profile ${file} is invalid: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
  }
  cached = parsed.data;
  return cached;
}

/** Test hook: forget the cached profile. */
export function resetSiteProfileForTests() {
  cached = undefined;
  saved = undefined;
}
