import { Link, href } from "react-router";
import type { Route } from "./+types/api.contact";
import { seo } from "~/lib/seo";
import { submitContactMessage } from "~/modules/contact/actions.server";
import { contactMessages } from "~/modules/contact/schemas";
import { buttonVariants } from "~/components/ui/button";
import { formAction, formClientAction } from "~/components/forms/form-route";
import { ContactForm } from "~/components/forms/contact-form";
import { FormPage } from "~/components/forms/form-page";

/**
 * Where every contact form posts. With JavaScript a fetcher calls the action and this page
 * never shows; without it, it shows the outcome (or the form again, with the errors). A
 * plain visit shows the form on its own.
 */
export const meta: Route.MetaFunction = (args) => seo(args, { title: "Contact", description: "Send a message to the studio.", index: false });

export const action = formAction(submitContactMessage);
export const clientAction = formClientAction<Route.ClientActionArgs>();

export default function ContactSubmission({ actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    return (
      <FormPage eyebrow="Contact" title={contactMessages.sentTitle} intro={contactMessages.sentDescription}>
        <Link to={href("/")} className={buttonVariants({ variant: "secondary" })}>
          Return to Home
        </Link>
      </FormPage>
    );
  }
  return (
    <FormPage
      eyebrow="Contact"
      title="Contact Us"
      intro={actionData ? "Please check the form below and send it again." : "Write to us and we'll get back to you as soon as possible."}
    >
      <ContactForm initial={actionData} />
    </FormPage>
  );
}
