import type { ReactNode } from "react";

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

export function LegalPage({ title, updated, intro, sections }: { title: string; updated: string; intro: string; sections: LegalSection[] }) {
  return (
    <article className="mx-auto max-w-3xl px-5 pb-24 pt-14 sm:px-8 sm:pt-20">
      <header className="border-b border-sand-200 pb-8">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-700">Legal</p>
        <h1 className="mt-3 text-3xl text-ink-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-muted">Last updated {updated}</p>
        <p className="mt-6 text-lg text-text">{intro}</p>
      </header>
      <ol className="mt-10 space-y-10">
        {sections.map((section, index) => (
          <li key={section.heading}>
            <section aria-labelledby={`section-${index + 1}`}>
              <h2 id={`section-${index + 1}`} className="flex items-baseline gap-3 text-xl text-ink-900 sm:text-2xl">
                <span aria-hidden className="font-display text-amber-700">
                  {index + 1}.
                </span>
                {section.heading}
              </h2>
              <div className="mt-3 max-w-[68ch] space-y-3 text-text [&_a]:font-medium [&_a]:text-ink-800 [&_a]:underline [&_a]:underline-offset-4">
                {section.body}
              </div>
            </section>
          </li>
        ))}
      </ol>
    </article>
  );
}

export function MailtoLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
