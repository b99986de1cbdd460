import { isClaimType, type ClaimType } from '../domain/claims';

export const CLAIM_DESCRIPTION_MIN_LENGTH = 20;
export const CLAIM_DESCRIPTION_MAX_LENGTH = 1000;

export const DESCRIPTION_MESSAGES = {
  required: 'Describe what happened',
  tooShort: 'Describe what happened in at least 20 characters',
  tooLong: 'The description can have at most 1000 characters',
} as const;

/** The characters the description check counts: surrounding spaces aside, each character once (an emoji too). */
export function claimDescriptionLength(value: string): number {
  return [...value.trim()].length;
}

/** A message when the claim description (surrounding spaces ignored) is not 20–1000 characters, else undefined. */
export function validateClaimDescription(value: string): string | undefined {
  const length = claimDescriptionLength(value);
  if (length === 0) return DESCRIPTION_MESSAGES.required;
  if (length < CLAIM_DESCRIPTION_MIN_LENGTH) return DESCRIPTION_MESSAGES.tooShort;
  if (length > CLAIM_DESCRIPTION_MAX_LENGTH) return DESCRIPTION_MESSAGES.tooLong;
  return undefined;
}

export const POLICE_REPORT_MESSAGES = {
  required: 'A theft claim needs the police report number',
  format: 'Enter the police report number as written on the report (letters, digits, / and -)',
} as const;

/** The police report number a theft claim needs: 3–50 letters, digits, spaces, `/` or `-`. */
export function validatePoliceReportNumber(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return POLICE_REPORT_MESSAGES.required;
  return /^[A-Za-z0-9][A-Za-z0-9 /-]{2,49}$/.test(text) ? undefined : POLICE_REPORT_MESSAGES.format;
}

export const CLAIM_TYPE_MESSAGES = {
  required: 'Choose what happened to the device',
} as const;

/** A message unless `value` is one of the claim types (which of them the plan covers is the service's check). */
export function validateClaimType(value: string): string | undefined {
  return isClaimType(value) ? undefined : CLAIM_TYPE_MESSAGES.required;
}

/** Only a theft claim carries a police report number. */
export function needsPoliceReport(claimType: ClaimType | ''): boolean {
  return claimType === 'THEFT';
}

/** A note between a claim's agent and the claims desk: 1–1000 characters, surrounding spaces aside. */
export const CLAIM_NOTE_MAX_LENGTH = 1000;

export const CLAIM_NOTE_MESSAGES = {
  required: 'Write the note first',
  tooLong: `A note can have at most ${CLAIM_NOTE_MAX_LENGTH} characters`,
} as const;

export function validateClaimNote(value: string): string | undefined {
  const length = claimDescriptionLength(value);
  if (length === 0) return CLAIM_NOTE_MESSAGES.required;
  return length > CLAIM_NOTE_MAX_LENGTH ? CLAIM_NOTE_MESSAGES.tooLong : undefined;
}
