import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { aboutPath, type SiteProfile } from "~/modules/site/profile";

export function AboutTeaser({ profile }: { profile: SiteProfile }) {
  const firstName = profile.name.split(/\s+/)[0];
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-20 bg-ivory">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-5 py-20 sm:px-8 sm:py-28 lg:grid-cols-[1fr_1.1fr] lg:gap-20">
        <figure className="relative">
          <span aria-hidden className="absolute -left-2 -top-10 font-display text-[9rem] leading-none text-sand-200 sm:-top-14 sm:text-[12rem]">
            “
          </span>
          <blockquote className="relative font-display text-2xl leading-snug text-ink-900 sm:text-3xl">
            <p>Every voice already knows how to sing. My work is to clear the way, so yours can be heard as it really is.</p>
          </blockquote>
          <figcaption className="relative mt-6 text-sm font-semibold uppercase tracking-[0.14em] text-amber-700">{profile.name}</figcaption>
        </figure>
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-700">About</p>
          <h2 id="about-heading" className="mt-3 text-3xl text-ink-900 sm:text-4xl">
            A singer who teaches, not a teacher who once sang
          </h2>
          <div className="mt-6 space-y-4 text-lg text-muted">
            <p>
              {firstName} has spent twenty years on stages and in studios, from jazz clubs and musical theatre to session work and her own records. Teaching
              grew out of that life: practical, precise and always in service of the song.
            </p>
            <p>Students come to her for range, stamina or nerves, and stay because they start to enjoy their own voice. Lessons are in Danish or English.</p>
          </div>
          <Link
            to={aboutPath(profile)}
            className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-ink-900 underline decoration-amber-500 decoration-2 underline-offset-8 hover:decoration-amber-700"
          >
            Read {firstName}’s story
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
