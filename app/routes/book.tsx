import { Link, href } from "react-router";
import Clock from "lucide-react/icons/clock";
import Gift from "lucide-react/icons/gift";
import MessageSquareText from "lucide-react/icons/message-square-text";
import type { Route } from "./+types/book";
import { seo } from "~/lib/seo";
import { consultationFacts } from "~/modules/programmes/facts";
import { useSiteProfile } from "~/components/layout/site-data";
import { buttonVariants } from "~/components/ui/button";
import { BookConsultationButton } from "~/components/booking/book-consultation-button";
import { NumberedSteps } from "~/components/content/numbered-steps";
import { PageSection } from "~/components/layout/page-section";
import { PageContainer } from "~/components/layout/page-container";

/** The same for every visitor without a session or cart: served from the render cache (decision 041). */
export const handle = { renderCache: true };

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Book a free consultation",
    description: `A free ${consultationFacts.minutes}-minute consultation about your voice and goals, with a recommendation of the course that fits. Pick a time in the online calendar.`,
  });

export default function Book() {
  const profile = useSiteProfile();
  const firstName = profile.name.split(/\s+/)[0];
  const minutes = consultationFacts.minutes;
  return (
    <>
      <section className="on-dark relative overflow-hidden bg-ink-950 text-ivory">
        <PageContainer className="grid gap-12 pb-16 pt-14 sm:pb-24 sm:pt-20 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-300">Consultation</p>
            <h1 className="mt-3 text-4xl text-ivory sm:text-5xl">Book a free consultation</h1>
            <p className="mt-5 max-w-[58ch] text-lg text-ivory/80">
              A {minutes}-minute conversation with {profile.name} about your voice, where you are now and where you want to go. Free, and without any
              obligation.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <BookConsultationButton schedulingUrl={profile.schedulingUrl} />
            </div>
            <p className="mt-4 text-sm text-ivory/70">
              {profile.schedulingUrl
                ? `You choose a time in ${firstName}’s online calendar, which opens in a new tab.`
                : "You choose a time right here; it is free."}
            </p>
          </div>
          <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
            {[
              { icon: Clock, label: "Length", value: `${minutes} minutes` },
              { icon: Gift, label: "Price", value: "Free" },
              { icon: MessageSquareText, label: "Language", value: "Danish or English" },
            ].map(({ icon: Icon, label, value }) => (
              <div key={label} className="grid grid-cols-[auto_1fr] items-center gap-x-4 rounded-card bg-ink-900 p-5 ring-1 ring-ivory/10">
                <Icon aria-hidden className="row-span-2 size-6 shrink-0 text-amber-300" />
                <dt className="col-start-2 row-start-2 text-sm text-ivory/70">{label}</dt>
                <dd className="col-start-2 row-start-1 font-display text-xl text-ivory">{value}</dd>
              </div>
            ))}
          </dl>
        </PageContainer>
      </section>

      <PageSection id="what-happens" eyebrow="What happens in the call" title={`${minutes} minutes, four steps`}>
        <NumberedSteps
          steps={[
            { title: "Your story", body: "How you sing today, what you have tried and what you would love to be able to do." },
            { title: "A listen", body: "If you like, you sing a few lines. It is not an audition, just a way to hear where your voice is." },
            { title: "A recommendation", body: "Private coaching, a workshop, Voice Elevated or the retreat: the format that fits your goal." },
            { title: "Your questions", body: "Dates, prices, practice time: whatever you need to know before deciding." },
          ]}
        />
        <p className="mt-10 max-w-[62ch] text-muted">There is nothing to pay, and nothing you have to sign up for afterwards.</p>
      </PageSection>

      <PageSection id="other-ways" tone="sand" eyebrow="Prefer to write?" title="Other ways to reach us">
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={href("/contact")} className={buttonVariants({ variant: "secondary" })}>
            Contact
          </Link>
          <Link to={href("/courses")} className={buttonVariants({ variant: "outline" })}>
            See all courses
          </Link>
        </div>
      </PageSection>
    </>
  );
}
