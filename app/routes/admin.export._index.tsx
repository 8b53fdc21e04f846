import type { Route } from "./+types/admin.export._index";
import { seo } from "~/lib/seo";
import { AdminHeader } from "~/components/admin/admin-shell";
import { buttonVariants } from "~/components/ui/button-variants";
import { requireAdmin } from "~/modules/accounts/guards.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Export Data", description: "The studio's data as CSV files.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

const FILES = [
  { kind: "students", title: "Students", text: "Name, e-mail, role, enrolled courses and join date of every account." },
  { kind: "orders", title: "Orders", text: "Every order with its items, status, amount, refunds and revenue, per currency." },
  { kind: "bookings", title: "Bookings", text: "Private coaching and consultations: kind, status, time and client." },
  { kind: "applications", title: "Applications", text: "Every application with the applicant's answers." },
  { kind: "subscribers", title: "Newsletter subscribers", text: "E-mail addresses with their status and dates." },
] as const;

export default function AdminExport() {
  const outline = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <div className="grid gap-6 pb-12">
      <AdminHeader
        title="Export Data"
        lead="CSV files that open in Excel and Numbers with Danish letters intact; times in Copenhagen time. They hold personal data: keep them safe."
      />
      <ul className="grid gap-3 sm:grid-cols-2">
        {FILES.map((file) => (
          <li key={file.kind} className="flex flex-col justify-between gap-3 rounded-card border border-sand-200 bg-ivory p-5 shadow-card">
            <div>
              <h2 className="text-lg text-ink-900">{file.title}</h2>
              <p className="mt-1 text-sm text-muted">{file.text}</p>
            </div>
            <p>
              {/* A plain link: a download, not a page for the router to render. */}
              <a href={`/admin/export/${file.kind}`} download className={outline}>
                Download {file.title.toLowerCase()} (CSV)
              </a>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
