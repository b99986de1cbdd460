import type { ClaimStatus, ClaimType } from './claims';
import { INSPECTION_KINDS, type InspectionKind } from './inspectionKinds';

export { INSPECTION_KINDS, inspectionPhotosForSale, type InspectionKind } from './inspectionKinds';

/**
 * Evidence: the photos and documents an agent adds to a sale and to a claim (`evidence.kind`). One home for
 * the data service (what an upload may be, what a sale and a claim require), its migration's CHECK list
 * (compared in a test) and the app's fields.
 *
 * At a sale, the phone's inspection photos: its front with the screen on, its back, and the IMEI screen
 * (`*#06#`), so an officer can later see the phone was whole and is the one covered. On a claim, photos of
 * the damage, and for a theft the police report (a photo or a PDF).
 */
export const CLAIM_EVIDENCE_KINDS = ['DAMAGE', 'POLICE_REPORT'] as const;
export const EVIDENCE_KINDS = [...INSPECTION_KINDS, ...CLAIM_EVIDENCE_KINDS] as const;

export type ClaimEvidenceKind = (typeof CLAIM_EVIDENCE_KINDS)[number];
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

const KINDS: ReadonlySet<string> = new Set(EVIDENCE_KINDS);
const INSPECTION: ReadonlySet<string> = new Set(INSPECTION_KINDS);

export function isEvidenceKind(value: unknown): value is EvidenceKind {
  return typeof value === 'string' && KINDS.has(value);
}

export function isInspectionKind(value: unknown): value is InspectionKind {
  return typeof value === 'string' && INSPECTION.has(value);
}

/** What each kind is called on screen (the field's label, the officer's caption). */
export const EVIDENCE_KIND_LABELS: Record<EvidenceKind, string> = {
  DEVICE_FRONT: 'Front, screen on',
  DEVICE_BACK: 'Back',
  IMEI_SCREEN: 'IMEI screen (dial *#06#)',
  DAMAGE: 'Damage photo',
  POLICE_REPORT: 'Police report',
};

/** A police report may be a PDF the station sent; everything else is a photo taken there and then. */
export function acceptsPdf(kind: EvidenceKind): boolean {
  return kind === 'POLICE_REPORT';
}

/**
 * Most files of one kind on one claim: enough to show a cracked screen from several angles, few enough that
 * a phone on mobile data is not asked to send an album.
 */
export const MAX_CLAIM_FILES_PER_KIND = 6;

/** A claim takes more photos, and the desk may ask for more, until it is decided. */
export const CLAIM_STATUSES_TAKING_EVIDENCE: readonly ClaimStatus[] = ['SUBMITTED', 'UNDER_REVIEW'];

/** What a claim of each type must carry when it is filed: damage needs a photo of it, a theft the police report. */
export function requiredClaimEvidence(type: ClaimType): ClaimEvidenceKind {
  return type === 'THEFT' ? 'POLICE_REPORT' : 'DAMAGE';
}

/**
 * What a claim without its required evidence is told: by the form before it is sent, and by the service
 * (`evidence-missing`), in the same words.
 */
export const MISSING_CLAIM_EVIDENCE: Record<ClaimEvidenceKind, string> = {
  DAMAGE: 'Add at least one photo of the damage.',
  POLICE_REPORT: 'Add the police report: a photo of it or the PDF.',
};

/**
 * How long a finished upload that no sale or claim took may wait before it is deleted (the agent started a
 * sale and never finished it). A sale wizard is kept for days on the phone, so this is generous.
 */
export const UNATTACHED_EVIDENCE_DAYS = 14;

/** How long an unfinished upload is kept for the phone to resume it (tus `Upload-Expires`). */
export const UPLOAD_RESUMABLE_HOURS = 48;

/** How long a link to a stored file works: long enough to open it, short enough that a copied link dies. */
export const SIGNED_URL_SECONDS = 10 * 60;
