import type { ReactNode } from "react";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { useSiteProfile } from "~/components/layout/site-data";
import { StaffLines } from "~/components/art/staff-lines";
import { SoundWave } from "~/components/art/sound-wave";
import { PageContainer } from "~/components/layout/page-container";

export interface ApplicationLayoutProps {
  eyebrow: string;
  title: string;
  lede: string;
  /** Facts shown in the hero: [label, value]. */
  facts: [string, string][];
  aside: ReactNode;
  /** Heading of the "questions before applying?" note under the aside. */
  questions: string;
  children: ReactNode;
}

/** Hero on the dark stage, then the form on ivory with the process beside it (below it on phones). */
export function ApplicationLayout({ eyebrow, title, lede, facts, aside, questions, children }: ApplicationLayoutProps) {
  const profile = useSiteProfile();
  return (
    <>
      <section className="on-dark relative isolate overflow-hidden bg-ink-950 text-ivory">
        <div aria-hidden className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_28rem_at_80%_-10%,rgb(233_174_76/0.22),transparent_60%)]" />
        <StaffLines className="pointer-events-none absolute inset-x-0 bottom-6 -z-10 h-24 w-full text-ink-700/70" />
        <SoundWave className="pointer-events-none absolute top-1/2 right-[max(1.25rem,calc((100vw-1200px)/2))] -z-10 hidden h-64 w-[26rem] -translate-y-1/2 text-amber-400/70 lg:block" />
        <PageContainer className="pb-16 pt-14 sm:pb-20 sm:pt-20">
          <p className="text-sm font-semibold uppercase tracking-[0.16em] text-amber-300">{eyebrow}</p>
          <h1 className="mt-4 max-w-3xl text-3xl leading-tight sm:text-4xl lg:text-5xl">{title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-ivory/80">{lede}</p>
          <dl className="mt-10 grid max-w-3xl grid-cols-2 gap-x-8 gap-y-5 border-t border-ivory/15 pt-6 sm:grid-cols-4">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-medium uppercase tracking-[0.14em] text-ivory/60">{label}</dt>
                <dd className="mt-1 font-display text-xl text-ivory">{value}</dd>
              </div>
            ))}
          </dl>
        </PageContainer>
      </section>
      <div className="bg-sand-100/60">
        <PageContainer className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14">
          <div className="rounded-card border border-sand-200 bg-ivory p-6 shadow-card sm:p-10">{children}</div>
          <aside className="grid gap-8 lg:sticky lg:top-24 lg:self-start">
            {aside}
            <div className="grid gap-1 border-t border-sand-300 pt-6 text-sm">
              <p className="font-medium text-ink-900">{questions}</p>
              <a
                href={`tel:${profile.phone.replace(/\s+/g, "")}`}
                className="inline-flex min-h-11 items-center gap-2 text-ink-800 underline-offset-4 hover:underline"
              >
                <Phone aria-hidden className="size-4 text-amber-700" /> {profile.phone}
              </a>
              <a href={`mailto:${profile.email}`} className="inline-flex min-h-11 items-center gap-2 text-ink-800 underline-offset-4 hover:underline">
                <Mail aria-hidden className="size-4 text-amber-700" /> {profile.email}
              </a>
            </div>
          </aside>
        </PageContainer>
      </div>
    </>
  );
}

/** The numbered steps of what happens after applying. */
export function ProcessSteps({ title, steps, footer }: { title: string; steps: [string, string][]; footer?: ReactNode }) {
  return (
    <div className="grid gap-6">
      <h2 className="text-xl text-ink-900">{title}</h2>
      <ol className="grid gap-5">
        {steps.map(([heading, text], index) => (
          <li key={heading} className="grid grid-cols-[2.5rem_1fr] gap-3">
            <span aria-hidden className="font-display text-3xl leading-none text-amber-700">
              {index + 1}
            </span>
            <div>
              <p className="font-medium text-ink-900">{heading}</p>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ol>
      {footer}
    </div>
  );
}
