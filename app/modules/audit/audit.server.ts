import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { decodeCursor, encodeCursor } from "~/modules/accounts/roles.server";

export interface AuditActor {
  id: string;
  name: string;
}

export interface AuditEntry {
  action: string;
  subjectType: string;
  subjectId: string;
  summary: string;
  details?: Record<string, unknown>;
}

/** One line in the audit log, written in the transaction of the change it records. */
export async function recordAudit(db: Database | Tx, actor: AuditActor, entry: AuditEntry, now = new Date()) {
  await db.insert(auditLog).values({ id: randomUUID(), actorId: actor.id, actorName: actor.name, ...entry, details: entry.details ?? {}, createdAt: now });
}

/** A recorder for `actor`, for modules that write audit lines without importing this one (booking's availability). */
export function auditAs(actor: AuditActor) {
  return (db: Database | Tx, entry: AuditEntry) => recordAudit(db, actor, entry);
}

export const AUDIT_PAGE_SIZE = 50;

/** The log newest first, by keyset (created_at, id); optionally one subject's story only. */
export async function listAudit(db: Database, input: { after?: string | null; subject?: { type: string; id: string }; limit?: number } = {}) {
  const limit = input.limit ?? AUDIT_PAGE_SIZE;
  const cursor = decodeCursor(input.after);
  const rows = await db
    .select({
      id: auditLog.id,
      actorName: auditLog.actorName,
      action: auditLog.action,
      subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      summary: auditLog.summary,
      createdAt: auditLog.createdAt,
      cursorAt: sql<string>`${auditLog.createdAt}::text`,
    })
    .from(auditLog)
    .where(
      and(
        input.subject ? and(eq(auditLog.subjectType, input.subject.type), eq(auditLog.subjectId, input.subject.id)) : undefined,
        cursor ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: page.map(({ cursorAt: _, ...row }) => row),
    next: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}
