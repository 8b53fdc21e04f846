import { Form, Link, href, useNavigation } from "react-router";
import type { Route } from "./+types/booking.cancel.$token";
import { seo } from "~/lib/seo";
import { cancelByLink, cancellationPage } from "~/modules/booking/actions.server";
import { formatBookingTime } from "~/modules/booking/dialog-view";
import { linkPageText } from "~/modules/booking/link-page-text";
import { journeyLanguage } from "~/lib/i18n/journey.server";
import { journeyPage } from "~/lib/i18n/language";
import { localeOf } from "~/lib/i18n/languages";
import { fillText } from "~/lib/i18n/cart-text";
import { FormPage } from "~/components/forms/form-page";
import { SubmitButton } from "~/components/forms/form-parts";
import { buttonVariants } from "~/components/ui/button";

/** The private cancellation link from the confirmation e-mail (noindex). The server checks the notice period again on POST. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const booking = await cancellationPage(request, params.token);
  const language = booking?.language ?? "en";
  return { booking, now: new Date().toISOString(), journey: journeyLanguage(language), text: linkPageText(language), locale: localeOf(language) };
}

export async function action({ request, params }: Route.ActionArgs) {
  return cancelByLink(request, params.token);
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.data?.text.cancel.metaTitle ?? "Cancel booking",
    description: args.data?.text.cancel.metaDescription ?? "Cancel your booked session.",
    index: false,
  });

/** The page speaks the booking's language (decision 047), as the mail that links here does. */
export const handle = journeyPage;

export default function CancelBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, now, text, locale } = loaderData;
  const t = text.cancel;
  const navigation = useNavigation();
  const reasons = { "not-found": t.notFound, "too-late": t.tooLate, "already-cancelled": t.alreadyCancelled } as const;
  const home = (
    <Link to={href("/")} className={buttonVariants({ variant: "secondary" })}>
      {text.returnHome}
    </Link>
  );
  if (actionData?.ok) {
    return (
      <FormPage eyebrow={text.eyebrow} title={t.cancelledTitle} intro={t.cancelledIntro}>
        {home}
      </FormPage>
    );
  }
  if (!booking || booking.status === "expired") {
    return (
      <FormPage eyebrow={text.eyebrow} title={t.title} intro={reasons["not-found"]}>
        {home}
      </FormPage>
    );
  }
  const when = `${formatBookingTime(booking.start, locale)} ${text.copenhagenTime}`;
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
    <FormPage eyebrow={text.eyebrow} title={t.title} intro={`${booking.courseName}, ${when}.`}>
      {message ? (
        <div className="grid gap-4">
          <p role="status" className="font-medium text-ink-900">
            {message}
          </p>
          {home}
        </div>
      ) : (
        <Form method="post" className="grid gap-4">
          <p className="text-ink-700">{fillText(t.canCancelUntil, { hours: notice })}</p>
          <SubmitButton busy={navigation.state !== "idle"} busyLabel={t.cancelling}>
            {t.button}
          </SubmitButton>
        </Form>
      )}
    </FormPage>
  );
}
