import { useId, useState } from "react";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { focusRing } from "~/components/ui/focus-ring";
import { moveForKey, movePage, pagerState, type PagerMove } from "~/modules/books/pager";
import type { Workbook } from "~/modules/books/workbooks";
import { PreviewPageView } from "./preview-page";

/**
 * The preview pager: previous/next buttons and "Page x of y" above the page, so they stay
 * put while pages of different lengths turn. The page itself takes
 * focus and turns with the arrow keys, Page Up/Down, Home and End. The buttons stay
 * focusable at the ends (aria-disabled) so keyboard focus never drops to the page body.
 */
export function WorkbookPager({ book }: { book: Workbook }) {
  const [index, setIndex] = useState(0);
  const state = pagerState(index, book.previewPages.length);
  const page = book.previewPages[state.index];
  const statusId = useId();
  const go = (move: PagerMove) => setIndex((current) => movePage(current, book.previewPages.length, move));

  if (!page) return null;
  return (
    <section aria-label={`Preview of ${book.title}`} className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <Button
          variant="outline"
          aria-disabled={!state.hasPrevious || undefined}
          aria-describedby={statusId}
          onClick={() => state.hasPrevious && go("previous")}
        >
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <p id={statusId} aria-live="polite" className="text-sm font-medium text-ink-900">
          {state.label}
        </p>
        <Button variant="outline" aria-disabled={!state.hasNext || undefined} aria-describedby={statusId} onClick={() => state.hasNext && go("next")}>
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <div
        tabIndex={0}
        role="group"
        aria-roledescription="page"
        aria-label={`${state.label}, page ${page.number} of the book. Use the arrow keys to turn pages.`}
        onKeyDown={(event) => {
          const move = moveForKey(event.key);
          if (!move) return;
          event.preventDefault();
          go(move);
        }}
        className={cn("rounded-sm", focusRing)}
      >
        <PreviewPageView page={page} bookTitle={book.title} />
      </div>
    </section>
  );
}
