import { danishPage } from "~/lib/i18n/chrome-text.da";
import { Link } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import Users from "lucide-react/icons/users";
import type { Route } from "./+types/courses.celebrity-vocal-experience";
import { db } from "~/db/db.server";
import { findCourse } from "~/modules/catalogue/catalogue.server";
import { seo } from "~/lib/seo";
import { rootData, useSiteProfile } from "~/components/layout/site-data";
import { courseJsonLd, retreatEventJsonLd } from "~/modules/programmes/json-ld";
import { toCardData } from "~/modules/programmes/course-data";
import { celebrityRetreatFacts, applicationPaths, applicationReviewDays, celebrityRetreatFacts as retreat } from "~/modules/programmes/facts";
import { nextDatesToBeAnnounced, nextRun, runDatesText, withLabel } from "~/modules/programmes/runs";
import { loadProgrammeRuns } from "~/modules/settings/settings.server";
import { buttonVariants } from "~/components/ui/button";
import { formatMinorUnits } from "~/modules/catalogue/format";
import { aboutPath } from "~/modules/site/profile";
import { testimonialsFor } from "~/modules/programmes/testimonials";
import { CourseImage } from "~/components/content/course-card";
import { FactGrid } from "~/components/content/fact-grid";
import { NumberedSteps } from "~/components/content/numbered-steps";
import { PageHero } from "~/components/layout/page-hero";
import { PageSection } from "~/components/layout/page-section";
import { StickyAction } from "~/components/content/sticky-action";
import { TestimonialList } from "~/components/content/testimonial-list";

export const handle = { ...danishPage, renderCache: true };

const PATH = "/courses/celebrity-vocal-experience";

export async function loader() {
  const course = await findCourse(db(), celebrityRetreatFacts.courseId);
  // The next run from the settings; a run that has started is never offered (decision 036).
  const run = nextRun(loadProgrammeRuns()["celebrity-vocal-experience"], new Date());
  return {
    course: course ? toCardData(course) : undefined,
    run: run ? { start: run.start, end: run.end } : null,
    dates: run ? withLabel(runDatesText(run, "da"), run) : null,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const course = args.data?.course;
  const run = args.data?.run;
  return seo(args, {
    title: "Celebrity Vocal Experience – fem dages sangretreat",
    description: `Et eksklusivt retreat over ${celebrityRetreatFacts.days} dage med kun ${celebrityRetreatFacts.places} pladser: daglig soloundervisning, studieoptagelse og afsluttende koncert. Se datoer, pris og ansøgningsprocessen.`,
    jsonLd:
      root && course
        ? [
            courseJsonLd(course, root.profile, {
              origin: root.origin,
              path: PATH,
              inLanguage: "da",
              onsite: run ? { startDate: run.start, endDate: run.end } : {},
            }),
            ...(run ? [retreatEventJsonLd(course, root.profile, { origin: root.origin, path: PATH, run })] : []),
          ]
        : [],
  });
};

const days = [
  { title: "Ankomst og stemmeanalyse", body: "Vi lærer hinanden og jeres stemmer at kende og lægger en personlig plan for ugen." },
  { title: "Teknik i dybden", body: "Soloundervisning og fælles arbejde med klang, højde og udholdenhed." },
  { title: "Studiedag", body: "En dag i et professionelt studie, hvor du indspiller din sang med guidede takes." },
  { title: "Performance", body: "Scenenærvær, mikrofonteknik og generalprøve på koncertens repertoire." },
  { title: "Afsluttende koncert", body: "Du synger for et inviteret publikum og tager optagelsen med hjem." },
];

export default function CelebrityVocalExperience({ loaderData }: Route.ComponentProps) {
  const { course, dates } = loaderData;
  const profile = useSiteProfile();
  const price = course ? `DKK ${formatMinorUnits(course.priceDkk)}` : null;
  return (
    <>
      <PageHero
        eyebrow={`Retreat · ${dates ?? nextDatesToBeAnnounced.da}`}
        title="Celebrity Vocal Experience"
        lead={
          <p>
            {retreat.days} dage, {retreat.places} pladser: et eksklusivt retreat med daglig soloundervisning, en dag i studiet og en afsluttende koncert. For
            sangere, der vil opleve, hvordan det er at arbejde som de professionelle.
          </p>
        }
        actions={
          <>
            <Link to={applicationPaths.celebrity} hrefLang="en" className={buttonVariants({ size: "lg" })}>
              Ansøg om en plads (på engelsk)
              <ArrowRight aria-hidden />
            </Link>
            <Link to={aboutPath(profile)} className={buttonVariants({ variant: "onDark", size: "lg" })}>
              Mød {profile.name}
            </Link>
          </>
        }
        art={course ? <CourseImage course={course} eager idPrefix="hero" /> : null}
      >
        <h2 className="sr-only">Overblik</h2>
        <FactGrid
          onDark
          className="lg:grid-cols-4"
          facts={[
            { value: dates ?? nextDatesToBeAnnounced.da, label: "datoer" },
            { value: String(retreat.days), label: "dage" },
            { value: String(retreat.places), label: "pladser" },
            ...(price ? [{ value: price, label: "pris for hele retreatet" }] : []),
          ]}
        />
      </PageHero>

      <PageSection
        id="overblik"
        eyebrow="Overblik"
        title="Fem dage, hvor alt handler om stemmen"
        intro={
          <p>
            {dates ? `Fra ${dates}` : "På hvert hold"} er vi {retreat.places} sangere og et team, der kun har ét mål: at du tager hjem med en stemme, en
            optagelse og en oplevelse, du ikke glemmer.
          </p>
        }
      >
        <NumberedSteps steps={days} prefix="Dag" />
      </PageSection>

      <PageSection id="ansoegning" tone="ink" eyebrow="Ansøgningsprocessen" title="Fra ansøgning til plads i fire trin">
        <NumberedSteps
          onDark
          prefix="Trin"
          steps={[
            { title: "Ansøgning", body: "Du udfylder ansøgningen og fortæller om din stemme, dine mål og hvorfor du vil med." },
            { title: "Vurdering", body: `Vi gennemgår din ansøgning og svarer inden for ${applicationReviewDays} hverdage.` },
            { title: "Konsultations\u00adsamtale", body: "En personlig samtale, hvor vi taler om dine forventninger og forløbet." },
            { title: "Bekræftelse og betaling", body: "Du får en bekræftelse og information om betaling, så din plads er sikret." },
          ]}
        />
        <div className="mt-12 flex flex-col gap-6 rounded-card border border-amber-300/40 bg-ink-900 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div className="flex items-start gap-4">
            <Users aria-hidden className="mt-1 size-6 shrink-0 text-amber-300" />
            <div>
              <h3 className="text-xl text-ivory">Først til mølle</h3>
              <p className="mt-1 text-ivory/80">
                Der er kun {retreat.places} pladser, og de fordeles efter først til mølle-princippet blandt de godkendte ansøgere.
              </p>
            </div>
          </div>
          <Link to={applicationPaths.celebrity} hrefLang="en" className={buttonVariants({ className: "shrink-0" })}>
            Ansøg nu (på engelsk)
          </Link>
        </div>
      </PageSection>

      <PageSection id="udtalelser" tone="sand" eyebrow="Udtalelser" title="Det siger deltagerne">
        <TestimonialList testimonials={testimonialsFor(retreat.courseId)} pageLang="da" />
      </PageSection>

      <PageSection
        id="om-coachen"
        eyebrow="Din coach"
        title={`Fem dage med ${profile.name}`}
        intro={<p>Retreatet er skabt og ledet af {profile.name}, sanger og vokalcoach. Læs om hendes baggrund og måde at undervise på.</p>}
      >
        <Link
          to={aboutPath(profile)}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-ink-900 underline decoration-amber-500 decoration-2 underline-offset-8 hover:decoration-amber-700"
        >
          Om {profile.name}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </PageSection>

      <StickyAction label="Ansøg til Celebrity Vocal Experience">
        <p className="text-sm">
          <span className="block font-display text-base text-ink-900">{dates ?? nextDatesToBeAnnounced.da}</span>
          {price ? <span className="text-muted">{price}</span> : null}
        </p>
        <Link to={applicationPaths.celebrity} hrefLang="en" className={buttonVariants({ size: "sm" })}>
          Ansøg nu
        </Link>
      </StickyAction>
    </>
  );
}
