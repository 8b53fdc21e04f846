import { Download } from "lucide-react";
import { Button } from "~/components/ui/button";
import { PDF_PLACEHOLDER_MESSAGE, type Workbook } from "~/modules/books/workbooks";

/**
 * 'Download Free PDF' (PRODUCT.md decision 11): the coach's uploaded PDF when there is
 * one; until then SPEC.md's alert explains that it is coming.
 */
export function DownloadButton({ book }: { book: Pick<Workbook, "title" | "pdfUrl"> }) {
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
