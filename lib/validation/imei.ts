import { passesLuhn } from './luhn';

export const IMEI_MESSAGES = {
  required: 'Enter the IMEI (dial *#06# on the phone to see it)',
  digits: 'An IMEI contains digits only',
  length: 'An IMEI is exactly 15 digits',
  checkDigit: 'This IMEI is not valid: the last digit (check digit) does not match the others. Check for a typing mistake',
  sameAsFirst: 'The second IMEI must be different from the first',
} as const;

export const IMEI_LENGTH = 15;

/** As the IMEI is stored: the digits without the spaces or hyphens people type between groups. */
export function normalizeImei(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** A message naming the rule `value` breaks (digits, length, check digit), else undefined. */
export function validateImei(value: string): string | undefined {
  const imei = normalizeImei(value);
  if (imei === '') return IMEI_MESSAGES.required;
  if (!/^\d+$/.test(imei)) return IMEI_MESSAGES.digits;
  if (imei.length !== IMEI_LENGTH) return IMEI_MESSAGES.length;
  if (!passesLuhn(imei)) return IMEI_MESSAGES.checkDigit;
  return undefined;
}

export function isValidImei(value: string): boolean {
  return validateImei(value) === undefined;
}

/** The optional second IMEI of a dual-SIM phone: empty is fine, else the same rules and not the first. */
export function validateSecondImei(value: string, firstImei: string): string | undefined {
  const imei = normalizeImei(value);
  if (imei === '') return undefined;
  const message = validateImei(imei);
  if (message !== undefined) return message;
  return imei === normalizeImei(firstImei) ? IMEI_MESSAGES.sameAsFirst : undefined;
}
