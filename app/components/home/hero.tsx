import { Link } from "react-router";
import { ArrowRight, CalendarDays } from "lucide-react";
import type { SiteProfile } from "~/modules/site/profile";
import { buttonVariants } from "~/components/ui/button";
import { HeroWaves } from "~/components/art/hero-waves";
import { ExternalLink } from "~/components/programmes/external-link";
import { consultationFacts } from "~/modules/programmes/facts";

export function Hero({ profile }: { profile: SiteProfile }) {
  return (
    <section id="home" aria-labelledby="home-heading" className="on-dark relative scroll-mt-20 overflow-hidden bg-ink-950 text-ivory">
      <div
        aria-hidden
        className="pointer-events-none absolute -right-40 -top-40 size-[36rem] rounded-full bg-[radial-gradient(circle,rgb(233_174_76/0.22),transparent_65%)]"
      />
      <HeroWaves className="pointer-events-none absolute inset-x-0 bottom-0 h-48 w-full sm:h-64" />
      <div className="relative mx-auto max-w-[1200px] px-5 pb-40 pt-16 sm:px-8 sm:pb-56 sm:pt-24">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-300">{profile.businessName}</p>
        <h1 id="home-heading" className="mt-5 max-w-4xl text-[2.6rem] leading-[1.05] text-ivory sm:text-6xl lg:text-7xl">
          Find the voice you <em className="font-normal text-amber-300">already</em> have
        </h1>
        <p className="mt-7 max-w-[56ch] text-lg text-ivory/80 sm:text-xl">
          Technique that frees your voice and the confidence to use it. One-to-one coaching, intensive programmes and retreats in Copenhagen with {profile.name}
          .
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link to="/courses" className={buttonVariants({ size: "lg" })}>
            Explore Courses
            <ArrowRight aria-hidden />
          </Link>
          <ExternalLink href={profile.schedulingUrl} className={buttonVariants({ variant: "onDark", size: "lg" })}>
            <CalendarDays aria-hidden />
            Book Consultation
          </ExternalLink>
        </div>
        <p className="mt-4 text-sm text-ivory/70">The consultation is free and takes {consultationFacts.minutes} minutes.</p>
      </div>
    </section>
  );
}
