import { lazy, Suspense, useEffect, useState } from "react";
import { Link, href, useLocation } from "react-router";
import { hasSignedInHint } from "~/modules/accounts/hint-cookie";

const AccountMenu = lazy(() => import("./account-menu"));

export const headerLinkClass =
  "inline-flex min-h-11 items-center rounded-control px-2.5 text-sm font-medium text-ivory/85 transition-colors hover:text-amber-300";

/**
 * Every visitor gets the same HTML ('Sign in'). After hydration, a browser holding the
 * signed-in hint cookie loads the account menu, which asks /api/me who it is: nothing
 * personal is ever in a page, and nothing is requested before the first paint.
 */
export function AccountSlot() {
  const [signedIn, setSignedIn] = useState(false);
  const location = useLocation();
  // Signing in or out navigates: look at the cookie again each time.
  useEffect(() => setSignedIn(hasSignedInHint(document.cookie)), [location.key]);
  const signIn = (
    <Link to={href("/login")} className={headerLinkClass}>
      Sign in
    </Link>
  );
  if (!signedIn) return signIn;
  return (
    <Suspense fallback={signIn}>
      <AccountMenu fallback={signIn} refreshKey={location.key} />
    </Suspense>
  );
}
