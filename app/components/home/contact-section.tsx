import { type ReactNode } from "react";
import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { formatAddress, type SiteProfile } from "~/modules/site/profile";
import { messagingLabel } from "~/modules/programmes/facts";
import { telHref } from "~/components/programmes/contact-strip";
import { ExternalLink } from "~/components/programmes/external-link";

/**
 * The landing page's contact block. `actions` is the row of buttons under the details
 * (a consultation link today; the 'Contact Us' dialog joins it with the forms issue).
 */
export function ContactSection({ profile, actions }: { profile: SiteProfile; actions?: ReactNode }) {
  const item = "flex items-start gap-4 rounded-card border border-sand-300 bg-ivory p-5 shadow-card";
  const link = "font-display text-lg text-ink-900 underline decoration-sand-300 underline-offset-4 hover:decoration-amber-500 break-words";
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
        <address className="mt-12 grid gap-4 not-italic sm:grid-cols-2">
          <div className={item}>
            <Phone aria-hidden className="mt-1 size-5 shrink-0 text-amber-700" />
            <div>
              <p className="text-sm text-muted">Phone</p>
              <a href={telHref(profile.phone)} className={link}>
                {profile.phone}
              </a>
            </div>
          </div>
          <div className={item}>
            <Mail aria-hidden className="mt-1 size-5 shrink-0 text-amber-700" />
            <div className="min-w-0">
              <p className="text-sm text-muted">Email</p>
              <a href={`mailto:${profile.email}`} className={link}>
                {profile.email}
              </a>
            </div>
          </div>
          <div className={item}>
            <MapPin aria-hidden className="mt-1 size-5 shrink-0 text-amber-700" />
            <div>
              <p className="text-sm text-muted">Studio</p>
              <p className="font-display text-lg text-ink-900">{formatAddress(profile)}</p>
            </div>
          </div>
          <div className={item}>
            <MessageCircle aria-hidden className="mt-1 size-5 shrink-0 text-amber-700" />
            <div>
              <p className="text-sm text-muted">Messaging</p>
              <ExternalLink href={profile.messagingUrl} className={link}>
                Message on {messagingLabel(profile.messagingUrl)}
              </ExternalLink>
            </div>
          </div>
        </address>
        {actions ? <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div> : null}
      </div>
    </section>
  );
}
