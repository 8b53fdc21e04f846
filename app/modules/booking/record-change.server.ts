import type { Tx } from "~/db/client.server";

/**
 * A change the coach's booking functions want in the audit log, written by the caller (the
 * admin module owns the log; booking may not import it: decision 022). `actor` names someone
 * other than the signed-in person, e.g. a client acting through the coach's link.
 */
export interface ChangeRecord {
  actor?: { id: string; name: string };
  action: string;
  subjectType: string;
  subjectId: string;
  summary: string;
  details?: Record<string, unknown>;
}

/** Writes one change in the transaction that makes it. */
export type RecordChange = (tx: Tx, change: ChangeRecord) => Promise<void>;
