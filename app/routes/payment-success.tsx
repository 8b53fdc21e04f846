import { useEffect, useRef, useState } from "react";
import { Link, href, useFetcher, useRevalidator } from "react-router";
import type { Route } from "./+types/payment-success";
import { db } from "~/db/db.server";
import { seo } from "~/lib/seo";
import { getOptionalUser } from "~/modules/accounts/guards.server";
import { hasBuyerProof } from "~/modules/orders/buyer-proof.server";
import { availableSlotsFor, bookSlotAfterPayment, paymentSuccessState } from "~/modules/booking/actions.server";
import { onlineCoursesOfOrder } from "~/modules/learning/confirmation.server";
import { OrderConfirmation } from "~/components/payments/order-confirmation";
import { refreshCart } from "~/components/cart/cart-store";
import { englishDialog, localMessage, type DialogText } from "~/modules/booking/dialog-text";
import { dialogTextFor } from "~/modules/booking/book-page.server";
import { localeOf } from "~/lib/i18n/languages";
import { confirmationText, summaryText } from "~/modules/orders/order-language";
import { journeyLanguage } from "~/lib/i18n/journey.server";
import { journeyPage } from "~/lib/i18n/language";
import { bookingFormComplete } from "~/modules/booking/dialog-view";
import { FormPage } from "~/components/forms/form-page";
import { FormError, SubmitButton } from "~/components/forms/form-parts";
import { SlotPicker } from "~/components/booking/slot-picker";
import { buttonVariants } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useValuesTypedBeforeHydration } from "~/components/forms/values-typed-before-hydration";

/**
 * Where the payment provider sends the buyer back. It never
 * marks anything paid: it reads what the provider's verified event did, and asks again every
 * 2 seconds until that has arrived. A paid private session without a time gets the slot picker
 * once, then 'Booking confirmed!'. Paid, it names what was bought (decision 040): the order's
 * part, the booked session, the online courses to start.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const orderId = new URL(request.url).searchParams.get("order")?.slice(0, 64) ?? "";
  const viewer = await getOptionalUser(request);
  // Personal parts only for the browser that opened the checkout or the signed-in buyer (decision 069).
  const proven = hasBuyerProof(request, orderId);
  const { state, courseName, email, order, session } = await paymentSuccessState(request, orderId, viewer, proven);
  const paid = state === "paid" || state === "booked";
  const language = order?.language ?? "en";
  return {
    journey: journeyLanguage(language),
    text: confirmationText(language),
    summaryText: summaryText(language),
    state,
    courseName,
    name: "",
    email,
    order: paid ? order : undefined,
    session: paid ? session : undefined,
    // The invite names the client and carries the cancel link (decision 069).
    invite: proven || Boolean(order?.yours),
    courses: paid ? await onlineCoursesOfOrder(db(), orderId) : [],
    signedIn: viewer !== null,
    slots: state === "needs-slot" ? await availableSlotsFor(request, "coaching") : undefined,
    // The slot picker's words in the order's language; the page's module carries only the English.
    pickText: state === "needs-slot" ? dialogTextFor(language) : undefined,
    locale: localeOf(language),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const order = new URL(request.url).searchParams.get("order") ?? "";
  const form = await request.formData();
  const input = Object.fromEntries([...form].filter(([, value]) => typeof value === "string" && value !== ""));
  return bookSlotAfterPayment(request, order, input);
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: `${args.data?.text.metaTitle ?? "Payment received"} – ${args.data?.courseName ?? "Payment"}`,
    description: args.data?.text.metaDescription ?? "Thank you for your payment.",
    index: false,
  });

/** The page speaks the order's language (a booking begun on a Danish page is Danish to the end, decision 047). */
export const handle = journeyPage;

const pollEveryMs = 2000;
const pollLimit = 30;

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  const { state, courseName, text } = loaderData;
  const pickText = loaderData.pickText ?? englishDialog;
  const revalidator = useRevalidator();
  const [polls, setPolls] = useState(0);
  const waiting = state === "confirming";
  // The server takes a paid cart order's lines out of the cart: the header's badge and the
  // panel read it again on every change of the order they can see (decision 040).
  useEffect(() => {
    if (state !== "unknown" && state !== "confirming") void refreshCart();
  }, [state]);
  useEffect(() => {
    if (!waiting || polls >= pollLimit || revalidator.state !== "idle") return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      void revalidator.revalidate();
    }, pollEveryMs);
    return () => clearTimeout(timer);
  }, [waiting, polls, revalidator]);

  if (state === "unknown") {
    return (
      <FormPage
        eyebrow="Payment"
        title="We could not find this payment"
        intro="If you have paid, you will receive a confirmation by e-mail. Otherwise write to us."
      >
        <Link to={href("/contact")} className={buttonVariants({ variant: "secondary" })}>
          Contact Us
        </Link>
      </FormPage>
    );
  }
  if (waiting) {
    return (
      <FormPage eyebrow={courseName} title={text.thankYou} intro={text.confirmingIntro}>
        <div role="status" className="grid gap-3">
          <p className="font-medium text-ink-900">{text.beingConfirmed}</p>
          {polls >= pollLimit ? <p className="text-ink-700">{text.takingLonger}</p> : <p className="text-sm text-ink-600">{text.updatesItself}</p>}
        </div>
      </FormPage>
    );
  }
  if (state === "refunded") {
    return (
      <FormPage eyebrow={courseName} title={text.refundedTitle}>
        <div role="status" className="grid gap-4">
          <p className="text-ink-700">{text.refundedText}</p>
          <Link to={href("/contact")} className={buttonVariants({ variant: "secondary", className: "w-full sm:w-auto" })}>
            {text.contactUs}
          </Link>
        </div>
      </FormPage>
    );
  }
  if (state === "needs-slot") {
    return (
      <FormPage eyebrow={courseName} title={pickText.pickTitle} intro={pickText.pickIntro}>
        <SlotForm name={loaderData.name} email={loaderData.email} slots={loaderData.slots ?? []} text={pickText} locale={loaderData.locale} />
      </FormPage>
    );
  }
  const { order, session, courses, signedIn } = loaderData;
  return (
    <FormPage eyebrow={courseName} title={state === "booked" ? text.bookingConfirmed : text.paymentReceived}>
      <div className="grid gap-8">
        <p role="status" className="text-ink-700">
          {state === "booked" ? text.bookedText : text.paidText}
        </p>
        {order ? (
          <OrderConfirmation
            order={order}
            session={session}
            courses={courses}
            signedIn={signedIn}
            invite={loaderData.invite}
            text={text}
            summaryText={loaderData.summaryText}
          />
        ) : (
          <Link to={href("/")} className={buttonVariants({ variant: "secondary", className: "w-full sm:w-auto" })}>
            {text.returnHome}
          </Link>
        )}
      </div>
    </FormPage>
  );
}

function SlotForm({
  name,
  email,
  slots,
  text,
  locale,
}: {
  name: string;
  email: string;
  slots: { start: string; end: string }[];
  text: DialogText;
  locale: string;
}) {
  const fetcher = useFetcher<typeof action>();
  const [values, setValues] = useState({ name, email, slot: "" });
  const [error, setError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  // The slot picker adopts a time chosen before hydration itself.
  useValuesTypedBeforeHydration(form, { name: values.name, email: values.email }, (typed) => setValues((current) => ({ ...current, ...typed })));
  const shown = error ?? (fetcher.data && !fetcher.data.ok ? localMessage(fetcher.data.error, text) : undefined);
  return (
    <fetcher.Form
      ref={form}
      method="post"
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        setError(undefined);
        if (!bookingFormComplete(values)) {
          event.preventDefault();
          setError(text.messages.fillAll);
        }
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={text.name} name="name" required>
          {(props) => <Input {...props} autoComplete="name" value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} />}
        </Field>
        <Field label={text.email} name="email" required>
          {(props) => (
            <Input {...props} type="email" autoComplete="email" value={values.email} onChange={(e) => setValues({ ...values, email: e.target.value })} />
          )}
        </Field>
      </div>
      <SlotPicker slots={slots} value={values.slot} onChange={(slot) => setValues({ ...values, slot })} text={text} locale={locale} />
      <FormError message={shown} />
      <SubmitButton busy={fetcher.state !== "idle"} busyLabel={text.messages.reserving}>
        {text.bookThisTime}
      </SubmitButton>
    </fetcher.Form>
  );
}
