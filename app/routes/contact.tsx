import type { Route } from "./+types/contact";
import { seo } from "~/lib/seo";
import { consultationFacts } from "~/modules/programmes/facts";
import { ContactPage } from "~/components/pages/contact-page";
import { ContactForm } from "~/components/forms/contact-form";
import { PageSection } from "~/components/layout/page-section";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Contact",
    description: `Phone, email, studio address and messaging, plus a free ${consultationFacts.minutes}-minute consultation to find the course that fits your voice.`,
  });

export default function Contact() {
  return (
    <ContactPage>
      <PageSection id="message" eyebrow="Write to us" title="Send a message" tone="sand">
        <ContactForm className="max-w-2xl" />
      </PageSection>
    </ContactPage>
  );
}
