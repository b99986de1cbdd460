/**
 * Nigerian mobile numbers as customers give them: `0803 123 4567`, `234-803-123-4567`,
 * `+2348031234567`. The national number is 10 digits starting 7, 8 or 9 (PRODUCT.md; the data
 * service's `customer_phone_format` constraint holds the same rule), so `+234` + 10 digits is stored.
 */

export const PHONE_MESSAGES = {
  required: 'Enter a phone number',
  characters: 'A phone number can contain only digits, spaces, hyphens and a leading +',
  format: 'Enter a Nigerian mobile number: 0, 234 or +234 followed by 10 digits, e.g. 0803 123 4567',
  network: 'This is not a Nigerian mobile number: after the 0 it must start with 7, 8 or 9',
} as const;

const SEPARATORS = /[\s-]/g;
const NATIONAL_MOBILE = /^[789]\d{9}$/;

/** The 10-digit national number, or undefined when the shape (prefix and length) is wrong. */
function nationalNumber(compact: string): string | undefined {
  const match = /^(?:0|234|\+234)(\d{10})$/.exec(compact);
  return match ? match[1] : undefined;
}

/** A message when `value` is not a Nigerian mobile number, else undefined. */
export function validateNigerianPhone(value: string): string | undefined {
  const compact = value.replace(SEPARATORS, '');
  if (compact === '') return PHONE_MESSAGES.required;
  if (!/^\+?\d+$/.test(compact)) return PHONE_MESSAGES.characters;
  const national = nationalNumber(compact);
  if (national === undefined) return PHONE_MESSAGES.format;
  if (!NATIONAL_MOBILE.test(national)) return PHONE_MESSAGES.network;
  return undefined;
}

/** E.164 (`+2348031234567`) for a valid Nigerian mobile number, else undefined. */
export function normalizeNigerianPhone(value: string): string | undefined {
  if (validateNigerianPhone(value) !== undefined) return undefined;
  return `+234${nationalNumber(value.replace(SEPARATORS, ''))}`;
}
