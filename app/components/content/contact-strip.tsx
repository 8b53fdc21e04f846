import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import type { SiteProfile } from "~/modules/site/profile";

export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Phone and e-mail as two large, tappable links. */
export function ContactStrip({ profile, lang }: { profile: Pick<SiteProfile, "phone" | "email">; lang: "da" | "en" }) {
  const linkClass =
    "flex min-h-14 items-center gap-4 rounded-card border border-sand-300 bg-ivory px-5 py-3 text-text shadow-card transition-colors hover:border-amber-500";
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      <li>
        <a href={telHref(profile.phone)} className={linkClass}>
          <Phone aria-hidden className="size-5 shrink-0 text-amber-700" />
          <span className="flex flex-col">
            <span className="text-sm text-muted">{lang === "da" ? "Ring" : "Call"}</span>
            <span className="font-display text-lg text-ink-900">{profile.phone}</span>
          </span>
        </a>
      </li>
      <li>
        <a href={`mailto:${profile.email}`} className={linkClass}>
          <Mail aria-hidden className="size-5 shrink-0 text-amber-700" />
          <span className="flex min-w-0 flex-col">
            <span className="text-sm text-muted">{lang === "da" ? "Skriv" : "Write"}</span>
            <span className="truncate font-display text-lg text-ink-900">{profile.email}</span>
          </span>
        </a>
      </li>
    </ul>
  );
}
