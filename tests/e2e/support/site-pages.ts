import { defaultSiteProfile as profile } from "../../../app/modules/site/profile";

export const aboutPath = `/about-${profile.slug}`;

/** The public pages of SPEC.md section 2 with a fixed h1, and the language each is in. */
export const sitePages = [
  { path: "/", h1: "Find the voice you already have", lang: "en" },
  { path: "/courses", h1: "Courses and programmes", lang: "en" },
  { path: "/courses/voice-elevated", h1: "Voice Elevated", lang: "da" },
  { path: "/courses/voice-elevated/details", h1: "Voice Elevated in detail", lang: "en" },
  { path: "/courses/private-coaching", h1: "Privat coaching", lang: "da" },
  { path: "/courses/celebrity-vocal-experience", h1: "Celebrity Vocal Experience", lang: "da" },
  { path: "/voice-elevated", h1: "Why I created Voice Elevated", lang: "en" },
  { path: aboutPath, h1: `About ${profile.name}`, lang: "en" },
  { path: "/testimonials", h1: "In their own words", lang: "en" },
  { path: "/book", h1: "Book a free consultation", lang: "en" },
  { path: "/contact", h1: "Get in touch", lang: "en" },
];
