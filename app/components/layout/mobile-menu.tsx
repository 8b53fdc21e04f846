import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { MenuIcon, XIcon } from "~/components/ui/line-icons";
import type { NavItem } from "./navigation";
import { NavEntry } from "./nav-entry";
import { useChromeText } from "~/lib/i18n/language";

/**
 * The phone menu: a sheet sliding in from the right with the navigation's items. It is a native
 * popover opened by its button, so it works before JavaScript has loaded (or without it);
 * the browser gives it the top layer, Escape and closing on an outside tap. Once hydrated,
 * choosing an item closes it and the button's label follows its state.
 */
export function MobileMenu({ items, action }: { items: NavItem[]; action?: ReactNode }) {
  const text = useChromeText();
  const id = useId();
  const menuId = `mobile-menu${id.replaceAll(":", "")}`;
  const titleId = `${menuId}-title`;
  const sheet = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const element = sheet.current;
    if (!element) return;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, []);

  const close = () => sheet.current?.hidePopover();
  return (
    <>
      <button
        type="button"
        popoverTarget={menuId}
        className="inline-flex h-11 w-11 items-center justify-center rounded-control text-ivory hover:bg-ink-800 md:hidden"
        aria-label={open ? text.closeMenu : text.openMenu}
        aria-expanded={open}
        aria-haspopup="dialog"
      >
        {open ? <XIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
      </button>
      <div
        ref={sheet}
        id={menuId}
        popover="auto"
        role="dialog"
        aria-labelledby={titleId}
        className="on-dark fixed inset-y-0 left-auto right-0 m-0 h-full max-h-none w-3/4 max-w-sm flex-col bg-ink-950 px-6 pb-8 pt-5 text-ivory shadow-2xl backdrop:bg-ink-950/60 open:flex open:animate-sheet-in md:hidden"
      >
        <div className="flex items-center justify-between">
          <h2 id={titleId} className="font-display text-xl">
            {text.menu}
          </h2>
          <button
            type="button"
            popoverTarget={menuId}
            popoverTargetAction="hide"
            className="inline-flex h-11 w-11 items-center justify-center rounded-control hover:bg-ink-800"
            aria-label={text.closeMenu}
          >
            <XIcon className="h-6 w-6" />
          </button>
        </div>
        <nav aria-label={text.mobileNavigation} className="mt-6">
          <ul className="flex flex-col">
            {items.map((item) => (
              <li key={item.label} className="border-b border-ink-800 last:border-none">
                <NavEntry item={item} onChoose={close} className="flex min-h-12 items-center py-2 font-display text-xl text-ivory hover:text-amber-300" />
              </li>
            ))}
          </ul>
        </nav>
        {action}
      </div>
    </>
  );
}
