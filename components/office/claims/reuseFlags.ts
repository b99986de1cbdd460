/** A photo of a claim that is near one used elsewhere, before or since (`evidence_match`, either side). */
export interface PhotoReuse {
  /** The other file. */
  matchedId: string;
  /** The claim it was used on, if any (else it is another phone's inspection photo). */
  claim: { id: string; reference: string } | null;
  /** The phone it was of. */
  imei: string | null;
  /** Hamming distance of the two photos' hashes: 0 the same picture. */
  distance: number;
}

/**
 * A reused photo in the desk's words: the claim it was used on ("This photo was also used on
 * CLM-2026-000123"), or, an inspection photo, the other phone ("…on another phone (IMEI 490154203237518)").
 */
export function reuseFlagText(reuse: PhotoReuse): string {
  if (reuse.claim) return `This photo was also used on ${reuse.claim.reference}`;
  if (reuse.imei) return `This photo was also used on another phone (IMEI ${reuse.imei})`;
  return 'This photo was also used on another claim or phone';
}

/** How near the two photos are, for the officer: the same picture, or one nearly the same (compressed again, cropped a little). */
export function reuseClosenessText(reuse: PhotoReuse): string {
  return reuse.distance === 0 ? 'The same picture.' : 'Nearly the same picture.';
}

/** The section's summary when photos were reused: "1 photo of this claim was also used elsewhere." */
export function reusedPhotosSummary(reusedCount: number): string | undefined {
  if (reusedCount === 0) return undefined;
  return reusedCount === 1
    ? '1 photo of this claim was also used elsewhere: check it below.'
    : `${reusedCount} photos of this claim were also used elsewhere: check them below.`;
}
