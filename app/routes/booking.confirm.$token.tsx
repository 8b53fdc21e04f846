import { Form, Link, href, useNavigation } from "react-router";
import type { Route } from "./+types/booking.confirm.$token";
import { seo } from "~/lib/seo";
import { confirmByLink, consultationConfirmPage } from "~/modules/booking/actions.server";
import { bookingMessages } from "~/modules/booking/messages";
import { formatBookingTime } from "~/modules/booking/dialog-view";
import { FormPage } from "~/components/forms/form-page";
import { SubmitButton } from "~/components/forms/form-parts";
import { buttonVariants } from "~/components/ui/button";

/**
 * The link in the one e-mail a consultation request sends (noindex). Opening it books nothing:
 * the page says what it confirms, and only its POST confirms (mail scanners and link previews
 * open links; they do not press buttons).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return { consultation: await consultationConfirmPage(request, params.token) };
}

export async function action({ request, params }: Route.ActionArgs) {
  return confirmByLink(request, params.token);
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Confirm your consultation", description: "Confirm your free consultation.", index: false });

const reasons = {
  "not-found": "We could not find this consultation. Perhaps the link was not copied in full.",
  expired: "This link has expired, and the time was not booked. You are welcome to pick a new time.",
  "already-confirmed": "This consultation is already confirmed. The booking with an invitation for your calendar is in your e-mail.",
  cancelled: "This consultation was cancelled.",
} as const;

export default function ConfirmConsultation({ loaderData, actionData }: Route.ComponentProps) {
  const { consultation } = loaderData;
  const navigation = useNavigation();
  const home = (
    <Link to={href("/")} className={buttonVariants({ variant: "secondary" })}>
      Return to Home
    </Link>
  );
  const bookAgain = (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Link to={href("/book")} className={buttonVariants({})}>
        Book Consultation
      </Link>
      {home}
    </div>
  );
  const what = consultation
    ? `${consultation.courseName}, ${formatBookingTime(consultation.start)} (Copenhagen time), ${consultation.minutes} minutes.`
    : undefined;
  if (actionData?.ok) {
    return (
      <FormPage eyebrow="Consultation" title={bookingMessages.confirmed} intro={what}>
        <div className="grid gap-4">
          <p role="status" className="font-medium text-ink-900">
            Thank you. The booking, with an invitation for your calendar and a link to cancel, is on its way to your e-mail.
          </p>
          {home}
        </div>
      </FormPage>
    );
  }
  const reason = actionData
    ? actionData.reason
    : !consultation
      ? "not-found"
      : consultation.state === "open"
        ? undefined
        : consultation.state === "confirmed"
          ? "already-confirmed"
          : consultation.state;
  if (reason) {
    return (
      <FormPage eyebrow="Consultation" title="Confirm your consultation" intro={what}>
        <div className="grid gap-4">
          <p role="status" className="font-medium text-ink-900">
            {reasons[reason]}
          </p>
          {reason === "expired" || reason === "not-found" ? bookAgain : home}
        </div>
      </FormPage>
    );
  }
  return (
    <FormPage eyebrow="Consultation" title="Confirm your consultation" intro={what}>
      <Form method="post" className="grid gap-4">
        <p className="text-ink-700">
          Confirm, and the time is booked for you: free of charge, with an invitation for your calendar by e-mail. Did you not ask for this consultation? Then
          simply leave this page; the time is released by itself.
        </p>
        <SubmitButton busy={navigation.state !== "idle"} busyLabel="Confirming...">
          Confirm consultation
        </SubmitButton>
      </Form>
    </FormPage>
  );
}
