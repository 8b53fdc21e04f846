import { Link, href } from "react-router";

export function NotFound() {
  return (
    <section className="relative mx-auto flex max-w-2xl flex-col items-center px-6 py-28 text-center">
      <p aria-hidden className="font-display text-[7rem] leading-none text-amber-700 sm:text-[10rem]">
        404
      </p>
      <h1 className="mt-2 text-3xl text-ink-900 sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-4 max-w-md text-muted">This page has left the stage. Let us take you back to where the music is.</p>
      <Link
        to={href("/")}
        className="mt-10 inline-flex min-h-11 items-center rounded-control bg-amber-400 px-6 font-semibold text-ink-950 shadow-card transition-colors hover:bg-amber-300"
      >
        Return to Home
      </Link>
    </section>
  );
}
