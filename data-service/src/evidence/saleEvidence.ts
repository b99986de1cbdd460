import { EVIDENCE_KIND_LABELS, INSPECTION_KINDS, type InspectionKind } from '@/lib/domain/evidence';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import type { Queryable } from '../db/types';
import { ActionError } from '../engine/actions/contract';
import { takeEvidence } from './takeEvidence';

const FIELD = 'inspection_evidence_ids';

/** The refusal of a sale without an inspection photo its plan needs, naming the first missing. */
export function missingInspectionMessage(missing: readonly InspectionKind[]): string {
  const names = missing.map((kind) => `“${EVIDENCE_KIND_LABELS[kind]}”`).join(', ');
  return `Take the inspection photo${missing.length > 1 ? 's' : ''} ${names} of the phone before payment.`;
}

/**
 * The sale's order takes the inspection photos sent with it, and must then hold every one its plan needs
 * (a sale retried on the same order counts the photos an earlier attempt gave it). Otherwise the whole sale
 * is refused, with the photos missing.
 */
export async function takeInspectionPhotos(
  tx: Queryable,
  sale: { agent: { agentId: string; partnerId: string }; ids: readonly string[]; order: { orderId: string; deviceId: string }; required: readonly InspectionKind[]; now: Date },
): Promise<void> {
  await takeEvidence(tx, { agent: sale.agent, ids: sale.ids, record: sale.order, kinds: INSPECTION_KINDS, field: FIELD, now: sale.now });
  if (sale.required.length === 0) return;
  const { rows } = await tx.query<{ kind: InspectionKind }>(`SELECT DISTINCT kind FROM public.evidence WHERE plan_order_id = $1`, [sale.order.orderId]);
  const held = new Set(rows.map((row) => row.kind));
  const missing = sale.required.filter((kind) => !held.has(kind));
  if (missing.length > 0) throw new ActionError(missingInspectionMessage(missing), ACTION_ERROR_CODES.evidenceMissing, { field: FIELD, missing });
}
