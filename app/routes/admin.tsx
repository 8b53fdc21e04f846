import { Outlet } from "react-router";
import type { Route } from "./+types/admin";
import { AdminShell } from "~/components/admin/admin-shell";
import { AdminErrorBoundary } from "~/components/accounts/forbidden";
import { requireStaff } from "~/modules/accounts/guards.server";

// The back office's frame, for the coach and her assistant. Every child route calls requireAdmin
// or requireStaff in its own loader and action too: a layout's loader does not run before a
// child's action.
export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireStaff(request);
  return { role: me.role === "admin" ? ("admin" as const) : ("assistant" as const) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell role={loaderData.role}>
      <Outlet />
    </AdminShell>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
