import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { cn } from "~/lib/cn";

/** The inboxes' buttons: 44px high (a thumb's reach on a phone). */
export const inboxButton = buttonVariants({ variant: "outline", size: "sm", className: "min-h-11" });

export const copenhagenTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Copenhagen" });

/** A row of filter links (URL-addressable: a tab is a link, the current one aria-current). */
export function FilterLinks({ label, options }: { label: string; options: { to: string; label: string; current: boolean }[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.to}>
            <Link
              to={option.to}
              aria-current={option.current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium",
                option.current ? "border-ink-900 bg-ink-900 text-ivory" : "border-sand-300 text-ink-800 hover:bg-sand-200",
              )}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A small coloured word for a state. */
export function StateBadge({ tone, children }: { tone: "new" | "ok" | "warn" | "bad" | "quiet"; children: ReactNode }) {
  const tones = {
    new: "bg-amber-200 text-ink-900",
    ok: "bg-sand-200 text-ink-900",
    warn: "bg-amber-100 text-ink-900 ring-1 ring-amber-400",
    bad: "bg-danger/10 text-danger ring-1 ring-danger/40",
    quiet: "bg-sand-100 text-ink-800",
  } as const;
  return <span className={cn("inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold", tones[tone])}>{children}</span>;
}

/** "Newest" and "Older" under a keyset-paged list. */
export function PageLinks({ label, first, next }: { label: string; first: string | null; next: string | null }) {
  if (!first && !next) return null;
  return (
    <nav aria-label={label} className="mt-4 flex gap-4">
      {first ? (
        <Link to={first} className={inboxButton}>
          Newest
        </Link>
      ) : null}
      {next ? (
        <Link to={next} className={inboxButton}>
          Older
        </Link>
      ) : null}
    </nav>
  );
}

/** An answer from an action, read out by screen readers. */
export function ActionAnswer({ answer }: { answer: { ok: boolean; message: string } | undefined }) {
  if (!answer) return null;
  return (
    <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "text-sm font-medium text-ink-900" : "text-sm font-medium text-danger"}>
      {answer.message}
    </p>
  );
}
