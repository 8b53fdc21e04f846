import { Form, Link, href, useNavigation } from "react-router";
import type { Route } from "./+types/booking.reschedule.$token";
import { seo } from "~/lib/seo";
import { chooseNewTime, reschedulePageData } from "~/modules/admin/coach-bookings.server";
import { DEAD_LINK_TEXTS } from "~/modules/booking/reschedule-texts";
import { formatBookingTime, groupSlotsByDay } from "~/modules/booking/dialog-view";
import { FormPage } from "~/components/forms/form-page";
import { SubmitButton } from "~/components/forms/form-parts";
import { buttonVariants } from "~/components/ui/button";

/**
 * The private link the coach sends to let a client choose a new time (noindex). Opening it
 * changes nothing; only its POST moves the booking, once.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return reschedulePageData(request, params.token);
}

export async function action({ request, params }: Route.ActionArgs) {
  return chooseNewTime(request, params.token, await request.formData());
}

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Choose a new time", description: "Choose a new time for your session.", index: false });

export default function ChooseNewTime({ loaderData, actionData }: Route.ComponentProps) {
  const { state, booking, slots, expiresAt } = loaderData;
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
        title="Your booking is moved"
        intro={`${booking?.courseName ?? "Your session"}, ${formatBookingTime(actionData.start)} (Copenhagen time).`}
      >
        <div className="grid gap-4">
          <p role="status" className="font-medium text-ink-900">
            Thank you. An update for your calendar is on its way to your e-mail.
          </p>
          {home}
        </div>
      </FormPage>
    );
  }
  const intro = booking ? `${booking.courseName}, now booked for ${formatBookingTime(booking.start)} (Copenhagen time).` : undefined;
  if (state !== "open") {
    return (
      <FormPage eyebrow="Booking" title="Choose a new time" intro={intro}>
        <div className="grid gap-4">
          <p role="status" className="font-medium text-ink-900">
            {DEAD_LINK_TEXTS[state]}
          </p>
          {home}
        </div>
      </FormPage>
    );
  }
  const days = groupSlotsByDay(slots);
  return (
    <FormPage eyebrow="Booking" title="Choose a new time" intro={intro}>
      <Form method="post" className="grid gap-6">
        {actionData && !actionData.ok ? (
          <p role="alert" className="font-medium text-danger">
            {actionData.message}
          </p>
        ) : null}
        <p className="text-ink-700">
          Pick one of the free times below. Your booking keeps its length and its payment; until you choose, it stays as it is.
          {expiresAt ? ` This link works once, until ${formatBookingTime(expiresAt)}.` : null}
        </p>
        {days.length ? (
          days.map((day) => (
            <fieldset key={day.label} className="grid gap-3">
              <legend className="mb-2 font-semibold text-ink-900">{day.label}</legend>
              <div className="flex flex-wrap gap-2">
                {day.slots.map((slot) => (
                  <label
                    key={slot.start}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-sand-300 bg-white px-3 text-ink-900 has-[:checked]:border-ink-900 has-[:checked]:bg-sand-200"
                  >
                    <input type="radio" name="slot" value={slot.start} required className="size-4 accent-ink-900" />
                    {slot.time}
                  </label>
                ))}
              </div>
            </fieldset>
          ))
        ) : (
          <p role="status" className="font-medium text-ink-900">
            There are no free times just now. Please try again later, or reply to our e-mail.
          </p>
        )}
        {days.length ? (
          <SubmitButton busy={navigation.state !== "idle"} busyLabel="Moving...">
            Move my booking
          </SubmitButton>
        ) : null}
      </Form>
    </FormPage>
  );
}
