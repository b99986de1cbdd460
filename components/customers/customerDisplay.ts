import { GENDER_OPTIONS, ID_TYPE_OPTIONS } from '@/lib/validation';

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

/** "SCREEN" → "Screen", "READY_FOR_PICKUP" → "Ready for pickup". */
export function humanize(code: string): string {
  const text = code.toLowerCase().split('_').filter(Boolean).join(' ');
  return text === '' ? code : text.charAt(0).toUpperCase() + text.slice(1);
}

export const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`;

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A claim's badge colour: green once completed, red when rejected, orange while in progress. */
export function claimStatusPalette(status: string): 'green' | 'orange' | 'red' | 'blue' {
  switch (status) {
    case 'COMPLETED':
      return 'green';
    case 'REJECTED':
      return 'red';
    case 'READY_FOR_PICKUP':
      return 'blue';
    default:
      return 'orange';
  }
}
