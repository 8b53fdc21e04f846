import type { Workbook } from "~/modules/books/workbooks";

/** The cover: the book's artwork with its title set in the site's display type. */
export function WorkbookCover({ book, eager = false }: { book: Pick<Workbook, "title" | "pages" | "coverImage">; eager?: boolean }) {
  return (
    <div
      aria-hidden
      className="@container relative aspect-[600/848] w-full overflow-hidden rounded-r-card rounded-l-sm shadow-[0_24px_48px_-24px_rgb(18_15_28/0.6)]"
    >
      <img
        src={book.coverImage}
        alt=""
        width={600}
        height={848}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="absolute inset-0 h-full w-full object-cover"
      />
      <div className="absolute inset-x-[12%] top-[11%] text-ivory">
        <p className="text-[6cqw] font-semibold uppercase tracking-[0.2em] text-amber-300">Free workbook</p>
        <p className="mt-[5cqw] font-display text-[12cqw] leading-[1.1]">{book.title}</p>
      </div>
      <p className="absolute bottom-[8%] left-[12%] text-[6.5cqw] text-ivory/80">{book.pages} pages</p>
    </div>
  );
}
