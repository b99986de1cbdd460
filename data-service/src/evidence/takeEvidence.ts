import { EVIDENCE_KIND_LABELS, MAX_CLAIM_FILES_PER_KIND, type EvidenceKind } from '@/lib/domain/evidence';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import type { Queryable } from '../db/types';
import { ActionError } from '../engine/actions/contract';
import { PHOTO_REUSE_MAX_DISTANCE } from './files/perceptualHash';

/** The sale's order, or the claim, that takes the files, with the phone they are of. */
export type EvidenceRecord = { orderId: string; deviceId: string } | { claimId: string; deviceId: string };

export interface TakeEvidence {
  agent: { agentId: string; partnerId: string };
  ids: readonly string[];
  record: EvidenceRecord;
  /** The kinds this record takes (inspection photos for a sale, damage and police report for a claim). */
  kinds: readonly EvidenceKind[];
  /** The argument the ids came in, named by a refusal (`extensions.field`). */
  field: string;
  now: Date;
}

export const EVIDENCE_MESSAGES = {
  notFound: 'A photo sent with this was not found among yours (it may have been deleted after two weeks). Take it again.',
  wrongKind: (kind: EvidenceKind) => `The photo “${EVIDENCE_KIND_LABELS[kind]}” cannot be used here. Take the photo this asks for.`,
  taken: 'A photo sent with this is already part of another sale or claim. Take a new one.',
  tooMany: (kind: EvidenceKind) => `At most ${String(MAX_CLAIM_FILES_PER_KIND)} files of “${EVIDENCE_KIND_LABELS[kind]}” can be added to one claim.`,
} as const;

type EvidenceRow = {
  id: string;
  kind: EvidenceKind;
  agent_id: string;
  plan_order_id: string | null;
  claim_id: string | null;
};

/**
 * The sale or the claim takes the agent's uploaded files: each must be the agent's own, of a kind the record
 * takes, and not yet another record's (taken by this same record already is fine: a request sent again).
 * Locked while checked, so two requests never take one file. Returns the kinds the record now holds from
 * these ids.
 */
export async function takeEvidence(tx: Queryable, take: TakeEvidence): Promise<EvidenceKind[]> {
  const ids = [...new Set(take.ids)];
  if (ids.length === 0) return [];
  const { rows } = await tx.query<EvidenceRow>(
    `SELECT id, kind, agent_id, plan_order_id, claim_id FROM public.evidence
     WHERE id = ANY($1::uuid[]) AND partner_id = $2 ORDER BY id FOR UPDATE`,
    [ids, take.agent.partnerId],
  );
  const refuse = (message: string, code: string = ACTION_ERROR_CODES.evidenceNotUsable) => new ActionError(message, code, { field: take.field });
  if (rows.length !== ids.length || rows.some((row) => row.agent_id !== take.agent.agentId)) throw refuse(EVIDENCE_MESSAGES.notFound);
  const wrong = rows.find((row) => !take.kinds.includes(row.kind));
  if (wrong) throw refuse(EVIDENCE_MESSAGES.wrongKind(wrong.kind));
  const ownRecord = (row: EvidenceRow) =>
    'orderId' in take.record ? row.plan_order_id === take.record.orderId && row.claim_id === null : row.claim_id === take.record.claimId && row.plan_order_id === null;
  if (rows.some((row) => (row.plan_order_id !== null || row.claim_id !== null) && !ownRecord(row))) throw refuse(EVIDENCE_MESSAGES.taken);

  const [orderId, claimId] = 'orderId' in take.record ? [take.record.orderId, null] : [null, take.record.claimId];
  await tx.query(
    `UPDATE public.evidence SET plan_order_id = $2, claim_id = $3, device_id = $4, attached_at = $5
     WHERE id = ANY($1::uuid[]) AND attached_at IS NULL`,
    [ids, orderId, claimId, take.record.deviceId, take.now.toISOString()],
  );
  if (claimId !== null) {
    const { rows: counts } = await tx.query<{ kind: EvidenceKind; n: number }>(
      `SELECT kind, count(*)::int AS n FROM public.evidence WHERE claim_id = $1 GROUP BY kind`,
      [claimId],
    );
    const over = counts.find((count) => count.n > MAX_CLAIM_FILES_PER_KIND);
    if (over) throw refuse(EVIDENCE_MESSAGES.tooMany(over.kind), ACTION_ERROR_CODES.validationFailed);
    await recordPhotoReuse(tx, claimId, ids);
  }
  return rows.map((row) => row.kind);
}

/**
 * A claim's new photos near (in perceptual-hash distance) a photo of the same partner already on another
 * claim, or on another phone: recorded for the claims desk ("this photo was also used on CLM-…"). The
 * Hamming distance is computed by the database over the 64-bit hashes.
 */
async function recordPhotoReuse(tx: Queryable, claimId: string, ids: readonly string[]): Promise<void> {
  await tx.query(
    `INSERT INTO public.evidence_match (evidence_id, matched_evidence_id, partner_id, distance)
     SELECT fresh.id, earlier.id, fresh.partner_id, bit_count((fresh.phash # earlier.phash)::bit(64))::int
     FROM public.evidence fresh
     JOIN public.evidence earlier
       ON earlier.partner_id = fresh.partner_id AND earlier.id <> fresh.id AND earlier.phash IS NOT NULL AND earlier.attached_at IS NOT NULL
      AND ((earlier.claim_id IS NOT NULL AND earlier.claim_id <> $1) OR earlier.device_id <> fresh.device_id)
     WHERE fresh.id = ANY($2::uuid[]) AND fresh.phash IS NOT NULL
       AND bit_count((fresh.phash # earlier.phash)::bit(64)) <= $3
     ON CONFLICT DO NOTHING`,
    [claimId, ids, PHOTO_REUSE_MAX_DISTANCE],
  );
}
