import { type MetaDescriptor, Link } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import InfinityIcon from "lucide-react/icons/infinity";
import Layers from "lucide-react/icons/layers";
import PlayCircle from "lucide-react/icons/play-circle";
import ShieldCheck from "lucide-react/icons/shield-check";
import type { Route } from "./+types/sales.($courseId)";
import { seo } from "~/lib/seo";
import { rootData } from "~/components/layout/site-data";
import { lessonCount, salesPath, GUARANTEE_DAYS, type SalesCourse, type SalesTestimonial } from "~/modules/sales/courses";
import { formatDollars } from "~/lib/number-format";
import { salesJsonLd } from "~/modules/sales/json-ld";
import { salesCourseViews, salesPageData } from "~/modules/sales/page.server";
import { keptForContent } from "~/modules/site/content-memo.server";
import { db } from "~/db/db.server";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { PageHero } from "~/components/layout/page-hero";
import { PageSection } from "~/components/layout/page-section";
import { EnrolButton } from "~/components/sales/enrol-button";
import { PlanTabs } from "~/components/sales/plan-tabs";
import { PageContainer } from "~/components/layout/page-container";

/** The same for every visitor without a session or cart: served from the render cache (decision 041). */
export const handle = { renderCache: true };

export async function loader({ params }: Route.LoaderArgs) {
  // The course travels as loader data, so the page's JavaScript carries none of it; what is sold
  // (title, texts, prices, plans) is the catalogue's, read from the database (decision 028).
  return salesPageData(db(), params.courseId, (database) => keptForContent("sales-course-views", () => salesCourseViews(database)));
}

/** /sales and unknown ids show the main course; its own URL is the canonical one. */
function withCanonical(descriptors: MetaDescriptor[], href: string): MetaDescriptor[] {
  return descriptors.map((descriptor) => {
    if ("tagName" in descriptor && descriptor.tagName === "link" && descriptor.rel === "canonical") return { ...descriptor, href };
    if ("property" in descriptor && descriptor.property === "og:url") return { ...descriptor, content: href };
    return descriptor;
  });
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const origin = root?.origin ?? "";
  if (!args.data) return [];
  const { course, canonicalPath } = args.data;
  const price = course.priceOptions ? `from ${formatDollars(course.price)}` : formatDollars(course.price);
  const descriptors = seo(args, {
    title: `${course.title}: online course`,
    description: `${course.subtitle}. ${course.modules.length} modules of video lessons, ${price}, with a 30-day satisfaction guarantee.`,
    image: course.heroImage,
    jsonLd: salesJsonLd(course, origin, root?.profile.businessName ?? ""),
  });
  return withCanonical(descriptors, `${origin}${canonicalPath}`);
};

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

function Testimonials({ testimonials }: { testimonials: SalesTestimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.name} className="relative flex flex-col rounded-card bg-ivory/5 p-6 ring-1 ring-ivory/15 sm:p-8">
          <span aria-hidden className="pointer-events-none absolute right-6 top-2 font-display text-7xl leading-none text-amber-400/40">
            ”
          </span>
          <figure className="flex flex-1 flex-col">
            <blockquote className="font-display text-lg leading-relaxed text-ivory">
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className="mt-auto flex items-center gap-3 pt-6 text-sm">
              {testimonial.image ? (
                <img src={testimonial.image} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 rounded-full object-cover" />
              ) : (
                <span aria-hidden className="flex h-10 w-10 items-center justify-center rounded-full bg-amber-400 font-semibold text-ink-950">
                  {initials(testimonial.name)}
                </span>
              )}
              <span className="font-semibold text-ivory">{testimonial.name}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

function Highlights({ course }: { course: SalesCourse }) {
  const items = [
    { icon: Layers, label: `${course.modules.length} modules` },
    { icon: PlayCircle, label: `${lessonCount(course)} video lessons` },
    { icon: InfinityIcon, label: "Lifetime access" },
    { icon: ShieldCheck, label: `${GUARANTEE_DAYS}-day guarantee` },
  ];
  return (
    <ul className="grid grid-cols-2 gap-4 border-t border-ivory/15 pt-8 sm:grid-cols-4">
      {items.map(({ icon: Icon, label }) => (
        <li key={label} className="flex items-center gap-3 text-ivory/90">
          <Icon aria-hidden className="h-5 w-5 shrink-0 text-amber-300" />
          {label}
        </li>
      ))}
    </ul>
  );
}

/**
 * The course sales page: hero, modules, plans, testimonials, guarantee, FAQ. `others`
 * (the remaining online courses) come from the loader, so that their content stays server-side.
 */
export default function Sales({ loaderData }: Route.ComponentProps) {
  const { course, others } = loaderData;
  const hasPlans = Boolean(course.priceOptions?.length);
  return (
    <>
      <PageHero
        eyebrow="Online course"
        title={course.title}
        lead={
          <>
            <p className="font-display text-xl text-ivory sm:text-2xl">{course.subtitle}</p>
            <p className="mt-4">{course.description}</p>
          </>
        }
        actions={
          <>
            <EnrolButton courseId={course.id} />
            <p className="text-ivory/85">
              <span className="font-display text-3xl text-ivory">{hasPlans ? `From ${formatDollars(course.price)}` : formatDollars(course.price)}</span>
              <span className="ml-2 text-sm">USD</span>
            </p>
          </>
        }
        art={<img src={course.heroImage} alt="" width={1200} height={900} className="aspect-[4/3] w-full object-cover" />}
      >
        <Highlights course={course} />
      </PageHero>

      <PageSection
        id="modules"
        eyebrow="Curriculum"
        title="What you will learn"
        intro={`${course.modules.length} modules, ${lessonCount(course)} lessons. Watch at your own pace and come back to any lesson whenever you need it.`}
      >
        <Accordion type="multiple" defaultValue={[course.modules[0]?.title ?? ""]} className="max-w-3xl border-t border-sand-300">
          {course.modules.map((module, index) => (
            <AccordionItem key={module.title} value={module.title}>
              <AccordionTrigger>
                <span className="flex items-baseline gap-4">
                  <span aria-hidden className="font-display text-amber-700">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  <span>
                    <span className="sr-only">Module {index + 1}: </span>
                    {module.title}
                  </span>
                </span>
              </AccordionTrigger>
              <AccordionContent>
                <ol className="space-y-2 pl-10 text-muted">
                  {module.lessons.map((lesson, lessonIndex) => (
                    <li key={lesson} className="flex gap-3">
                      <span className="text-sm text-ink-900">
                        {index + 1}.{lessonIndex + 1}
                      </span>
                      {lesson}
                    </li>
                  ))}
                </ol>
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </PageSection>

      {hasPlans ? (
        <PageSection
          id="plans"
          tone="sand"
          eyebrow="Plans"
          title="Choose your plan"
          intro="Every plan includes the whole course. The higher plans add feedback and personal time with the coach."
        >
          <PlanTabs courseId={course.id} options={course.priceOptions!} />
        </PageSection>
      ) : null}

      <PageSection id="testimonials" tone="ink" eyebrow="Students" title="What students say">
        <Testimonials testimonials={course.testimonials} />
      </PageSection>

      <section aria-labelledby="guarantee-heading" className="bg-ivory">
        <PageContainer className="flex flex-col items-start gap-6 pt-16 sm:flex-row sm:items-center sm:pt-20">
          <span
            aria-hidden
            className="flex h-24 w-24 shrink-0 flex-col items-center justify-center rounded-full border-2 border-amber-500 font-display text-ink-900"
          >
            <span className="text-3xl leading-none">{GUARANTEE_DAYS}</span>
            <span className="text-xs uppercase tracking-[0.14em]">days</span>
          </span>
          <div className="max-w-2xl">
            <h2 id="guarantee-heading" className="text-3xl text-ink-900">
              {GUARANTEE_DAYS}-day satisfaction guarantee
            </h2>
            <p className="mt-3 text-lg text-muted">
              Take the first lessons, try the exercises, and if the course is not right for you, write to the studio within {GUARANTEE_DAYS} days for a full
              refund.
            </p>
          </div>
        </PageContainer>
      </section>

      <PageSection id="faq" eyebrow="Questions" title="Frequently asked questions">
        <Accordion type="single" collapsible className="max-w-3xl border-t border-sand-300">
          {course.faqs.map((faq) => (
            <AccordionItem key={faq.question} value={faq.question}>
              <AccordionTrigger>{faq.question}</AccordionTrigger>
              <AccordionContent className="text-muted">{faq.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <div className="mt-12 flex flex-col gap-4 rounded-card bg-sand-100 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <p className="font-display text-2xl text-ink-900">Ready to start {course.title}?</p>
          <EnrolButton courseId={course.id} />
        </div>
      </PageSection>

      <nav aria-labelledby="other-courses-heading" className="border-t border-sand-200 bg-ivory">
        <PageContainer className="py-14">
          <h2 id="other-courses-heading" className="text-2xl text-ink-900">
            Other online courses
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {others.map((other) => (
              <li key={other.id}>
                <Link
                  to={salesPath(other.id)}
                  className="group flex items-center justify-between gap-4 rounded-card border border-sand-200 p-5 transition-colors hover:bg-sand-100"
                >
                  <span>
                    <span className="block font-display text-xl text-ink-900">{other.title}</span>
                    <span className="text-sm text-muted">
                      {other.subtitle} · {other.priceOptions ? `from ${formatDollars(other.price)}` : formatDollars(other.price)}
                    </span>
                  </span>
                  <ArrowRight aria-hidden className="h-5 w-5 shrink-0 text-amber-700 transition-transform group-hover:translate-x-1" />
                </Link>
              </li>
            ))}
          </ul>
        </PageContainer>
      </nav>
    </>
  );
}
