import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import { cn } from "~/lib/cn";
import { formatAddress, type SiteProfile } from "~/modules/site/profile";
import { messagingLabel } from "~/modules/programmes/facts";
import { telHref } from "~/components/content/contact-strip";
import { ExternalLink } from "~/components/content/external-link";

/** Phone, email, studio address and messaging link as four cards; used on the landing and contact pages. */
export function ContactDetails({ profile, size = "md", className }: { profile: SiteProfile; size?: "md" | "lg"; className?: string }) {
  const card = cn("flex min-w-0 items-start gap-4 rounded-card border bg-ivory shadow-card", size === "lg" ? "border-sand-200 p-6" : "border-sand-300 p-5");
  const icon = cn("mt-1 shrink-0 text-amber-700", size === "lg" ? "size-6" : "size-5");
  const text = cn("font-display text-ink-900", size === "lg" ? "text-xl" : "text-lg");
  const link = cn(text, "inline-block min-h-11 py-2 [overflow-wrap:anywhere] underline decoration-sand-300 underline-offset-4 hover:decoration-amber-500");
  return (
    <address className={cn("grid grid-cols-1 gap-4 not-italic sm:grid-cols-2", className)}>
      <div className={card}>
        <Phone aria-hidden className={icon} />
        <div>
          <p className="text-sm text-muted">Phone</p>
          <a href={telHref(profile.phone)} className={link}>
            {profile.phone}
          </a>
        </div>
      </div>
      <div className={card}>
        <Mail aria-hidden className={icon} />
        <div className="min-w-0">
          <p className="text-sm text-muted">Email</p>
          <a href={`mailto:${profile.email}`} className={link}>
            {profile.email}
          </a>
        </div>
      </div>
      <div className={card}>
        <MapPin aria-hidden className={icon} />
        <div>
          <p className="text-sm text-muted">Studio</p>
          <p className={text}>{formatAddress(profile)}</p>
        </div>
      </div>
      <div className={card}>
        <MessageCircle aria-hidden className={icon} />
        <div>
          <p className="text-sm text-muted">Messaging</p>
          <ExternalLink href={profile.messagingUrl} className={link}>
            Message on {messagingLabel(profile.messagingUrl)}
          </ExternalLink>
        </div>
      </div>
    </address>
  );
}
