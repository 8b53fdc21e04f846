import { Link, redirect, useActionData, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/login";
import { seo } from "~/lib/seo";
import { FormPage } from "~/components/forms/form-page";
import { SecondFactorForm, SignInForm, SignUpForm } from "~/components/accounts/login-forms";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { afterSignIn, signIn, signUp, verifySecondFactor } from "~/modules/accounts/actions.server";
import { getOptionalUser } from "~/modules/accounts/guards.server";
import { accountMessages } from "~/modules/accounts/messages";
import { accountPageHeaders } from "~/modules/accounts/route-headers";
import type { AuthFormFailure, SignUpAnswer } from "~/modules/accounts/form-types";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Sign in",
    description: "Sign in to your course dashboard, or create an account to reach your courses and their materials.",
    index: false,
  });

const notices: Record<string, string> = {
  "reset=done": accountMessages.resetDone,
  "signedOut=everywhere": "You have been signed out on every device.",
  "deleted=1": "Your account has been deleted. Thank you for singing with us.",
};

export const headers: Route.HeadersFunction = ({ actionHeaders }) => accountPageHeaders(actionHeaders);

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get("redirectTo");
  const twoFactor = url.searchParams.get("step") === "two-factor";
  const me = twoFactor ? null : await getOptionalUser(request);
  if (me) throw redirect(afterSignIn(raw, me.role));
  const notice = Object.entries(notices).find(([query]) => url.search.includes(query))?.[1];
  return { redirectTo: raw ? afterSignIn(raw) : undefined, twoFactor, notice };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "sign-up") return signUp(request, context, form);
  if (intent === "two-factor") return verifySecondFactor(request, context, form);
  return signIn(request, context, form);
}

// Switching tabs changes only ?tab: nothing to load again.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.searchParams.get("redirectTo") === nextUrl.searchParams.get("redirectTo"))
    return false;
  return defaultShouldRevalidate;
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<AuthFormFailure | SignUpAnswer>();
  const failure = answer && !answer.ok ? answer : undefined;
  // After a sign-up (new or taken address alike): the sign-in form, e-mail filled in, and what to do next.
  const signedUp = answer?.ok ? answer : undefined;
  const [params] = useSearchParams();
  const { redirectTo, twoFactor } = loaderData;
  const notice = signedUp?.message ?? loaderData.notice;
  if (twoFactor) {
    return (
      <FormPage eyebrow="Two-step verification" title="Enter your code" intro="Your account is protected with a second step.">
        <SecondFactorForm failure={failure} redirectTo={redirectTo} />
      </FormPage>
    );
  }
  const tab = signedUp ? "sign-in" : failure?.form === "sign-up" || (!failure && params.get("tab") === "sign-up") ? "sign-up" : "sign-in";
  const tabLink = (to: "sign-in" | "sign-up") => {
    const next = new URLSearchParams(params);
    next.set("tab", to);
    return `?${next.toString()}`;
  };
  return (
    <FormPage eyebrow="Your studio account" title="Welcome back" intro="Sign in to reach your courses, or create an account to get started.">
      {notice ? (
        <p role="status" className="mb-6 rounded-control border border-success/30 bg-success/5 px-4 py-3 text-sm font-medium text-ink-900">
          {notice}
        </p>
      ) : null}
      {/* Each tab is also a link, so the choice works before JavaScript has loaded. */}
      <Tabs value={tab} key={tab}>
        <TabsList aria-label="Sign in or sign up">
          <TabsTrigger value="sign-in" asChild>
            <Link to={tabLink("sign-in")} replace preventScrollReset>
              Sign In
            </Link>
          </TabsTrigger>
          <TabsTrigger value="sign-up" asChild>
            <Link to={tabLink("sign-up")} replace preventScrollReset>
              Sign Up
            </Link>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in">
          <SignInForm failure={failure} redirectTo={redirectTo} email={signedUp?.values.email} />
        </TabsContent>
        <TabsContent value="sign-up">
          <SignUpForm failure={failure} redirectTo={redirectTo} />
        </TabsContent>
      </Tabs>
    </FormPage>
  );
}
