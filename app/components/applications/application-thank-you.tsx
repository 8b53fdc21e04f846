import { useEffect, useRef, type ReactNode } from "react";
import { Link, href } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import { buttonVariants } from "~/components/ui/button";

export interface ThankYouProps {
  title: string;
  lines: string[];
  /** Extra content, e.g. the celebrity confirmation's payment step. */
  children?: ReactNode;
  links: { courses: string; home: string };
}

/** Replaces the form once the application is in; takes focus so the change is announced. */
export function ApplicationThankYou({ title, lines, children, links }: ThankYouProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "center", behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  }, []);
  return (
    <div className="grid gap-6 py-4">
      <svg viewBox="0 0 64 64" className="size-14 text-amber-500" aria-hidden focusable="false">
        <circle cx="32" cy="32" r="30" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 36c8-6 14 6 24 0s16-6 24 0" fill="none" stroke="currentColor" strokeOpacity="0.45" strokeWidth="1.5" />
        <path d="M21 32l8 8 15-17" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 ref={heading} tabIndex={-1} className="text-3xl text-ink-900 outline-none">
        {title}
      </h2>
      {lines.map((line) => (
        <p key={line} className="max-w-prose text-lg text-text">
          {line}
        </p>
      ))}
      {children}
      <div className="flex flex-col gap-3 pt-2 sm:flex-row">
        <Link to={href("/courses")} className={buttonVariants({ variant: "secondary" })}>
          {links.courses} <ArrowRight aria-hidden />
        </Link>
        <Link to={href("/")} className={buttonVariants({ variant: "outline" })}>
          {links.home}
        </Link>
      </div>
    </div>
  );
}
