import { Link } from "react-router";
import { formatBusinessTime } from "~/modules/site/time-zone";

export interface CancelledLatelyLine {
  bookingId: string;
  name: string;
  kind: string;
  startsAt: string;
  by: string;
  /** What it did to the money, in words (no amounts for the assistant, decision 037). */
  money: string;
}

/**
 * The sessions cancelled in the last 7 days and what each did to the money (issue 40): a client's
 * cancel two days ahead shows here though it is in no day's list.
 */
export function CancelledLately({ lines, total }: { lines: CancelledLatelyLine[]; total: number }) {
  if (!lines.length) return null;
  const more = total - lines.length;
  return (
    <section aria-labelledby="cancelled-lately" className="mt-4 rounded-card border border-sand-200 bg-ivory p-5 shadow-card">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="cancelled-lately" className="text-xl text-ink-900">
          Cancelled lately
        </h2>
        <Link to="/admin/calendar" className="text-sm font-medium underline decoration-amber-500 underline-offset-4">
          Calendar<span className="sr-only"> (the week&apos;s sessions)</span>
        </Link>
      </div>
      <p className="mt-1 text-sm text-muted">Sessions cancelled in the last 7 days, newest first.</p>
      <ul className="mt-3 divide-y divide-sand-200">
        {lines.map((line) => (
          <li key={line.bookingId} className="py-3 text-ink-900">
            <span className="font-medium">{line.name}</span>, {line.kind === "consultation" ? "consultation" : "coaching"}{" "}
            {formatBusinessTime(new Date(line.startsAt))}: cancelled by {line.by}; <span className="font-medium">{line.money}</span>.
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="mt-1 text-sm text-muted">And {more === 1 ? "1 more" : `${more} more`} in the last 7 days.</p> : null}
    </section>
  );
}
