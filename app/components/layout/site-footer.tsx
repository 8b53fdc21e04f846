import { Link } from "react-router";
import { MailIcon, MapPinIcon, MessageCircleIcon, PhoneIcon } from "~/components/ui/line-icons";
import { formatAddress, taglineFor, type SiteProfile } from "~/modules/site/profile";
import { Monogram } from "./monogram";
import { StaffLines } from "~/components/art/staff-lines";
import { BookSessionButton } from "~/components/booking/book-session-button";
import { useChromeText, usePageLanguage } from "~/lib/i18n/language";

const legalLinks = [
  { to: "/privacy-policy", label: "privacyPolicy" },
  { to: "/terms-of-service", label: "termsOfService" },
  { to: "/cookie-policy", label: "cookiePolicy" },
] as const;

export function SiteFooter({ profile }: { profile: SiteProfile }) {
  const text = useChromeText();
  const language = usePageLanguage();
  const linkClass = "inline-flex min-h-11 items-center rounded-sm text-ivory/80 underline-offset-4 transition-colors hover:text-amber-300 hover:underline";
  return (
    // Laid out and painted only as it comes near, like the landing page's sections (decision 061).
    // Its stand-in height is a little under its real one: the page's last part, drawn taller than
    // it stood in, lengthens the page; drawn shorter, it could pull a restored scroll position up.
    <footer className="on-dark relative overflow-hidden bg-ink-950 text-ivory rendered-when-near [contain-intrinsic-size:auto_54rem] lg:[contain-intrinsic-size:auto_27rem]">
      <StaffLines className="pointer-events-none absolute inset-x-0 top-0 h-24 w-full text-ink-800" />
      <div className="relative mx-auto grid max-w-[1200px] gap-10 px-5 pb-10 pt-20 sm:px-8 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <div className="flex items-center gap-3">
            <Monogram name={profile.name} className="h-11 w-11" />
            <p className="font-display text-xl">{profile.businessName}</p>
          </div>
          <p className="mt-4 max-w-sm text-ivory/75">{taglineFor(profile, language)}</p>
          <BookSessionButton size="md" className="mt-6" />
        </div>

        {/* A heading may not sit inside <address> (HTML's content model): the address is the list alone. */}
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-[0.14em] text-amber-300">{text.contact}</h2>
          <address className="not-italic">
            <ul className="mt-3 space-y-1">
              <li className="flex items-center gap-3">
                <MapPinIcon className="h-4 w-4 shrink-0 text-amber-300" />
                <span className="text-ivory/80">{formatAddress(profile)}</span>
              </li>
              <li className="flex items-center gap-3">
                <MailIcon className="h-4 w-4 shrink-0 text-amber-300" />
                <a href={`mailto:${profile.email}`} className={linkClass}>
                  {profile.email}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <PhoneIcon className="h-4 w-4 shrink-0 text-amber-300" />
                <a href={`tel:${profile.phone.replace(/\s+/g, "")}`} className={linkClass}>
                  {profile.phone}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <MessageCircleIcon className="h-4 w-4 shrink-0 text-amber-300" />
                <a href={profile.messagingUrl} className={linkClass} rel="noopener noreferrer" target="_blank">
                  {text.messageOnWhatsApp}
                </a>
              </li>
            </ul>
          </address>
        </div>

        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-[0.14em] text-amber-300">{text.follow}</h2>
          <ul className="mt-3 space-y-1">
            {profile.socialLinks.map((social) => (
              <li key={social.url}>
                <a href={social.url} className={linkClass} rel="noopener noreferrer" target="_blank">
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="relative border-t border-ink-800">
        <div className="mx-auto flex max-w-[1200px] flex-col gap-4 px-5 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p className="text-ivory/70">
            © {new Date().getFullYear()} {profile.businessName}
          </p>
          <nav aria-label={text.legal}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {text[link.label]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
