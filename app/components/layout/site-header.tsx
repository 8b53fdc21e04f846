import { useEffect, useState } from "react";
import { Link, href, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import type { SiteProfile } from "~/modules/site/profile";
import { isScrolled, navigationItems, primaryAction } from "./navigation";
import { NavEntry } from "./nav-entry";
import { Monogram } from "./monogram";
import { MobileMenu } from "./mobile-menu";
import { PageContainer } from "~/components/layout/page-container";
import { AccountSlot } from "./account-slot";
import { CartButton } from "~/components/cart/cart-button";
import { BookSessionButton } from "~/components/booking/book-session-button";
import { buttonVariants } from "~/components/ui/button-variants";
import { useChromeText } from "~/lib/i18n/language";
import { LanguageSwitch } from "./language-switch";

/** Book or apply (navigation.ts, primaryAction): the one call to action beside the menu. */
function PrimaryActionButton({ className }: { className?: string }) {
  const text = useChromeText();
  const action = primaryAction(useLocation().pathname);
  if (action.kind === "book") return <BookSessionButton size="sm" className={className} />;
  return (
    <Link to={action.to} className={buttonVariants({ size: "sm", className })}>
      {text.apply}
    </Link>
  );
}

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

export function SiteHeader({ profile }: { profile: SiteProfile }) {
  const scrolled = useScrolledPastThreshold();
  const text = useChromeText();
  const items = navigationItems(profile, text);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={cn(
        "on-dark sticky top-0 z-40 bg-ink-950/95 text-ivory backdrop-blur transition-shadow duration-300",
        scrolled && "shadow-[0_8px_24px_-12px_rgb(0_0_0/0.6)]",
      )}
    >
      <PageContainer className={cn("flex items-center justify-between gap-4 transition-[padding] duration-300", scrolled ? "py-2.5" : "py-4")}>
        <Link to={href("/")} className="flex min-h-11 items-center gap-3 rounded-control">
          <Monogram name={profile.name} className="h-9 w-9" />
          {/* The visible name begins the link's name (WCAG 2.5.3 label in name); "home" is for those who cannot see where it leads. */}
          <span className="font-display text-lg leading-tight">{profile.name}</span>
          <span className="sr-only">{text.homeSuffix}</span>
        </Link>

        <nav aria-label={text.mainNavigation} className="hidden md:block">
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

        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          <PrimaryActionButton className="hidden md:inline-flex" />
          <AccountSlot />
          <CartButton />
          <MobileMenu items={items} action={<PrimaryActionButton className="mt-8 self-start" />} />
        </div>
      </PageContainer>
    </header>
  );
}
