import type { ClaimEvidenceKind } from '@/lib/domain/evidence';
import { photoSlotList, withAnotherSlot, withSlotEvidence, type PhotoSlot, type PhotoSlots } from './claimPhotos';
import { createPersistedFlowStore, hydrateFlow } from './createPersistedFlowStore';
import { CLAIM_EVIDENCE_FLOW_KEY } from './flowKeys';
import { newIdempotencyKey } from './idempotencyKey';
import { partialObject, uuid } from './storedValues';

export { CLAIM_EVIDENCE_FLOW_KEY };

/**
 * Photos being added to a filed claim (the claim screen's "Add photos", when the claims desk asks for more):
 * the claim, and its slots with the ids sent, so a reload finds the photos sent and resumes the ones still
 * sending. One claim at a time: another claim's give way.
 */
export interface ClaimEvidenceDraftValues extends PhotoSlots {
  claimId: string;
}

export const CLAIM_EVIDENCE_FLOW_VERSION = 1;

export const useClaimEvidenceFlow = createPersistedFlowStore<'photos', ClaimEvidenceDraftValues>({
  name: CLAIM_EVIDENCE_FLOW_KEY,
  steps: ['photos'],
  version: CLAIM_EVIDENCE_FLOW_VERSION,
  checkValues: partialObject<ClaimEvidenceDraftValues>({ claimId: uuid(), draftId: uuid(), slots: photoSlotList }),
});

/** Reads what is kept on this device, once: the form loads this module when it opens. */
export function readClaimEvidenceDraft(): Promise<void> {
  return hydrateFlow(useClaimEvidenceFlow);
}

/** The photos being added to `claimId`, when some are kept for it. */
export function claimEvidenceDraftOf(claimId: string): PhotoSlots | undefined {
  const { values } = useClaimEvidenceFlow.getState();
  return values.claimId === claimId && values.draftId !== undefined ? { draftId: values.draftId, slots: values.slots ?? [] } : undefined;
}

/**
 * The photos being added to `claimId`, started (a new draft id) when none are kept for it. Another claim's
 * give way: `replaced` is their draft id, whose kept files the caller forgets.
 */
export function startClaimEvidenceDraft(claimId: string): { draft: PhotoSlots; replaced?: string } {
  const kept = claimEvidenceDraftOf(claimId);
  if (kept) return { draft: kept };
  const earlier = useClaimEvidenceFlow.getState().values.draftId;
  const draft: PhotoSlots = { draftId: newIdempotencyKey(), slots: [] };
  useClaimEvidenceFlow.getState().reset();
  useClaimEvidenceFlow.getState().setValues({ claimId, ...draft });
  return earlier ? { draft, replaced: earlier } : { draft };
}

function changeSlots(claimId: string, change: (slots: PhotoSlot[]) => PhotoSlot[]): void {
  const kept = claimEvidenceDraftOf(claimId);
  if (kept) useClaimEvidenceFlow.getState().setValues({ slots: change(kept.slots) });
}

/** A slot's photo was sent (`evidenceId`) or replaced and removed (`undefined`). */
export function setClaimEvidencePhoto(claimId: string, slot: Pick<PhotoSlot, 'kind' | 'index'>, evidenceId: string | undefined): void {
  changeSlots(claimId, (slots) => withSlotEvidence(slots, slot, evidenceId));
}

/** "Add another photo", up to `max` of the kind (what the claim can still take). */
export function addClaimEvidenceSlot(claimId: string, kind: ClaimEvidenceKind, max: number): void {
  changeSlots(claimId, (slots) => withAnotherSlot(slots, kind, max));
}

/** Forgets the photos being added, in memory and in local storage (once added, and on logout). */
export function clearClaimEvidenceDraft(): void {
  useClaimEvidenceFlow.getState().reset();
  useClaimEvidenceFlow.persist.clearStorage();
}
