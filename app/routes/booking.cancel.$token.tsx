import { Form, Link, href, useNavigation } from "react-router";
import type { Route } from "./+types/booking.cancel.$token";
import { seo } from "~/lib/seo";
import { cancelByLink, cancellationPage } from "~/modules/booking/actions.server";
import { formatBookingTime } from "~/modules/booking/dialog-view";
import { FormPage } from "~/components/forms/form-page";
import { SubmitButton } from "~/components/forms/form-parts";
import { buttonVariants } from "~/components/ui/button";

/** The private cancellation link from the confirmation e-mail (noindex). The server checks the notice period again on POST. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const booking = await cancellationPage(request, params.token);
  return { booking, now: new Date().toISOString() };
}

export async function action({ request, params }: Route.ActionArgs) {
  return cancelByLink(request, params.token);
}

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Cancel booking", description: "Cancel your booked session.", index: false });

const reasons = {
  "not-found": "We could not find this booking.",
  "too-late": "It is too late to cancel this booking online. Please contact us.",
  "already-cancelled": "This booking is already cancelled.",
} as const;

export default function CancelBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, now } = loaderData;
  const navigation = useNavigation();
  const home = (
    <Link to={href("/")} className={buttonVariants({ variant: "secondary" })}>
      Return to Home
    </Link>
  );
  if (actionData?.ok) {
    return (
      <FormPage
        eyebrow="Booking"
        title="Your booking is cancelled"
        intro="The time is free again. A cancellation for your calendar is on its way to your e-mail."
      >
        {home}
      </FormPage>
    );
  }
  if (!booking || booking.status === "expired") {
    return (
      <FormPage eyebrow="Booking" title="Cancel booking" intro={reasons["not-found"]}>
        {home}
      </FormPage>
    );
  }
  const when = `${formatBookingTime(booking.start)} (Copenhagen time)`;
  const notice = booking.noticeHours;
  const tooLate = Date.parse(booking.start) - Date.parse(now) < notice * 3_600_000;
  const message = actionData
    ? reasons[actionData.reason]
    : booking.status === "cancelled"
      ? reasons["already-cancelled"]
      : tooLate
        ? reasons["too-late"]
        : undefined;
  return (
    <FormPage eyebrow="Booking" title="Cancel booking" intro={`${booking.courseName}, ${when}.`}>
      {message ? (
        <div className="grid gap-4">
          <p role="status" className="font-medium text-ink-900">
            {message}
          </p>
          {home}
        </div>
      ) : (
        <Form method="post" className="grid gap-4">
          <p className="text-ink-700">You can cancel until {notice} hours before the session starts.</p>
          <SubmitButton busy={navigation.state !== "idle"} busyLabel="Cancelling...">
            Cancel booking
          </SubmitButton>
        </Form>
      )}
    </FormPage>
  );
}
