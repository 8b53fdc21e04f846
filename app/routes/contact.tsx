import { Link, href } from "react-router";
import type { Route } from "./+types/contact";
import { seo } from "~/lib/seo";
import { consultationFacts } from "~/modules/programmes/facts";
import { ContactForm } from "~/components/forms/contact-form";
import { PageSection } from "~/components/layout/page-section";
import { useSiteProfile } from "~/components/layout/site-data";
import { buttonVariants } from "~/components/ui/button";
import { BookConsultationButton } from "~/components/booking/book-consultation-button";
import { ContactDetails } from "~/components/content/contact-details";
import { PageContainer } from "~/components/layout/page-container";
import { PageHeader } from "~/components/layout/page-header";

/** The same for every visitor without a session or cart: served from the render cache (decision 041). */
export const handle = { renderCache: true };

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Contact",
    description: `Phone, email, studio address and messaging, plus a free ${consultationFacts.minutes}-minute consultation to find the course that fits your voice.`,
  });

/**
 * The contact page. The contact form (forms issue) takes its place as a section between the
 * details and the consultation.
 */
export default function Contact() {
  const profile = useSiteProfile();
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Get in touch"
        className="pb-14 pt-14 sm:pb-16 sm:pt-20"
        lead="Questions about a course, a date or your voice? Call, write or send a message, and we’ll get back to you as soon as possible."
      />

      <PageContainer as="section" aria-labelledby="details-heading" className="py-14 sm:py-20">
        <h2 id="details-heading" className="text-3xl text-ink-900">
          Contact details
        </h2>
        <ContactDetails profile={profile} size="lg" className="mt-8" />
      </PageContainer>

      <PageSection id="message" eyebrow="Write to us" title="Send a message" tone="sand">
        <ContactForm className="max-w-2xl" />
      </PageSection>

      <section aria-labelledby="consultation-heading" className="bg-ink-950 text-ivory on-dark">
        <PageContainer className="grid gap-8 py-14 sm:py-20 md:grid-cols-[auto_1fr] md:items-center md:gap-14">
          <p aria-hidden className="font-display text-7xl leading-none text-amber-300 sm:text-8xl">
            {consultationFacts.minutes}′
          </p>
          <div>
            <h2 id="consultation-heading" className="text-3xl text-ivory">
              Free consultation
            </h2>
            <p className="mt-3 max-w-[60ch] text-lg text-ivory/80">
              {consultationFacts.minutes} minutes, free of charge: we talk about your voice and your goals and find the course that fits.
            </p>
            <div className="mt-7 flex flex-col gap-3 sm:flex-row">
              <BookConsultationButton schedulingUrl={profile.schedulingUrl} />
              <Link to={href("/book")} className={buttonVariants({ variant: "onDark", size: "lg" })}>
                What happens in the call
              </Link>
            </div>
          </div>
        </PageContainer>
      </section>
    </>
  );
}
