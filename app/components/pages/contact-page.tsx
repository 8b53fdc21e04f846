import { type ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { CalendarDays } from "lucide-react";
import type { RootData } from "~/lib/seo";
import { buttonVariants } from "~/components/ui/button";
import { ContactDetails } from "~/components/programmes/contact-details";
import { ExternalLink } from "~/components/programmes/external-link";
import { consultationFacts } from "~/modules/programmes/facts";

/**
 * The contact page. The contact form (forms issue) takes its place as a section between the
 * details and the consultation.
 */
export function ContactPage({ children }: { children?: ReactNode }) {
  const { profile } = useRouteLoaderData("root") as RootData;
  return (
    <>
      <header className="bg-sand-100">
        <div className="mx-auto max-w-[1200px] px-5 pb-14 pt-14 sm:px-8 sm:pb-16 sm:pt-20">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-700">Contact</p>
          <h1 className="mt-3 text-4xl text-ink-900 sm:text-5xl">Get in touch</h1>
          <p className="mt-5 max-w-[60ch] text-lg text-muted">
            Questions about a course, a date or your voice? Call, write or send a message, and we’ll get back to you as soon as possible.
          </p>
        </div>
      </header>

      <section aria-labelledby="details-heading" className="mx-auto max-w-[1200px] px-5 py-14 sm:px-8 sm:py-20">
        <h2 id="details-heading" className="text-3xl text-ink-900">
          Contact details
        </h2>
        <ContactDetails profile={profile} size="lg" className="mt-8" />
      </section>

      {children}

      <section aria-labelledby="consultation-heading" className="bg-ink-950 text-ivory on-dark">
        <div className="mx-auto grid max-w-[1200px] gap-8 px-5 py-14 sm:px-8 sm:py-20 md:grid-cols-[auto_1fr] md:items-center md:gap-14">
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
              <ExternalLink href={profile.schedulingUrl} className={buttonVariants({ size: "lg" })}>
                <CalendarDays aria-hidden />
                Book Consultation
              </ExternalLink>
              <Link to="/book" className={buttonVariants({ variant: "onDark", size: "lg" })}>
                What happens in the call
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
