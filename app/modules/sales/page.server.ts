import { data } from "react-router";
import type { Database } from "~/db/client.server";
import { listOnlineCourses, plansOf, priceOf, type Offer } from "~/modules/catalogue/catalogue.server";
import { isSalesCourseId, resolveSalesCourse, SALES_COURSE_IDS, salesContent, type SalesContent, type SalesCourse, type SalesCourseId } from "./courses";

/** Minor units of US dollars as the pages show them: whole dollars (cents only when there are any). */
const dollars = (minor: number) => minor / 100;

/**
 * A sales page as shown: the page's content with the catalogue's offer as the database holds it
 * now (title, texts, cover, USD price and plans). Undefined when the offer is unpublished or has
 * no USD price.
 */
export function salesCourseView(content: SalesContent, offer: Offer): SalesCourse | undefined {
  const from = priceOf(offer, "USD");
  if (!from) return undefined;
  const plans = plansOf(offer, "USD");
  return {
    ...content,
    title: offer.title,
    subtitle: offer.subtitle ?? "",
    description: offer.description,
    heroImage: offer.imageUrl ?? `/images/sales/${content.id}.svg`,
    price: dollars(from.amount),
    ...(plans.length
      ? {
          priceOptions: plans.map((plan) => ({
            name: plan.plan,
            price: dollars(plan.amount),
            features: plan.features,
            ...(plan.paymentPlanMonths ? { paymentPlanMonths: plan.paymentPlanMonths } : {}),
          })),
        }
      : {}),
  };
}

/** The published online courses as sales pages, by sales id, in the catalogue's order. */
export async function salesCourseViews(db: Database): Promise<Map<SalesCourseId, SalesCourse>> {
  const views = new Map<SalesCourseId, SalesCourse>();
  for (const offer of await listOnlineCourses(db)) {
    if (!isSalesCourseId(offer.salesId)) continue;
    const view = salesCourseView(salesContent[offer.salesId], offer);
    if (view) views.set(offer.salesId, view);
  }
  return views;
}

/**
 * /sales/{id}'s loader data: the course (unknown ids show the main course, docs/rules.md,
 * "Programmes"), its canonical path, and the other published online courses. An unpublished
 * course's page is not found.
 */
export async function salesPageData(
  db: Database,
  courseId: string | undefined,
  readViews: (db: Database) => Promise<Map<SalesCourseId, SalesCourse>> = salesCourseViews,
) {
  const { content, canonicalPath } = resolveSalesCourse(courseId);
  const views = await readViews(db);
  const course = views.get(content.id);
  if (!course) throw data(null, { status: 404 });
  const others = SALES_COURSE_IDS.filter((id) => id !== course.id).flatMap((id) => {
    const other = views.get(id);
    return other ? [{ id, title: other.title, subtitle: other.subtitle, price: other.price, priceOptions: other.priceOptions }] : [];
  });
  return { course, canonicalPath, others };
}
