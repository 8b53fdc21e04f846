import { aboutPath, type SiteProfile } from "~/modules/site/profile";
import { celebrityRetreatFacts } from "./facts";

type Profile = Pick<SiteProfile, "name" | "slug" | "businessName" | "tagline" | "email" | "phone" | "address" | "socialLinks" | "photoUrl">;
type PricedCourse = { id: string; title: string; description: string; priceDkk: number; priceEur: number };

const CONTEXT = "https://schema.org";

/** Minor units to the plain decimal string schema.org expects: 1850000 → "18500". */
export function schemaPrice(minor: number): string {
  return String(minor / 100);
}

function postalAddress(profile: Profile) {
  const { street, postalCode, city, country } = profile.address;
  return { "@type": "PostalAddress", streetAddress: street, postalCode, addressLocality: city, addressCountry: country };
}

function organisationRef(profile: Profile, origin: string) {
  return { "@type": "Organization", "@id": `${origin}/#business`, name: profile.businessName, url: `${origin}/` };
}

function studioPlace(profile: Profile) {
  return { "@type": "Place", name: profile.businessName, address: postalAddress(profile) };
}

function offers(course: PricedCourse, url: string) {
  return (
    [
      ["DKK", course.priceDkk],
      ["EUR", course.priceEur],
    ] as const
  ).map(([currency, minor]) => ({ "@type": "Offer", price: schemaPrice(minor), priceCurrency: currency, category: "Paid", url }));
}

/** The studio as a local business that teaches: the landing page's structured data. */
export function businessJsonLd(profile: Profile, origin: string) {
  return {
    "@context": CONTEXT,
    "@type": ["LocalBusiness", "EducationalOrganization"],
    "@id": `${origin}/#business`,
    name: profile.businessName,
    description: profile.tagline,
    url: `${origin}/`,
    email: profile.email,
    telephone: profile.phone,
    address: postalAddress(profile),
    ...(profile.photoUrl ? { image: profile.photoUrl.startsWith("http") ? profile.photoUrl : `${origin}${profile.photoUrl}` } : {}),
    founder: { "@type": "Person", name: profile.name, url: `${origin}${aboutPath(profile)}`, jobTitle: "Vocal coach" },
    sameAs: profile.socialLinks.map((link) => link.url),
  };
}

export interface CourseJsonLdOptions {
  origin: string;
  path: string;
  inLanguage: "da" | "en";
  /** Taught in person at the studio (every programme page today). */
  onsite?: { workload?: string; startDate?: string; endDate?: string };
}

export function courseJsonLd(course: PricedCourse, profile: Profile, options: CourseJsonLdOptions) {
  const url = `${options.origin}${options.path}`;
  return {
    "@context": CONTEXT,
    "@type": "Course",
    "@id": `${url}#course`,
    courseCode: course.id,
    name: course.title,
    description: course.description,
    url,
    inLanguage: options.inLanguage,
    provider: organisationRef(profile, options.origin),
    offers: offers(course, url),
    ...(options.onsite
      ? {
          hasCourseInstance: {
            "@type": "CourseInstance",
            courseMode: "Onsite",
            location: studioPlace(profile),
            instructor: { "@type": "Person", name: profile.name },
            ...(options.onsite.workload ? { courseWorkload: options.onsite.workload } : {}),
            ...(options.onsite.startDate ? { startDate: options.onsite.startDate } : {}),
            ...(options.onsite.endDate ? { endDate: options.onsite.endDate } : {}),
          },
        }
      : {}),
  };
}

/** The Celebrity Vocal Experience retreat as an event with its dates and places (docs/rules.md, "Programmes"). */
export function retreatEventJsonLd(course: PricedCourse, profile: Profile, options: { origin: string; path: string; run: { start: string; end: string } }) {
  const url = `${options.origin}${options.path}`;
  return {
    "@context": CONTEXT,
    "@type": "Event",
    name: course.title,
    description: course.description,
    url,
    inLanguage: "da",
    startDate: options.run.start,
    endDate: options.run.end,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    maximumAttendeeCapacity: celebrityRetreatFacts.places,
    location: studioPlace(profile),
    organizer: organisationRef(profile, options.origin),
    performer: { "@type": "Person", name: profile.name },
    offers: { "@type": "Offer", price: schemaPrice(course.priceDkk), priceCurrency: "DKK", availability: "https://schema.org/LimitedAvailability", url },
  };
}

/** The course list as an ordered list of links. */
export function courseListJsonLd(courses: { title: string; link: string }[], origin: string) {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    itemListElement: courses.map((course, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: course.title,
      url: course.link.startsWith("http") ? course.link : `${origin}${course.link}`,
    })),
  };
}
