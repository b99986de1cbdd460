/**
 * The phone's inspection photos at a sale: its front with the screen on, its back, and the IMEI screen
 * (`*#06#`). Part of lib/domain/evidence (which re-exports them), in a module of their own so the sale
 * wizard's first load carries these few lines without the rest of evidence's words and rules.
 */
export const INSPECTION_KINDS = ['DEVICE_FRONT', 'DEVICE_BACK', 'IMEI_SCREEN'] as const;

export type InspectionKind = (typeof INSPECTION_KINDS)[number];

/**
 * The inspection photos a sale needs: those the plan's settings name, and none for a renewal (the phone
 * was inspected at its first sale and has been covered since without a gap).
 */
export function inspectionPhotosForSale(planPhotos: readonly InspectionKind[], renewal: boolean): InspectionKind[] {
  return renewal ? [] : INSPECTION_KINDS.filter((kind) => planPhotos.includes(kind));
}
