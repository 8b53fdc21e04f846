import { Link, href } from "react-router";
import type { Route } from "./+types/verify-email";
import { seo } from "~/lib/seo";
import { FormPage } from "~/components/forms/form-page";
import { buttonVariants } from "~/components/ui/button-variants";
import { verifyEmail } from "~/modules/accounts/actions.server";
import { accountMessages } from "~/modules/accounts/messages";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Confirm your e-mail", description: "E-mail verification.", index: false });

// The e-mailed link. Verifying is idempotent (a second click finds the address verified),
// so a mail scanner opening the link first does no harm.
export async function loader({ request }: Route.LoaderArgs) {
  const result = await verifyEmail(new URL(request.url).searchParams.get("token"));
  return { ok: result.ok };
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  return (
    <FormPage eyebrow="Your studio account" title={loaderData.ok ? "E-mail confirmed" : "This link did not work"}>
      <p role="status" className="text-lg text-ink-900">
        {loaderData.ok ? accountMessages.verified : accountMessages.verifyInvalid}
      </p>
      <Link to={loaderData.ok ? href("/dashboard") : href("/account")} className={buttonVariants({ className: "mt-6" })}>
        {loaderData.ok ? "Go to your dashboard" : "Go to your account"}
      </Link>
    </FormPage>
  );
}
