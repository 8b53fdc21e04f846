import { Link, href } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import { PageContainer } from "~/components/layout/page-container";
import type { landingTestimonials } from "~/modules/programmes/testimonials";

type Voice = ReturnType<typeof landingTestimonials>[number];

/** A few students' words on the landing page, leading to the full testimonials page. Server-rendered, no script. */
export function LandingTestimonials({ voices }: { voices: Voice[] }) {
  if (voices.length === 0) return null;
  return (
    <section aria-labelledby="landing-testimonials-heading" className="bg-sand-100">
      <PageContainer className="py-20 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-700">Testimonials</p>
        <h2 id="landing-testimonials-heading" className="mt-3 text-3xl text-ink-900 sm:text-4xl">
          What singers say
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {voices.map((voice) => (
            <li key={voice.id} className="flex flex-col rounded-card border border-sand-200 bg-ivory p-6 shadow-card">
              <figure className="flex flex-1 flex-col">
                <span aria-hidden className="font-display text-6xl leading-none text-amber-500">
                  “
                </span>
                <blockquote className="flex-1 text-lg text-ink-900">
                  <p>{voice.quote}</p>
                </blockquote>
                <figcaption className="mt-5 text-sm text-muted">
                  <span className="font-semibold text-ink-900">{voice.name}</span>
                  {voice.detail ? `, ${voice.detail}` : null}
                  {voice.translated ? <span className="block">Translated from Danish</span> : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <Link
          to={href("/testimonials")}
          className="mt-10 inline-flex min-h-11 items-center gap-2 font-semibold text-ink-900 underline decoration-amber-500 decoration-2 underline-offset-8 hover:decoration-amber-700"
        >
          All testimonials
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </PageContainer>
    </section>
  );
}
