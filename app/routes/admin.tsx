import { Outlet } from "react-router";
import type { Route } from "./+types/admin";
import { AdminShell } from "~/components/admin/admin-shell";
import { AdminErrorBoundary } from "~/components/accounts/forbidden";
import { requireAdmin } from "~/modules/accounts/guards.server";

// The back office's frame. Every child route calls requireAdmin in its own loader and action
// too: a layout's loader does not run before a child's action.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
