import type { TimelineActor } from "~/modules/admin/order-timeline";

export interface TimelineEntryView {
  at: string;
  actor: TimelineActor;
  by: string;
  what: string;
  detail?: string;
}

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Copenhagen" });
const actorWords: Record<TimelineActor, string> = { coach: "Coach", buyer: "Buyer", provider: "Payment provider", job: "Job", site: "Site" };

/** An order's timeline, oldest first: when, what, and who did it (decision 033). */
export function OrderTimeline({ entries }: { entries: TimelineEntryView[] }) {
  return (
    <section aria-labelledby="order-timeline" className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
      <h2 id="order-timeline" className="text-xl text-ink-900">
        Timeline
      </h2>
      <ol aria-label="Timeline, oldest first" className="mt-3 grid gap-3 border-l-2 border-sand-200 pl-4">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="text-sm">
            <p className="font-medium text-ink-900">{entry.what}</p>
            {entry.detail ? <p className="wrap-anywhere text-ink-800">{entry.detail}</p> : null}
            <p className="text-xs text-muted">
              {when.format(new Date(entry.at))} · {actorWords[entry.actor]}: {entry.by}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
