import { CLAIM_EVIDENCE_KINDS, MISSING_CLAIM_EVIDENCE, requiredClaimEvidence } from '@/lib/domain/evidence';
import type { ClaimType } from '@/lib/domain/claims';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import type { Queryable } from '../db/types';
import { ActionError } from '../engine/actions/contract';
import { takeEvidence } from './takeEvidence';

/**
 * The claim takes the photos and documents sent with it (`field`: the argument they came in). At filing
 * (`required`), it must then hold what its type needs: a photo of the damage, or for a theft the police
 * report; otherwise the whole claim is refused.
 */
export async function takeClaimEvidence(
  tx: Queryable,
  claim: { agent: { agentId: string; partnerId: string }; ids: readonly string[]; claimId: string; deviceId: string; type: ClaimType; field: string; required: boolean; now: Date },
): Promise<void> {
  await takeEvidence(tx, { agent: claim.agent, ids: claim.ids, record: { claimId: claim.claimId, deviceId: claim.deviceId }, kinds: CLAIM_EVIDENCE_KINDS, field: claim.field, now: claim.now });
  if (!claim.required) return;
  const needed = requiredClaimEvidence(claim.type);
  const { rows } = await tx.query(`SELECT 1 FROM public.evidence WHERE claim_id = $1 AND kind = $2 LIMIT 1`, [claim.claimId, needed]);
  if (rows.length === 0) throw new ActionError(MISSING_CLAIM_EVIDENCE[needed], ACTION_ERROR_CODES.evidenceMissing, { field: claim.field, missing: [needed] });
}
