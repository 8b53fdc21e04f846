import { z } from "zod";

/**
 * The coach's site profile (PRODUCT.md decision 1). Everything that names the coach or
 * points off-site lives here, so a real coach replaces one file, not the code.
 */
export const siteProfileSchema = z.object({
  name: z.string().min(2),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must be lowercase words joined by hyphens"),
  businessName: z.string().min(2),
  tagline: z.string(),
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
  schedulingUrl: z.url(),
  subscriptionAppPricingUrl: z.url(),
  beginnerVocalsPaymentUrl: z.url(),
  photoUrl: z.string().optional(),
});

export type SiteProfile = z.infer<typeof siteProfileSchema>;

export const defaultSiteProfile: SiteProfile = {
  name: "Maja Holm",
  slug: "maja-holm",
  businessName: "Maja Holm Vocal Studio",
  tagline: "Vocal coaching for singers who want to be heard",
  email: "hello@majaholm.example",
  phone: "+45 31 42 56 78",
  address: { street: "Vesterbrogade 58, 2. sal", postalCode: "1620", city: "København V", country: "Danmark" },
  messagingUrl: "https://wa.me/4531425678",
  socialLinks: [
    { label: "Instagram", url: "https://www.instagram.com/majaholm.vocal" },
    { label: "YouTube", url: "https://www.youtube.com/@majaholmvocal" },
    { label: "Facebook", url: "https://www.facebook.com/majaholmvocal" },
  ],
  schedulingUrl: "https://calendly.com/majaholm/consultation",
  subscriptionAppPricingUrl: "https://app.majaholm.example/pricing",
  beginnerVocalsPaymentUrl: "https://buy.stripe.com/test_beginner_vocals",
};

export function aboutPath(profile: Pick<SiteProfile, "slug">) {
  return `/about-${profile.slug}`;
}

export function artistPath(profile: Pick<SiteProfile, "slug">) {
  return `/${profile.slug}`;
}

export function formatAddress(profile: Pick<SiteProfile, "address">) {
  const { street, postalCode, city, country } = profile.address;
  return `${street}, ${postalCode} ${city}, ${country}`;
}
