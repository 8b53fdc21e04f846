import type { Route } from "./+types/contact";
import { seo } from "~/lib/seo";
import { consultationFacts } from "~/modules/programmes/facts";
import { ContactPage } from "~/components/pages/contact-page";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Contact",
    description: `Phone, email, studio address and messaging, plus a free ${consultationFacts.minutes}-minute consultation to find the course that fits your voice.`,
  });

export default function Contact() {
  // The contact form (forms issue) goes inside <ContactPage>, as its children.
  return <ContactPage />;
}
