import { CLAIM_TYPES, type ClaimType } from '@/lib/domain/claims';
import type { ClaimEvidenceKind } from '@/lib/domain/evidence';
import { photoSlotList, withAnotherSlot, withSlotEvidence, type PhotoSlot, type PhotoSlots } from './claimPhotos';
import { createPersistedFlowStore, hydrateFlow } from './createPersistedFlowStore';
import { CLAIM_DRAFT_FLOW_KEY } from './flowKeys';
import { newIdempotencyKey } from './idempotencyKey';
import { boolean, choice, isRecord, object, partialObject, text, uuid } from './storedValues';

export { CLAIM_DRAFT_FLOW_KEY };
export const CLAIM_DRAFT_STEPS = ['claim'] as const;
export type ClaimDraftStep = (typeof CLAIM_DRAFT_STEPS)[number];

/** A claim being written on the new-claim form: the order, what the agent typed, and its request's state. */
export interface ClaimDraftValues {
  /** The order the claim is for: a draft of another order is not shown on this one's form. */
  orderId: string;
  claimType: ClaimType | '';
  incidentDate: string;
  description: string;
  policeReportNumber: string;
  /**
   * Made at the first "File claim" and stored before the request leaves, so a double click, the retry link,
   * a retry or a reload mid-request send the same key and the service answers the first outcome. Dropped
   * when the agent changes the claim after a refusal (a new claim, a new key).
   */
  idempotencyKey: string;
  /** A request left and its answer has not come yet: the form offers to finish sending it, unchanged. */
  awaitingAnswer: boolean;
  /**
   * The claim's photos (damage, police report): for the order they were taken on, under their own draft id,
   * so what is typed for another order never carries them, and their slot keys survive a new request key.
   */
  photos: ClaimDraftPhotos;
}

/** The photos of a claim draft, with the order they are for. */
export interface ClaimDraftPhotos extends PhotoSlots {
  orderId: string;
}

/** What the agent typed, as the draft keeps it. */
export type ClaimDraftText = Pick<ClaimDraftValues, 'claimType' | 'incidentDate' | 'description' | 'policeReportNumber'>;

/** Version 2: the claim's photos (`photos`). */
export const CLAIM_DRAFT_FLOW_VERSION = 2;

/**
 * A version 1 draft (no photos) reads as it was: its values are version 2's without photos. Any other
 * version (a newer app's draft) starts a fresh draft, without a notice.
 */
export function migrateClaimDraft(persisted: unknown, fromVersion: number): unknown {
  if (fromVersion === 1 && isRecord(persisted)) return persisted;
  return { currentStep: 'claim', completedSteps: [], values: {} };
}

/**
 * The persisted flow pattern with one step: read after the first render, values checked on write, corrupt
 * data replaced by a fresh draft with `recoveredFromCorruptData`. Written as the agent types (`useFlowDraft`);
 * cleared once the claim is filed, and on logout.
 */
export const useClaimDraftFlow = createPersistedFlowStore<ClaimDraftStep, ClaimDraftValues>({
  name: CLAIM_DRAFT_FLOW_KEY,
  steps: CLAIM_DRAFT_STEPS,
  version: CLAIM_DRAFT_FLOW_VERSION,
  // Text is kept as typed (bounded as the data service bounds its arguments); the rules judge it on submit.
  checkValues: partialObject<ClaimDraftValues>({
    orderId: uuid(),
    claimType: choice(CLAIM_TYPES),
    incidentDate: text(20),
    description: text(4000),
    policeReportNumber: text(200),
    idempotencyKey: uuid(),
    awaitingAnswer: boolean(),
    photos: object<ClaimDraftPhotos>({ orderId: uuid(), draftId: uuid(), slots: photoSlotList }),
  }),
  migrate: migrateClaimDraft,
});

/** Reads the draft kept on this device, once: the new-claim form loads this module after its first paint. */
export function readClaimDraft(): Promise<void> {
  return hydrateFlow(useClaimDraftFlow);
}

/** Forgets the draft, in memory and in local storage. */
export function clearClaimDraft(): void {
  useClaimDraftFlow.getState().reset();
  // After reset, whose write would otherwise leave an empty draft under the key.
  useClaimDraftFlow.persist.clearStorage();
}

/** The stored draft's values when they are `orderId`'s; another order's draft is not that order's form's. */
export function claimDraftOf(orderId: string): Partial<ClaimDraftValues> | undefined {
  const saved = useClaimDraftFlow.getState().values;
  return saved.orderId === orderId ? saved : undefined;
}

/**
 * Before a claim's request leaves: what was typed, the claim's key (kept from an attempt the service refused
 * while nothing changed since, else new) and `awaitingAnswer`, stored together. Returns the key to send.
 */
export function startClaimAttempt(orderId: string, typed: ClaimDraftText): string {
  const state = useClaimDraftFlow.getState();
  const idempotencyKey = claimDraftOf(orderId)?.idempotencyKey ?? newIdempotencyKey();
  if (state.values.orderId !== orderId) {
    // Another order's draft gives way; this order's photos stay.
    const photos = claimPhotosOf(orderId);
    state.reset();
    if (photos) state.setValues({ photos });
  }
  state.setValues({ orderId, ...typed, idempotencyKey, awaitingAnswer: true });
  return idempotencyKey;
}

/** The service answered a claim's request without filing it; `keyUsedUp`: the key cannot be sent again. */
export function claimAttemptRefused(keyUsedUp: boolean): void {
  useClaimDraftFlow.getState().setValues({ awaitingAnswer: false, ...(keyUsedUp ? { idempotencyKey: undefined } : {}) });
}

/** The photos kept for a claim on `orderId`; another order's are not this claim's. */
export function claimPhotosOf(orderId: string): ClaimDraftPhotos | undefined {
  const photos = useClaimDraftFlow.getState().values.photos;
  return photos?.orderId === orderId ? photos : undefined;
}

/**
 * The photos of a claim on `orderId`, started (with a new draft id) when none are kept for it. Another
 * order's photos give way: `replaced` is their draft id, whose kept files the caller forgets.
 */
export function startClaimPhotos(orderId: string): { photos: ClaimDraftPhotos; replaced?: string } {
  const kept = claimPhotosOf(orderId);
  if (kept) return { photos: kept };
  const earlier = useClaimDraftFlow.getState().values.photos;
  const photos: ClaimDraftPhotos = { orderId, draftId: newIdempotencyKey(), slots: [] };
  useClaimDraftFlow.getState().setValues({ photos });
  return earlier ? { photos, replaced: earlier.draftId } : { photos };
}

/** Changes this order's photo slots. A change makes the claim another request: its key goes (not while one awaits its answer). */
function changeClaimPhotos(orderId: string, change: (slots: PhotoSlot[]) => PhotoSlot[]): void {
  const photos = claimPhotosOf(orderId);
  if (!photos) return;
  const state = useClaimDraftFlow.getState();
  const ownDraft = state.values.orderId === orderId;
  const dropKey = ownDraft && state.values.awaitingAnswer !== true && state.values.idempotencyKey !== undefined;
  state.setValues({ photos: { ...photos, slots: change(photos.slots) }, ...(dropKey ? { idempotencyKey: undefined } : {}) });
}

/** A slot's photo was sent (`evidenceId`) or replaced and removed (`undefined`). */
export function setClaimPhoto(orderId: string, slot: Pick<PhotoSlot, 'kind' | 'index'>, evidenceId: string | undefined): void {
  changeClaimPhotos(orderId, (slots) => withSlotEvidence(slots, slot, evidenceId));
}

/** "Add another photo": one more slot of `kind`. */
export function addClaimPhotoSlot(orderId: string, kind: ClaimEvidenceKind): void {
  changeClaimPhotos(orderId, (slots) => withAnotherSlot(slots, kind));
}
