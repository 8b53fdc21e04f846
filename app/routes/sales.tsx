import type { MetaDescriptor } from "react-router";
import type { Route } from "./+types/sales";
import { rootData, seo } from "~/lib/seo";
import { SalesPage } from "~/components/sales/sales-page";
import { formatDollars, resolveSalesCourse } from "~/modules/sales/courses";
import { salesJsonLd } from "~/modules/sales/json-ld";

export function loader({ params }: Route.LoaderArgs) {
  const { course, canonicalPath } = resolveSalesCourse(params.courseId);
  return { courseId: course.id, canonicalPath };
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
  const { course, canonicalPath } = resolveSalesCourse(args.data?.courseId);
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
  const { course } = resolveSalesCourse(loaderData.courseId);
  return <SalesPage key={course.id} course={course} />;
}
