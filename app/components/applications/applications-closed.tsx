/** In place of an application form whose dates no longer take applications: says so, and what comes next. */
export function ApplicationsClosed({ title, body, dates }: { title: string; body: string; dates: string }) {
  return (
    <div role="status" className="grid gap-2 rounded-card border border-amber-500/40 bg-amber-300/15 p-6">
      <h2 className="font-display text-2xl text-ink-900">{title}</h2>
      <p className="text-ink-800">{dates}</p>
      <p className="text-ink-800">{body}</p>
    </div>
  );
}
