import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Menu, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { cn } from "~/lib/cn";
import type { SiteProfile } from "~/modules/site/profile";
import { anchorHref, isScrolled, navigationItems, type NavItem } from "./navigation";
import { Monogram } from "./monogram";

function useScrolledPastThreshold() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(isScrolled(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}

function scrollToAnchor(event: React.MouseEvent<HTMLAnchorElement>, anchor: string) {
  const target = document.getElementById(anchor);
  if (!target) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  history.pushState(null, "", `#${anchor}`);
}

function NavEntry({ item, onChoose, className }: { item: NavItem; onChoose?: () => void; className: string }) {
  const { pathname } = useLocation();
  if (item.kind === "anchor") {
    const href = anchorHref(item.anchor, pathname);
    if (pathname === "/") {
      return (
        <a
          href={href}
          className={className}
          onClick={(event) => {
            scrollToAnchor(event, item.anchor);
            onChoose?.();
          }}
        >
          {item.label}
        </a>
      );
    }
    return (
      <Link to={href} className={className} onClick={onChoose}>
        {item.label}
      </Link>
    );
  }
  return (
    <NavLink
      to={item.to}
      onClick={onChoose}
      className={({ isActive }) =>
        cn(className, isActive && "underline decoration-amber-400 decoration-2 underline-offset-8")
      }
    >
      {item.label}
    </NavLink>
  );
}

export function SiteHeader({ profile }: { profile: SiteProfile }) {
  const scrolled = useScrolledPastThreshold();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = navigationItems(profile);
  const close = () => setMenuOpen(false);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={cn(
        "on-dark sticky top-0 z-40 bg-ink-950/95 text-ivory backdrop-blur transition-shadow duration-300",
        scrolled && "shadow-[0_8px_24px_-12px_rgb(0_0_0/0.6)]",
      )}
    >
      <div
        className={cn(
          "mx-auto flex max-w-[1200px] items-center justify-between gap-4 px-5 transition-[padding] duration-300 sm:px-8",
          scrolled ? "py-2.5" : "py-4",
        )}
      >
        <Link to="/" className="flex items-center gap-3 rounded-control" aria-label={`${profile.businessName}, home`}>
          <Monogram name={profile.name} className="h-9 w-9" />
          <span className="font-display text-lg leading-tight">{profile.name}</span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-2">
            {items.map((item) => (
              <li key={item.label}>
                <NavEntry
                  item={item}
                  className="inline-flex min-h-11 items-center rounded-control px-2.5 text-sm font-medium text-ivory/85 transition-colors hover:text-amber-300 lg:px-3"
                />
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <DialogPrimitive.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <DialogPrimitive.Trigger
              className="inline-flex h-11 w-11 items-center justify-center rounded-control text-ivory hover:bg-ink-800 md:hidden"
              aria-label={menuOpen ? "Close menu" : "Open menu"}
            >
              {menuOpen ? <X aria-hidden className="h-6 w-6" /> : <Menu aria-hidden className="h-6 w-6" />}
            </DialogPrimitive.Trigger>
            <DialogPrimitive.Portal>
              <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-ink-950/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in md:hidden" />
              <DialogPrimitive.Content
                className="on-dark fixed inset-y-0 right-0 z-50 flex w-3/4 max-w-sm flex-col bg-ink-950 px-6 pb-8 pt-5 text-ivory shadow-2xl data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in md:hidden"
                aria-describedby={undefined}
              >
                <div className="flex items-center justify-between">
                  <DialogPrimitive.Title className="font-display text-xl">Menu</DialogPrimitive.Title>
                  <DialogPrimitive.Close
                    className="inline-flex h-11 w-11 items-center justify-center rounded-control hover:bg-ink-800"
                    aria-label="Close menu"
                  >
                    <X aria-hidden className="h-6 w-6" />
                  </DialogPrimitive.Close>
                </div>
                <nav aria-label="Mobile" className="mt-6">
                  <ul className="flex flex-col">
                    {items.map((item) => (
                      <li key={item.label} className="border-b border-ink-800 last:border-none">
                        <NavEntry
                          item={item}
                          onChoose={close}
                          className="flex min-h-12 items-center py-2 font-display text-xl text-ivory hover:text-amber-300"
                        />
                      </li>
                    ))}
                  </ul>
                </nav>
              </DialogPrimitive.Content>
            </DialogPrimitive.Portal>
          </DialogPrimitive.Root>
        </div>
      </div>
    </header>
  );
}
