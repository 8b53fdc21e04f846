import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { PageContainer } from "~/components/layout/page-container";

const tones = {
  sand: { header: "bg-sand-100", eyebrow: "text-amber-700", title: "text-ink-900", lead: "text-muted" },
  ink: { header: "on-dark bg-ink-950 text-ivory", eyebrow: "text-amber-300", title: "text-ivory", lead: "text-ivory/80" },
} as const;

/**
 * The opening of a page without artwork (course list, testimonials, contact, programme details):
 * eyebrow, the page's single `h1` and a lead, on sand or on the dark stage. Pages with artwork
 * beside the title use PageHero.
 */
export function PageHeader({
  eyebrow,
  title,
  lead,
  tone = "sand",
  leadWidth = "60ch",
  decoration,
  before,
  className,
  children,
}: {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  tone?: keyof typeof tones;
  /** The lead's measure. */
  leadWidth?: "60ch" | "62ch";
  /** Background art, behind the text. */
  decoration?: ReactNode;
  /** Above the eyebrow, e.g. a link back to the parent page. */
  before?: ReactNode;
  /** Extra classes for the content column (its padding). */
  className?: string;
  /** Below the lead: facts, in-page navigation. */
  children?: ReactNode;
}) {
  const colours = tones[tone];
  return (
    <header className={cn("relative overflow-hidden", colours.header)}>
      {decoration}
      <PageContainer className={cn("relative pb-16 pt-14 sm:pb-20 sm:pt-20", className)}>
        {before}
        <p className={cn("text-sm font-semibold uppercase tracking-[0.14em]", colours.eyebrow, before ? "mt-6" : null)}>{eyebrow}</p>
        <h1 className={cn("mt-3 max-w-3xl text-4xl sm:text-5xl", colours.title)}>{title}</h1>
        <p className={cn("mt-5 text-lg", leadWidth === "62ch" ? "max-w-[62ch]" : "max-w-[60ch]", colours.lead)}>{lead}</p>
        {children}
      </PageContainer>
    </header>
  );
}
