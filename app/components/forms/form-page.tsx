import type { ReactNode } from "react";
import { StaffLines } from "~/components/art/staff-lines";

/** A quiet single-column page for the forms' own pages (no-JavaScript fallbacks, newsletter links). */
export function FormPage({ eyebrow, title, intro, children }: { eyebrow: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="relative isolate overflow-hidden bg-sand-100/60">
      <StaffLines className="pointer-events-none absolute inset-x-0 top-10 -z-10 h-24 w-full text-sand-300" />
      <div className="mx-auto max-w-2xl px-5 py-16 sm:px-8 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-[0.16em] text-amber-700">{eyebrow}</p>
        <h1 className="mt-3 text-3xl text-ink-900 sm:text-4xl">{title}</h1>
        {intro ? <div className="mt-4 text-lg text-muted">{intro}</div> : null}
        <div className="mt-10 rounded-card border border-sand-200 bg-ivory p-6 shadow-card sm:p-8">{children}</div>
      </div>
    </div>
  );
}
