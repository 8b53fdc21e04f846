import type { MetaDescriptor } from "react-router";
import type { Route } from "./+types/sales";
import { rootData, seo } from "~/lib/seo";
import { SalesPage } from "~/components/sales/sales-page";
import { resolveSalesCourse, salesCourses, SALES_COURSE_IDS } from "~/modules/sales/courses";
import { formatDollars } from "~/lib/number-format";
import { salesJsonLd } from "~/modules/sales/json-ld";

export function loader({ params }: Route.LoaderArgs) {
  const { course, canonicalPath } = resolveSalesCourse(params.courseId);
  // The course content travels as loader data, so the page's JavaScript carries none of it.
  const others = SALES_COURSE_IDS.filter((id) => id !== course.id).map((id) => {
    const { title, subtitle, price, priceOptions } = salesCourses[id];
    return { id, title, subtitle, price, priceOptions };
  });
  return { course, canonicalPath, others };
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

export default function Sales({ loaderData }: Route.ComponentProps) {
  return <SalesPage key={loaderData.course.id} course={loaderData.course} others={loaderData.others} />;
}
