import { type ReactNode } from "react";
import { StaffLines } from "~/components/art/staff-lines";
import { PageContainer } from "~/components/layout/page-container";

/**
 * The dark opening of a content page (programmes, artist, magazine, shop, books, sales):
 * eyebrow, the page's single `h1`, a lead, actions and optional artwork beside it on wide screens.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  art,
  children,
}: {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  actions?: ReactNode;
  art?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="on-dark relative overflow-hidden bg-ink-950 text-ivory">
      <div aria-hidden className="pointer-events-none absolute -right-40 -top-40 h-[32rem] w-[32rem] rounded-full bg-amber-400/10 blur-3xl" />
      <StaffLines className="pointer-events-none absolute inset-x-0 bottom-8 h-20 w-full text-ink-800" />
      <div
        className={`relative mx-auto grid max-w-[1200px] items-center gap-10 px-5 pb-14 pt-12 sm:px-8 sm:pb-20 sm:pt-16 ${art ? "lg:grid-cols-[1.2fr_1fr]" : ""}`}
      >
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-300">{eyebrow}</p>
          <h1 className="mt-4 text-4xl leading-[1.08] text-ivory sm:text-5xl">{title}</h1>
          <div className="mt-6 max-w-[60ch] text-lg text-ivory/80">{lead}</div>
          {actions ? <div className="mt-8 flex flex-wrap items-center gap-3">{actions}</div> : null}
        </div>
        {art ? <div className="overflow-hidden rounded-card shadow-[0_30px_60px_-30px_rgb(0_0_0/0.8)] ring-1 ring-ivory/10">{art}</div> : null}
      </div>
      {children ? <PageContainer className="relative pb-14">{children}</PageContainer> : null}
    </section>
  );
}
