import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { NavItem } from "./navigation";
import { NavEntry } from "./nav-entry";

/** The phone menu: a sheet sliding in from the right with SPEC.md's items; choosing one closes it. */
export function MobileMenu({ items, open, onOpenChange }: { items: NavItem[]; open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-ink-950/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in md:hidden" />
        <DialogPrimitive.Content
          className="on-dark fixed inset-y-0 right-0 z-50 flex w-3/4 max-w-sm flex-col bg-ink-950 px-6 pb-8 pt-5 text-ivory shadow-2xl data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in md:hidden"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title className="font-display text-xl">Menu</DialogPrimitive.Title>
            <DialogPrimitive.Close className="inline-flex h-11 w-11 items-center justify-center rounded-control hover:bg-ink-800" aria-label="Close menu">
              <X aria-hidden className="h-6 w-6" />
            </DialogPrimitive.Close>
          </div>
          <nav aria-label="Mobile" className="mt-6">
            <ul className="flex flex-col">
              {items.map((item) => (
                <li key={item.label} className="border-b border-ink-800 last:border-none">
                  <NavEntry item={item} onChoose={close} className="flex min-h-12 items-center py-2 font-display text-xl text-ivory hover:text-amber-300" />
                </li>
              ))}
            </ul>
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
