import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { TestimonialList } from "~/components/programmes/testimonial-list";
import type { Testimonial } from "~/modules/programmes/testimonials";

export interface TestimonialGroup {
  courseId: string;
  title: string;
  link: string;
  testimonials: Testimonial[];
}

export function TestimonialsPage({ groups }: { groups: TestimonialGroup[] }) {
  const count = groups.reduce((sum, group) => sum + group.testimonials.length, 0);
  return (
    <>
      <header className="on-dark relative overflow-hidden bg-ink-950 text-ivory">
        <span aria-hidden className="pointer-events-none absolute -bottom-36 right-4 font-display text-[18rem] leading-none text-ink-800 sm:right-16">
          “
        </span>
        <div className="relative mx-auto max-w-[1200px] px-5 pb-16 pt-14 sm:px-8 sm:pb-20 sm:pt-20">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-300">Testimonials</p>
          <h1 className="mt-3 max-w-3xl text-4xl text-ivory sm:text-5xl">In their own words</h1>
          <p className="mt-5 max-w-[60ch] text-lg text-ivory/80">
            {count} singers on what changed for them, grouped by the programme they took part in. Some wrote in Danish; their words stay as they wrote them,
            with a translation below.
          </p>
          <nav aria-label="Programmes" className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {groups.map((group) => (
                <li key={group.courseId}>
                  <a
                    href={`#${group.courseId}`}
                    className="inline-flex min-h-11 items-center rounded-control border border-ivory/25 px-4 text-sm text-ivory/90 hover:border-amber-300 hover:text-amber-300"
                  >
                    {group.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>

      {groups.map((group, index) => (
        <section key={group.courseId} id={group.courseId} aria-labelledby={`${group.courseId}-heading`} className={index % 2 ? "bg-sand-100" : "bg-ivory"}>
          <div className="mx-auto max-w-[1200px] scroll-mt-20 px-5 py-14 sm:px-8 sm:py-20">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <h2 id={`${group.courseId}-heading`} className="text-3xl text-ink-900">
                {group.title}
              </h2>
              <Link
                to={group.link}
                className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-ink-900 underline decoration-amber-500 decoration-2 underline-offset-8 sm:self-auto"
              >
                About {group.title}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </div>
            <TestimonialList testimonials={group.testimonials} pageLang="en" className="mt-8" />
          </div>
        </section>
      ))}
    </>
  );
}
