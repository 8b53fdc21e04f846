import Lightbulb from "lucide-react/icons/lightbulb";
import type { PageBlock, PreviewPage } from "~/modules/books/workbooks";

function Block({ block }: { block: PageBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "steps":
      return (
        <ol className="space-y-2">
          {block.items.map((item, index) => (
            <li key={item} className="flex gap-3">
              <span aria-hidden className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-ink-900 font-display text-xs text-ivory">
                {index + 1}
              </span>
              <span>{item}</span>
            </li>
          ))}
        </ol>
      );
    case "checklist":
      return (
        <ul className="space-y-2">
          {block.items.map((item) => (
            <li key={item} className="flex gap-3">
              <span aria-hidden className="mt-1 h-4 w-4 shrink-0 rounded-sm border-2 border-ink-700" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      );
    case "table":
      return (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-xs sm:text-sm">
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="border-b-2 border-ink-800 px-2 py-1.5 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex} className="h-8 border-b border-sand-300 px-2 py-1.5 align-top">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "note":
      return (
        <p className="flex gap-3 rounded-control bg-amber-300/35 p-3">
          <Lightbulb aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
          <span>{block.text}</span>
        </p>
      );
    case "contents":
      return (
        <ol className="space-y-2">
          {block.entries.map((entry) => (
            <li key={entry.title} className="flex items-baseline gap-2">
              <span>{entry.title}</span>
              <span aria-hidden className="flex-1 border-b border-dotted border-ink-600" />
              <span className="font-display">{entry.page}</span>
            </li>
          ))}
        </ol>
      );
  }
}

/** A printed workbook page, drawn in HTML so its text is real, readable and searchable. */
export function PreviewPageView({ page, bookTitle }: { page: PreviewPage; bookTitle: string }) {
  return (
    <div className="flex min-h-[30rem] flex-col bg-[#fffdf8] px-6 py-6 text-[0.9375rem] leading-relaxed text-text shadow-[0_1px_2px_rgb(18_15_28/0.1),0_20px_40px_-20px_rgb(18_15_28/0.35)] ring-1 ring-sand-200 sm:aspect-[1/1.25] sm:min-h-0 sm:px-10 sm:py-9">
      <p className="flex justify-between border-b border-sand-300 pb-2 text-xs uppercase tracking-[0.12em] text-muted">
        <span>{bookTitle}</span>
        <span>{page.section}</span>
      </p>
      <h3 className="mt-6 text-2xl leading-tight text-ink-900">{page.heading}</h3>
      <div className="mt-4 space-y-4">
        {page.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
      <p className="mt-auto pt-6 text-center font-display text-sm text-muted">{page.number}</p>
    </div>
  );
}
