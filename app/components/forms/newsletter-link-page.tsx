import { Form, Link, useNavigation, href } from "react-router";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { Button, buttonVariants } from "~/components/ui/button";
import type { LinkOutcome, LinkState } from "~/modules/newsletter/link-types";
import { newsletterMessages } from "~/modules/newsletter/schemas";
import { FormPage } from "./form-page";

const failures: Record<Exclude<LinkOutcome, { done: true }>["reason"], string> = {
  "not-found": "This link is not valid any more. If you copied it from an e-mail, please check that the whole link was copied.",
  "rate-limited": "Too many attempts from your connection. Please wait an hour and try again.",
  failed: "Something went wrong on our side. Please try again in a moment.",
};

function HomeLink() {
  return (
    <Link to={href("/")} className={buttonVariants({ variant: "outline" })}>
      Return to Home
    </Link>
  );
}

function InvalidLink() {
  return (
    <FormPage eyebrow="Newsletter" title="This link is not valid" intro={failures["not-found"]}>
      <HomeLink />
    </FormPage>
  );
}

/** The one button a link page asks for (the POST does the change), with why it failed if it did. */
function LinkActionForm({ outcome, label, variant }: { outcome?: LinkOutcome; label: string; variant?: "secondary" }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="grid gap-4">
      {outcome && !outcome.done ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {failures[outcome.reason]}
        </p>
      ) : null}
      <Button type="submit" size="lg" variant={variant} disabled={busy} className="justify-self-start">
        {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
        {label}
      </Button>
    </Form>
  );
}

/** The page behind the confirmation link: a button, because opening the link must change nothing. */
export function ConfirmSubscriptionPage({ state, outcome }: { state: LinkState | null; outcome?: LinkOutcome }) {
  if (!state) return <InvalidLink />;
  if (outcome?.done || state.status === "confirmed") {
    return (
      <FormPage eyebrow="Newsletter" title="You're subscribed" intro={newsletterMessages.thanks}>
        <p className="mb-6">The first letter will reach {state.address} soon. Every letter has a link to unsubscribe with one click.</p>
        <HomeLink />
      </FormPage>
    );
  }
  return (
    <FormPage eyebrow="Newsletter" title="Confirm your subscription" intro={`Press the button to receive our newsletter at ${state.address}.`}>
      <LinkActionForm outcome={outcome} label="Confirm subscription" />
    </FormPage>
  );
}

/** The page behind every unsubscribe link; no sign-in needed. */
export function UnsubscribePage({ state, outcome }: { state: LinkState | null; outcome?: LinkOutcome }) {
  if (!state) return <InvalidLink />;
  if (outcome?.done || state.status === "unsubscribed") {
    return (
      <FormPage eyebrow="Newsletter" title="You have been unsubscribed" intro={`We will not send the newsletter to ${state.address} any more.`}>
        <p className="mb-6">Changed your mind? You can sign up again on the front page at any time.</p>
        <HomeLink />
      </FormPage>
    );
  }
  return (
    <FormPage
      eyebrow="Newsletter"
      title="Unsubscribe from the newsletter"
      intro={`Press the button and we will stop sending the newsletter to ${state.address}.`}
    >
      <LinkActionForm outcome={outcome} label="Unsubscribe" variant="secondary" />
    </FormPage>
  );
}
