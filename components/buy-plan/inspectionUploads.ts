import { useSyncExternalStore } from 'react';
import { INSPECTION_KINDS, type InspectionKind } from '@/lib/domain/evidence';
import type { SaleInspection } from '@/lib/flows/buyPlanFlow';
import { resumeEvidenceSlot, setEvidenceSlotCallbacks } from '@/lib/uploads/evidenceSlots';
import { stillUploadingMessage, uploadsInProgress, type UploadInProgress } from '@/lib/uploads/uploadsInProgress';
import { dropInspection, keepInspectionPhoto, needPlanPhotos, photoSlotKey, saleInspection } from './inspectionPhotoChanges';
import { photoSlotPrefix, requiredPhotos, type SalePhotoChoices } from './inspectionPhotos';
import type { SaleFailure } from './saleRequests';

// Where the sale's photos stand in this page's uploads: loaded with the photos step, or (for "Pay") once the
// sale has photos. Not in the wizard's first load.

export { stillUploadingMessage };

/** The sale's photos still being prepared or sent (the agent may be on another step meanwhile). */
export function photosUploading(sale: SalePhotoChoices): UploadInProgress[] {
  const inspection = saleInspection(sale);
  return inspection ? uploadsInProgress(photoSlotPrefix(inspection.slotsId)) : [];
}

/** The photos the sale needs that are neither sent nor on their way (never taken, refused, failed). */
export function missingPhotos(sale: SalePhotoChoices): InspectionKind[] {
  const inspection = saleInspection(sale);
  const sending = new Set(photosUploading(sale).map((upload) => upload.slotKey));
  return requiredPhotos(sale).filter((kind) => !inspection?.evidence[kind] && !(inspection && sending.has(photoSlotKey(inspection.slotsId, kind))));
}

/** What the photos step shows wrong: the photos to take (again), and the service's refusal of those sent. */
export interface PhotoProblems {
  missing: readonly InspectionKind[];
  refusal?: string;
}

/**
 * What holds the sale at its photos: on "Next" from the photos step, the photos the plan needs that are
 * neither sent nor on their way (the uploads go on meanwhile); before "Pay", also `uploading` while any photo
 * of the sale is still on its way (the payment never goes without it). Undefined when nothing does.
 */
export function photosHolding(at: 'photos' | 'payment', sale: SalePhotoChoices): 'uploading' | PhotoProblems | undefined {
  if (at === 'payment' && photosUploading(sale).length > 0) {
    payPressedTooSoon += 1;
    for (const listener of payListeners) listener();
    return 'uploading';
  }
  const missing = missingPhotos(sale);
  return missing.length > 0 ? { missing } : undefined;
}

let payPressedTooSoon = 0;
const payListeners = new Set<() => void>();

/** How many times "Pay" was held back by a photo still on its way (the payment's notice says it again each time). */
export function usePayPressedTooSoon(): number {
  return useSyncExternalStore(
    (listener) => {
      payListeners.add(listener);
      return () => payListeners.delete(listener);
    },
    () => payPressedTooSoon,
    () => 0,
  );
}

/**
 * The service would not take the photos sent with the payment (`message`, its words): those it says are
 * missing are needed (whatever the quote said); one it cannot use (not found, another sale's) means every
 * photo is taken again, under new slots.
 */
export function photosRefused(refusal: NonNullable<SaleFailure['photos']>, message: string): PhotoProblems {
  if (refusal.refusal === 'not-usable') {
    dropInspection();
    return { missing: [], refusal: message };
  }
  needPlanPhotos(refusal.missing);
  return { missing: refusal.missing, refusal: message };
}

/**
 * Sends on what the sale's slots left on this phone (a reload after "Next", while a photo was still
 * uploading): off the photos step no field does it. What the service confirms goes to the flow.
 */
export function resumeInspectionUploads(inspection: SaleInspection): void {
  for (const kind of INSPECTION_KINDS) {
    if (inspection.evidence[kind]) continue;
    const slotKey = photoSlotKey(inspection.slotsId, kind);
    setEvidenceSlotCallbacks(slotKey, {
      onUploaded: (evidenceId) => keepInspectionPhoto(inspection.slotsId, kind, evidenceId),
      onCleared: () => keepInspectionPhoto(inspection.slotsId, kind, undefined),
    });
    void resumeEvidenceSlot(slotKey, kind);
  }
}
