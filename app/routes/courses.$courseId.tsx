import Check from "lucide-react/icons/check";
import PlayCircle from "lucide-react/icons/play-circle";
import { data } from "react-router";
import type { Route } from "./+types/courses.$courseId";
import { db } from "~/db/db.server";
import { seo } from "~/lib/seo";
import { CourseImage } from "~/components/content/course-card";
import { PageContainer } from "~/components/layout/page-container";
import { PageHeader } from "~/components/layout/page-header";
import { PayButton } from "~/components/payments/pay-button";
import { formatDuration } from "~/modules/admin/media-check";
import { priceLabel } from "~/modules/catalogue/price-label";
import { coursePage } from "~/modules/catalogue/course-page.server";

/** The same for every visitor without a session or cart: served from the render cache (decision 041). */
export const handle = { renderCache: true };

export async function loader({ params }: Route.LoaderArgs) {
  const page = await coursePage(db(), params.courseId);
  if (!page) throw data(null, { status: 404 });
  const { offer, lessons } = page;
  return {
    course: {
      id: offer.id,
      title: offer.title,
      subtitle: offer.subtitle,
      description: offer.description,
      imageUrl: offer.imageUrl,
      includes: offer.includes,
      // One button per currency it is sold in, its plain price (or the first plan's).
      prices: offer.prices.filter((price, index, all) => all.findIndex((p) => p.currency === price.currency) === index),
    },
    lessons: lessons.map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      kind: lesson.kind,
      length: lesson.seconds ? formatDuration(lesson.seconds) : null,
    })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.data
    ? seo(args, { title: `${args.data.course.title}: online course`, description: args.data.course.subtitle ?? args.data.course.description.slice(0, 155) })
    : [];

/** A course the coach made in the back office: what it is, what the buyer gets, its published lessons, and its price to enrol. */
export default function CoursePage({ loaderData }: Route.ComponentProps) {
  const { course, lessons } = loaderData;
  return (
    <>
      <PageHeader eyebrow="Online course" title={course.title} lead={course.subtitle ?? undefined} />
      <PageContainer className="grid gap-10 py-14 sm:py-20 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid gap-8">
          <div className="overflow-hidden rounded-card border border-sand-200">
            <CourseImage course={course} eager />
          </div>
          <p className="max-w-[65ch] whitespace-pre-line text-lg text-ink-900">{course.description}</p>
          <section aria-labelledby="lessons-heading">
            <h2 id="lessons-heading" className="text-2xl text-ink-900">
              Lessons
            </h2>
            {lessons.length ? (
              <ol className="mt-4 grid gap-2">
                {lessons.map((lesson, index) => (
                  <li key={lesson.id} className="flex items-center gap-3 rounded-control border border-sand-200 bg-ivory px-4 py-3">
                    <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-sand-200 text-sm font-medium">
                      {index + 1}
                    </span>
                    <span className="min-w-0 flex-1 font-medium text-ink-900">{lesson.title}</span>
                    {lesson.length ? (
                      <span className="flex items-center gap-1 text-sm tabular-nums text-muted">
                        <PlayCircle aria-hidden className="size-4" />
                        <span className="sr-only">{lesson.kind === "video" ? "Video, " : "Audio, "}</span>
                        {lesson.length}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-3 text-muted">The first lessons are being recorded: enrol now and they appear on your dashboard as they are published.</p>
            )}
          </section>
        </div>
        <aside aria-labelledby="enrol-heading" className="grid gap-5 rounded-card border border-sand-200 bg-ivory p-6 shadow-card lg:sticky lg:top-24">
          <h2 id="enrol-heading" className="text-2xl text-ink-900">
            Enrol
          </h2>
          {course.includes.length ? (
            <ul className="grid gap-2">
              {course.includes.map((line) => (
                <li key={line} className="flex gap-2">
                  <Check aria-hidden className="mt-1 size-4 shrink-0 text-amber-700" />
                  {line}
                </li>
              ))}
            </ul>
          ) : null}
          {course.prices.map((price) => (
            <div key={price.currency} className="grid gap-2">
              <p className="font-display text-3xl text-ink-900">{priceLabel(price.amount, price.currency)}</p>
              <PayButton courseId={course.id} currency={price.currency} plan={price.plan || undefined}>
                Enrol now{course.prices.length > 1 ? ` (${price.currency})` : ""}
              </PayButton>
            </div>
          ))}
          <p className="text-sm text-muted">
            Lifetime access on your dashboard, on any device.
            {course.prices.some((price) => price.currency === "DKK") ? " Danish prices include 25 % moms." : ""}
          </p>
        </aside>
      </PageContainer>
    </>
  );
}
