/**
 * The coach's site profile (decision 003; docs/rules.md, "Site"). Everything that names the coach or
 * points off-site lives here, so a real coach replaces one file, not the code. The zod
 * schema that checks a profile file lives in profile.server.ts (kept out of the browser).
 */
import defaultProfile from "./default-profile.json" with { type: "json" };
import type { Language } from "~/lib/i18n/languages";

export interface SiteProfile {
  name: string;
  slug: string;
  businessName: string;
  tagline: string;
  /** The tagline on Danish pages; without it they show the English one. */
  taglineDa?: string;
  email: string;
  phone: string;
  address: { street: string; postalCode: string; city: string; country: string };
  messagingUrl: string;
  socialLinks: { label: string; url: string }[];
  schedulingUrl: string;
  subscriptionAppPricingUrl: string;
  beginnerVocalsPaymentUrl: string;
  /** A booked session can be cancelled by its private link until this many hours before it starts. */
  cancellationNoticeHours: number;
  /** A session can be booked only this many hours ahead of its start, at the least. */
  bookingLeadHours: number;
  photoUrl?: string;
}

/** The fictional coach the site runs as until a real profile file is given (also read by scripts/lib/site-pages.mjs). */
export const defaultSiteProfile: SiteProfile = defaultProfile;

export function aboutPath(profile: Pick<SiteProfile, "slug">) {
  return `/about-${profile.slug}`;
}

export function artistPath(profile: Pick<SiteProfile, "slug">) {
  return `/${profile.slug}`;
}

/** The tagline in the page's language: the Danish one on Danish pages where the coach wrote one. */
export function taglineFor(profile: Pick<SiteProfile, "tagline" | "taglineDa">, language: Language): string {
  return language === "da" && profile.taglineDa ? profile.taglineDa : profile.tagline;
}

export function formatAddress(profile: Pick<SiteProfile, "address">) {
  const { street, postalCode, city, country } = profile.address;
  return `${street}, ${postalCode} ${city}, ${country}`;
}
