import { Link, href } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import type { Route } from "./+types/voice-elevated";
import { seo } from "~/lib/seo";
import { rootData, useSiteProfile } from "~/components/layout/site-data";
import { StaffLines } from "~/components/art/staff-lines";
import { buttonVariants } from "~/components/ui/button";
import { DownloadCard } from "~/components/content/download-card";
import { publicDownloads } from "~/modules/programmes/downloads";
import { applicationPaths, voiceElevatedFacts as ve } from "~/modules/programmes/facts";
import { aboutPath } from "~/modules/site/profile";

/** The same for every visitor without a session or cart: served from the render cache (decision 041). */
export const handle = { renderCache: true };

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const name = root?.profile.name ?? "";
  return seo(args, {
    title: "Why I created Voice Elevated",
    description: `${name} on the idea behind Voice Elevated: four weekends, a small group and the stage, and why that changes a voice more than weekly lessons alone. With the brochure to download.`,
    type: "article",
    jsonLd: root
      ? [
          {
            "@context": "https://schema.org",
            "@type": "Article",
            headline: "Why I created Voice Elevated",
            author: { "@type": "Person", name },
            publisher: { "@type": "Organization", name: root.profile.businessName },
            mainEntityOfPage: `${root.origin}/voice-elevated`,
          },
        ]
      : [],
  });
};

export default function VoiceElevatedArticle() {
  const profile = useSiteProfile();
  return (
    <article>
      <header className="relative overflow-hidden bg-sand-100">
        <StaffLines className="pointer-events-none absolute inset-x-0 bottom-4 h-20 w-full text-sand-300" />
        <div className="relative mx-auto max-w-3xl px-5 pb-16 pt-14 sm:px-8 sm:pb-20 sm:pt-20">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-700">Voice Elevated</p>
          <h1 className="mt-3 text-4xl leading-tight text-ink-900 sm:text-5xl">Why I created Voice Elevated</h1>
          <p className="mt-5 text-lg text-muted">
            By{" "}
            <Link to={aboutPath(profile)} className="font-semibold text-ink-900 underline decoration-amber-500 underline-offset-4">
              {profile.name}
            </Link>
          </p>
        </div>
      </header>

      <div className="mx-auto max-w-3xl px-5 py-14 sm:px-8 sm:py-20">
        <div className="space-y-6 text-lg leading-relaxed [&_h2]:mt-12 [&_h2]:text-3xl [&_h2]:text-ink-900">
          <p className="font-display text-2xl leading-snug text-ink-900">
            For years I watched the same thing happen. A student would make a breakthrough in a lesson, and a week later, in front of an audience, the old
            habits would be back.
          </p>
          <p>
            Nothing was wrong with the lessons. A voice simply needs more than an hour a week to make a new way of singing its own. It needs repetition, time to
            settle and, most of all, the experience of using it in front of people.
          </p>

          <h2>Why weekends</h2>
          <p>
            Voice Elevated runs over {ve.weekends} weekends: {ve.days} full days from {ve.dayStart} to {ve.dayEnd}, {ve.hours} hours in all. A whole day gives
            us time to warm up properly, to go deep into one theme and still end with a song. The weeks in between give the body time to absorb it. Each weekend
            starts where the last one ended.
          </p>

          <h2>Why no more than {ve.maxParticipants} singers</h2>
          <p>
            A small group is large enough to be an audience and small enough that everybody sings every day and gets personal feedback. Watching the others work
            turns out to be one of the best teachers: you hear a problem in someone else’s voice before you can hear it in your own.
          </p>

          <h2>What you take home</h2>
          <p>
            A voice that holds: more range, more stamina and a healthier way of producing sound. An expression that means something. And a closing performance
            that proves to you, more than any exercise could, how far you have come.
          </p>
          <p>
            The programme is taught in Danish, in Copenhagen. If you want the whole picture, the brochure has the weekend themes, a typical day and the
            practical details.
          </p>
        </div>

        <aside aria-labelledby="brochure-heading" className="mt-14 rounded-card border border-sand-200 bg-sand-100 p-6 sm:p-8">
          <h2 id="brochure-heading" className="text-2xl text-ink-900">
            The brochure
          </h2>
          <div className="mt-5 grid gap-4 sm:grid-cols-2">
            <DownloadCard download={publicDownloads.voiceElevatedBrochure} pageLang="en" label="Voice Elevated brochure" />
            <DownloadCard download={publicDownloads.voiceElevatedOverview} pageLang="en" label="Programme overview" />
          </div>
        </aside>

        <div className="mt-12 flex flex-col gap-3 sm:flex-row">
          <Link to={href("/courses/voice-elevated")} className={buttonVariants({ variant: "secondary", size: "lg" })}>
            About the programme
            <ArrowRight aria-hidden />
          </Link>
          <Link to={applicationPaths.voiceElevated} className={buttonVariants({ size: "lg" })}>
            Apply for Voice Elevated
          </Link>
        </div>
      </div>
    </article>
  );
}
