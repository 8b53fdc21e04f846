import { Link, NavLink, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { anchorHref, type NavItem } from "./navigation";

function scrollToAnchor(event: React.MouseEvent<HTMLAnchorElement>, anchor: string) {
  const target = document.getElementById(anchor);
  if (!target) return;
  event.preventDefault();
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
      <Link to={href} className={className} onClick={onChoose}>
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
