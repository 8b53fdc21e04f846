import { Link, href } from "react-router";
import type { Route } from "./+types/payment-failed";
import { seo } from "~/lib/seo";
import { paymentMessages } from "~/modules/orders/messages";
import { buttonVariants } from "~/components/ui/button";
import { FormPage } from "~/components/forms/form-page";

/** Where a pay button's post made before JavaScript loaded lands when no checkout could be opened. */
export const meta: Route.MetaFunction = (args) => seo(args, { title: "Payment", description: "The payment could not start.", index: false });

export default function PaymentFailed() {
  return (
    <FormPage eyebrow="Payment" title={paymentMessages.couldNotCreate}>
      <p className="text-muted">Nothing has been charged. Please go back and try again, or write to us and we will help.</p>
      <Link to={href("/courses")} className={buttonVariants({ variant: "secondary", className: "mt-6" })}>
        See the courses
      </Link>
    </FormPage>
  );
}
