import { Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.print-on-demand";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { PrintOnDemandPanel } from "~/components/admin/print-on-demand-panel";
import { buttonVariants } from "~/components/ui/button-variants";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { decodeCursor, encodeCursor } from "~/modules/accounts/roles.server";
import { printOnDemandAction } from "~/modules/print-on-demand/actions.server";
import { listPrintOnDemand } from "~/modules/print-on-demand/queue.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Print on demand", description: "The print-on-demand queue.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const after = decodeCursor(new URL(request.url).searchParams.get("after"));
  const page = await listPrintOnDemand(db(), { after });
  return {
    podLines: page.lines.map((line) => ({ ...line, createdAt: line.createdAt.toISOString(), nextAttemptAt: line.nextAttemptAt.toISOString() })),
    next: page.next ? encodeCursor(page.next) : null,
    paged: Boolean(after),
  };
}

export async function action({ request }: Route.ActionArgs) {
  // The guard first: a student's post is refused before its form is even read.
  await requireAdmin(request);
  return printOnDemandAction(await request.formData());
}

export default function AdminPrintOnDemand({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<{ ok: boolean; message: string }>();
  const busy = useNavigation().state === "submitting";
  const smallOutline = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <div className="grid gap-6 pb-12">
      <AdminHeader title="Print on demand" lead="One Gelato order per paid shop order: where each is, and what needs you." />
      <PrintOnDemandPanel lines={loaderData.podLines} answer={answer} busy={busy} />
      {loaderData.paged || loaderData.next ? (
        <nav aria-label="Print-on-demand pages" className="flex gap-4">
          {loaderData.paged ? (
            <Link to="/admin/print-on-demand" className={smallOutline}>
              Newest
            </Link>
          ) : null}
          {loaderData.next ? (
            <Link to={`/admin/print-on-demand?after=${loaderData.next}`} className={smallOutline}>
              Older
              <span className="sr-only"> print-on-demand orders</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
