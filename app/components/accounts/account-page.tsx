import type { ReactNode } from "react";
import { StaffLines } from "~/components/art/staff-lines";
import { PageContainer } from "~/components/layout/page-container";

/** The signed-in area's pages (account, dashboard, admin): a quiet header on sand, then content. */
export function AccountPage({
  eyebrow,
  title,
  lead,
  actions,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-sand-100/60">
      <header className="relative isolate overflow-hidden">
        <StaffLines className="pointer-events-none absolute inset-x-0 top-8 -z-10 h-24 w-full text-sand-300" />
        <PageContainer className="flex flex-wrap items-end justify-between gap-6 pb-8 pt-12 sm:pt-16">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.16em] text-amber-700">{eyebrow}</p>
            <h1 className="mt-3 text-3xl text-ink-900 sm:text-4xl">{title}</h1>
            <p className="mt-3 max-w-[60ch] text-lg text-muted">{lead}</p>
          </div>
          {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
        </PageContainer>
      </header>
      <PageContainer className="grid gap-6 pb-20">{children}</PageContainer>
    </div>
  );
}

/** One panel of those pages. */
export function Panel({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-sand-200 bg-ivory p-6 shadow-card sm:p-8">
      <h2 id={id} className="text-xl text-ink-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
