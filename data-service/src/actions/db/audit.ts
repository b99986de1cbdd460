import type { Queryable } from '../../db/types';
import type { Session } from '../../engine/parse/context';

/**
 * The audit log (migration 0016): one append-only row per back-office write, in the write's own
 * transaction, so a write is never kept without its row nor the row without the write.
 */

/** Who wrote: the role, and the person when the token names one (a back-office tool's token names none). */
export interface AuditActor {
  role: string;
  actorId: string | null;
}

export function auditActor(session: Session): AuditActor {
  return { role: session.role, actorId: session.variables['x-hasura-user-id'] ?? null };
}

export interface AuditEntry {
  actor: AuditActor;
  partnerId: string | null;
  /** The action's GraphQL name. */
  action: string;
  /** The record, and its name a person knows it by (a claim's reference, an account's name). */
  record: { table: string; id: string; label: string };
  /** The part of the record the write changed, as it was and as it is. */
  before: object | null;
  after: object | null;
}

export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO public.audit_event (partner_id, actor_id, actor_role, action, record_table, record_id, record_label, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb)`,
    [
      entry.partnerId,
      entry.actor.actorId,
      entry.actor.role,
      entry.action,
      entry.record.table,
      entry.record.id,
      entry.record.label,
      entry.before === null ? null : JSON.stringify(entry.before),
      entry.after === null ? null : JSON.stringify(entry.after),
    ],
  );
}
