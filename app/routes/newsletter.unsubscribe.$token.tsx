import type { Route } from "./+types/newsletter.unsubscribe.$token";
import { seo } from "~/lib/seo";
import { loadNewsletterLink, postUnsubscribe } from "~/modules/newsletter/links.server";
import { UnsubscribePage } from "~/components/forms/newsletter-link-page";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Unsubscribe", description: "Unsubscribe from the newsletter.", index: false });

export function loader({ params }: Route.LoaderArgs) {
  return loadNewsletterLink(params.token, "unsubscribe");
}

/** Also the target of mail programs' one-click unsubscribe (List-Unsubscribe-Post). */
export function action({ params }: Route.ActionArgs) {
  return postUnsubscribe(params.token);
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribePage state={loaderData} outcome={actionData} />;
}
