import { GENDER_OPTIONS, ID_TYPE_OPTIONS } from '@/lib/validation/options';

/** The ID type as the onboarding select names it (spec section 3), e.g. "International Passport". */
export function idTypeLabel(idType: string): string {
  return ID_TYPE_OPTIONS.find((option) => option.value === idType && option.value !== '')?.label ?? idType;
}

export function genderLabel(gender: string): string {
  return GENDER_OPTIONS.find((option) => option.value === gender && option.value !== '')?.label ?? gender;
}

/** Only the last 4 characters of an ID are kept: the rest shows as dots, e.g. "•••• 1234". */
export function maskedIdNumber(last4: string): string {
  return `•••• ${last4}`;
}
