import { lazy, Suspense, useEffect, useState } from "react";
import { Link, href, useLocation } from "react-router";
import { useChromeText } from "~/lib/i18n/language";
import { useOptionalRootData } from "./site-data";

const AccountMenu = lazy(() => import("./account-menu"));

const headerLinkClass = "inline-flex min-h-11 items-center rounded-control px-2.5 text-sm font-medium text-ivory/85 transition-colors hover:text-amber-300";

/**
 * Every anonymous visitor gets the same HTML ('Sign in'); a request with a session cookie
 * gets 'Your account' (nothing personal). After hydration, a browser holding the
 * signed-in hint cookie (modules/accounts/hint-cookie.ts; the pattern is inlined to keep
 * every page's first load small) loads the account menu, which asks /api/me who it is:
 * nothing personal is ever in a page, and nothing is requested before the first paint.
 */
export function AccountSlot() {
  const [signedIn, setSignedIn] = useState(false);
  const { key } = useLocation();
  const text = useChromeText();
  // Signing in or out navigates: look at the cookie again each time.
  useEffect(() => setSignedIn(/(^|;\s*)signed_in=1(;|$)/.test(document.cookie)), [key]);
  // Known on the server only for a request with a session cookie; then, before (or without)
  // JavaScript, the slot says so and leads to the dashboard instead of 'Sign in'.
  const known = useOptionalRootData()?.viewer?.signedIn;
  const signIn = (
    <Link to={known ? href("/dashboard") : href("/login")} className={headerLinkClass}>
      {known ? text.yourAccount : text.signIn}
    </Link>
  );
  return signedIn ? (
    <Suspense fallback={signIn}>
      <AccountMenu fallback={signIn} refreshKey={key} summaryClass={headerLinkClass} />
    </Suspense>
  ) : (
    signIn
  );
}
