import { Link, href } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import type { ComponentProps, ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { NewsletterSection } from "~/components/forms/newsletter-section";
import { ContactUsDialog } from "~/components/forms/contact-us-dialog";
import { type SiteProfile, aboutPath, artistPath } from "~/modules/site/profile";
import { CourseImage, type CourseCardData } from "~/components/content/course-card";
import { coursePriceText } from "~/modules/catalogue/format";
import { CoachPortrait } from "~/components/art/coach-portrait";
import { ContactDetails } from "~/components/content/contact-details";
import { PageContainer } from "~/components/layout/page-container";
import { PayButton } from "~/components/payments/pay-button";
import { LandingTestimonials } from "~/components/home/landing-testimonials";
import { consultationFacts, celebrityRetreatFacts, privateCoachingFacts, voiceElevatedFacts } from "~/modules/programmes/facts";

export type BelowTheFoldProps = {
  profile: SiteProfile;
  featured: CourseCardData[];
  retreatDates: string;
  testPayment: string | null;
  voices: ComponentProps<typeof LandingTestimonials>["voices"];
};

/**
 * The landing page under its hero. Its code loads when the visitor scrolls near it
 * (app/routes/_index.tsx, decision 042); until then the server's markup stands as it is.
 */
export default function BelowTheFold({ profile, featured, retreatDates, testPayment, voices }: BelowTheFoldProps) {
  return (
    <>
      <AboutTeaser profile={profile} />
      <RenderedWhenNear size="[contain-intrinsic-size:auto_140rem] lg:[contain-intrinsic-size:auto_67rem]">
        <FeaturedPrograms courses={featured} retreatDates={retreatDates} />
      </RenderedWhenNear>
      <RenderedWhenNear size="[contain-intrinsic-size:auto_93rem] lg:[contain-intrinsic-size:auto_55rem]">
        <InstructorsSection profile={profile} />
      </RenderedWhenNear>
      <RenderedWhenNear size="[contain-intrinsic-size:auto_89rem] lg:[contain-intrinsic-size:auto_49rem]">
        <LandingTestimonials voices={voices} />
      </RenderedWhenNear>
      <RenderedWhenNear size="[contain-intrinsic-size:auto_37rem] lg:[contain-intrinsic-size:auto_21rem]">
        <NewsletterSection />
      </RenderedWhenNear>
      <RenderedWhenNear size="[contain-intrinsic-size:auto_71rem] lg:[contain-intrinsic-size:auto_48rem]">
        <ContactSection
          profile={profile}
          actions={
            <>
              <ContactUsDialog />
              <Link to={href("/book")} className={buttonVariants({ variant: "secondary" })}>
                Free {consultationFacts.minutes}-minute consultation
              </Link>
              <Link to={href("/contact")} className={buttonVariants({ variant: "outline" })}>
                All contact options
              </Link>
            </>
          }
        />
      </RenderedWhenNear>
      {testPayment ? <TestPayment price={testPayment} /> : null}
    </>
  );
}

/**
 * A section far below the first screen on every device: the browser lays it out and paints it
 * only as it comes near (decision 061). Each section on its own: one wrapper around them all
 * began within the browser's margin around the first screen, so it was laid out whole before the
 * first paint. `size` holds the section's height until then (phone, then wide screens); once
 * drawn, the browser keeps the real one.
 */
function RenderedWhenNear({ size, children }: { size: string; children: ReactNode }) {
  return <div className={`rendered-when-near ${size}`}>{children}</div>;
}

/** 'Test $1 Payment', only while payments run on the test provider or Stripe test keys (docs/rules.md, "Prices"). */
function TestPayment({ price }: { price: string }) {
  return (
    <aside aria-labelledby="test-payment-heading" className="border-t border-sand-200 bg-sand-100">
      <PageContainer className="flex flex-col gap-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="test-payment-heading" className="font-display text-xl text-ink-900">
            Payments are in test mode
          </h2>
          <p className="mt-1 text-muted">Try the checkout from start to finish with a {price} test payment. No money moves.</p>
        </div>
        <PayButton courseId="test-payment" currency="USD" variant="outline" size="md">
          {`Test ${price} Payment`}
        </PayButton>
      </PageContainer>
    </aside>
  );
}

function AboutTeaser({ profile }: { profile: SiteProfile }) {
  const firstName = profile.name.split(/\s+/)[0];
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-20 bg-ivory">
      <PageContainer className="grid gap-10 py-20 sm:py-28 lg:grid-cols-[1fr_1.1fr] lg:gap-20">
        <figure className="relative">
          <span aria-hidden className="absolute -left-2 -top-10 font-display text-[9rem] leading-none text-sand-200 sm:-top-14 sm:text-[12rem]">
            “
          </span>
          <blockquote className="relative font-display text-2xl leading-snug text-ink-900 sm:text-3xl">
            <p>Every voice already knows how to sing. My work is to clear the way, so yours can be heard as it really is.</p>
          </blockquote>
          <figcaption className="relative mt-6 text-sm font-semibold uppercase tracking-[0.14em] text-amber-700">{profile.name}</figcaption>
        </figure>
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-700">About</p>
          <h2 id="about-heading" className="mt-3 text-3xl text-ink-900 sm:text-4xl">
            A singer who teaches, not a teacher who once sang
          </h2>
          <div className="mt-6 space-y-4 text-lg text-muted">
            <p>
              {firstName} has spent twenty years on stages and in studios, from jazz clubs and musical theatre to session work and her own records. Teaching
              grew out of that life: practical, precise and always in service of the song.
            </p>
            <p>Students come to her for range, stamina or nerves, and stay because they start to enjoy their own voice. Lessons are in Danish or English.</p>
          </div>
          <Link
            to={aboutPath(profile)}
            className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-ink-900 underline decoration-amber-500 decoration-2 underline-offset-8 hover:decoration-amber-700"
          >
            Read {firstName}’s story
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </PageContainer>
    </section>
  );
}

// The landing page is English; the catalogue's own descriptions of the two Danish
// programmes are Danish, so the cards carry their own short English summaries.
const summaries = (retreatDates: string): Record<string, { kicker: string; summary: string }> => ({
  "voice-elevated": {
    kicker: `${voiceElevatedFacts.weekends} weekends · ${voiceElevatedFacts.hours} hours · Copenhagen`,
    summary: `An intensive in technique, expression and stage presence for singers ready for the next level, in a group of at most ${voiceElevatedFacts.maxParticipants}.`,
  },
  "celebrity-vocal-experience": {
    kicker: `${celebrityRetreatFacts.days} days · ${celebrityRetreatFacts.places} places · ${retreatDates}`,
    summary: "An exclusive retreat with daily one-to-one coaching, a studio recording and a closing concert.",
  },
  "private-coaching": {
    kicker: `${privateCoachingFacts.sessionMinutes}-minute sessions · one to one`,
    summary: "Sessions shaped entirely around your voice, your repertoire and your next performance.",
  },
});

function FeaturedPrograms({ courses, retreatDates }: { courses: CourseCardData[]; retreatDates: string }) {
  return (
    <section id="programs" aria-labelledby="programs-heading" className="scroll-mt-20 bg-sand-100">
      <PageContainer className="py-20 sm:py-28">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-700">Programmes</p>
            <h2 id="programs-heading" className="mt-3 text-3xl text-ink-900 sm:text-4xl">
              Featured Programs
            </h2>
            <p className="mt-4 text-lg text-muted">Three ways to work together, from a single session to five days in the studio.</p>
          </div>
          <Link
            to={href("/courses")}
            className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-ink-900 underline decoration-amber-500 decoration-2 underline-offset-8 hover:decoration-amber-700 sm:self-auto"
          >
            More Courses
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {courses.map((course) => {
            const copy = summaries(retreatDates)[course.id];
            return (
              <li key={course.id} className="flex">
                {/* The cards start beyond the browser's margin around a phone's first screen, the
                    section's heading within it: each card is laid out as it comes near (decision
                    061). On the card, not the list item, so its shadow is not clipped. */}
                <article
                  aria-labelledby={`featured-${course.id}`}
                  className="flex w-full flex-col overflow-hidden rounded-card border border-sand-200 bg-ivory shadow-card rendered-when-near [contain-intrinsic-size:auto_36rem] lg:[contain-intrinsic-size:auto_39.5rem]"
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
      </PageContainer>
    </section>
  );
}

const specialities = ["Contemporary & pop", "Musical theatre", "Jazz & soul", "Breath & vocal health", "Stage presence", "Studio singing"];

function InstructorsSection({ profile }: { profile: SiteProfile }) {
  const firstName = profile.name.split(/\s+/)[0];
  return (
    <section id="instructors" aria-labelledby="instructors-heading" className="on-dark scroll-mt-20 bg-ink-950 text-ivory">
      <PageContainer className="py-20 sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-300">Instructors</p>
        <h2 id="instructors-heading" className="mt-3 text-3xl text-ivory sm:text-4xl">
          Who you will work with
        </h2>
        <div className="mt-12 grid items-center gap-10 md:grid-cols-[minmax(0,22rem)_1fr] md:gap-16">
          <CoachPortrait name={profile.name} photoUrl={profile.photoUrl} className="mx-auto max-w-xs md:max-w-none" />
          <div>
            <h3 className="text-3xl text-ivory">{profile.name}</h3>
            <p className="mt-1 text-amber-300">Founder, singer and vocal coach</p>
            <div className="mt-6 max-w-[62ch] space-y-4 text-lg text-ivory/80">
              <p>
                {firstName} teaches every programme herself. Her background spans contemporary and classical training, years as a working session and stage
                singer, and a decade of coaching singers from complete beginners to touring professionals.
              </p>
              <p>
                Her method is simple to describe and demanding to do: healthy technique first, then the song, then the stage. Every exercise has a reason you
                can feel.
              </p>
            </div>
            <ul className="mt-8 flex flex-wrap gap-2" aria-label="Specialities">
              {specialities.map((speciality) => (
                <li key={speciality} className="rounded-control border border-ivory/20 px-3 py-1 text-sm text-ivory/85">
                  {speciality}
                </li>
              ))}
            </ul>
            <div className="mt-10 flex flex-wrap gap-x-8 gap-y-3">
              <Link
                to={aboutPath(profile)}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-ivory underline decoration-amber-400 decoration-2 underline-offset-8 hover:text-amber-300"
              >
                About {firstName}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
              <Link
                to={artistPath(profile)}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-ivory underline decoration-amber-400 decoration-2 underline-offset-8 hover:text-amber-300"
              >
                {firstName} on stage
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </div>
          </div>
        </div>
      </PageContainer>
    </section>
  );
}

/**
 * The landing page's contact block. `actions` is the row of buttons under the details
 * (a consultation link today; the 'Contact Us' dialog joins it with the forms issue).
 */
function ContactSection({ profile, actions }: { profile: SiteProfile; actions?: ReactNode }) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-20 bg-sand-100">
      <PageContainer className="py-20 sm:py-28">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-700">Contact</p>
          <h2 id="contact-heading" className="mt-3 text-3xl text-ink-900 sm:text-4xl">
            Let’s talk about your voice
          </h2>
          <p className="mt-4 text-lg text-muted">Call, write or send a message, and we’ll get back to you as soon as possible.</p>
        </div>
        <ContactDetails profile={profile} className="mt-12" />
        {actions ? <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div> : null}
      </PageContainer>
    </section>
  );
}
