/**
 * A bar chart drawn with plain elements, and the table it is drawn from. The bars are
 * decoration (aria-hidden); the table is what a screen reader reads and what prints. Imported
 * by the analytics route only, so no other page carries it.
 */
export function BarChart({
  id,
  title,
  labels,
  axisLabels,
  values,
  format = (n: number) => n.toLocaleString("en-GB"),
  valueHeading,
}: {
  id: string;
  title: string;
  labels: string[];
  axisLabels: string[];
  values: number[];
  format?: (n: number) => string;
  valueHeading: string;
}) {
  const max = Math.max(1, ...values);
  return (
    <section aria-labelledby={id} className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card print:break-inside-avoid print:shadow-none">
      <h2 id={id} className="text-lg text-ink-900">
        {title}
      </h2>
      <div aria-hidden className="mt-4 flex h-36 items-end gap-1 border-b border-sand-300 print:hidden">
        {values.map((value, i) => (
          <div key={labels[i]} className="flex h-full min-w-0 flex-1 flex-col justify-end" title={`${labels[i]}: ${format(value)}`}>
            <div className="rounded-t-sm bg-amber-500" style={{ height: `${(value / max) * 100}%`, minHeight: value > 0 ? 2 : 0 }} />
          </div>
        ))}
      </div>
      <div aria-hidden className="mt-1 flex gap-1 text-[0.625rem] text-muted print:hidden">
        {axisLabels.map((label, i) => (
          <span key={labels[i]} className="min-w-0 flex-1 truncate text-center">
            {label}
          </span>
        ))}
      </div>
      {/* The table a screen reader reads and a printer prints; on a screen the same figures open below. */}
      <FigureTable
        title={title}
        labels={labels}
        values={values}
        format={format}
        valueHeading={valueHeading}
        className="sr-only print:not-sr-only print:mt-2 print:w-full print:text-sm"
      />
      <details className="mt-3 print:hidden">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-ink-900 underline">The figures</summary>
        <FigureTable title={title} labels={labels} values={values} format={format} valueHeading={valueHeading} />
      </details>
    </section>
  );
}

function FigureTable({
  title,
  labels,
  values,
  format,
  valueHeading,
  className,
}: {
  title: string;
  labels: string[];
  values: number[];
  format: (n: number) => string;
  valueHeading: string;
  className?: string;
}) {
  return (
    <table className={className ?? "mt-2 w-full text-sm"}>
      <caption className="sr-only">{title}</caption>
      <thead>
        <tr className="text-left text-muted">
          <th scope="col" className="py-1 pr-4 font-medium">
            Period
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {valueHeading}
          </th>
        </tr>
      </thead>
      <tbody>
        {values.map((value, i) => (
          <tr key={labels[i]} className="border-t border-sand-200">
            <th scope="row" className="py-1 pr-4 text-left font-normal">
              {labels[i]}
            </th>
            <td className="py-1 text-right tabular-nums">{format(value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
