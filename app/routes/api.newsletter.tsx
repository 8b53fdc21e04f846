import { Link, href } from "react-router";
import type { Route } from "./+types/api.newsletter";
import { seo } from "~/lib/seo";
import { submitNewsletterSignup } from "~/modules/newsletter/actions.server";
import { newsletterMessages } from "~/modules/newsletter/schemas";
import { buttonVariants } from "~/components/ui/button";
import { formAction, formClientAction } from "~/components/forms/form-route";
import { NewsletterForm } from "~/components/forms/newsletter-section";
import { FormPage } from "~/components/forms/form-page";

/** Where the newsletter form posts; its page shows after a post made before JavaScript loaded, or on a plain visit. */
export const meta: Route.MetaFunction = (args) => seo(args, { title: "Newsletter", description: "Sign up for the studio's newsletter.", index: false });

export const action = formAction(submitNewsletterSignup);
export const clientAction = formClientAction<Route.ClientActionArgs>();

export default function NewsletterSubmission({ actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    return (
      <FormPage eyebrow="Newsletter" title={newsletterMessages.thanks} intro={newsletterMessages.checkInbox}>
        <Link to={href("/")} className={buttonVariants({ variant: "secondary" })}>
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
