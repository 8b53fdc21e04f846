import { Link, href } from "react-router";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarClock from "lucide-react/icons/calendar-clock";
import type { Route } from "./+types/courses.voice-elevated.details";
import { seo } from "~/lib/seo";
import { voiceElevatedFacts, applicationPaths, voiceElevatedFacts as ve } from "~/modules/programmes/facts";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { coursePriceText } from "~/modules/catalogue/format";
import { publicDownloads } from "~/modules/programmes/downloads";
import { loadProgrammeRuns } from "~/modules/settings/settings.server";
import { voiceElevatedPageData } from "~/modules/programmes/voice-elevated-page.server";
import { CourseMaterials } from "~/components/content/course-materials";
import { DownloadCard } from "~/components/content/download-card";
import { FactGrid } from "~/components/content/fact-grid";
import { NumberedSteps } from "~/components/content/numbered-steps";
import { PageSection } from "~/components/layout/page-section";
import { PageHeader } from "~/components/layout/page-header";

/** The same for every visitor without a session or cart: served from the render cache (decision 041). */
export const handle = { renderCache: true };

export function loader({ request }: Route.LoaderArgs) {
  return voiceElevatedPageData(request, loadProgrammeRuns()["voice-elevated"], new Date());
}

/** A personalised materials section makes the page private; see courseMaterialsForPage. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Voice Elevated in detail",
    description: `The Voice Elevated programme week by week: ${voiceElevatedFacts.weekends} weekends, ${voiceElevatedFacts.hours} hours, a teaching day hour by hour, brochures to download and the course materials.`,
  });

const dayPlan = [
  ["09:00", "Warm-up and body work together"],
  ["10:00", "Technique: the day's theme explained, shown and tried"],
  ["12:30", "Lunch"],
  ["13:30", "Solo work in front of the group with personal feedback"],
  ["15:30", "Ensemble, harmonies and stage exercises"],
  ["16:30", "Wrap-up and a practice plan for the weeks between"],
] as const;

export default function VoiceElevatedDetails({ loaderData }: Route.ComponentProps) {
  const { course, materials } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Programme details"
        title="Voice Elevated in detail"
        leadWidth="62ch"
        className="pb-14 pt-10 sm:pb-20 sm:pt-14"
        before={
          <Link
            to={href("/courses/voice-elevated")}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-800 hover:underline"
            lang="da"
          >
            <ArrowLeft aria-hidden className="size-4" />
            Voice Elevated
          </Link>
        }
        lead="Everything about the four-weekend intensive in one place: how the weeks are built, what a day looks like and which materials come with it."
      >
        <FactGrid
          className="mt-12"
          facts={[
            { value: String(ve.weekends), label: `weekends (${ve.weeks} weeks)` },
            { value: String(ve.hours), label: "hours of teaching" },
            { value: String(ve.days), label: `days, ${ve.dayStart}-${ve.dayEnd}` },
            { value: "Copenhagen", label: "location" },
            { value: `Max ${ve.maxParticipants}`, label: "participants" },
            { value: loaderData.start.en, label: "starts" },
          ]}
        />
      </PageHeader>

      <PageSection id="overview" eyebrow="Overview" title="Four weekends, one voice">
        <NumberedSteps
          prefix="Weekend"
          steps={[
            { title: "Foundations", body: "Breath, support and a free, healthy onset: the ground everything else stands on." },
            { title: "Resonance and registers", body: "Mix voice and seamless transitions, so the whole voice feels like one." },
            { title: "Expression", body: "Text, phrasing and storytelling: meaning every word you sing." },
            { title: "Stage", body: "Microphone technique, nerves and presence, ending in a performance for invited guests." },
          ]}
        />
        <div className="mt-14 grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="text-2xl text-ink-900">A teaching day</h3>
            <ol className="mt-5 divide-y divide-sand-200 border-y border-sand-200">
              {dayPlan.map(([time, activity]) => (
                <li key={time} className="flex gap-6 py-3">
                  <span className="w-14 shrink-0 font-display text-lg text-amber-700">{time}</span>
                  <span>{activity}</span>
                </li>
              ))}
            </ol>
          </div>
          <div>
            <h3 className="text-2xl text-ink-900">Fee</h3>
            {course ? <p className="mt-4 font-display text-3xl text-ink-900">{coursePriceText(course)}</p> : null}
            <p className="mt-3 text-muted">
              For all {ve.days} days and {ve.hours} hours, recorded exercises, written feedback after each weekend and the closing performance.
            </p>
            <Link to={applicationPaths.voiceElevated} className={buttonVariants({ className: "mt-6" })}>
              Apply for Voice Elevated
              <ArrowRight aria-hidden />
            </Link>
          </div>
        </div>
      </PageSection>

      <PageSection id="materials" tone="sand" eyebrow="Course materials" title="Brochures, curriculum and teaching plans">
        <div className="grid gap-10 lg:grid-cols-3">
          <div>
            <h3 className="text-xl text-ink-900">Brochures</h3>
            <p className="mt-2 text-muted">Open to everyone.</p>
            <div className="mt-5 space-y-4">
              <DownloadCard download={publicDownloads.voiceElevatedBrochure} pageLang="en" label="Voice Elevated brochure" />
              <DownloadCard download={publicDownloads.voiceElevatedOverview} pageLang="en" label="Programme overview" />
            </div>
          </div>
          <div>
            <h3 className="text-xl text-ink-900">Curriculum</h3>
            <p className="mt-2 text-muted">The full curriculum and the participant programme, for participants.</p>
            <CourseMaterials
              view={materials}
              lang="en"
              lockedTitle="Curriculum (PDF)"
              returnTo={`${href("/courses/voice-elevated/details")}#materials`}
              className="mt-5"
            />
          </div>
          <div>
            <h3 className="text-xl text-ink-900">Teaching plans</h3>
            <p className="mt-2 text-muted">Weekend-by-weekend lesson plans.</p>
            <div className="mt-5 flex items-start gap-4 rounded-card border border-sand-200 bg-ivory/60 p-5">
              <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-control bg-sand-200 text-ink-800">
                <CalendarClock className="size-6" />
              </span>
              <div>
                <p className="font-display text-lg text-ink-900">Teaching plans</p>
                <Badge className="mt-2">Coming Soon</Badge>
              </div>
            </div>
          </div>
        </div>
      </PageSection>
    </>
  );
}
