import { cn } from "~/lib/cn";
import type { Testimonial } from "~/modules/programmes/testimonials";

/**
 * Testimonials as quotes. On an English page a Danish quote keeps its own words (marked
 * `lang="da"`) with the translation under it.
 */
export function TestimonialList({ testimonials, pageLang, className }: { testimonials: Testimonial[]; pageLang: "da" | "en"; className?: string }) {
  return (
    <ul className={cn("grid gap-6 md:grid-cols-2 lg:grid-cols-3", className)}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.id} className="relative flex flex-col rounded-card border border-sand-200 bg-ivory p-6 shadow-card sm:p-8">
          <span aria-hidden className="pointer-events-none absolute right-6 top-2 font-display text-7xl leading-none text-sand-300">
            ”
          </span>
          <figure className="flex flex-1 flex-col">
            <blockquote
              lang={testimonial.lang === pageLang ? undefined : testimonial.lang}
              className="relative font-display text-lg leading-relaxed text-ink-900"
            >
              <p>{testimonial.quote}</p>
            </blockquote>
            {pageLang === "en" && testimonial.translation ? (
              <p className="mt-3 text-sm text-muted">
                <span className="font-semibold">In English: </span>
                {testimonial.translation}
              </p>
            ) : null}
            <figcaption className="mt-auto pt-6 text-sm">
              <span className="font-semibold text-text">{testimonial.name}</span>
              <span className="text-muted" lang={testimonial.lang === pageLang ? undefined : testimonial.lang}>
                {" "}
                · {testimonial.detail}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
