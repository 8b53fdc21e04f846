import { Form, Link, href, useNavigation } from "react-router";
import type { Route } from "./+types/booking.reschedule.$token";
import { seo } from "~/lib/seo";
import { chooseNewTime, reschedulePageData } from "~/modules/booking/coach-bookings.server";
import { formatBookingTime, groupSlotsByDay } from "~/modules/booking/dialog-view";
import { linkPageText } from "~/modules/booking/link-page-text";
import { journeyLanguage } from "~/lib/i18n/journey.server";
import { journeyPage } from "~/lib/i18n/language";
import { localeOf } from "~/lib/i18n/languages";
import { fillText } from "~/lib/i18n/cart-text";
import { FormPage } from "~/components/forms/form-page";
import { SubmitButton } from "~/components/forms/form-parts";
import { buttonVariants } from "~/components/ui/button";

/**
 * The private link the coach sends to let a client choose a new time (noindex). Opening it
 * changes nothing; only its POST moves the booking, once.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await reschedulePageData(request, params.token);
  return { ...page, journey: journeyLanguage(page.language), text: linkPageText(page.language), locale: localeOf(page.language) };
}

export async function action({ request, params }: Route.ActionArgs) {
  return chooseNewTime(request, params.token, await request.formData());
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.data?.text.reschedule.metaTitle ?? "Choose a new time",
    description: args.data?.text.reschedule.metaDescription ?? "Choose a new time for your session.",
    index: false,
  });

/** The page speaks the booking's language (decision 047), as the mail that links here does. */
export const handle = journeyPage;

export default function ChooseNewTime({ loaderData, actionData }: Route.ComponentProps) {
  const { state, booking, slots, expiresAt, text, locale } = loaderData;
  const t = text.reschedule;
  const zoned = (iso: string) => `${formatBookingTime(iso, locale)} ${text.copenhagenTime}`;
  const navigation = useNavigation();
  const home = (
    <Link to={href("/")} className={buttonVariants({ variant: "secondary" })}>
      {text.returnHome}
    </Link>
  );
  if (actionData?.ok) {
    return (
      <FormPage eyebrow={text.eyebrow} title={t.movedTitle} intro={`${booking?.courseName ?? t.yourSession}, ${zoned(actionData.start)}.`}>
        <div className="grid gap-4">
          <p role="status" className="font-medium text-ink-900">
            {t.movedThanks}
          </p>
          {home}
        </div>
      </FormPage>
    );
  }
  const intro = booking ? `${fillText(t.nowBookedFor, { course: booking.courseName, when: zoned(booking.start) })}.` : undefined;
  if (state !== "open") {
    return (
      <FormPage eyebrow={text.eyebrow} title={t.title} intro={intro}>
        <div className="grid gap-4">
          <p role="status" className="font-medium text-ink-900">
            {t.refused[state]}
          </p>
          {home}
        </div>
      </FormPage>
    );
  }
  const days = groupSlotsByDay(slots, locale);
  return (
    <FormPage eyebrow={text.eyebrow} title={t.title} intro={intro}>
      <Form method="post" className="grid gap-6">
        {actionData && !actionData.ok ? (
          <p role="alert" className="font-medium text-danger">
            {t.refused[actionData.reason]}
          </p>
        ) : null}
        <p className="text-ink-700">
          {t.pickIntro}
          {expiresAt ? fillText(t.linkWorksOnce, { until: formatBookingTime(expiresAt, locale) }) : null}
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
            {t.noFreeTimes}
          </p>
        )}
        {days.length ? (
          <SubmitButton busy={navigation.state !== "idle"} busyLabel={t.moving}>
            {t.button}
          </SubmitButton>
        ) : null}
      </Form>
    </FormPage>
  );
}
