import { type ReactNode } from "react";
import type { SiteProfile } from "~/modules/site/profile";
import { ContactDetails } from "~/components/programmes/contact-details";

/**
 * The landing page's contact block. `actions` is the row of buttons under the details
 * (a consultation link today; the 'Contact Us' dialog joins it with the forms issue).
 */
export function ContactSection({ profile, actions }: { profile: SiteProfile; actions?: ReactNode }) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-20 bg-sand-100">
      <div className="mx-auto max-w-[1200px] px-5 py-20 sm:px-8 sm:py-28">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-700">Contact</p>
          <h2 id="contact-heading" className="mt-3 text-3xl text-ink-900 sm:text-4xl">
            Let’s talk about your voice
          </h2>
          <p className="mt-4 text-lg text-muted">Call, write or send a message, and we’ll get back to you as soon as possible.</p>
        </div>
        <ContactDetails profile={profile} className="mt-12" />
        {actions ? <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div> : null}
      </div>
    </section>
  );
}
