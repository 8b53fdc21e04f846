import { Link } from "react-router";
import type { Route } from "./+types/api.newsletter";
import { seo } from "~/lib/seo";
import { submitNewsletterSignup } from "~/modules/newsletter/actions.server";
import { newsletterMessages } from "~/modules/newsletter/schemas";
import { buttonVariants } from "~/components/ui/button";
import { callServerAction } from "~/components/forms/client-action";
import { NewsletterForm } from "~/components/forms/newsletter-section";
import { FormPage } from "~/components/forms/form-page";

/** Where the newsletter form posts; its page shows after a post made before JavaScript loaded, or on a plain visit. */
export const meta: Route.MetaFunction = (args) => seo(args, { title: "Newsletter", description: "Sign up for the studio's newsletter.", index: false });

export function action({ request, context }: Route.ActionArgs) {
  return submitNewsletterSignup(request, context);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return callServerAction(serverAction);
}

export default function NewsletterSubmission({ actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    return (
      <FormPage eyebrow="Newsletter" title={newsletterMessages.thanks} intro={newsletterMessages.checkInbox}>
        <Link to="/" className={buttonVariants({ variant: "secondary" })}>
          Return to Home
        </Link>
      </FormPage>
    );
  }
  return (
    <FormPage
      eyebrow="Newsletter"
      title="Join our vocal community"
      intro={
        actionData
          ? "Please check your address and try again."
          : "A short letter now and then: an exercise that works, news from the studio and new dates before anyone else."
      }
    >
      <NewsletterForm initial={actionData} />
    </FormPage>
  );
}
