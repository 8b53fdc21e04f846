import { Link } from "react-router";
import { formatEnglishInteger } from "~/lib/number-format";
import { cn } from "~/lib/cn";
import type { WaitingItem } from "~/modules/today/waiting";

/** Today's "waiting for you": only what has something in it; all clear says so. */
export function WaitingList({ items }: { items: WaitingItem[] }) {
  const open = items.filter((item) => item.count > 0);
  return (
    <section aria-labelledby="waiting-heading" className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card">
      <h2 id="waiting-heading" className="text-xl text-ink-900">
        Waiting for you
      </h2>
      {open.length ? (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {open.map((item) => (
            <li key={item.to + item.one}>
              <Link
                to={item.to}
                className={cn(
                  "flex min-h-11 items-center gap-3 rounded-control border px-3 py-2 text-sm font-medium transition-colors hover:border-amber-400",
                  item.alarm ? "border-danger/40 bg-danger/5 text-danger" : "border-sand-200 text-ink-900",
                )}
              >
                <span className="font-display text-2xl leading-none">
                  {formatEnglishInteger(item.count)}
                  {item.atLeast ? "+" : ""}
                </span>
                <span>{item.count === 1 ? item.one : item.many}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-muted">Nothing is waiting: no new applications, unread messages, stuck orders or undelivered mail.</p>
      )}
    </section>
  );
}
