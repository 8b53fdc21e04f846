import ArrowLeft from "lucide-react/icons/arrow-left";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.messages.$kind.$id";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { publicOrigin } from "~/lib/origin.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { ActionAnswer, copenhagenTime, inboxButton, StateBadge } from "~/components/admin/inbox-parts";
import { buttonVariants } from "~/components/ui/button-variants";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { requireStaff } from "~/modules/accounts/guards.server";
import { isItemKind } from "~/modules/inbox/filters";
import { changeItemStatus, getItem } from "~/modules/inbox/messages.server";
import { repliesFor, sendReply, type DeliveryState } from "~/modules/inbox/replies.server";
import { messageFormSchema } from "~/modules/inbox/schemas";
import { mailContext, mailSettings } from "~/modules/mail/settings.server";
import { kickMailWorker } from "~/modules/mail/worker.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Message", description: "One message and its replies.", index: false });

function itemParams(params: { kind: string; id: string }) {
  if (!isItemKind(params.kind)) throw data("Not found", { status: 404 });
  return { kind: params.kind, id: params.id.slice(0, 100) };
}

/** Opening a message marks it read ("Mark unread" undoes it). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const { kind, id } = itemParams(params);
  let item = await getItem(db(), kind, id);
  if (!item) throw data("Not found", { status: 404 });
  if (item.status === "new") {
    await changeItemStatus(db(), kind, id, "open");
    item = { ...item, status: "read" };
  }
  const replies = await repliesFor(db(), kind, id);
  return {
    item: { ...item, createdAt: item.createdAt.toISOString() },
    replies: replies.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), sentAt: r.sentAt?.toISOString() ?? null })),
    // A fresh key per view: a second click or a replayed post sends the reply once.
    replyKey: crypto.randomUUID(),
  };
}

type Answer = { ok: boolean; message: string; body?: string };

export async function action({ request, params }: Route.ActionArgs) {
  // The guard first: a student's post is refused before its form is even read.
  const me = await requireStaff(request);
  const { kind, id } = itemParams(params);
  const form = Object.fromEntries(await request.formData());
  const parsed = messageFormSchema.safeParse(form);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Something went wrong. Please try again.";
    return data<Answer>({ ok: false, message, body: typeof form.body === "string" ? form.body : undefined }, { status: 400 });
  }
  const input = parsed.data;
  if (input.intent === "reply") {
    const outcome = await sendReply(
      db(),
      { mailMode: mailSettings().mode, mail: mailContext(publicOrigin()) },
      { id: me.id, name: me.name },
      { kind, id, body: input.body, key: input.key },
    );
    if (!outcome.ok) return data<Answer>({ ok: false, message: "That message no longer exists." }, { status: 404 });
    kickMailWorker();
    return data<Answer>({ ok: true, message: outcome.duplicate ? "That reply was already sent." : "Reply queued: it is on its way." });
  }
  const changed = await changeItemStatus(db(), kind, id, input.intent);
  // Back to the list: staying would open it again, and opening marks it read.
  if (input.intent === "mark-unread") return redirect(`/admin/messages${kind === "story" ? "?kind=story" : ""}`);
  const done = { archive: "Archived.", unarchive: "Back in the inbox." }[input.intent];
  return data<Answer>({ ok: true, message: changed ? done : "Nothing to change." });
}

const STATE_WORDS: Record<DeliveryState, { label: string; tone: "ok" | "warn" | "bad" | "quiet" }> = {
  queued: { label: "Queued", tone: "warn" },
  sent: { label: "Sent", tone: "ok" },
  failed: { label: "Failed", tone: "bad" },
  kept: { label: "Kept in the outbox (no mail server)", tone: "quiet" },
};

export default function AdminMessage({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<Answer>();
  const busy = useNavigation().state === "submitting";
  const { item, replies } = loaderData;
  const title = item.kind === "story" ? `Story from ${item.name}` : `Message from ${item.name}`;
  const back = `/admin/messages${item.kind === "story" ? "?kind=story" : ""}`;
  return (
    <div className="grid gap-6 pb-12">
      <p className="pt-8">
        <Link to={back} className="inline-flex min-h-11 items-center gap-2 text-sm underline">
          <ArrowLeft aria-hidden className="size-4" />
          All messages
        </Link>
      </p>
      <AdminHeader
        title={title}
        lead={
          <>
            Received <time dateTime={item.createdAt}>{copenhagenTime.format(new Date(item.createdAt))}</time>
            {item.status === "archived" ? " · archived" : null}
          </>
        }
        actions={
          <Form method="post" className="flex flex-wrap gap-2">
            <button type="submit" name="intent" value="mark-unread" className={inboxButton} disabled={busy}>
              Mark unread
            </button>
            {item.status === "archived" ? (
              <button type="submit" name="intent" value="unarchive" className={inboxButton} disabled={busy}>
                Unarchive
              </button>
            ) : (
              <button type="submit" name="intent" value="archive" className={inboxButton} disabled={busy}>
                Archive
              </button>
            )}
          </Form>
        }
      />
      <ActionAnswer answer={answer} />
      <section aria-labelledby="sender-heading" className="grid gap-4 rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
        <h2 id="sender-heading" className="text-xl text-ink-900">
          What {item.name} wrote
        </h2>
        <dl className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
          <dt className="text-sm text-muted">Name</dt>
          <dd>{item.name}</dd>
          <dt className="text-sm text-muted">Email</dt>
          <dd className="break-all">
            <a href={`mailto:${item.email}`} className="underline">
              {item.email}
            </a>
          </dd>
          {item.kind === "message" ? (
            <>
              <dt className="text-sm text-muted">Phone</dt>
              <dd>{item.phone ?? "Not given"}</dd>
              <dt className="text-sm text-muted">Sent from</dt>
              <dd>{item.source}</dd>
              <dt className="text-sm text-muted">Message</dt>
              <dd className="whitespace-pre-wrap break-words">{item.message}</dd>
            </>
          ) : (
            <>
              <dt className="text-sm text-muted">Course or topic</dt>
              <dd>{item.topic}</dd>
              <dt className="text-sm text-muted">Story</dt>
              <dd className="whitespace-pre-wrap break-words">{item.article}</dd>
              <dt className="text-sm text-muted">PDF</dt>
              <dd>
                {item.pdf ? (
                  <a href={`/admin/messages/story/${encodeURIComponent(item.id)}/pdf`} className="underline" target="_blank" rel="noreferrer">
                    Open {item.pdf.name} ({Math.max(1, Math.round(item.pdf.size / 1024))} KB)
                  </a>
                ) : (
                  "None"
                )}
              </dd>
            </>
          )}
        </dl>
      </section>
      <section aria-labelledby="thread-heading" className="grid gap-4 rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
        <h2 id="thread-heading" className="text-xl text-ink-900">
          Replies
        </h2>
        {replies.length === 0 ? (
          <p className="text-sm text-muted">No reply yet.</p>
        ) : (
          <ol aria-label="Replies sent" className="grid gap-3">
            {replies.map((reply) => (
              <li key={reply.id} className="rounded-control border border-sand-200 bg-sand-100/50 p-4">
                <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                  <span>
                    {reply.authorName}, <time dateTime={reply.createdAt}>{copenhagenTime.format(new Date(reply.createdAt))}</time>
                  </span>
                  <StateBadge tone={STATE_WORDS[reply.state].tone}>{STATE_WORDS[reply.state].label}</StateBadge>
                </p>
                <p className="mt-2 whitespace-pre-wrap break-words">{reply.body}</p>
                {reply.state === "failed" && reply.lastError ? <p className="mt-2 text-sm text-danger">The mail server said: {reply.lastError}</p> : null}
              </li>
            ))}
          </ol>
        )}
        <Form method="post" className="grid gap-3">
          <input type="hidden" name="key" value={loaderData.replyKey} />
          <Label htmlFor="reply-body">Reply to {item.email}</Label>
          <Textarea
            id="reply-body"
            name="body"
            rows={6}
            required
            maxLength={10000}
            defaultValue={answer && !answer.ok ? answer.body : undefined}
            key={answer?.ok ? loaderData.replyKey : "draft"}
          />
          <p className="text-sm text-muted">Sent by e-mail from the site; their answer comes to your own address.</p>
          <div>
            <button type="submit" name="intent" value="reply" className={buttonVariants({ variant: "primary" })} disabled={busy}>
              Send reply
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
