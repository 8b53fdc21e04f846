import { route, type RouteConfigEntry } from "@react-router/dev/routes";

// The public content pages: course list, programme pages, the article, testimonials,
// consultation booking and contact. The landing page is the index route in routes.ts.
export const sitePages: RouteConfigEntry[] = [
  route("courses", "routes/courses.tsx"),
  route("courses/voice-elevated", "routes/course.voice-elevated.tsx"),
  route("courses/voice-elevated/details", "routes/course.voice-elevated-details.tsx"),
  route("courses/private-coaching", "routes/course.private-coaching.tsx"),
  route("courses/celebrity-vocal-experience", "routes/course.celebrity-vocal-experience.tsx"),
  route("voice-elevated", "routes/voice-elevated-article.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("book", "routes/book.tsx"),
  route("contact", "routes/contact.tsx"),
];
