import ArrowLeft from "lucide-react/icons/arrow-left";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.applications.$applicationId";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { publicOrigin } from "~/lib/origin.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { ApplicationAnswersView } from "~/components/admin/application-answers";
import { ApplicationStatusBadge } from "~/components/admin/application-status-badge";
import { HistoryCard } from "~/components/admin/history-card";
import { buttonVariants } from "~/components/ui/button-variants";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { requireStaff } from "~/modules/accounts/guards.server";
import {
  acceptApplication,
  applicationLinkView,
  declineApplication,
  markReviewing,
  resendApplicationLink,
  saveNote,
  withdrawApplicationLink,
} from "~/modules/applications/review-actions.server";
import { PaymentLinkPanel } from "~/components/admin/payment-link-panel";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { expireApplicationCheckouts } from "~/modules/applications/payment.server";
import { appOrdersDeps } from "~/modules/orders/runtime.server";
import { businessDate } from "~/modules/programmes/runs";
import { loadProgrammeRuns } from "~/modules/settings/settings.server";
import { applicationDetail } from "~/modules/applications/review.server";
import { applicationFormSchema } from "~/modules/applications/review-schemas";
import { DECLINE_MESSAGE_MAX, NOTE_MAX } from "~/modules/applications/review-limits";
import { listAudit } from "~/modules/audit/audit.server";
import { programmePrice } from "~/modules/applications/payment.server";
import { defaultDeclineText } from "~/modules/applications/review-mails";
import { applicationLanguage, canMoveApplication, PROGRAMME_TITLES } from "~/modules/applications/status";
import { formatMoney } from "~/modules/orders/money";
import { mailContext, mailSettings } from "~/modules/mail/settings.server";
import { kickMailWorker } from "~/modules/mail/worker.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Application", description: "One application.", index: false });

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const detail = await applicationDetail(db(), params.applicationId);
  if (!detail) throw data("Not found", { status: 404 });
  const { application, files, paidOrder } = detail;
  const [history, price] = await Promise.all([
    listAudit(db(), { subject: { type: "application", id: application.id }, limit: 50 }),
    canMoveApplication(application.status, "accepted") ? programmePrice(db(), application.programme) : null,
  ]);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const now = new Date();
  const link = await applicationLinkView(db(), { ...application, payToken: detail.payToken }, publicOrigin(request), now);
  const runs = loadProgrammeRuns()[application.programme].filter((run) => run.start >= businessDate(now));
  return {
    isCoach: staff.role === "admin",
    runs: runs.map((run) => ({ start: run.start, label: `${runDay.format(new Date(`${run.start}T12:00:00Z`))}${run.label ? ` (${run.label})` : ""}` })),
    link: link
      ? {
          url: link.url,
          amount: formatMoney(link.amount, link.currency),
          expires: link.expiresAt ? when.format(link.expiresAt) : null,
          state: link.state,
          note: link.runStart ? `the run starting ${runDay.format(new Date(`${link.runStart}T12:00:00Z`))}` : null,
        }
      : null,
    application: {
      ...application,
      createdAt: application.createdAt.toISOString(),
      statusChangedAt: iso(application.statusChangedAt),
      paidAt: iso(application.paidAt),
    },
    files,
    paidOrder,
    price: price ? formatMoney(price.unitAmount, price.currency) : null,
    declineText: defaultDeclineText(application),
    history: history.entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
}

type Answer = { ok: boolean; message: string; intent?: string; values?: { message?: string; note?: string; amount?: string } };

export async function action({ request, params }: Route.ActionArgs) {
  // The guard first: a student's post is refused before its form is even read.
  const staff = await requireStaff(request);
  const form = Object.fromEntries(await request.formData());
  const parsed = applicationFormSchema.safeParse(form);
  const text = (name: string) => (typeof form[name] === "string" ? form[name] : undefined);
  const values = { message: text("message"), note: text("note"), amount: text("amount") };
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Something went wrong. Please try again.";
    return data<Answer>({ ok: false, message, intent: typeof form.intent === "string" ? form.intent : undefined, values }, { status: 400 });
  }
  const input = parsed.data;
  const id = params.applicationId;
  const deps = { db: db(), mail: { mode: mailSettings().mode, context: mailContext(publicOrigin(request)) } };
  const result =
    input.intent === "note"
      ? await saveNote(deps.db, staff, { id, note: input.note })
      : input.intent === "review"
        ? await markReviewing(deps, staff, { id, seen: input.seen })
        : input.intent === "accept"
          ? await acceptApplication(deps, staff, {
              id,
              seen: input.seen,
              amount: input.amount,
              runStart: input.run || undefined,
              runs: await programmeRunsOf(id),
              isCoach: staff.role === "admin",
            })
          : input.intent === "resend-link"
            ? await resendApplicationLink(deps, staff, { id })
            : input.intent === "withdraw-link"
              ? await withdrawLink(deps, staff, id)
              : await declineApplication(deps, staff, { id, seen: input.seen, message: input.message });
  if (result.ok && ["accept", "decline", "resend-link"].includes(input.intent)) kickMailWorker();
  if (!result.ok) return data<Answer>({ ok: false, message: result.message, intent: input.intent, values }, { status: result.status });
  return data<Answer>({ ok: true, message: result.message, intent: input.intent });
}

/**
 * Withdrawing a link is the coach's alone (decision 066: it decides what is owed); then every
 * checkout opened from it is expired at the provider.
 */
async function withdrawLink(deps: Parameters<typeof withdrawApplicationLink>[0], staff: { id: string; name: string; role: string }, id: string) {
  if (staff.role !== "admin") return { ok: false as const, status: 403, message: "Only the coach can withdraw a payment link." };
  const result = await withdrawApplicationLink(deps, staff, { id });
  if (result.ok) await expireApplicationCheckouts(appOrdersDeps(), id);
  return result;
}

async function programmeRunsOf(id: string) {
  const detail = await applicationDetail(db(), id);
  return detail ? loadProgrammeRuns()[detail.application.programme] : [];
}

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Copenhagen" });
const runDay = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/Copenhagen" });
const smallOutline = buttonVariants({ variant: "outline", size: "sm" });
const card = "rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6";

function kilobytes(size: number) {
  return size >= 1024 * 1024 ? `${(size / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(size / 1024))} KB`;
}

export default function AdminApplication({ loaderData }: Route.ComponentProps) {
  const { application: a, files, paidOrder } = loaderData;
  const answer = useActionData<Answer>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const name = `${a.firstName} ${a.lastName}`;
  const lang = applicationLanguage(a.programme) === "da" ? "Danish" : "English";
  const open = !["accepted", "declined"].includes(a.status);
  const failed = (intent: string) => (answer && !answer.ok && answer.intent === intent ? answer : undefined);
  return (
    <div className="grid gap-6 pb-12">
      <div className="pt-8">
        <Link to="/admin/applications" className="inline-flex min-h-11 items-center gap-2 text-sm underline">
          <ArrowLeft aria-hidden className="size-4" />
          All applications
        </Link>
      </div>
      <AdminHeader
        title={name}
        lead={
          <>
            {PROGRAMME_TITLES[a.programme]} · received {when.format(new Date(a.createdAt))} · <ApplicationStatusBadge status={a.status} />
          </>
        }
      />
      {answer ? (
        <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "font-medium text-ink-900" : "font-medium text-danger"}>
          {answer.message}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="grid gap-6">
          <section aria-labelledby="answers" className={card}>
            <h2 id="answers" className="mb-4 text-xl text-ink-900">
              The application
            </h2>
            <ApplicationAnswersView answers={a} />
          </section>
          <section aria-labelledby="files" className={card}>
            <h2 id="files" className="text-xl text-ink-900">
              Files
            </h2>
            {files.length ? (
              <ul className="mt-3 grid gap-2">
                {files.map((file) => (
                  <li key={file.id} className="flex flex-wrap items-center gap-x-3">
                    <a
                      href={`/admin/applications/${encodeURIComponent(a.id)}/files/${encodeURIComponent(file.id)}`}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex min-h-11 items-center break-all underline"
                    >
                      {file.originalName}
                    </a>
                    <span className="text-sm text-muted">PDF, {kilobytes(file.size)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-muted">No files came with this application.</p>
            )}
          </section>
        </div>
        <div className="grid gap-6">
          <section aria-labelledby="decision" className={card}>
            <h2 id="decision" className="text-xl text-ink-900">
              Decision
            </h2>
            <p className="mt-2 text-sm">
              Status: <ApplicationStatusBadge status={a.status} />
              {a.statusChangedAt ? <span className="text-muted"> since {when.format(new Date(a.statusChangedAt))}</span> : null}
            </p>
            {a.status === "accepted" ? (
              <p className="mt-2 text-sm" data-testid="payment-state">
                {a.paidAt ? (
                  <>
                    <strong>Paid {when.format(new Date(a.paidAt))}</strong>
                    {paidOrder ? ` (${formatMoney(paidOrder.amountTotal, paidOrder.currency)}, order ${paidOrder.status.replace("_", " ")})` : null}
                  </>
                ) : loaderData.link?.state === "withdrawn" ? (
                  "The payment link was withdrawn; nothing was paid."
                ) : loaderData.link?.state === "expired" ? (
                  "The payment link lapsed unpaid."
                ) : (
                  "The payment link was sent; not paid yet."
                )}
              </p>
            ) : null}
            {loaderData.link ? (
              <div className="mt-3">
                <PaymentLinkPanel id="application-pay-link" link={loaderData.link} canWithdraw={loaderData.isCoach} recipient={name} />
              </div>
            ) : null}
            {open ? (
              <div className="mt-4 grid gap-3">
                {a.status === "new" ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="review" />
                    <input type="hidden" name="seen" value={a.status} />
                    <button type="submit" disabled={busy} className={smallOutline}>
                      Mark as reviewing
                    </button>
                  </Form>
                ) : null}
                <details className="rounded-control border border-sand-200 p-3" open={Boolean(failed("accept"))}>
                  <summary className="flex min-h-11 cursor-pointer items-center font-medium">Accept…</summary>
                  {loaderData.price ? (
                    <Form method="post" className="mt-2 grid gap-3">
                      <p className="text-sm">
                        Sends {a.firstName} an e-mail in {lang} with a payment link for {PROGRAMME_TITLES[a.programme]} ({loaderData.price}, the
                        catalogue&rsquo;s price). The link works for two weeks; the application shows when it is paid.
                      </p>
                      <input type="hidden" name="intent" value="accept" />
                      <input type="hidden" name="seen" value={a.status} />
                      {loaderData.isCoach ? (
                        <div className="grid gap-1">
                          <Label htmlFor="accept-amount">Amount to ask (optional)</Label>
                          <Input
                            id="accept-amount"
                            name="amount"
                            inputMode="decimal"
                            maxLength={20}
                            defaultValue={failed("accept")?.values?.amount ?? ""}
                            aria-describedby="accept-amount-hint"
                          />
                          <p id="accept-amount-hint" className="text-sm text-muted">
                            A discount or a deposit in DKK, such as 5.000; at most {loaderData.price}. Blank: the catalogue&rsquo;s price.
                          </p>
                        </div>
                      ) : null}
                      {loaderData.runs.length ? (
                        <div className="grid gap-1">
                          <Label htmlFor="accept-run">Run</Label>
                          <Select id="accept-run" name="run" defaultValue={loaderData.runs[0]!.start}>
                            {loaderData.runs.map((run) => (
                              <option key={run.start} value={run.start}>
                                {run.label}
                              </option>
                            ))}
                          </Select>
                        </div>
                      ) : null}
                      <button type="submit" disabled={busy} className={buttonVariants({ variant: "primary" })}>
                        Accept and send the payment link
                      </button>
                    </Form>
                  ) : (
                    <p className="mt-2 text-sm">{PROGRAMME_TITLES[a.programme]} has no published price in DKK in the catalogue. Set one under Courses first.</p>
                  )}
                </details>
                <details className="rounded-control border border-sand-200 p-3" open={Boolean(failed("decline"))}>
                  <summary className="flex min-h-11 cursor-pointer items-center font-medium">Decline…</summary>
                  <Form method="post" className="mt-2 grid gap-3">
                    <input type="hidden" name="intent" value="decline" />
                    <input type="hidden" name="seen" value={a.status} />
                    <div className="grid gap-1">
                      <Label htmlFor="decline-message">
                        Message to {a.firstName} (in {lang})
                      </Label>
                      <Textarea
                        id="decline-message"
                        name="message"
                        rows={12}
                        maxLength={DECLINE_MESSAGE_MAX}
                        defaultValue={failed("decline")?.values?.message ?? loaderData.declineText}
                        aria-describedby="decline-hint"
                        lang={applicationLanguage(a.programme)}
                      />
                      <p id="decline-hint" className="text-sm text-muted">
                        Edit it as you like; your signature is added below it. Sent once, by e-mail.
                      </p>
                    </div>
                    <button type="submit" disabled={busy} className={buttonVariants({ variant: "destructive" })}>
                      Decline and send the message
                    </button>
                  </Form>
                </details>
              </div>
            ) : null}
          </section>
          <section aria-labelledby="note" className={card}>
            <h2 id="note" className="text-xl text-ink-900">
              Private note
            </h2>
            <Form method="post" className="mt-3 grid gap-3">
              <input type="hidden" name="intent" value="note" />
              <Label htmlFor="note-text" className="sr-only">
                Private note
              </Label>
              <Textarea
                id="note-text"
                name="note"
                rows={5}
                maxLength={NOTE_MAX}
                defaultValue={failed("note")?.values?.note ?? a.note}
                aria-describedby="note-hint"
                key={a.note}
              />
              <p id="note-hint" className="text-sm text-muted">
                For you and your assistant only; the applicant never sees it.
              </p>
              <button type="submit" disabled={busy} className={smallOutline}>
                Save note
              </button>
            </Form>
          </section>
          <HistoryCard entries={loaderData.history} />
        </div>
      </div>
    </div>
  );
}
