import { type ReactNode } from "react";

/**
 * The main action of a long programme page, kept within thumb reach on phones while the
 * page scrolls (DESIGN.md). It sticks to the bottom of its page, not over the footer.
 */
export function StickyAction({ label, children }: { label: string; children: ReactNode }) {
  return (
    <aside aria-label={label} className="sticky bottom-0 z-30 border-t border-sand-300 bg-ivory/95 px-5 py-3 backdrop-blur md:hidden">
      <div className="flex items-center justify-between gap-3">{children}</div>
    </aside>
  );
}
