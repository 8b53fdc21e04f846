import BookOpen from "lucide-react/icons/book-open";
import FileText from "lucide-react/icons/file-text";
import Download from "lucide-react/icons/download";
import type { Route } from "./+types/books";
import { seo } from "~/lib/seo";
import { rootData } from "~/components/layout/site-data";
import { type Workbook, PDF_PLACEHOLDER_MESSAGE } from "~/modules/books/workbooks";
import { publishedWorkbooks } from "~/modules/books/workbooks.server";
import { db } from "~/db/db.server";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { PageHero } from "~/components/layout/page-hero";
import { WorkbookPager } from "~/components/books/workbook-pager";
import { Button } from "~/components/ui/button";
import { PageContainer } from "~/components/layout/page-container";

/** The same for every visitor without a session or cart: served from the render cache (decision 041). */
export const handle = { renderCache: true };

/** The published workbooks, as the coach keeps them in the back office. */
export async function loader() {
  return { books: await publishedWorkbooks(db()) };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const origin = root?.origin ?? "";
  return seo(args, {
    title: "Free workbooks",
    description:
      "Three free workbooks for singers: the 76-page Voice Workbook, a handbook on vocal health and a ten-minute daily warm-up. Preview the pages online.",
    jsonLd: (args.loaderData?.books ?? []).map((book) => ({
      "@context": "https://schema.org",
      "@type": "Book",
      name: book.title,
      description: book.description,
      numberOfPages: book.pages,
      bookFormat: "https://schema.org/EBook",
      isAccessibleForFree: true,
      inLanguage: "en",
      image: `${origin}${book.coverImage}`,
      url: `${origin}/books#${book.id}`,
      author: root ? { "@type": "Person", name: root.profile.name } : undefined,
    })),
  });
};

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
        {book.previewPages.length ? (
          <>
            <h3 className="mt-10 font-sans text-sm font-semibold uppercase tracking-[0.14em] text-amber-700">In the preview</h3>
            <ul className="mt-3 divide-y divide-sand-200 border-y border-sand-200">
              {book.previewPages.map((page) => (
                <li key={page.number} className="flex gap-4 py-2.5">
                  <span className="w-12 shrink-0 font-display text-ink-900">p. {page.number}</span>
                  <span className="text-muted">{page.heading}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      {book.previewPages.length ? <WorkbookPager book={book} /> : null}
    </div>
  );
}

/** The books page at /books, linked from the footer and the course list. */
export default function Books({ loaderData }: Route.ComponentProps) {
  const { books } = loaderData;
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
      <PageContainer className="pb-20 pt-10">
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
      </PageContainer>
    </>
  );
}

/** The cover: the book's artwork with its title set in the site's display type. */
function WorkbookCover({ book, eager = false }: { book: Pick<Workbook, "title" | "pages" | "coverImage">; eager?: boolean }) {
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

/**
 * 'Download Free PDF': the coach's uploaded PDF when there is
 * one; until then an alert explains that it is coming.
 */
function DownloadButton({ book }: { book: Pick<Workbook, "title" | "pdfUrl"> }) {
  if (book.pdfUrl) {
    return (
      <Button asChild size="lg">
        <a href={book.pdfUrl} download aria-label={`Download Free PDF: ${book.title}`}>
          <Download aria-hidden />
          Download Free PDF
        </a>
      </Button>
    );
  }
  return (
    <Button size="lg" onClick={() => window.alert(PDF_PLACEHOLDER_MESSAGE)} aria-label={`Download Free PDF: ${book.title}`}>
      <Download aria-hidden />
      Download Free PDF
    </Button>
  );
}
