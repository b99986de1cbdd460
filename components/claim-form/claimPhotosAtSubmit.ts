import type { ClaimType } from '@/lib/domain/claims';
import { requiredClaimEvidence, type ClaimEvidenceKind } from '@/lib/domain/evidence';
import { claimPhotosOf, readClaimDraft } from '@/lib/flows/claimDraftFlow';
import { evidenceIdsOf, photoSlotPrefix } from '@/lib/flows/claimPhotos';
import { waitForUploads } from '@/components/evidence/waitForUploads';
import { forgetEvidenceSlots } from '@/lib/uploads/evidenceSlots';
import { stillUploadingMessage, uploadsInProgress, type UploadInProgress } from '@/lib/uploads/uploadsInProgress';

// What "File claim" asks of the claim's photos: loaded with the photos' part, or at the first "File claim"
// (the upload code stays out of the form's first load).

/** Where a new claim's photos keep their files: `claim:<draft id>:<kind>:<n>`. */
export const CLAIM_PHOTO_AREA = 'claim';

/** The claim's photos of the kind its type needs, as they stand now. */
export interface ClaimPhotosNow {
  kind: ClaimEvidenceKind;
  /** The draft's photos' id, once the photos' part has started them. */
  draftId?: string;
  /** The evidence ids sent, in slot order. */
  ids: string[];
  /** Said while some are still being prepared or sent ("The photo 'Damage photo 2' is still uploading. The claim is filed…"). */
  stillUploading?: string;
}

function prefixOf(draftId: string, kind: ClaimEvidenceKind): string {
  return photoSlotPrefix(CLAIM_PHOTO_AREA, draftId, kind);
}

/** What "File claim" says while it waits: which files, and that the claim goes once they are sent. */
export function waitingMessage(uploads: readonly UploadInProgress[]): string | undefined {
  const which = stillUploadingMessage(uploads);
  return which && `${which} The claim is filed as soon as ${uploads.length === 1 ? 'it is' : 'they are'} sent.`;
}

/** What the draft (read from this device first, if it was not yet) holds of the claim's photos now. */
export async function claimPhotosNow(orderId: string, claimType: ClaimType): Promise<ClaimPhotosNow> {
  await readClaimDraft();
  const kind = requiredClaimEvidence(claimType);
  const photos = claimPhotosOf(orderId);
  if (!photos) return { kind, ids: [] };
  const stillUploading = waitingMessage(uploadsInProgress(prefixOf(photos.draftId, kind)));
  return { kind, draftId: photos.draftId, ids: evidenceIdsOf(photos.slots, kind), ...(stillUploading ? { stillUploading } : {}) };
}

/**
 * Waits until no photo of the kind is being prepared or sent (each sent, refused or failed), saying meanwhile
 * which ones it waits for (`say`, undefined at the end). Rejects with an AbortError when `signal` aborts.
 */
export async function waitForClaimPhotos(now: ClaimPhotosNow, signal: AbortSignal, say: (stillUploading: string | undefined) => void): Promise<void> {
  if (!now.draftId) return;
  await waitForUploads(prefixOf(now.draftId, now.kind), signal, (uploads) => say(waitingMessage(uploads)));
}

/** Once filed: the draft's slots and any file still kept for them are forgotten. */
export function forgetClaimPhotos(draftId: string): Promise<void> {
  return forgetEvidenceSlots(photoSlotPrefix(CLAIM_PHOTO_AREA, draftId));
}
