import type { Route } from "./+types/applications.celebrity";
import { db } from "~/db/db.server";
import { seo } from "~/lib/seo";
import { findCourse } from "~/modules/catalogue/catalogue.server";
import { formatMinorUnits } from "~/modules/catalogue/format";
import { submitCelebrityApplication } from "~/modules/applications/actions.server";
import { callServerAction } from "~/components/forms/client-action";
import { CelebrityApplication } from "~/components/applications/celebrity-application";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Apply for the Celebrity Vocal Experience",
    description:
      "Apply for one of ten places on the Celebrity Vocal Experience, a five-day vocal retreat on 14-18 January 2026. We answer within 2-3 business days.",
  });

export async function loader() {
  const course = await findCourse(db(), "celebrity-vocal-experience");
  return { price: course ? formatMinorUnits(course.priceDkk) : null };
}

export function action({ request, context }: Route.ActionArgs) {
  return submitCelebrityApplication(request, context);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return callServerAction(serverAction);
}

export default function CelebrityApplicationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CelebrityApplication price={loaderData.price} initial={actionData} />;
}
