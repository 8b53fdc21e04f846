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
import { formatMoney } from "~/modules/orders/money";
import type { PolicyMoney } from "~/modules/booking/cancel-money";

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
  const language = loaderData.journey.language;
  // What the policy kept with the booking does to the money (decision 064), said before and after.
  const moneyBefore = (money: PolicyMoney) =>
    money.amount > 0
      ? fillText(t.moneyBack, { amount: formatMoney(money.amount, money.currency, language) })
      : money.beforeCutoff
        ? t.noRefundPolicy
        : fillText(t.noRefundLate, { hours: money.cutoffHours });
  const reasons = { "not-found": t.notFound, "too-late": t.tooLate, "already-cancelled": t.alreadyCancelled } as const;
  const home = (
    <Link to={href("/")} className={buttonVariants({ variant: "secondary" })}>
      {text.returnHome}
    </Link>
  );
  if (actionData?.ok) {
    const done = actionData.money;
    return (
      <FormPage eyebrow={text.eyebrow} title={t.cancelledTitle} intro={t.cancelledIntro}>
        {done ? (
          <p role="status" className="font-medium text-ink-900">
            {done.amount > 0
              ? fillText(t.moneyBackDone, { amount: formatMoney(done.amount, done.currency, language) })
              : `${t.noRefundDone} ${moneyBefore(done)}`}
          </p>
        ) : null}
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
  const tooLate = Date.parse(booking.start) <= Date.parse(now);
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
          {booking.money ? <p className="font-medium text-ink-900">{moneyBefore(booking.money)}</p> : null}
          <SubmitButton busy={navigation.state !== "idle"} busyLabel={t.cancelling}>
            {t.button}
          </SubmitButton>
        </Form>
      )}
    </FormPage>
  );
}
