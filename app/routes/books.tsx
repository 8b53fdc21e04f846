import type { Route } from "./+types/books";
import { rootData, seo } from "~/lib/seo";
import { BooksPage } from "~/components/books/books-page";
import { workbooks } from "~/modules/books/workbooks";

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const origin = root?.origin ?? "";
  return seo(args, {
    title: "Free workbooks",
    description:
      "Three free workbooks for singers: the 76-page Voice Workbook, a handbook on vocal health and a ten-minute daily warm-up. Preview the pages online.",
    jsonLd: workbooks.map((book) => ({
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

export default function Books() {
  return <BooksPage books={workbooks} />;
}
