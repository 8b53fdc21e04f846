import type { ReactNode } from "react";
import { formatEnglishInteger } from "~/lib/number-format";
import { formatMoneyNumber } from "~/modules/orders/money";

export interface StatsView {
  students: number;
  activeCourses: number;
  revenue: { currency: string; amount: number }[];
  downloads: number;
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-2 font-display text-3xl text-ink-900">{children}</dd>
    </div>
  );
}

/** SPEC.md's stats strip, from the database; revenue one line per currency (never one sum across them). */
export function StatsStrip({ stats }: { stats: StatsView }) {
  return (
    <dl aria-label="Business at a glance" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat label="Total Students">{formatEnglishInteger(stats.students)}</Stat>
      <Stat label="Active Courses">{formatEnglishInteger(stats.activeCourses)}</Stat>
      <Stat label="Total Revenue">
        {stats.revenue.length === 0 ? (
          "—"
        ) : (
          <ul className="grid gap-1">
            {stats.revenue.map((money) => (
              <li key={money.currency} className={stats.revenue.length > 1 ? "text-2xl" : undefined}>
                <span className="text-base font-sans font-semibold text-muted">{money.currency}</span> {formatMoneyNumber(money.amount)}
              </li>
            ))}
          </ul>
        )}
      </Stat>
      <Stat label="Downloads">{formatEnglishInteger(stats.downloads)}</Stat>
    </dl>
  );
}
