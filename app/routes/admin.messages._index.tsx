import { Link } from "react-router";
import type { Route } from "./+types/admin.messages._index";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { copenhagenTime, FilterLinks, PageLinks, StateBadge } from "~/components/admin/inbox-parts";
import { requireStaff } from "~/modules/accounts/guards.server";
import { filterQuery, INBOX_DEFAULTS, parseInboxFilter, type InboxFilter } from "~/modules/inbox/filters";
import { listInbox } from "~/modules/inbox/messages.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Messages", description: "Contact messages and stories.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireStaff(request);
  const search = new URL(request.url).searchParams;
  const filter = parseInboxFilter(search);
  const after = search.get("after");
  const page = await listInbox(db(), filter, { after });
  return {
    filter,
    paged: Boolean(after),
    next: page.next,
    canExport: me.role === "admin",
    items: page.items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
  };
}

const link = (filter: InboxFilter, extra: Record<string, string | null> = {}) => `/admin/messages${filterQuery(filter, INBOX_DEFAULTS, extra)}`;

const SHOW_LABELS = { inbox: "Inbox", unread: "Unread", archived: "Archived" } as const;
const KIND_LABELS = { all: "Messages and stories", message: "Messages", story: "Stories" } as const;

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { filter, items } = loaderData;
  return (
    <div className="grid gap-6 pb-12">
      <AdminHeader title="Messages" lead="What visitors wrote through the contact form and the magazine's Share Your Story, newest first." />
      <section aria-label="Messages" className="grid gap-4 rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <FilterLinks
            label="Which messages"
            options={(["inbox", "unread", "archived"] as const).map((show) => ({
              to: link({ ...filter, show }),
              label: SHOW_LABELS[show],
              current: filter.show === show,
            }))}
          />
          <FilterLinks
            label="Kind"
            options={(["all", "message", "story"] as const).map((kind) => ({
              to: link({ ...filter, kind }),
              label: KIND_LABELS[kind],
              current: filter.kind === kind,
            }))}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">
            {filter.show === "archived" ? "Archived" : filter.show === "unread" ? "Unread" : "Not archived"}, {KIND_LABELS[filter.kind].toLowerCase()}, newest
            first.
            {items.length === 0 ? " Nothing here." : null}
          </p>
          {loaderData.canExport ? (
            <a href={`/admin/messages/export${filterQuery(filter, INBOX_DEFAULTS)}`} download className="inline-flex min-h-11 items-center text-sm underline">
              Export these (CSV)
            </a>
          ) : null}
        </div>
        <ul aria-label="Messages and stories" className="divide-y divide-sand-200">
          {items.map((item) => {
            const unread = item.status === "new";
            return (
              <li key={`${item.kind}-${item.id}`} className="relative grid gap-1 py-4 sm:grid-cols-[minmax(0,1fr)_11rem] sm:gap-x-4">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    {unread ? <StateBadge tone="new">Unread</StateBadge> : null}
                    {item.status === "archived" ? <StateBadge tone="quiet">Archived</StateBadge> : null}
                    <StateBadge tone="ok">{item.kind === "story" ? "Story" : "Message"}</StateBadge>
                    <Link
                      to={`/admin/messages/${item.kind}/${encodeURIComponent(item.id)}`}
                      className={unread ? "font-semibold text-ink-900 underline-offset-4 hover:underline" : "text-ink-900 underline-offset-4 hover:underline"}
                    >
                      {item.name}
                      {item.topic ? `: ${item.topic}` : null}
                      <span className="sr-only">{unread ? " (unread)" : null}</span>
                    </Link>
                  </p>
                  <p className="mt-1 line-clamp-2 text-sm break-words text-muted">{item.preview}</p>
                  <p className="text-xs break-all text-muted">
                    {item.email}
                    {item.hasPdf ? " · PDF attached" : null}
                  </p>
                </div>
                <time dateTime={item.createdAt} className="text-sm text-muted sm:text-right">
                  {copenhagenTime.format(new Date(item.createdAt))}
                </time>
              </li>
            );
          })}
        </ul>
        <PageLinks
          label="Message pages"
          first={loaderData.paged ? link(filter) : null}
          next={loaderData.next ? link(filter, { after: loaderData.next }) : null}
        />
      </section>
    </div>
  );
}
