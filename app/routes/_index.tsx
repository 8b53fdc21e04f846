import { Link, href } from "react-router";
import type { Route } from "./+types/_index";
import { db } from "~/db/db.server";
import { toEnglishCardData } from "~/modules/programmes/course-data";
import { findOffer, listCourses, priceOf } from "~/modules/catalogue/catalogue.server";
import { formatDollars } from "~/lib/number-format";
import { TEST_PAYMENT_ID } from "~/modules/orders/test-payment";
import { seo } from "~/lib/seo";
import { rootData, useSiteProfile } from "~/components/layout/site-data";
import { featuredCourses } from "~/modules/programmes/course-cards";
import { nextDatesToBeAnnounced, nextRun, runDatesText, withLabel } from "~/modules/programmes/runs";
import { loadProgrammeRuns } from "~/modules/settings/settings.server";
import { businessJsonLd } from "~/modules/programmes/json-ld";
import { buttonVariants } from "~/components/ui/button-variants";
import { ArrowRightIcon } from "~/components/ui/line-icons";
import type { SiteProfile } from "~/modules/site/profile";
import { HeroWaves } from "~/components/art/hero-waves";
import { PageContainer } from "~/components/layout/page-container";
import { BookConsultationButton } from "~/components/booking/book-consultation-button";
import { paymentsInTestMode } from "~/modules/orders/runtime.server";
import { landingTestimonials } from "~/modules/programmes/testimonials";
import { consultationFacts } from "~/modules/programmes/facts";
import { hydrateWhenVisible } from "~/components/layout/hydrate-when-visible";
import RenderedBelowTheFold from "~/components/home/below-the-fold";
import { keptForContent } from "~/modules/site/content-memo.server";

// Everything under the hero hydrates when the visitor scrolls near it: its code (course cards,
// newsletter and contact forms) is not part of the landing page's first load (decision 042).
const BelowTheFold = hydrateWhenVisible(
  "home-below-the-fold",
  import.meta.env.SSR ? RenderedBelowTheFold : undefined,
  () => import("~/components/home/below-the-fold"),
);

/** The same for every visitor without a session or cart: served from the render cache (decision 041). */
export const handle = { renderCache: true };

export async function loader() {
  const [courses, test] = await Promise.all([
    keptForContent("courses", () => listCourses(db())),
    paymentsInTestMode() ? keptForContent(`offer:${TEST_PAYMENT_ID}`, () => findOffer(db(), TEST_PAYMENT_ID)) : undefined,
  ]);
  // The test payment's price is the catalogue's, like every other (decision 028).
  const testPrice = test?.published ? priceOf(test, "USD") : undefined;
  const retreat = nextRun(loadProgrammeRuns()["celebrity-vocal-experience"], new Date());
  return {
    featured: featuredCourses(courses).map(toEnglishCardData),
    // The retreat's next dates from the settings, never a run that has started (decision 036).
    retreatDates: retreat ? withLabel(runDatesText(retreat, "en"), retreat) : nextDatesToBeAnnounced.en,
    testPayment: testPrice ? formatDollars(testPrice.amount / 100) : null,
    voices: landingTestimonials(3),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  return seo(args, {
    title: "Vocal coaching, programmes and retreats",
    description:
      "Private vocal coaching, the Voice Elevated intensive and the Celebrity Vocal Experience retreat in Copenhagen, for singers who want to be heard.",
    jsonLd: root ? [businessJsonLd(root.profile, root.origin)] : [],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const profile = useSiteProfile();
  return (
    <>
      <Hero profile={profile} />
      <BelowTheFold profile={profile} {...loaderData} />
    </>
  );
}

function Hero({ profile }: { profile: SiteProfile }) {
  return (
    <section id="home" aria-labelledby="home-heading" className="on-dark relative scroll-mt-20 overflow-hidden bg-ink-950 text-ivory">
      <div
        aria-hidden
        className="pointer-events-none absolute -right-40 -top-40 size-[36rem] rounded-full bg-[radial-gradient(circle,rgb(233_174_76/0.22),transparent_65%)]"
      />
      <HeroWaves className="pointer-events-none absolute inset-x-0 bottom-0 h-48 w-full sm:h-64" />
      <PageContainer className="relative pb-40 pt-16 sm:pb-56 sm:pt-24">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-300">{profile.businessName}</p>
        <h1 id="home-heading" className="mt-5 max-w-4xl text-[2.6rem] leading-[1.05] text-ivory sm:text-6xl lg:text-7xl">
          Find the voice you <em className="font-normal text-amber-300">already</em> have
        </h1>
        <p className="mt-7 max-w-[56ch] text-lg text-ivory/80 sm:text-xl">
          Technique that frees your voice and the confidence to use it. One-to-one coaching, intensive programmes and retreats in Copenhagen with {profile.name}
          .
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link to={href("/courses")} className={buttonVariants({ size: "lg" })}>
            Explore Courses
            <ArrowRightIcon />
          </Link>
          <BookConsultationButton schedulingUrl={profile.schedulingUrl} variant="onDark" />
        </div>
        <p className="mt-4 text-sm text-ivory/70">The consultation is free and takes {consultationFacts.minutes} minutes.</p>
      </PageContainer>
    </section>
  );
}
