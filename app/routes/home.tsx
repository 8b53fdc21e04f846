import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { db } from "~/db/db.server";
import { toCardData } from "~/modules/programmes/course-data";
import { listCourses } from "~/modules/catalogue/catalogue.server";
import { rootData, seo, type RootData } from "~/lib/seo";
import { featuredCourses } from "~/modules/programmes/course-cards";
import { consultationFacts } from "~/modules/programmes/facts";
import { businessJsonLd } from "~/modules/programmes/json-ld";
import { buttonVariants } from "~/components/ui/button";
import { Hero } from "~/components/home/hero";
import { AboutTeaser } from "~/components/home/about-teaser";
import { FeaturedPrograms } from "~/components/home/featured-programs";
import { InstructorsSection } from "~/components/home/instructors-section";
import { ContactSection } from "~/components/home/contact-section";
import { NewsletterSection } from "~/components/forms/newsletter-section";
import { ContactUsDialog } from "~/components/forms/contact-us-dialog";

export async function loader() {
  const courses = featuredCourses(await listCourses(db()));
  return {
    featured: courses.map(toCardData),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  return seo(args, {
    title: "Vocal coaching, programmes and retreats",
    description:
      "Private vocal coaching, the Voice Elevated intensive and the Celebrity Vocal Experience retreat in Copenhagen, for singers who want to be heard.",
    jsonLd: root ? [businessJsonLd(root.profile, root.origin)] : [],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { profile } = useRouteLoaderData("root") as RootData;
  return (
    <>
      <Hero profile={profile} />
      <AboutTeaser profile={profile} />
      <FeaturedPrograms courses={loaderData.featured} />
      <InstructorsSection profile={profile} />
      <NewsletterSection />
      <ContactSection
        profile={profile}
        actions={
          <>
            <ContactUsDialog />
            <Link to="/book" className={buttonVariants({ variant: "secondary" })}>
              Free {consultationFacts.minutes}-minute consultation
            </Link>
            <Link to="/contact" className={buttonVariants({ variant: "outline" })}>
              All contact options
            </Link>
          </>
        }
      />
    </>
  );
}
