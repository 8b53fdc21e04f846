import { Link, NavLink, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { anchorHref, type NavItem } from "./navigation";

/**
 * Parts far below the first screen are drawn only as they come near, and stand in with an
 * estimated height until then (`.rendered-when-near`, decision 061). A jump to an anchor must
 * know their real heights, or its target moves as the parts it passes are drawn: draw them all
 * first, for the rest of the page's life.
 */
function drawAllParts() {
  document.documentElement.dataset.renderAll = "";
}

function scrollToAnchor(event: React.MouseEvent<HTMLAnchorElement>, anchor: string) {
  const target = document.getElementById(anchor);
  if (!target) return;
  event.preventDefault();
  drawAllParts();
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  history.pushState(null, "", `#${anchor}`);
}

export function NavEntry({ item, onChoose, className }: { item: NavItem; onChoose?: () => void; className: string }) {
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
      <Link
        to={href}
        className={className}
        onClick={() => {
          drawAllParts();
          onChoose?.();
        }}
      >
        {item.label}
      </Link>
    );
  }
  return (
    <NavLink
      to={item.to}
      onClick={onChoose}
      className={({ isActive }) => cn(className, isActive && "underline decoration-amber-400 decoration-2 underline-offset-8")}
    >
      {item.label}
    </NavLink>
  );
}
