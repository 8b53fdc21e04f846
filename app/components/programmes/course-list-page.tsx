import { Link, useRouteLoaderData } from "react-router";
import { ArrowRight, BookOpen } from "lucide-react";
import type { RootData } from "~/lib/seo";
import { cn } from "~/lib/cn";
import { StaffLines } from "~/components/art/staff-lines";
import { buttonVariants } from "~/components/ui/button";
import { courseCardDomId, courseGridSpans } from "~/modules/programmes/course-cards";
import { consultationFacts } from "~/modules/programmes/facts";
import { CourseCard, type CourseCardData } from "./course-card";

const spanClass = { 2: "lg:col-span-2", 3: "lg:col-span-3", 6: "lg:col-span-6" } as const;

export function CourseListPage({ courses }: { courses: CourseCardData[] }) {
  const { profile } = useRouteLoaderData("root") as RootData;
  const spans = courseGridSpans(courses.length);
  return (
    <>
      <header className="relative overflow-hidden bg-sand-100">
        <StaffLines className="pointer-events-none absolute inset-x-0 bottom-4 h-20 w-full text-sand-300" />
        <div className="relative mx-auto max-w-[1200px] px-5 pb-16 pt-14 sm:px-8 sm:pb-20 sm:pt-20">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-700">Courses</p>
          <h1 className="mt-3 max-w-3xl text-4xl text-ink-900 sm:text-5xl">Courses and programmes</h1>
          <p className="mt-5 max-w-[62ch] text-lg text-muted">
            From a single workshop day to a four-weekend intensive and a five-day retreat: every course is taught by {profile.name}, in small groups or one to
            one. Prices are shown in Danish kroner and euros.
          </p>
        </div>
      </header>

      <section aria-labelledby="course-grid-heading" className="mx-auto max-w-[1200px] px-5 py-14 sm:px-8 sm:py-20">
        <h2 id="course-grid-heading" className="sr-only">
          All courses
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
          {courses.map((course, index) => (
            <li key={course.id} className={cn("flex", spanClass[spans[index] ?? 2])}>
              <CourseCard course={course} domId={courseCardDomId(course.id, profile.slug)} headingLevel="h3" eager={index < 2} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="more-heading" className="mx-auto grid max-w-[1200px] gap-6 px-5 pb-20 sm:px-8 md:grid-cols-2">
        <h2 id="more-heading" className="sr-only">
          More ways to learn
        </h2>
        <div className="flex flex-col rounded-card bg-ink-950 p-8 text-ivory on-dark">
          <BookOpen aria-hidden className="size-8 text-amber-300" />
          <h3 className="mt-5 text-2xl">Workbooks</h3>
          <p className="mt-3 text-ivory/80">Exercises, warm-ups and vocal health to keep practising between lessons.</p>
          <Link to="/books" className={buttonVariants({ variant: "onDark", className: "mt-6 self-start" })}>
            Browse the workbooks
            <ArrowRight aria-hidden />
          </Link>
        </div>
        <div className="flex flex-col rounded-card border border-sand-300 bg-sand-100 p-8">
          <p className="font-display text-4xl text-amber-700" aria-hidden>
            {consultationFacts.minutes}′
          </p>
          <h3 className="mt-3 text-2xl text-ink-900">Not sure where to start?</h3>
          <p className="mt-3 text-muted">
            Book a free {consultationFacts.minutes}-minute consultation: we talk about your voice and goals and find the course that fits.
          </p>
          <Link to="/book" className={buttonVariants({ variant: "secondary", className: "mt-6 self-start" })}>
            Book a free consultation
          </Link>
        </div>
      </section>
    </>
  );
}
