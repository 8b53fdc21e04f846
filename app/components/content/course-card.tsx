import { Link } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import ExternalIcon from "lucide-react/icons/external-link";
import { buttonVariants } from "~/components/ui/button";
import { ExternalLink } from "./external-link";
import { CourseArtwork } from "~/components/art/course-artwork";
import { coursePriceText } from "~/modules/catalogue/format";
import { courseCallToAction, guessLanguage } from "~/modules/programmes/course-cards";

export interface CourseCardData {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  priceDkk: number;
  priceEur: number;
  priceNote: string | null;
  link: string;
  /** Beginner Vocals is paid through the site profile's external payment link. */
  isBeginnerVocals?: boolean;
}

/** Image slot: the coach's photo when the catalogue has one, else the course's designed artwork. */
export function CourseImage({ course, eager = false, idPrefix }: { course: Pick<CourseCardData, "id" | "imageUrl">; eager?: boolean; idPrefix?: string }) {
  return course.imageUrl ? (
    <img
      src={course.imageUrl}
      alt=""
      width={800}
      height={500}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className="aspect-[8/5] w-full object-cover"
    />
  ) : (
    <CourseArtwork courseId={course.id} idPrefix={idPrefix} className="aspect-[8/5] w-full" />
  );
}

/**
 * One course in the grid. The title is the card's link, stretched over the whole card, so
 * the card is one tab stop and reads as one link.
 */
export function CourseCard({
  course,
  domId,
  headingLevel = "h2",
  eager = false,
  paymentUrl,
}: {
  course: CourseCardData;
  domId: string;
  headingLevel?: "h2" | "h3";
  eager?: boolean;
  /** The Beginner Vocals payment link (site profile), shown on that course's card only. */
  paymentUrl?: string;
}) {
  const Heading = headingLevel;
  const lang = guessLanguage(course.description);
  return (
    <article
      id={domId}
      className="group relative flex flex-col overflow-hidden rounded-card border border-sand-200 bg-ivory shadow-card transition-shadow duration-300 focus-within:shadow-[0_18px_40px_-18px_rgb(18_15_28/0.45)] hover:shadow-[0_18px_40px_-18px_rgb(18_15_28/0.45)]"
    >
      <CourseImage course={course} eager={eager} />
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-xl leading-snug text-ink-900">
          <Link
            to={course.link}
            className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-card focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-amber-700"
          >
            {course.title}
          </Link>
        </Heading>
        <p className="mt-3 text-muted" lang={lang === "da" ? "da" : undefined}>
          {course.description}
        </p>
        <p className="mt-auto pt-6 font-display text-lg text-ink-900" data-price>
          {coursePriceText({ ...course, priceNote: null })}
          {course.priceNote ? <span className="ml-1.5 font-sans text-sm text-muted">{course.priceNote}</span> : null}
        </p>
        <p aria-hidden className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-amber-700">
          {courseCallToAction(course.link)}
          <ArrowRight className="size-4 transition-transform duration-300 group-hover:translate-x-1 motion-reduce:transition-none" />
        </p>
        {course.isBeginnerVocals && paymentUrl ? (
          // Above the card's stretched link, so it is its own target.
          <ExternalLink href={paymentUrl} className={buttonVariants({ variant: "primary", size: "sm", className: "relative z-10 mt-4 self-start" })}>
            Pay for {course.title}
            <ExternalIcon aria-hidden />
          </ExternalLink>
        ) : null}
      </div>
    </article>
  );
}
