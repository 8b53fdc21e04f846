import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { applications } from "~/db/schema";
import type { MailContext, MailDraft } from "~/modules/mail/draft";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { programmePrice } from "~/modules/applications/payment.server";
import { linkAmountProblem, mayResend, paymentLinkState } from "~/modules/orders/payment-link";
import { businessDate, type ProgrammeRun } from "~/modules/programmes/runs";
import { acceptanceMail, declineMail, payUrl } from "~/modules/applications/review-mails";
import type { Programme } from "~/modules/applications/schemas";
import { decideMove, PROGRAMME_TITLES, STATUS_LABELS, type ApplicationStatus } from "~/modules/applications/status";
import { formatMoney } from "~/modules/orders/money";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";

export interface ReviewDeps {
  db: Database;
  mail: { mode: "smtp" | "local"; context: MailContext };
  now?: () => Date;
}

export type ReviewResult = { ok: true; message: string } | { ok: false; status: number; message: string };

type Row = typeof applications.$inferSelect;
const nameOf = (row: Pick<Row, "firstName" | "lastName">) => `${row.firstName} ${row.lastName}`;

/**
 * One status change, safe against a second click and against two people at once: the row
 * changes only if it still has the status the coach saw (compare-and-set), and whatever goes
 * with the change (the applicant's e-mail, the audit line) is written in the same transaction.
 * A change already made answers "already", sending nothing again.
 */
async function move(
  deps: ReviewDeps,
  actor: AuditActor,
  input: { id: string; seen: ApplicationStatus; to: ApplicationStatus },
  prepare: (row: Row) => { set?: Partial<typeof applications.$inferInsert>; mails?: MailDraft[]; summary: string; details?: Record<string, unknown> },
): Promise<ReviewResult> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    // Locked: a second request waits here, then finds the change made.
    const [row] = await tx.select().from(applications).where(eq(applications.id, input.id)).for("update");
    if (!row) return { ok: false, status: 404, message: "That application no longer exists." };
    const decision = decideMove({ current: row.status as ApplicationStatus, seen: input.seen, to: input.to });
    if (decision.kind === "already") return { ok: true, message: `Already ${STATUS_LABELS[input.to].toLowerCase()}: nothing was sent again.` };
    if (decision.kind === "changed")
      return {
        ok: false,
        status: 409,
        message: `Nothing was changed: this application is now ${STATUS_LABELS[decision.now].toLowerCase()} (changed meanwhile).`,
      };
    if (decision.kind === "illegal")
      return {
        ok: false,
        status: 409,
        message: `A ${STATUS_LABELS[input.seen].toLowerCase()} application cannot be ${STATUS_LABELS[input.to].toLowerCase()}.`,
      };
    const change = prepare(row);
    // Compare-and-set on the status seen: only the request that moves it writes the rest.
    const updated = await tx
      .update(applications)
      .set({ status: input.to, statusChangedAt: now, ...change.set })
      .where(and(eq(applications.id, row.id), eq(applications.status, input.seen)))
      .returning({ id: applications.id });
    if (!updated.length) return { ok: false, status: 409, message: "Nothing was changed: this application changed meanwhile. Reload and try again." };
    if (change.mails?.length) await enqueueMail(tx, change.mails, deps.mail.mode);
    await recordAudit(
      tx,
      actor,
      { action: `application.${input.to}`, subjectType: "application", subjectId: row.id, summary: change.summary, details: change.details },
      now,
    );
    return { ok: true, message: change.summary };
  });
}

/** new → reviewing: the coach is looking at it. */
export function markReviewing(deps: ReviewDeps, actor: AuditActor, input: { id: string; seen: ApplicationStatus }) {
  return move(deps, actor, { ...input, to: "reviewing" }, (row) => ({ summary: `Marked the application of ${nameOf(row)} as reviewing.` }));
}

/** How long an application's payment link works (decision 066): two weeks from acceptance, shown to the coach and in the e-mail. */
export const APPLICATION_LINK_DAYS = 14;

export interface AcceptInput {
  id: string;
  seen: ApplicationStatus;
  /** What the link asks (minor units), when the coach sets it: a discount or a deposit, never above the catalogue's price. */
  amount?: number;
  /** The run the place is for: one of the programme's runs still to start. */
  runStart?: string;
  /** The programme's runs as the site settings hold them (to check `runStart`). */
  runs?: readonly ProgrammeRun[];
  /** Only the coach may ask another amount than the catalogue's (decision 037: an assistant never changes money). */
  isCoach?: boolean;
}

/**
 * Accepts: the payment link (a new unguessable token) goes to the applicant in the
 * application's language, with what it asks (the catalogue's price, or the coach's discount or
 * deposit), the run chosen and the day it lapses. Refused while the catalogue has no price in
 * kroner for the programme.
 */
export async function acceptApplication(deps: ReviewDeps, actor: AuditActor, input: AcceptInput): Promise<ReviewResult> {
  const [found] = await deps.db.select({ programme: applications.programme }).from(applications).where(eq(applications.id, input.id));
  if (!found) return { ok: false, status: 404, message: "That application no longer exists." };
  const programme = found.programme as Programme;
  const price = await programmePrice(deps.db, programme);
  if (!price)
    return {
      ok: false,
      status: 409,
      message: `${PROGRAMME_TITLES[programme]} has no published price in DKK in the catalogue: set one under Courses, then accept.`,
    };
  const amount = input.amount ?? price.unitAmount;
  const problem = linkAmountProblem(amount, price.unitAmount);
  if (problem)
    return {
      ok: false,
      status: 400,
      message:
        problem === "above-price"
          ? `The amount can be at most the catalogue's price, ${formatMoney(price.unitAmount, price.currency)}.`
          : "Enter an amount above 0, such as 5.000 for a deposit.",
    };
  if (amount !== price.unitAmount && !input.isCoach)
    return { ok: false, status: 403, message: "Only the coach can ask another amount than the catalogue's price." };
  const now = deps.now?.() ?? new Date();
  if (input.runStart && !(input.runs ?? []).some((run) => run.start === input.runStart && run.start >= businessDate(now)))
    return { ok: false, status: 400, message: "Choose one of the programme's runs still to start." };
  const expiresAt = new Date(now.getTime() + APPLICATION_LINK_DAYS * 86_400_000);
  return move(deps, actor, { id: input.id, seen: input.seen, to: "accepted" }, (row) => {
    const token = randomBytes(32).toString("base64url");
    const link = { url: payUrl(deps.mail.context.origin, token), amount, currency: price.currency, expiresAt, runStart: input.runStart ?? null };
    const asked =
      amount === price.unitAmount
        ? formatMoney(amount, price.currency)
        : `${formatMoney(amount, price.currency)} of ${formatMoney(price.unitAmount, price.currency)}`;
    return {
      set: { payToken: token, payAmount: amount, payCurrency: price.currency, payRunStart: input.runStart ?? null, payExpiresAt: expiresAt },
      mails: [acceptanceMail({ ...row, programme }, link, deps.mail.context)],
      summary: `Accepted the application of ${nameOf(row)} and sent the payment link (${asked}).`,
      details: { amount, currency: price.currency, cataloguePrice: price.unitAmount, runStart: input.runStart ?? null, expiresAt: expiresAt.toISOString() },
    };
  });
}

/** Declines with the coach's own message (prefilled in the application's language, edited by her), sent once through the outbox. */
export function declineApplication(deps: ReviewDeps, actor: AuditActor, input: { id: string; seen: ApplicationStatus; message: string }) {
  return move(deps, actor, { id: input.id, seen: input.seen, to: "declined" }, (row) => ({
    mails: [declineMail({ ...row, programme: row.programme as Programme }, input.message, deps.mail.context)],
    summary: `Declined the application of ${nameOf(row)} and sent the message.`,
    details: { message: input.message },
  }));
}

/** The private note, replaced whole; recorded in the audit log (not its text: it stays on the application). */
export async function saveNote(db: Database, actor: AuditActor, input: { id: string; note: string }): Promise<ReviewResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ note: applications.note, firstName: applications.firstName, lastName: applications.lastName })
      .from(applications)
      .where(eq(applications.id, input.id))
      .for("update");
    if (!row) return { ok: false, status: 404, message: "That application no longer exists." };
    if (row.note === input.note) return { ok: true, message: "The note is saved." };
    await tx.update(applications).set({ note: input.note }).where(eq(applications.id, input.id));
    await recordAudit(tx, actor, {
      action: "application.note",
      subjectType: "application",
      subjectId: input.id,
      summary: input.note ? `Changed the private note on the application of ${nameOf(row)}.` : `Cleared the private note on the application of ${nameOf(row)}.`,
    });
    return { ok: true, message: "The note is saved." };
  });
}

/** The payment link of an accepted application as the coach sees it (decision 066). */
export interface ApplicationLinkView {
  url: string;
  amount: number;
  currency: string;
  expiresAt: Date | null;
  runStart: string | null;
  state: ReturnType<typeof paymentLinkState>;
}

/** What the link asks: the amount set at acceptance, else (links sent before decision 066) the catalogue's price now. */
export async function applicationLinkView(
  db: Database | Tx,
  row: Pick<Row, "status" | "programme" | "payToken" | "payAmount" | "payCurrency" | "payExpiresAt" | "payRunStart" | "paidAt" | "payWithdrawnAt">,
  origin: string,
  now: Date,
): Promise<ApplicationLinkView | null> {
  if (row.status !== "accepted" || !row.payToken) return null;
  const price = row.payAmount ? null : await programmePrice(db as Database, row.programme as Programme);
  const amount = row.payAmount ?? price?.unitAmount;
  if (amount === undefined) return null;
  return {
    url: payUrl(origin, row.payToken),
    amount,
    currency: row.payCurrency ?? price?.currency ?? "DKK",
    expiresAt: row.payExpiresAt,
    runStart: row.payRunStart,
    state: paymentLinkState({ paidAt: row.paidAt, withdrawnAt: row.payWithdrawnAt, expiresAt: row.payExpiresAt }, now),
  };
}

/**
 * 'Resend': the same link mailed again to the applicant, in the application's language, while it
 * is open. The row is locked and the last resend compared, so a double click sends one e-mail.
 */
export async function resendApplicationLink(deps: ReviewDeps, actor: AuditActor, input: { id: string }): Promise<ReviewResult> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(applications).where(eq(applications.id, input.id)).for("update");
    if (!row) return { ok: false, status: 404, message: "That application no longer exists." };
    const view = await applicationLinkView(tx, row, deps.mail.context.origin, now);
    if (!view) return { ok: false, status: 409, message: "This application has no payment link." };
    const may = mayResend(view.state, row.payLinkSentAt, now);
    if (may === "just-sent") return { ok: true, message: "The link was sent a moment ago: nothing was sent again." };
    if (may === "not-open") return { ok: false, status: 409, message: `The link is ${view.state}: it was not sent again.` };
    await tx.update(applications).set({ payLinkSentAt: now }).where(eq(applications.id, row.id));
    await enqueueMail(tx, [acceptanceMail({ ...row, programme: row.programme as Programme }, view, deps.mail.context)], deps.mail.mode);
    const summary = `Sent the payment link to ${nameOf(row)} again (${formatMoney(view.amount, view.currency)}).`;
    await recordAudit(tx, actor, { action: "application.link-resent", subjectType: "application", subjectId: row.id, summary }, now);
    return { ok: true, message: summary };
  });
}

/**
 * 'Withdraw': the link can no longer be paid (the pay page says so). The caller then expires the
 * checkouts opened from it (`expireApplicationCheckouts`); a payment that still settles is
 * refused by the applications order effect and refunded in full (decision 066).
 */
export async function withdrawApplicationLink(deps: ReviewDeps, actor: AuditActor, input: { id: string }): Promise<ReviewResult> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(applications).where(eq(applications.id, input.id)).for("update");
    if (!row) return { ok: false, status: 404, message: "That application no longer exists." };
    if (row.status !== "accepted" || !row.payToken) return { ok: false, status: 409, message: "This application has no payment link." };
    if (row.paidAt) return { ok: false, status: 409, message: "The place is paid already: the link cannot be withdrawn. Refund the order instead." };
    if (row.payWithdrawnAt) return { ok: true, message: "The link was already withdrawn." };
    await tx.update(applications).set({ payWithdrawnAt: now }).where(eq(applications.id, row.id));
    const summary = `Withdrew the payment link of ${nameOf(row)}`;
    await recordAudit(tx, actor, { action: "application.link-withdrawn", subjectType: "application", subjectId: row.id, summary: `${summary}.` }, now);
    return { ok: true, message: `${summary}: it can no longer be paid.` };
  });
}
