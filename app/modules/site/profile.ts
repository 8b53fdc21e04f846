/**
 * The coach's site profile (PRODUCT.md decision 1). Everything that names the coach or
 * points off-site lives here, so a real coach replaces one file, not the code. The zod
 * schema that checks a profile file lives in profile.server.ts (kept out of the browser).
 */
export interface SiteProfile {
  name: string;
  slug: string;
  businessName: string;
  tagline: string;
  email: string;
  phone: string;
  address: { street: string; postalCode: string; city: string; country: string };
  messagingUrl: string;
  socialLinks: { label: string; url: string }[];
  schedulingUrl: string;
  subscriptionAppPricingUrl: string;
  beginnerVocalsPaymentUrl: string;
  photoUrl?: string;
}

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
