import { BookOpen, FileText } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { PageHero } from "~/components/layout/page-hero";
import type { Workbook } from "~/modules/books/workbooks";
import { WorkbookCover } from "./workbook-cover";
import { WorkbookPager } from "./workbook-pager";
import { DownloadButton } from "./download-button";

function WorkbookPanel({ book, first }: { book: Workbook; first: boolean }) {
  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:gap-16">
      <div>
        <div className="flex items-end gap-5 sm:gap-8">
          <div className="w-32 shrink-0 sm:w-44">
            <WorkbookCover book={book} eager={first} />
          </div>
          <div className="pb-1">
            <h2 className="text-2xl text-ink-900 sm:text-4xl">{book.title}</h2>
            <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
              <span className="inline-flex items-center gap-1.5">
                <BookOpen aria-hidden className="h-4 w-4 text-amber-700" />
                {book.pages} pages
              </span>
              <span className="inline-flex items-center gap-1.5">
                <FileText aria-hidden className="h-4 w-4 text-amber-700" />
                PDF, free
              </span>
            </p>
          </div>
        </div>
        <p className="mt-8 max-w-[60ch] text-lg">{book.description}</p>
        <div className="mt-6">
          <DownloadButton book={book} />
        </div>
        <h3 className="mt-10 font-sans text-sm font-semibold uppercase tracking-[0.14em] text-amber-700">In the preview</h3>
        <ul className="mt-3 divide-y divide-sand-200 border-y border-sand-200">
          {book.previewPages.map((page) => (
            <li key={page.number} className="flex gap-4 py-2.5">
              <span className="w-12 shrink-0 font-display text-ink-900">p. {page.number}</span>
              <span className="text-muted">{page.heading}</span>
            </li>
          ))}
        </ul>
      </div>
      <WorkbookPager book={book} />
    </div>
  );
}

/** SPEC.md "Books page" at /books (PRODUCT.md decision 12). */
export function BooksPage({ books }: { books: Workbook[] }) {
  return (
    <>
      <PageHero
        eyebrow="Free workbooks"
        title="Workbooks for your practice"
        lead={
          <p>
            Three free workbooks from the studio: the main Voice Workbook, a handbook on keeping your voice healthy, and a ten-minute warm-up for every day.
            Leaf through a few pages before you download.
          </p>
        }
      />
      <div className="mx-auto max-w-[1200px] px-5 pb-20 pt-10 sm:px-8">
        <Tabs defaultValue={books[0]?.id}>
          <TabsList aria-label="Workbooks">
            {books.map((book) => (
              <TabsTrigger key={book.id} value={book.id}>
                {book.title}
              </TabsTrigger>
            ))}
          </TabsList>
          {books.map((book, index) => (
            <TabsContent key={book.id} value={book.id} forceMount className="mt-10 data-[state=inactive]:hidden">
              <WorkbookPanel book={book} first={index === 0} />
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </>
  );
}
