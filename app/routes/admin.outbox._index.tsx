import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.outbox._index";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { ActionAnswer, copenhagenTime, FilterLinks, inboxButton, PageLinks, StateBadge } from "~/components/admin/inbox-parts";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { requireStaff } from "~/modules/accounts/guards.server";
import { filterQuery, OUTBOX_DEFAULTS, parseOutboxFilter, type OutboxFilter } from "~/modules/inbox/filters";
import { listOutbox, retryNow } from "~/modules/inbox/outbox-admin.server";
import { retryMailSchema } from "~/modules/inbox/schemas";
import { kickMailWorker } from "~/modules/mail/worker.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Outbox", description: "The site's e-mail.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireStaff(request);
  const search = new URL(request.url).searchParams;
  const filter = parseOutboxFilter(search);
  const after = search.get("after");
  const page = await listOutbox(db(), filter, { after });
  const now = Date.now();
  return {
    filter,
    paged: Boolean(after),
    next: page.next,
    canExport: me.role === "admin",
    mails: page.mails.map((m) => ({
      id: m.id,
      kind: m.kind,
      to: m.to,
      subject: m.subject,
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError,
      sending: Boolean(m.lockedUntil && m.lockedUntil.getTime() > now),
      nextAttemptAt: m.nextAttemptAt.toISOString(),
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
  };
}

const RETRY_ANSWERS = {
  "due-now": { ok: true, message: "It will be sent now." },
  sending: { ok: true, message: "It is being sent right now." },
  "not-retryable": { ok: false, message: "Only a waiting or failed e-mail can be sent again." },
} as const;

export async function action({ request }: Route.ActionArgs) {
  // The guard first: a student's post is refused before its form is even read.
  const me = await requireStaff(request);
  const parsed = retryMailSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false, message: "Something went wrong. Please try again." }, { status: 400 });
  const outcome = await retryNow(db(), { id: me.id, name: me.name }, parsed.data.mailId);
  if (outcome === "due-now") kickMailWorker();
  return data(RETRY_ANSWERS[outcome], { status: outcome === "not-retryable" ? 409 : 200 });
}

const link = (filter: OutboxFilter, extra: Record<string, string | null> = {}) => `/admin/outbox${filterQuery(filter, OUTBOX_DEFAULTS, extra)}`;
const STATUS_LABELS = { all: "All", pending: "Waiting", sent: "Sent", failed: "Failed", local: "Kept (no mail server)" } as const;
const STATUS_TONES = { pending: "warn", sent: "ok", failed: "bad", local: "quiet" } as const;

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<{ ok: boolean; message: string }>();
  const busy = useNavigation().state === "submitting";
  const { filter } = loaderData;
  return (
    <div className="grid gap-6 pb-12">
      <AdminHeader
        title="Outbox"
        lead="Every e-mail the site sends: what was sent, what waits for a retry, and what failed and why. The texts are not shown here: many hold private links."
      />
      <section aria-label="E-mails" className="grid gap-4 rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
        <ActionAnswer answer={answer} />
        <FilterLinks
          label="Delivery state"
          options={(["all", "pending", "failed", "sent", "local"] as const).map((status) => ({
            to: link({ ...filter, status }),
            label: STATUS_LABELS[status],
            current: filter.status === status,
          }))}
        />
        <Form method="get" role="search" aria-label="E-mails" className="flex flex-wrap items-end gap-3">
          {filter.status !== "all" ? <input type="hidden" name="status" value={filter.status} /> : null}
          <div className="grid gap-1">
            <Label htmlFor="outbox-q">Search by recipient</Label>
            <Input id="outbox-q" type="search" name="q" defaultValue={filter.q} maxLength={254} autoComplete="off" className="w-72 max-w-full" />
          </div>
          <button type="submit" className={inboxButton}>
            Search
          </button>
          {filter.q ? (
            <Link to={link({ ...filter, q: "" })} className="inline-flex min-h-11 items-center text-sm underline">
              Everyone
            </Link>
          ) : null}
          {loaderData.canExport ? (
            <a
              href={`/admin/outbox/export${filterQuery(filter, OUTBOX_DEFAULTS)}`}
              download
              className="inline-flex min-h-11 items-center text-sm underline sm:ml-auto"
            >
              Export these (CSV)
            </a>
          ) : null}
        </Form>
        {loaderData.mails.length === 0 ? <p className="text-sm text-muted">No e-mails here.</p> : null}
        <ul aria-label="E-mails, newest first" className="divide-y divide-sand-200">
          {loaderData.mails.map((m) => (
            <li key={m.id} className="grid gap-2 py-4 md:grid-cols-[minmax(0,1fr)_auto] md:gap-x-4">
              <div className="grid min-w-0 gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <StateBadge tone={STATUS_TONES[m.status as keyof typeof STATUS_TONES] ?? "quiet"}>
                    {m.sending ? "Sending" : (STATUS_LABELS[m.status as keyof typeof STATUS_LABELS] ?? m.status)}
                  </StateBadge>
                  <span className="font-medium break-words text-ink-900">{m.subject}</span>
                </p>
                <p className="text-sm break-all">To {m.to}</p>
                <p className="text-sm text-muted">
                  {m.kind} · written {copenhagenTime.format(new Date(m.createdAt))}
                  {m.sentAt ? ` · sent ${copenhagenTime.format(new Date(m.sentAt))}` : null}
                  {m.status === "pending" && !m.sending ? ` · next try ${copenhagenTime.format(new Date(m.nextAttemptAt))}` : null}
                  {m.attempts ? ` · ${m.attempts} ${m.attempts === 1 ? "attempt" : "attempts"}` : null}
                </p>
                {m.lastError ? <p className="text-sm break-words text-danger">Last error: {m.lastError}</p> : null}
              </div>
              {(m.status === "pending" || m.status === "failed") && !m.sending ? (
                <Form method="post" className="md:self-center">
                  <input type="hidden" name="mailId" value={m.id} />
                  <button type="submit" name="intent" value="retry" className={inboxButton} disabled={busy}>
                    Retry now<span className="sr-only"> the e-mail to {m.to}</span>
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
        <PageLinks
          label="Outbox pages"
          first={loaderData.paged ? link(filter) : null}
          next={loaderData.next ? link(filter, { after: loaderData.next }) : null}
        />
      </section>
    </div>
  );
}
