import { type ReactNode } from "react";
import { cn } from "~/lib/cn";

const tones = {
  ivory: "bg-ivory text-text",
  sand: "bg-sand-100 text-text",
  ink: "on-dark bg-ink-950 text-ivory",
} as const;

/** A full-width band with an eyebrow and an `h2`; content at most 1200 px wide. */
export function PageSection({
  id,
  eyebrow,
  title,
  intro,
  tone = "ivory",
  className,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: keyof typeof tones;
  className?: string;
  children?: ReactNode;
}) {
  const dark = tone === "ink";
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn("scroll-mt-20", tones[tone], className)}>
      <div className="mx-auto max-w-[1200px] px-5 py-14 sm:px-8 sm:py-20">
        <header className="max-w-2xl">
          {eyebrow ? (
            <p className={cn("text-sm font-semibold uppercase tracking-[0.14em]", dark ? "text-amber-300" : "text-amber-700")}>{eyebrow}</p>
          ) : null}
          <h2 id={`${id}-heading`} className={cn("mt-3 text-3xl sm:text-4xl", dark ? "text-ivory" : "text-ink-900")}>
            {title}
          </h2>
          {intro ? <div className={cn("mt-4 text-lg", dark ? "text-ivory/80" : "text-muted")}>{intro}</div> : null}
        </header>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
