import { isRouteErrorResponse, Link, href, useRouteError } from "react-router";

/** requireAdmin's answer to a signed-in person without the role (status 403). */
export function Forbidden() {
  return (
    <section className="relative mx-auto flex max-w-2xl flex-col items-center px-6 py-28 text-center">
      <p aria-hidden className="font-display text-[7rem] leading-none text-amber-700 sm:text-[10rem]">
        403
      </p>
      <h1 className="mt-2 text-3xl text-ink-900 sm:text-4xl">This area is for the studio team</h1>
      <p className="mt-4 max-w-md text-muted">Your account does not have access to this page. Your own courses are on your dashboard.</p>
      <Link
        to={href("/dashboard")}
        className="mt-10 inline-flex min-h-11 items-center rounded-control bg-amber-400 px-6 font-semibold text-ink-950 shadow-card transition-colors hover:bg-amber-300"
      >
        Go to your dashboard
      </Link>
    </section>
  );
}

/**
 * The error boundary of the admin routes: their 403 is this page; anything else goes on to
 * the root's boundary. Kept out of the root so every other page's first load stays smaller.
 */
export function AdminErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <Forbidden />;
  throw error;
}
