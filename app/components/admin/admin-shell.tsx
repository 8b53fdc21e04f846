import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { cn } from "~/lib/cn";

/**
 * The back office's sections, in DESIGN.md's order (Today first, the teaching side, the
 * record last). Part 2 adds its sections here (Calendar, Applications, Orders, Messages,
 * Products, Settings): each has its own route under /admin, so the shell does not change.
 * `phone`: on the bottom bar, or in its More list. `staff`: the assistant sees it too (its
 * routes call requireStaff); every other section is the coach's alone (requireAdmin).
 */
export const ADMIN_SECTIONS = [
  { to: "/admin", label: "Today", end: true, phone: "bar", staff: true },
  { to: "/admin/calendar", label: "Calendar", end: false, phone: "bar", staff: true },
  { to: "/admin/applications", label: "Applications", end: false, phone: "more", staff: true },
  { to: "/admin/messages", label: "Messages", end: false, phone: "more", staff: true },
  { to: "/admin/subscribers", label: "Subscribers", end: false, phone: "more", staff: true },
  { to: "/admin/outbox", label: "Outbox", end: false, phone: "more", staff: true },
  { to: "/admin/availability", label: "Availability", end: false, phone: "more", staff: true },
  { to: "/admin/calendar-feed", label: "Calendar feed", end: false, phone: "more", staff: false },
  { to: "/admin/courses", label: "Courses", end: false, phone: "more", staff: false },
  { to: "/admin/lessons", label: "Lessons", end: false, phone: "more", staff: false },
  { to: "/admin/workbooks", label: "Workbooks", end: false, phone: "more", staff: false },
  { to: "/admin/students", label: "Students", end: false, phone: "bar", staff: false },
  { to: "/admin/orders", label: "Orders", end: false, phone: "more", staff: false },
  { to: "/admin/products", label: "Products", end: false, phone: "more", staff: false },
  { to: "/admin/print-on-demand", label: "Print on demand", end: false, phone: "more", staff: false },
  { to: "/admin/audit", label: "Audit log", end: false, phone: "more", staff: false },
  { to: "/admin/analytics", label: "Analytics", end: false, phone: "more", staff: false },
  { to: "/admin/export", label: "Export Data", end: false, phone: "more", staff: false },
  { to: "/admin/settings", label: "Settings", end: false, phone: "more", staff: false },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-11 items-center rounded-control px-3 text-sm font-medium transition-colors",
    isActive ? "bg-ink-900 text-ivory" : "text-ink-800 hover:bg-sand-200",
  );

const barLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-14 flex-1 items-center justify-center px-1 text-center text-xs font-semibold leading-tight",
    isActive ? "text-amber-800 underline decoration-2 underline-offset-4" : "text-ink-800",
  );

/** A sidebar from lg up; a bar at the thumb below it. The URL says where the coach is (aria-current on the link). */
export function AdminShell({ children, role }: { children: ReactNode; role: "admin" | "assistant" }) {
  const sections = ADMIN_SECTIONS.filter((section) => role === "admin" || section.staff);
  return (
    <div className="bg-sand-100/60 pb-20 lg:pb-0">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:px-8">
        <nav aria-label="Back office" className="hidden pt-12 lg:block">
          <p className="px-3 text-xs font-semibold uppercase tracking-[0.16em] text-amber-700">Studio</p>
          <ul className="mt-3 grid gap-1">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end} className={linkClass}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
      <nav aria-label="Back office sections" className="fixed inset-x-0 bottom-0 z-30 border-t border-sand-300 bg-ivory/95 backdrop-blur lg:hidden">
        <ul className="mx-auto flex max-w-xl">
          {sections
            .filter((section) => section.phone === "bar")
            .map((section) => (
              <li key={section.to} className="flex flex-1">
                <NavLink to={section.to} end={section.end} className={barLinkClass}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          <li className="flex flex-1">
            {/* A plain disclosure: opens without JavaScript, upwards from the bar. */}
            <details className="group relative flex flex-1">
              <summary className="flex min-h-14 flex-1 cursor-pointer list-none items-center justify-center text-xs font-semibold text-ink-800 [&::-webkit-details-marker]:hidden">
                More
              </summary>
              <ul className="absolute bottom-full right-2 mb-2 grid w-56 gap-1 rounded-card border border-sand-300 bg-ivory p-2 shadow-card">
                {sections
                  .filter((section) => section.phone === "more")
                  .map((section) => (
                    <li key={section.to}>
                      <NavLink
                        to={section.to}
                        end={section.end}
                        className={linkClass}
                        onClick={(event) => event.currentTarget.closest("details")?.removeAttribute("open")}
                      >
                        {section.label}
                      </NavLink>
                    </li>
                  ))}
              </ul>
            </details>
          </li>
        </ul>
      </nav>
    </div>
  );
}

/** The heading of one back-office screen, with its actions beside it. */
export function AdminHeader({ title, lead, actions }: { title: string; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4 pb-6 pt-10 lg:pt-12">
      <div>
        <h1 className="text-3xl text-ink-900 sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-2 max-w-[60ch] text-lg text-muted">{lead}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </header>
  );
}
