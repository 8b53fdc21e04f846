import { Link, href } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import BookOpen from "lucide-react/icons/book-open";
import type { Route } from "./+types/courses._index";
import { db } from "~/db/db.server";
import { toEnglishCardData } from "~/modules/programmes/course-data";
import { listCourses } from "~/modules/catalogue/catalogue.server";
import { coursesWithOwnPage } from "~/modules/catalogue/course-page.server";
import { priceLabel } from "~/modules/catalogue/price-label";
import { seo } from "~/lib/seo";
import { rootData, useSiteProfile } from "~/components/layout/site-data";
import { courseListJsonLd } from "~/modules/programmes/json-ld";
import { cn } from "~/lib/cn";
import { StaffLines } from "~/components/art/staff-lines";
import { buttonVariants } from "~/components/ui/button";
import { courseCardDomId, courseGridSpans } from "~/modules/programmes/course-cards";
import { consultationFacts } from "~/modules/programmes/facts";
import { CourseCard } from "~/components/content/course-card";
import { PageContainer } from "~/components/layout/page-container";
import { PageHeader } from "~/components/layout/page-header";
import { keptForContent } from "~/modules/site/content-memo.server";

/** The same for every visitor without a session or cart: served from the render cache (decision 041). */
export const handle = { renderCache: true };

export async function loader() {
  const [courses, ownPages] = await Promise.all([
    keptForContent("courses", () => listCourses(db())),
    keptForContent("courses-with-own-page", () => coursesWithOwnPage(db())),
  ]);
  return {
    courses: courses.map(toEnglishCardData),
    // The coach's new courses sold in one currency (a card above needs DKK and EUR).
    online: ownPages
      .filter((offer) => !courses.some((course) => course.id === offer.id))
      .map((offer) => ({
        id: offer.id,
        title: offer.title,
        description: offer.description,
        link: offer.link,
        price: offer.prices.map((price) => priceLabel(price.amount, price.currency)).join(" · "),
      })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Courses and programmes",
    description:
      "Voice Elevated, the Celebrity Vocal Experience retreat, private coaching, workshops, a studio day and online courses, with prices in DKK and EUR.",
    jsonLd: args.data ? [courseListJsonLd(args.data.courses, rootData(args.matches)?.origin ?? "")] : [],
  });

const spanClass = { 2: "lg:col-span-2", 3: "lg:col-span-3", 6: "lg:col-span-6" } as const;

export default function Courses({ loaderData }: Route.ComponentProps) {
  const { courses, online } = loaderData;
  const profile = useSiteProfile();
  const spans = courseGridSpans(courses.length);
  return (
    <>
      <PageHeader
        eyebrow="Courses"
        title="Courses and programmes"
        leadWidth="62ch"
        decoration={<StaffLines className="pointer-events-none absolute inset-x-0 bottom-4 h-20 w-full text-sand-300" />}
        lead={
          <>
            From a single workshop day to a four-weekend intensive and a five-day retreat: every course is taught by {profile.name}, in small groups or one to
            one. Prices are shown in Danish kroner and euros.
          </>
        }
      />

      <PageContainer as="section" aria-labelledby="course-grid-heading" className="py-14 sm:py-20">
        <h2 id="course-grid-heading" className="sr-only">
          All courses
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
          {courses.map((course, index) => (
            <li key={course.id} className={cn("flex", spanClass[spans[index] ?? 2])}>
              <CourseCard
                course={course}
                domId={courseCardDomId(course.id, profile.slug)}
                headingLevel="h3"
                eager={index < 2}
                paymentUrl={profile.beginnerVocalsPaymentUrl}
              />
            </li>
          ))}
        </ul>
      </PageContainer>

      {online.length ? (
        <PageContainer as="section" aria-labelledby="online-heading" className="pb-14 sm:pb-20">
          <h2 id="online-heading" className="text-3xl text-ink-900">
            Online courses
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {online.map((course) => (
              <li key={course.id} className="flex flex-col rounded-card border border-sand-200 bg-ivory p-6 shadow-card">
                <h3 className="text-xl text-ink-900">
                  <Link to={course.link} className="underline decoration-amber-500 underline-offset-4 hover:decoration-2">
                    {course.title}
                  </Link>
                </h3>
                <p className="mt-2 line-clamp-3 text-muted">{course.description}</p>
                <p className="mt-auto pt-4 font-medium text-ink-900">{course.price}</p>
              </li>
            ))}
          </ul>
        </PageContainer>
      ) : null}

      <PageContainer as="section" aria-labelledby="more-heading" className="grid gap-6 pb-20 md:grid-cols-2">
        <h2 id="more-heading" className="sr-only">
          More ways to learn
        </h2>
        <div className="flex flex-col rounded-card bg-ink-950 p-8 text-ivory on-dark">
          <BookOpen aria-hidden className="size-8 text-amber-300" />
          <h3 className="mt-5 text-2xl">Workbooks</h3>
          <p className="mt-3 text-ivory/80">Exercises, warm-ups and vocal health to keep practising between lessons.</p>
          <Link to={href("/books")} className={buttonVariants({ variant: "onDark", className: "mt-6 self-start" })}>
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
          <Link to={href("/book")} className={buttonVariants({ variant: "secondary", className: "mt-6 self-start" })}>
            Book a free consultation
          </Link>
        </div>
      </PageContainer>
    </>
  );
}
