import Clock from "lucide-react/icons/clock";
import { sessionFacts, type SessionOffer } from "~/modules/booking/dialog-view";
import type { Language } from "~/lib/i18n/languages";

/** "60 min · DKK 1,950.00": what a private session lasts and costs, said before a time is chosen (decision 069). */
export function SessionFacts({ offer, language, label }: { offer: SessionOffer | null | undefined; language: Language; label: string }) {
  if (!offer) return null;
  return (
    <p className="inline-flex items-center gap-2 justify-self-start rounded-full border border-sand-300 bg-sand-100 px-3 py-1.5 text-sm font-medium text-ink-900 tabular-nums">
      <Clock aria-hidden className="size-4 text-ink-600" />
      <span className="sr-only">{label}: </span>
      <span data-testid="session-facts">{sessionFacts(offer, language)}</span>
    </p>
  );
}
