import { EVIDENCE_KIND_LABELS, isEvidenceKind, type ClaimEvidenceKind } from '@/lib/domain/evidence';
import type { EvidenceAccepts } from '@/lib/uploads/compressPhoto';

/** How a claim's photos of one kind are asked for on screen: the new-claim form and the claim screen say them alike. */
export interface ClaimEvidenceWords {
  /** Above the slots: "Photos of the damage". */
  heading: string;
  /** How to take them. */
  hint: string;
  /** "Add another photo". */
  addAnother: string;
  accepts: EvidenceAccepts;
  /** The slot's label, by its place (0 the first): "Damage photo", "Damage photo 2". */
  label: (index: number) => string;
}

export const CLAIM_EVIDENCE_WORDS: Record<ClaimEvidenceKind, ClaimEvidenceWords> = {
  DAMAGE: {
    heading: 'Photos of the damage',
    hint: 'Close up and in good light: the crack, the water marks, the part that does not work.',
    addAnother: 'Add another photo',
    accepts: 'photo',
    label: (index) => (index === 0 ? 'Damage photo' : `Damage photo ${index + 1}`),
  },
  POLICE_REPORT: {
    heading: 'The police report',
    hint: 'A photo of each page, or the PDF the police station sent.',
    addAnother: 'Add another page',
    accepts: 'photo-or-pdf',
    label: (index) => (index === 0 ? 'Police report' : `Police report, page ${index + 1}`),
  },
};

/**
 * What each of a claim's stored files is called, numbered within its kind in the order given ("Damage
 * photo", "Damage photo 2", "Police report"): the slot that took it said the same.
 */
export function claimFileLabels(files: readonly { kind: string }[]): string[] {
  const seen = new Map<string, number>();
  return files.map(({ kind }) => {
    const position = seen.get(kind) ?? 0;
    seen.set(kind, position + 1);
    if (isClaimEvidenceKind(kind)) return CLAIM_EVIDENCE_WORDS[kind].label(position);
    const label = isEvidenceKind(kind) ? EVIDENCE_KIND_LABELS[kind] : 'File';
    return position === 0 ? label : `${label} ${position + 1}`;
  });
}

function isClaimEvidenceKind(kind: string): kind is ClaimEvidenceKind {
  return Object.hasOwn(CLAIM_EVIDENCE_WORDS, kind);
}
