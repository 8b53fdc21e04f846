import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applications } from "~/db/schema";
import type { MailContext, MailDraft } from "~/modules/mail/draft";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { programmePrice } from "~/modules/applications/payment.server";
import { acceptanceMail, declineMail, payUrl } from "~/modules/applications/review-mails";
import type { Programme } from "~/modules/applications/schemas";
import { decideMove, PROGRAMME_TITLES, STATUS_LABELS, type ApplicationStatus } from "~/modules/applications/status";
import { priceLabel } from "~/modules/catalogue/price-label";
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

/**
 * Accepts: the payment link (a new unguessable token) goes to the applicant in the
 * application's language, with the programme's price from the catalogue. Refused while the
 * catalogue has no price in kroner for the programme.
 */
export async function acceptApplication(deps: ReviewDeps, actor: AuditActor, input: { id: string; seen: ApplicationStatus }): Promise<ReviewResult> {
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
  return move(deps, actor, { ...input, to: "accepted" }, (row) => {
    const token = randomBytes(32).toString("base64url");
    const link = { url: payUrl(deps.mail.context.origin, token), amount: price.unitAmount, currency: price.currency };
    return {
      set: { payToken: token },
      mails: [acceptanceMail({ ...row, programme }, link, deps.mail.context)],
      summary: `Accepted the application of ${nameOf(row)} and sent the payment link (${priceLabel(price.unitAmount, price.currency)}).`,
      details: { amount: price.unitAmount, currency: price.currency },
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
