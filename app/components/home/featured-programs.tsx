import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { CourseImage, type CourseCardData } from "~/components/programmes/course-card";
import { coursePriceText } from "~/modules/catalogue/format";
import { celebrityRetreatFacts, privateCoachingFacts, retreatDatesText, voiceElevatedFacts } from "~/modules/programmes/facts";

// The landing page is English; the catalogue's own descriptions of the two Danish
// programmes are Danish, so the cards carry their own short English summaries.
const summaries: Record<string, { kicker: string; summary: string }> = {
  "voice-elevated": {
    kicker: `${voiceElevatedFacts.weekends} weekends · ${voiceElevatedFacts.hours} hours · Copenhagen`,
    summary: `An intensive in technique, expression and stage presence for singers ready for the next level, in a group of at most ${voiceElevatedFacts.maxParticipants}.`,
  },
  "celebrity-vocal-experience": {
    kicker: `${celebrityRetreatFacts.days} days · ${celebrityRetreatFacts.places} places · ${retreatDatesText("en")}`,
    summary: "An exclusive retreat with daily one-to-one coaching, a studio recording and a closing concert.",
  },
  "private-coaching": {
    kicker: `${privateCoachingFacts.sessionMinutes}-minute sessions · one to one`,
    summary: "Sessions shaped entirely around your voice, your repertoire and your next performance.",
  },
};

export function FeaturedPrograms({ courses }: { courses: CourseCardData[] }) {
  return (
    <section id="programs" aria-labelledby="programs-heading" className="scroll-mt-20 bg-sand-100">
      <div className="mx-auto max-w-[1200px] px-5 py-20 sm:px-8 sm:py-28">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-700">Programmes</p>
            <h2 id="programs-heading" className="mt-3 text-3xl text-ink-900 sm:text-4xl">
              Featured Programs
            </h2>
            <p className="mt-4 text-lg text-muted">Three ways to work together, from a single session to five days in the studio.</p>
          </div>
          <Link
            to="/courses"
            className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-ink-900 underline decoration-amber-500 decoration-2 underline-offset-8 hover:decoration-amber-700 sm:self-auto"
          >
            More Courses
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {courses.map((course) => {
            const copy = summaries[course.id];
            return (
              <li key={course.id} className="flex">
                <article
                  aria-labelledby={`featured-${course.id}`}
                  className="flex w-full flex-col overflow-hidden rounded-card border border-sand-200 bg-ivory shadow-card"
                >
                  <CourseImage course={course} idPrefix="featured" />
                  <div className="flex flex-1 flex-col p-6 sm:p-8">
                    {copy ? <p className="text-sm font-medium text-amber-700">{copy.kicker}</p> : null}
                    <h3 id={`featured-${course.id}`} className="mt-2 text-2xl text-ink-900">
                      {course.title}
                    </h3>
                    <p className="mt-3 text-muted">{copy?.summary ?? course.description}</p>
                    <p className="mt-auto pt-6 font-display text-lg text-ink-900">
                      {coursePriceText({ ...course, priceNote: null })}
                      {course.priceNote ? <span className="ml-1 font-sans text-sm text-muted">{course.priceNote}</span> : null}
                    </p>
                    <Link to={`/courses/${course.id}`} className={buttonVariants({ className: "mt-5 w-full" })} aria-describedby={`featured-${course.id}`}>
                      Book Now
                    </Link>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
