import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { cn } from "~/lib/cn";

/**
 * One column of a back-office list row: a table cell from `md` up (the header row names it),
 * a labelled line of a card below (the label read by screen readers everywhere).
 */
export function ListCell({ label, children, numeric = false, muted = false }: { label: string; children: ReactNode; numeric?: boolean; muted?: boolean }) {
  return (
    <p className={cn("text-sm", numeric && "tabular-nums", muted && "text-muted")}>
      <span className="md:sr-only">{label} </span>
      {children}
    </p>
  );
}

/** A row's Edit link, named with the row's title for screen readers. */
export function EditLink({ to, title }: { to: string; title: string }) {
  return (
    <Link to={to} className={buttonVariants({ variant: "outline", size: "sm" })}>
      Edit
      <span className="sr-only"> {title}</span>
    </Link>
  );
}
