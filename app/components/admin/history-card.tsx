const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Copenhagen" });

export interface HistoryEntry {
  id: string;
  createdAt: string;
  summary: string;
  actorName: string;
}

/** One record's changes from the audit log, newest first: when, what, who. */
export function HistoryCard({ entries }: { entries: HistoryEntry[] }) {
  return (
    <section aria-labelledby="record-history" className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
      <h2 id="record-history" className="text-xl text-ink-900">
        History
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No changes made here yet.</p>
      ) : (
        <ol className="mt-3 grid gap-2 text-sm">
          {entries.map((entry) => (
            <li key={entry.id}>
              <span className="text-muted">{when.format(new Date(entry.createdAt))}</span> · {entry.summary}{" "}
              <span className="text-muted">({entry.actorName})</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
