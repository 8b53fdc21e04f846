import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const formRoutes: RouteConfigEntry[] = [
  route("voice-elevated-application", "routes/applications.voice-elevated.tsx"),
  route("celebrity-application", "routes/applications.celebrity.tsx"),
  route("api/contact", "routes/api.contact.tsx"),
  route("api/newsletter", "routes/api.newsletter.tsx"),
  route("magazine/share-your-story", "routes/forms.share-story.tsx"),
  route("newsletter/confirm/:token", "routes/newsletter.confirm.tsx"),
  route("newsletter/unsubscribe/:token", "routes/newsletter.unsubscribe.tsx"),
];
