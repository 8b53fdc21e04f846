import { type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";
import { PageContainer } from "~/components/layout/page-container";

const tones = {
  ivory: "bg-ivory text-text",
  sand: "bg-sand-100 text-text",
  ink: "on-dark bg-ink-950 text-ivory",
} as const;

/** A full-width band of the page with an eyebrow and an `h2`, content at most 1200 px wide. */
export function PageSection({
  id,
  eyebrow,
  title,
  intro,
  tone = "ivory",
  className,
  children,
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: keyof typeof tones;
  className?: string;
  children?: ReactNode;
}) {
  const generatedId = useId();
  const headingId = id ? `${id}-heading` : typeof title === "string" ? `${title.toLowerCase().replace(/[^a-z0-9æøå]+/g, "-")}-heading` : generatedId;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("scroll-mt-20", tones[tone], className)}>
      <PageContainer className="py-16 sm:py-24">
        <header className="max-w-2xl">
          {eyebrow ? (
            <p className={cn("text-sm font-semibold uppercase tracking-[0.14em]", tone === "ink" ? "text-amber-300" : "text-amber-700")}>{eyebrow}</p>
          ) : null}
          <h2 id={headingId} className={cn("mt-3 text-3xl sm:text-4xl", tone === "ink" ? "text-ivory" : "text-ink-900")}>
            {title}
          </h2>
          {intro ? <div className={cn("mt-4 text-lg", tone === "ink" ? "text-ivory/80" : "text-muted")}>{intro}</div> : null}
        </header>
        {children ? <div className="mt-10 sm:mt-12">{children}</div> : null}
      </PageContainer>
    </section>
  );
}
