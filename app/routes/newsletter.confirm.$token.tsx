import type { Route } from "./+types/newsletter.confirm.$token";
import { seo } from "~/lib/seo";
import { loadNewsletterLink, postConfirm } from "~/modules/newsletter/links.server";
import { ConfirmSubscriptionPage } from "~/components/forms/newsletter-link-page";

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Confirm your subscription", description: "Confirm your newsletter subscription.", index: false });

export function loader({ params }: Route.LoaderArgs) {
  return loadNewsletterLink(params.token, "confirm");
}

export function action({ params, context }: Route.ActionArgs) {
  return postConfirm(params.token, context);
}

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  return <ConfirmSubscriptionPage state={loaderData} outcome={actionData} />;
}
