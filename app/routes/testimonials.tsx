import { Link } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import type { Route } from "./+types/testimonials";
import { db } from "~/db/db.server";
import { listCourses } from "~/modules/catalogue/catalogue.server";
import { seo } from "~/lib/seo";
import { testimonialsByCourse } from "~/modules/programmes/testimonials";
import { TestimonialList } from "~/components/content/testimonial-list";
import { PageContainer } from "~/components/layout/page-container";
import { PageHeader } from "~/components/layout/page-header";
import { keptForContent } from "~/modules/site/content-memo.server";

/** The same for every visitor without a session or cart: served from the render cache (decision 041). */
export const handle = { renderCache: true };

export async function loader() {
  const courses = await keptForContent("courses", () => listCourses(db()));
  const byId = new Map(courses.map((course) => [course.id, course]));
  const groups = testimonialsByCourse(courses.map((course) => course.id)).map((group) => {
    const course = byId.get(group.courseId)!;
    return { ...group, title: course.title, link: course.link };
  });
  return { groups };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Testimonials",
    description:
      "Singers on Voice Elevated, the Celebrity Vocal Experience retreat, private coaching, workshops and the studio day: what changed for their voices.",
  });

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  const count = groups.reduce((sum, group) => sum + group.testimonials.length, 0);
  return (
    <>
      <PageHeader
        eyebrow="Testimonials"
        title="In their own words"
        tone="ink"
        decoration={
          <span aria-hidden className="pointer-events-none absolute -bottom-36 right-4 font-display text-[18rem] leading-none text-ink-800 sm:right-16">
            “
          </span>
        }
        lead={
          <>
            {count} singers on what changed for them, grouped by the programme they took part in. Some wrote in Danish; their words stay as they wrote them,
            with a translation below.
          </>
        }
      >
        <nav aria-label="Programmes" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {groups.map((group) => (
              <li key={group.courseId}>
                <a
                  href={`#${group.courseId}`}
                  className="inline-flex min-h-11 items-center rounded-control border border-ivory/25 px-4 text-sm text-ivory/90 hover:border-amber-300 hover:text-amber-300"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>

      {groups.map((group, index) => (
        <section key={group.courseId} id={group.courseId} aria-labelledby={`${group.courseId}-heading`} className={index % 2 ? "bg-sand-100" : "bg-ivory"}>
          <PageContainer className="scroll-mt-20 py-14 sm:py-20">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <h2 id={`${group.courseId}-heading`} className="text-3xl text-ink-900">
                {group.title}
              </h2>
              <Link
                to={group.link}
                className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-ink-900 underline decoration-amber-500 decoration-2 underline-offset-8 sm:self-auto"
              >
                About {group.title}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </div>
            <TestimonialList testimonials={group.testimonials} pageLang="en" className="mt-8" />
          </PageContainer>
        </section>
      ))}
    </>
  );
}
