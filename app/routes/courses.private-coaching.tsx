import { danishPage } from "~/lib/i18n/chrome-text.da";
import { Link, href } from "react-router";
import Clock from "lucide-react/icons/clock";
import Download from "lucide-react/icons/download";
import Languages from "lucide-react/icons/languages";
import MapPin from "lucide-react/icons/map-pin";
import Wallet from "lucide-react/icons/wallet";
import type { Route } from "./+types/courses.private-coaching";
import { db } from "~/db/db.server";
import { findCourse } from "~/modules/catalogue/catalogue.server";
import { seo } from "~/lib/seo";
import { rootData, useSiteProfile } from "~/components/layout/site-data";
import { courseJsonLd } from "~/modules/programmes/json-ld";
import { toCardData } from "~/modules/programmes/course-data";
import { consultationFacts, privateCoachingFacts } from "~/modules/programmes/facts";
import { buttonVariants } from "~/components/ui/button";
import { formatMinorUnits } from "~/modules/catalogue/format";
import { formatAddress } from "~/modules/site/profile";
import { publicDownloads } from "~/modules/programmes/downloads";
import { testimonialsFor } from "~/modules/programmes/testimonials";
import { CourseImage } from "~/components/content/course-card";
import { ContactStrip } from "~/components/content/contact-strip";
import { DownloadCard } from "~/components/content/download-card";
import { NumberedSteps } from "~/components/content/numbered-steps";
import { PageHero } from "~/components/layout/page-hero";
import { PageSection } from "~/components/layout/page-section";
import { TestimonialList } from "~/components/content/testimonial-list";
import { BookSessionButton } from "~/components/booking/book-session-button";
import { CheckoutCancelledNotice } from "~/components/payments/checkout-cancelled-notice";
import { privateCoachingCancelNotice } from "~/modules/booking/actions.server";
import { keptForContent } from "~/modules/site/content-memo.server";

export const handle = { ...danishPage, renderCache: true };

export async function loader({ request }: Route.LoaderArgs) {
  const [course, cancelNotice] = await Promise.all([
    keptForContent(`course:${privateCoachingFacts.courseId}`, () => findCourse(db(), privateCoachingFacts.courseId)),
    privateCoachingCancelNotice(request),
  ]);
  return { course: course ? toCardData(course) : undefined, cancelNotice };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const course = args.data?.course;
  return seo(args, {
    title: "Privat coaching – sangundervisning én til én",
    description: `Privat sangundervisning i ${privateCoachingFacts.sessionMinutes} minutter ad gangen, bygget op omkring din stemme, dit repertoire og dit næste mål. Praktisk info, program og udtalelser.`,
    jsonLd:
      root && course
        ? [
            courseJsonLd(course, root.profile, {
              origin: root.origin,
              path: "/courses/private-coaching",
              inLanguage: "da",
              onsite: { workload: `PT${privateCoachingFacts.sessionMinutes}M` },
            }),
          ]
        : [],
  });
};

const focusAreas = [
  { title: "Optagelsesprøver og auditions", body: "Valg af repertoire, forberedelse og en plan for dagen, så du kan vise dit bedste." },
  { title: "Teknik", body: "Højde, styrke, mix, udholdenhed og en tone, der holder – uden at presse." },
  { title: "Repertoire og udtryk", body: "Dine egne sange, frasering og fortolkning, på dansk eller engelsk." },
  { title: "Stemmen efter en pause", body: "En rolig og tryg genstart efter hæshed, sygdom eller mange år uden at synge." },
  { title: "Studie og mikrofon", body: "Forberedelse til en indspilning: at synge tæt på mikrofonen og levere take efter take." },
  { title: "Nerver og scenenærvær", body: "Redskaber til at stå roligt foran et publikum og være til stede i sangen." },
];

export default function PrivateCoaching({ loaderData }: Route.ComponentProps) {
  const { course, cancelNotice } = loaderData;
  const profile = useSiteProfile();
  const programme = publicDownloads.privateCoachingProgramme;
  const practical = [
    { icon: Clock, label: "Varighed", value: `${privateCoachingFacts.sessionMinutes} minutter pr. session` },
    ...(course
      ? [{ icon: Wallet, label: "Pris", value: `DKK ${formatMinorUnits(course.priceDkk)} pr. session (EUR ${formatMinorUnits(course.priceEur)})` }]
      : []),
    { icon: MapPin, label: "Sted", value: formatAddress(profile) },
    { icon: Languages, label: "Sprog", value: "Dansk eller engelsk" },
  ];
  return (
    <>
      {cancelNotice ? <CheckoutCancelledNotice notice={cancelNotice} /> : null}
      <PageHero
        eyebrow="Privat coaching · én til én"
        title="Privat coaching"
        lead={
          <p>
            Undervisning bygget helt op omkring din stemme, dit repertoire og det, du står over for lige nu: en audition, en koncert, en indspilning eller bare
            lysten til at synge friere.
          </p>
        }
        actions={
          <>
            <BookSessionButton />
            <a href={programme.href} download type="application/pdf" className={buttonVariants({ variant: "onDark", size: "lg" })}>
              <Download aria-hidden />
              Hent programmet (PDF)
            </a>
            <Link to={href("/book")} className={buttonVariants({ variant: "onDark", size: "lg" })}>
              Gratis forsamtale ({consultationFacts.minutes} min.)
            </Link>
          </>
        }
        art={course ? <CourseImage course={course} eager idPrefix="hero" /> : null}
      />

      <PageSection id="praktisk" eyebrow="Praktisk info" title="Det praktiske">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {practical.map(({ icon: Icon, label, value }) => (
            <div key={label} className="flex flex-col rounded-card border border-sand-200 bg-ivory p-6 shadow-card">
              <Icon aria-hidden className="size-6 text-amber-700" />
              <dt className="mt-4 text-sm font-semibold uppercase tracking-[0.12em] text-muted">{label}</dt>
              <dd className="mt-1 font-display text-xl leading-snug text-ink-900">{value}</dd>
            </div>
          ))}
        </dl>
      </PageSection>

      <PageSection
        id="fokus"
        tone="sand"
        eyebrow="Det arbejder vi med"
        title="Din time, dit fokus"
        intro={<p>Ingen to forløb er ens. Typisk arbejder vi med et eller flere af disse områder:</p>}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {focusAreas.map((area) => (
            <li key={area.title} className="rounded-card bg-ivory p-6 shadow-card">
              <h3 className="text-xl text-ink-900">{area.title}</h3>
              <p className="mt-2 text-muted">{area.body}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="forloeb" eyebrow="Sådan foregår en time" title={`${privateCoachingFacts.sessionMinutes} minutter, der rykker`}>
        <NumberedSteps
          steps={[
            { title: "Opvarmning", body: "Tilpasset din stemme og din dagsform." },
            { title: "Teknik", body: "Vi arbejder med det, der fylder mest lige nu." },
            { title: "Sangen", body: "Teknikken bliver brugt i en sang fra dit eget repertoire." },
            { title: "Øveplan", body: "Du går hjem med en kort plan, så fremskridtet fortsætter." },
          ]}
        />
        <div className="mt-12 max-w-xl">
          <DownloadCard download={programme} pageLang="da" label="Privat coaching – program" />
        </div>
      </PageSection>

      <PageSection id="udtalelser" tone="sand" eyebrow="Udtalelser" title="Det siger eleverne">
        <TestimonialList testimonials={testimonialsFor(privateCoachingFacts.courseId)} pageLang="da" />
      </PageSection>

      <PageSection id="kontakt" eyebrow="Kontakt" title="Har du spørgsmål?" intro={<p>Ring eller skriv, så finder vi ud af, hvad du har brug for.</p>}>
        <ContactStrip profile={profile} lang="da" />
      </PageSection>
    </>
  );
}
