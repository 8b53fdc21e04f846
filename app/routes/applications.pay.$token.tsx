import { randomUUID } from "node:crypto";
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/applications.pay.$token";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { publicOrigin } from "~/lib/origin.server";
import { FormPage } from "~/components/forms/form-page";
import { SubmitButton } from "~/components/forms/form-parts";
import { buttonVariants } from "~/components/ui/button-variants";
import { paymentPage, startApplicationPayment } from "~/modules/applications/payment.server";
import { feeText } from "~/modules/applications/review-mails";
import { clientIp } from "~/modules/forms/client-ip.server";
import { takeRateLimit } from "~/modules/forms/rate-limit.server";
import { appOrdersDeps } from "~/modules/orders/runtime.server";
import { buyerProofHeaders } from "~/modules/orders/buyer-proof.server";

/**
 * The payment link from the acceptance e-mail (decision 032): the token alone in the address. It
 * works until the place is paid, the link lapses or the coach withdraws it (decision 066): each
 * press of the button opens a checkout at what the link asks; a paid place says so.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const page = await paymentPage(db(), params.token);
  if (!page) throw data("Not found", { status: 404 });
  // A fresh key per view: a double click opens one checkout, a later visit a new one.
  return { ...page, key: randomUUID() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const key = String(form.get("key") ?? "");
  const deps = appOrdersDeps(publicOrigin(request));
  const limit = await takeRateLimit(deps.db, "checkout", clientIp(context));
  if (!limit.allowed) return data({ error: "busy" as const }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  const started = await startApplicationPayment(deps, { token: params.token, key });
  // The applicant's browser is the buyer's: the success page may show her address (decision 069).
  if (started.ok) return redirect(started.url, { status: 303, headers: buyerProofHeaders(request, started.orderId) });
  if (started.reason === "not-found") throw data("Not found", { status: 404 });
  return data({ error: started.reason }, { status: started.reason === "paid" || started.reason === "no-longer-valid" ? 409 : 503 });
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.data?.lang === "da" ? `Betaling · ${args.data.title}` : `Payment · ${args.data?.title ?? "Programme"}`,
    description: args.data?.lang === "da" ? "Betal for din plads." : "Pay for your place.",
    index: false,
  });

const TEXT = {
  da: {
    eyebrow: "Betaling",
    title: (title: string) => `Din plads på ${title}`,
    intro: (name: string, fee: string) => `Hej ${name}. Din plads er sikret, når deltagerbetalingen på ${fee} er betalt.`,
    pay: "Betal med kort",
    paying: "Sender dig videre...",
    paid: "Din plads er betalt. Tak! Du har fået en kvittering på e-mail.",
    unavailable: "Betalingen kan ikke startes lige nu. Prøv igen om lidt, eller svar på vores e-mail.",
    busy: "Der er startet mange betalinger herfra på kort tid. Vent lidt, og prøv igen.",
    invalid: "Dette betalingslink er ikke længere gyldigt og kan ikke betales. Skriv til os, hvis du vil have et nyt.",
    home: "Til forsiden",
  },
  en: {
    eyebrow: "Payment",
    title: (title: string) => `Your place on the ${title}`,
    intro: (name: string, fee: string) => `Hello ${name}. Your place is secured once the retreat fee of ${fee} is paid.`,
    pay: "Pay by card",
    paying: "Redirecting to Payment...",
    paid: "Your place is paid. Thank you! A receipt is in your inbox.",
    unavailable: "The payment cannot start right now. Please try again shortly, or reply to our e-mail.",
    busy: "Many payments were started from here in a short time. Please wait a little and try again.",
    invalid: "This payment link is no longer valid and cannot be paid. Write to us if you would like a new one.",
    home: "Back to home",
  },
} as const;

export default function ApplicationPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, title, firstName, paid, price, key } = loaderData;
  const t = TEXT[lang];
  const busy = useNavigation().state !== "idle";
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const home = (
    <Link to={href("/")} className={buttonVariants({ variant: "secondary", className: "w-full sm:w-auto" })}>
      {t.home}
    </Link>
  );
  return (
    <div lang={lang}>
      <FormPage eyebrow={t.eyebrow} title={t.title(title)} intro={!paid && price ? t.intro(firstName, feeText(lang, price.amount, price.currency)) : undefined}>
        {paid || error === "paid" ? (
          <div className="grid gap-4">
            <p role="status" className="text-ink-700">
              {t.paid}
            </p>
            {home}
          </div>
        ) : loaderData.state === "withdrawn" || loaderData.state === "expired" || error === "no-longer-valid" ? (
          <div className="grid gap-4">
            <p role="alert" className="text-ink-700">
              {t.invalid}
            </p>
            {home}
          </div>
        ) : !price ? (
          <div className="grid gap-4">
            <p role="alert" className="text-ink-700">
              {t.unavailable}
            </p>
            {home}
          </div>
        ) : (
          <Form method="post" className="grid gap-4">
            {error ? (
              <p role="alert" className="font-medium text-danger">
                {error === "busy" ? t.busy : t.unavailable}
              </p>
            ) : null}
            <input type="hidden" name="key" value={key} />
            <SubmitButton busy={busy} busyLabel={t.paying}>
              {t.pay} ({feeText(lang, price.amount, price.currency)})
            </SubmitButton>
          </Form>
        )}
      </FormPage>
    </div>
  );
}
