import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.subscribers._index";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { ActionAnswer, copenhagenTime, FilterLinks, inboxButton, PageLinks, StateBadge } from "~/components/admin/inbox-parts";
import { buttonVariants } from "~/components/ui/button-variants";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { requireAdmin, requireStaff } from "~/modules/accounts/guards.server";
import { filterQuery, parseSubscriberFilter, SUBSCRIBER_DEFAULTS, type SubscriberFilter } from "~/modules/inbox/filters";
import { removeSubscriberSchema } from "~/modules/inbox/schemas";
import { listSubscribers, removeSubscriber } from "~/modules/inbox/subscribers.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Subscribers", description: "The newsletter's subscribers.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireStaff(request);
  const search = new URL(request.url).searchParams;
  const filter = parseSubscriberFilter(search);
  const after = search.get("after");
  const page = await listSubscribers(db(), filter, { after });
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    filter,
    paged: Boolean(after),
    next: page.next,
    isCoach: me.role === "admin",
    subscribers: page.subscribers.map((s) => ({
      ...s,
      createdAt: s.createdAt.toISOString(),
      confirmedAt: iso(s.confirmedAt),
      unsubscribedAt: iso(s.unsubscribedAt),
    })),
  };
}

/** Removing a subscriber is the coach's alone (requireAdmin, first). */
export async function action({ request }: Route.ActionArgs) {
  const coach = await requireAdmin(request);
  const parsed = removeSubscriberSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false, message: parsed.error.issues[0]?.message ?? "Something went wrong. Please try again." }, { status: 400 });
  const removed = await removeSubscriber(db(), { id: coach.id, name: coach.name }, parsed.data.subscriberId);
  return data(
    removed ? { ok: true, message: "Removed: the address and its record are deleted." } : { ok: false, message: "That subscriber was already removed." },
    { status: removed ? 200 : 404 },
  );
}

const link = (filter: SubscriberFilter, extra: Record<string, string | null> = {}) => `/admin/subscribers${filterQuery(filter, SUBSCRIBER_DEFAULTS, extra)}`;
const STATUS_LABELS = { all: "All", pending: "Pending", confirmed: "Confirmed", unsubscribed: "Unsubscribed" } as const;
const STATUS_TONES = { pending: "warn", confirmed: "ok", unsubscribed: "quiet" } as const;

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<{ ok: boolean; message: string }>();
  const busy = useNavigation().state === "submitting";
  const { filter } = loaderData;
  return (
    <div className="grid gap-6 pb-12">
      <AdminHeader title="Subscribers" lead="The newsletter's subscribers: pending until they confirm by e-mail, confirmed, or unsubscribed. Newest first." />
      <section aria-label="Subscribers" className="grid gap-4 rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
        <ActionAnswer answer={answer} />
        <FilterLinks
          label="Confirmation state"
          options={(["all", "pending", "confirmed", "unsubscribed"] as const).map((status) => ({
            to: link({ ...filter, status }),
            label: STATUS_LABELS[status],
            current: filter.status === status,
          }))}
        />
        <Form method="get" role="search" aria-label="Subscribers" className="flex flex-wrap items-end gap-3">
          {filter.status !== "all" ? <input type="hidden" name="status" value={filter.status} /> : null}
          <div className="grid gap-1">
            <Label htmlFor="subscriber-q">Search by e-mail</Label>
            <Input id="subscriber-q" type="search" name="q" defaultValue={filter.q} maxLength={254} autoComplete="off" className="w-72 max-w-full" />
          </div>
          <button type="submit" className={inboxButton}>
            Search
          </button>
          {filter.q ? (
            <Link to={link({ ...filter, q: "" })} className="inline-flex min-h-11 items-center text-sm underline">
              Show everyone
            </Link>
          ) : null}
          {loaderData.isCoach ? (
            <a
              href={`/admin/subscribers/export${filterQuery(filter, SUBSCRIBER_DEFAULTS)}`}
              download
              className="inline-flex min-h-11 items-center text-sm underline sm:ml-auto"
            >
              Export these (CSV)
            </a>
          ) : null}
        </Form>
        {loaderData.subscribers.length === 0 ? <p className="text-sm text-muted">No subscribers found.</p> : null}
        <ul aria-label="Newsletter subscribers" className="divide-y divide-sand-200">
          {loaderData.subscribers.map((s) => (
            <li key={s.id} className="grid gap-2 py-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-start md:gap-x-4">
              <div className="grid gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-all text-ink-900">{s.email}</span>
                  <StateBadge tone={STATUS_TONES[s.status as keyof typeof STATUS_TONES] ?? "quiet"}>
                    {STATUS_LABELS[s.status as keyof typeof STATUS_LABELS] ?? s.status}
                  </StateBadge>
                </p>
                <p className="text-sm text-muted">
                  Signed up {copenhagenTime.format(new Date(s.createdAt))}
                  {s.confirmedAt ? ` · confirmed ${copenhagenTime.format(new Date(s.confirmedAt))}` : null}
                  {s.unsubscribedAt ? ` · unsubscribed ${copenhagenTime.format(new Date(s.unsubscribedAt))}` : null}
                </p>
              </div>
              {loaderData.isCoach ? (
                <details className="md:text-right">
                  <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm underline">
                    Remove<span className="sr-only"> {s.email}</span>
                  </summary>
                  <Form method="post" className="mt-2 grid gap-2 rounded-control border border-sand-200 p-3 text-left">
                    <input type="hidden" name="subscriberId" value={s.id} />
                    <label className="flex min-h-11 items-center gap-2 text-sm">
                      <input type="checkbox" name="confirm" required className="size-5" />
                      Delete {s.email} for good, as they asked
                    </label>
                    <button
                      type="submit"
                      name="intent"
                      value="remove"
                      className={buttonVariants({ variant: "destructive", size: "sm", className: "min-h-11" })}
                      disabled={busy}
                    >
                      Remove subscriber
                    </button>
                  </Form>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
        <PageLinks
          label="Subscriber pages"
          first={loaderData.paged ? link(filter) : null}
          next={loaderData.next ? link(filter, { after: loaderData.next }) : null}
        />
      </section>
    </div>
  );
}
