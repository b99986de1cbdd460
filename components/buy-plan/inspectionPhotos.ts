import { INSPECTION_KINDS, inspectionPhotosForSale, type InspectionKind } from '@/lib/domain/inspectionKinds';
import type { BuyPlanValues } from '@/lib/flows/buyPlanFlow';

// The sale's inspection photos as the flow keeps them: what the wizard's first load needs (which photos, and
// forgetting them on "Start over"). Nothing here loads the photos' code (lib/uploads), which comes with the
// photos step; forgetting a sale's slots loads it on demand. The rest is inspectionPhotoChanges, loaded with
// the plan and photos steps.

/** What of a sale decides its photos: the stored flow's values, or the form's over them. */
export type SalePhotoChoices = Partial<Pick<BuyPlanValues, 'deviceId' | 'planId' | 'renewalOfOrderId' | 'planPhotos' | 'inspection'>>;

/**
 * The photos the sale needs before payment: none for a renewal (the phone was inspected at its first sale);
 * the chosen plan's, as its quote said; every kind while that is not known (the service decides at payment).
 */
export function requiredPhotos(sale: SalePhotoChoices): InspectionKind[] {
  const quoted = sale.planPhotos && sale.planPhotos.planId === sale.planId ? sale.planPhotos.kinds : INSPECTION_KINDS;
  return inspectionPhotosForSale(quoted, (sale.renewalOfOrderId ?? '') !== '');
}

/** Whether the sale has a photos step: it is skipped when the plan (or a renewal) needs no photo. */
export function photosStepShown(sale: SalePhotoChoices): boolean {
  return requiredPhotos(sale).length > 0;
}

/** The sale's photo slots start with this (`forgetEvidenceSlots`, `uploadsInProgress`). */
export function photoSlotPrefix(slotsId: string): string {
  return `sale:${slotsId}:`;
}

/**
 * Forgets the photos kept on this phone under `slotsId`: their uploads stopped, their files removed. The
 * slots' code loads for it (it is there already if a photo was taken in this page).
 */
export function forgetPhotoSlots(slotsId: string): void {
  void import('@/lib/uploads/evidenceSlots').then(({ forgetEvidenceSlots }) => forgetEvidenceSlots(photoSlotPrefix(slotsId))).catch(() => undefined);
}
