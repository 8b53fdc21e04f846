import type { SiteProfile } from "~/modules/site/profile";
import { artistPath } from "~/modules/site/profile";
import { artistIntro, artistMusicLinks } from "./content";

/** schema.org Person for the artist page: who, how to reach them, where they publish. */
export function artistJsonLd(profile: SiteProfile, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${origin}${artistPath(profile)}#person`,
    name: profile.name,
    url: `${origin}${artistPath(profile)}`,
    jobTitle: "Singer and vocal coach",
    description: artistIntro,
    email: `mailto:${profile.email}`,
    telephone: profile.phone.replace(/\s+/g, ""),
    ...(profile.photoUrl ? { image: profile.photoUrl.startsWith("http") ? profile.photoUrl : `${origin}${profile.photoUrl}` } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: profile.address.street,
      postalCode: profile.address.postalCode,
      addressLocality: profile.address.city,
      addressCountry: "DK",
    },
    worksFor: { "@type": "Organization", name: profile.businessName, url: origin || undefined },
    sameAs: [...profile.socialLinks.map((link) => link.url), ...artistMusicLinks.map((link) => link.url)],
  };
}
