import { useCallback, useState } from "react";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import FlaskConical from "lucide-react/icons/flask-conical";
import type { Route } from "./+types/test-checkout.$id";
import { seo } from "~/lib/seo";
import { logNotFound } from "~/lib/not-found.server";
import { actOnTestCheckout, submitTestCheckout, testCheckoutPage, type TestCheckoutAnswer, type TestProviderAction } from "~/modules/orders/actions.server";

type RefusedAnswer = Exclude<TestCheckoutAnswer, { redirect: string }>;
import { formatMoney } from "~/modules/orders/money";
import { checkoutText, summaryText } from "~/modules/orders/order-language";
import { journeyLanguage } from "~/lib/i18n/journey.server";
import { journeyPage } from "~/lib/i18n/language";
import { RECEIPT_EMAIL_FIELD } from "~/modules/orders/receipt-email";
import { clockTime } from "~/modules/booking/checkout-line";
import { OrderSummaryTable } from "~/components/payments/order-summary";
import { HoldCountdown } from "~/components/payments/hold-countdown";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Button } from "~/components/ui/button";
import { FormPage } from "~/components/forms/form-page";
import { ShippingAddressFields } from "~/components/payments/shipping-address-fields";

/**
 * The built-in test provider's checkout (decision 011): what is paid, and **Pay**
 * and **Cancel**. Pay completes the session through the same fulfilment as Stripe's
 * webhook. Not found while Stripe takes the payments.
 */
export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: args.data?.text.metaTitle ?? "Test checkout", description: "The test payment provider's checkout.", index: false });

/** The page speaks the order's language (a booking begun on a Danish page): its loader says which (decision 047). */
export const handle = journeyPage;

export async function loader({ request, params }: Route.LoaderArgs) {
  const checkout = await testCheckoutPage(request, params.id);
  if (!checkout) {
    logNotFound(request);
    throw data(null, { status: 404, statusText: "Not Found" });
  }
  const language = checkout.language;
  const holdUntil = checkout.holdExpiresAt ? clockTime(new Date(checkout.holdExpiresAt), undefined, language) : null;
  return {
    checkout,
    holdUntil,
    serverNow: new Date().toISOString(),
    journey: journeyLanguage(language),
    text: checkoutText(language),
    summaryText: summaryText(language),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  if (typeof intent === "string" && (providerActions as readonly string[]).includes(intent)) {
    const amount = parseAmount(form?.get("amount"));
    if (amount === null) return data<RefusedAnswer>({ error: "Enter an amount such as 12.50, or leave it empty to refund everything left." }, { status: 400 });
    const done = await actOnTestCheckout(request, params.id, intent as TestProviderAction, amount);
    if (done === undefined) throw data(null, { status: 404, statusText: "Not Found" });
    if (!done) return data<RefusedAnswer>({ error: "The test provider cannot do that for this payment." }, { status: 409 });
    return redirect(new URL(request.url).pathname, 303);
  }
  if (intent !== "pay" && intent !== "cancel") return data<RefusedAnswer>({ error: "Choose Pay or Cancel." }, { status: 400 });
  const answer = await submitTestCheckout(request, params.id, intent, form ?? undefined);
  if (!answer) throw data(null, { status: 404, statusText: "Not Found" });
  if ("redirect" in answer) return redirect(answer.redirect);
  return data<RefusedAnswer>(answer, { status: answer.fieldErrors ? 400 : 409 });
}

const providerActions = ["refund", "dispute-open", "dispute-won", "dispute-lost"] as const satisfies readonly TestProviderAction[];

/** "12.50" → 1250 minor units; empty → undefined (everything left); anything else → null. */
function parseAmount(raw: FormDataEntryValue | null | undefined): number | undefined | null {
  const text = typeof raw === "string" ? raw.trim().replace(",", ".") : "";
  if (text === "") return undefined;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

export default function TestCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { checkout, holdUntil, serverNow, text } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [holdLapsed, setHoldLapsed] = useState(checkout.holdExpired);
  const onHoldExpired = useCallback(() => setHoldLapsed(true), []);
  const closed = checkout.status === "open" ? undefined : text[checkout.status];
  // The policies are English pages: a Danish checkout's links say so (decision 043).
  const policyLanguage = checkout.language === "en" ? undefined : "en";
  return (
    <FormPage
      eyebrow={text.eyebrow}
      title={text.title}
      intro={
        <p className="flex items-start gap-2">
          <FlaskConical aria-hidden className="mt-1 size-5 shrink-0 text-amber-700" />
          {text.intro}
        </p>
      }
    >
      <OrderSummaryTable summary={checkout.summary} text={loaderData.summaryText} language={checkout.language} />
      {checkout.holdExpiresAt && holdUntil && checkout.status !== "complete" ? (
        <HoldCountdown
          expiresAt={checkout.holdExpiresAt}
          serverNow={serverNow}
          until={holdUntil}
          expired={checkout.holdExpired || checkout.status === "expired"}
          onExpire={onHoldExpired}
          text={text}
        />
      ) : null}

      {!closed ? (
        // noValidate: the server's messages show the same with or without JavaScript.
        <Form method="post" noValidate className="mt-8">
          {checkout.needsEmail ? (
            <Field
              label={text.emailLabel}
              name={RECEIPT_EMAIL_FIELD}
              required
              error={actionData?.fieldErrors?.[RECEIPT_EMAIL_FIELD]}
              hint={text.emailHint}
              className="mb-8"
            >
              {(props) => <Input {...props} type="email" autoComplete="email" maxLength={254} defaultValue={actionData?.values?.[RECEIPT_EMAIL_FIELD]} />}
            </Field>
          ) : null}
          {checkout.collectShipping ? <ShippingAddressFields errors={actionData?.fieldErrors} values={actionData?.values} /> : null}
          <p className="mt-8 text-sm text-ink-700" data-testid="checkout-terms">
            {text.byPaying}{" "}
            <Link to={checkout.termsPath} hrefLang={policyLanguage} className="font-medium text-ink-800 underline underline-offset-4">
              {text.terms}
            </Link>{" "}
            {text.and}{" "}
            <Link to={checkout.cancellationPolicyPath} hrefLang={policyLanguage} className="font-medium text-ink-800 underline underline-offset-4">
              {text.cancellationPolicy}
            </Link>
            {text.policiesInEnglish}.
          </p>
          <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="submit" name="intent" value="cancel" variant="outline" formNoValidate disabled={busy}>
              {text.cancel}
            </Button>
            <Button type="submit" name="intent" value="pay" disabled={busy || holdLapsed}>
              {text.pay}
            </Button>
          </div>
        </Form>
      ) : (
        <p role="status" className="mt-8 rounded-control bg-sand-100 p-4 text-ink-900">
          {closed}
        </p>
      )}
      {checkout.paid ? <ProviderActions checkout={checkout} busy={busy} /> : null}
      {actionData?.error ? (
        <p role="alert" className="mt-4 text-danger">
          {actionData.error}
        </p>
      ) : null}
    </FormPage>
  );
}

/**
 * What a payment provider's dashboard does after a payment, for trying refunds and disputes
 * on this site: the order hears of each through the same events as from Stripe.
 */
function ProviderActions({ checkout, busy }: { checkout: Route.ComponentProps["loaderData"]["checkout"]; busy: boolean }) {
  const left = checkout.amountTotal - checkout.amountRefunded;
  return (
    <section aria-labelledby="provider-actions" className="mt-10 border-t border-sand-200 pt-6">
      <h2 id="provider-actions" className="font-display text-xl text-ink-900">
        Test provider: after the payment
      </h2>
      <p className="mt-2 text-muted" data-testid="refunded-so-far">
        Refunded so far: {formatMoney(checkout.amountRefunded, checkout.currency)}
        {checkout.dispute ? ` · Dispute: ${checkout.dispute}` : ""}
      </p>
      {left > 0 && checkout.dispute !== "open" ? (
        <Form key={checkout.amountRefunded} method="post" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <label className="flex flex-col gap-1 text-sm text-ink-900">
            Amount to refund ({checkout.currency}, empty for all that is left)
            <input name="amount" inputMode="decimal" autoComplete="off" className="min-h-11 rounded-control border border-sand-300 bg-white px-3 text-base" />
          </label>
          <Button type="submit" name="intent" value="refund" variant="outline" disabled={busy}>
            Refund
          </Button>
        </Form>
      ) : null}
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        {checkout.dispute === null ? (
          <Button type="submit" name="intent" value="dispute-open" variant="outline" disabled={busy}>
            Open a dispute
          </Button>
        ) : null}
        {checkout.dispute === "open" ? (
          <>
            <Button type="submit" name="intent" value="dispute-won" variant="outline" disabled={busy}>
              Dispute won
            </Button>
            <Button type="submit" name="intent" value="dispute-lost" variant="outline" disabled={busy}>
              Dispute lost
            </Button>
          </>
        ) : null}
      </Form>
    </section>
  );
}
