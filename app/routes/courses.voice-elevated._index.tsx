import { danishPage } from "~/lib/i18n/chrome-text.da";
import { Link, href } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import Download from "lucide-react/icons/download";
import type { Route } from "./+types/courses.voice-elevated._index";
import { seo } from "~/lib/seo";
import { rootData, useSiteProfile } from "~/components/layout/site-data";
import { courseJsonLd } from "~/modules/programmes/json-ld";
import { voiceElevatedFacts, applicationPaths, applicationReviewDays, voiceElevatedFacts as ve } from "~/modules/programmes/facts";
import { buttonVariants } from "~/components/ui/button";
import { coursePriceText, formatMinorUnits } from "~/modules/catalogue/format";
import { publicDownloads } from "~/modules/programmes/downloads";
import { testimonialsFor } from "~/modules/programmes/testimonials";
import { CourseImage } from "~/components/content/course-card";
import { ContactStrip } from "~/components/content/contact-strip";
import { loadProgrammeRuns } from "~/modules/settings/settings.server";
import { voiceElevatedPageData } from "~/modules/programmes/voice-elevated-page.server";
import { CourseMaterials } from "~/components/content/course-materials";
import { DownloadCard } from "~/components/content/download-card";
import { FactGrid } from "~/components/content/fact-grid";
import { NumberedSteps } from "~/components/content/numbered-steps";
import { PageHero } from "~/components/layout/page-hero";
import { PageSection } from "~/components/layout/page-section";
import { StickyAction } from "~/components/content/sticky-action";
import { TestimonialList } from "~/components/content/testimonial-list";

export const handle = { ...danishPage, renderCache: true };

export function loader({ request }: Route.LoaderArgs) {
  return voiceElevatedPageData(request, loadProgrammeRuns()["voice-elevated"], new Date());
}

/** A personalised materials section makes the page private; see courseMaterialsForPage. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const course = args.data?.course;
  return seo(args, {
    title: "Voice Elevated – intensivt sangforløb i København",
    description: `Fire weekender, ${voiceElevatedFacts.hours} timer og højst ${voiceElevatedFacts.maxParticipants} deltagere: Voice Elevated løfter din teknik, dit udtryk og dit scenenærvær. Læs om programmet og søg om optagelse.`,
    jsonLd:
      root && course
        ? [
            courseJsonLd(course, root.profile, {
              origin: root.origin,
              path: "/courses/voice-elevated",
              inLanguage: "da",
              onsite: { workload: `PT${voiceElevatedFacts.hours}H` },
            }),
          ]
        : [],
  });
};

const weekends = [
  { title: "Fundamentet", body: "Åndedræt, støtte og en fri, sund tone. Vi bygger det, alt andet hviler på." },
  { title: "Klang og register", body: "Resonans, mix og overgange uden brud, så hele stemmen hænger sammen." },
  { title: "Udtryk", body: "Tekst, frasering og historiefortælling: at mene det, du synger." },
  { title: "Scenen", body: "Mikrofonteknik, nerver og nærvær, og til sidst en optræden for inviterede gæster." },
];

export default function VoiceElevated({ loaderData }: Route.ComponentProps) {
  const { course, materials } = loaderData;
  const profile = useSiteProfile();
  const brochure = publicDownloads.voiceElevatedBrochure;
  return (
    <>
      <PageHero
        eyebrow="Intensivt forløb · København"
        title="Voice Elevated"
        lead={
          <p>
            Fire weekender, der løfter din stemme: {ve.hours} timers intensiv træning i teknik, udtryk og scenenærvær, i et lille hold på højst{" "}
            {ve.maxParticipants} sangere.
          </p>
        }
        actions={
          <>
            <Link to={applicationPaths.voiceElevated} className={buttonVariants({ size: "lg" })}>
              Ansøg nu
              <ArrowRight aria-hidden />
            </Link>
            <a href={brochure.href} download type="application/pdf" className={buttonVariants({ variant: "onDark", size: "lg" })}>
              <Download aria-hidden />
              Hent brochuren (PDF)
            </a>
          </>
        }
        art={course ? <CourseImage course={course} eager idPrefix="hero" /> : null}
      >
        <h2 className="sr-only">Forløbet kort</h2>
        <FactGrid
          onDark
          facts={[
            { value: String(ve.weekends), label: `weekender (${ve.weeks} uger)` },
            { value: String(ve.hours), label: "timers undervisning" },
            { value: String(ve.days), label: `dage, kl. ${ve.dayStart}-${ve.dayEnd}` },
            { value: "København", label: "undervisningssted" },
            { value: `Maks. ${ve.maxParticipants}`, label: "deltagere pr. hold" },
            { value: loaderData.start.da, label: "opstart" },
          ]}
        />
      </PageHero>

      <PageSection
        id="program"
        eyebrow="Programmet"
        title="Fire weekender, fire temaer"
        intro={
          <p>
            Hver weekend har sit eget tema og bygger videre på den forrige. Mellem weekenderne øver du med optagede øvelser og en personlig øveplan, så du møder
            op et skridt længere fremme.
          </p>
        }
      >
        <NumberedSteps steps={weekends} prefix="Weekend" />
        <Link
          to={href("/courses/voice-elevated/details")}
          hrefLang="en"
          className="mt-10 inline-flex min-h-11 items-center gap-2 font-semibold text-ink-900 underline decoration-amber-500 decoration-2 underline-offset-8 hover:decoration-amber-700"
        >
          Se detaljer om forløbet og materialerne (på engelsk)
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </PageSection>

      <PageSection id="pris" tone="sand" eyebrow="Pris og ansøgning" title="Sådan bliver du en del af holdet">
        <div className="grid gap-8 lg:grid-cols-[1fr_1.3fr]">
          <div className="self-start rounded-card bg-ink-950 p-8 text-ivory on-dark">
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-300">Pris for hele forløbet</p>
            {course ? (
              <>
                <p className="mt-3 font-display text-5xl">DKK {formatMinorUnits(course.priceDkk)}</p>
                <p className="mt-2 text-ivory/75">{coursePriceText(course)}</p>
              </>
            ) : null}
            <ul className="mt-6 space-y-2 text-ivory/85">
              <li>
                {ve.hours} timers undervisning over {ve.days} dage
              </li>
              <li>Optagede øvelser og personlig øveplan</li>
              <li>Skriftlig feedback efter hver weekend</li>
              <li>Afsluttende optræden</li>
            </ul>
            <Link to={applicationPaths.voiceElevated} className={buttonVariants({ className: "mt-8 w-full sm:w-auto" })}>
              Ansøg nu
            </Link>
          </div>
          <div>
            <NumberedSteps
              stacked
              steps={[
                { title: "Send din ansøgning", body: "Fortæl om din sangbaggrund, dine udfordringer og hvad du drømmer om at nå." },
                { title: `Svar inden for ${applicationReviewDays} arbejdsdage`, body: "Vi læser hver ansøgning grundigt og vender tilbage med et svar." },
                { title: "En personlig samtale", body: "En kort samtale, hvor vi sammen finder ud af, om forløbet passer til dig." },
              ]}
            />
          </div>
        </div>
      </PageSection>

      <PageSection
        id="brochure"
        eyebrow="Brochure og program"
        title="Læs det hele i ro og mag"
        intro={
          <p>Brochuren samler programmet, dagsrytmen og det praktiske på to sider. Deltagerne får desuden det fulde program og pensum, weekend for weekend.</p>
        }
      >
        <div className="grid gap-8 lg:grid-cols-2">
          <div>
            <h3 className="text-xl text-ink-900">Brochure</h3>
            <p className="mt-2 text-muted">Til alle, der vil vide mere.</p>
            <DownloadCard download={brochure} pageLang="da" label="Voice Elevated – brochure" className="mt-5" />
          </div>
          <div id="materialer">
            <h3 className="text-xl text-ink-900">Program og pensum</h3>
            <p className="mt-2 text-muted">Til dig, der har købt forløbet.</p>
            <CourseMaterials
              view={materials}
              lang="da"
              lockedTitle="Deltagerprogram (PDF)"
              returnTo={`${href("/courses/voice-elevated")}#materialer`}
              className="mt-5"
            />
          </div>
        </div>
      </PageSection>

      <PageSection id="udtalelser" tone="sand" eyebrow="Udtalelser" title="Det siger deltagerne">
        <TestimonialList testimonials={testimonialsFor("voice-elevated")} pageLang="da" />
      </PageSection>

      <PageSection
        id="kontakt"
        eyebrow="Kontakt"
        title="Spørgsmål til forløbet?"
        intro={<p>Ring eller skriv, så tager vi en snak om, hvor du er med din stemme.</p>}
      >
        <ContactStrip profile={profile} lang="da" />
      </PageSection>

      <StickyAction label="Ansøg til Voice Elevated">
        <p className="text-sm">
          <span className="block font-display text-base text-ink-900">Voice Elevated</span>
          {course ? <span className="text-muted">DKK {formatMinorUnits(course.priceDkk)}</span> : null}
        </p>
        <Link to={applicationPaths.voiceElevated} className={buttonVariants({ size: "sm" })}>
          Ansøg nu
        </Link>
      </StickyAction>
    </>
  );
}
