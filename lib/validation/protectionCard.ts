/**
 * What a person may type or scan to check a protection card (`/verify`, the data service's
 * `verify_card`): the card's verification code, or its policy number with the IMEI's last 4 digits.
 * The two formats never overlap (a code is 22 characters without spaces, a policy number at most 18),
 * so a screen can tell which one it has before asking for anything else.
 */

/**
 * 16 bytes (122 of them random, from gen_random_uuid()) as base64url without padding: 22 characters
 * of A–Z a–z 0–9 `-` `_`, safe in a URL path and a QR code. Matched exactly, case and all. The
 * database's `plan_order_verification_code_format` constraint holds the same pattern.
 */
export const VERIFICATION_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** `<PARTNER PREFIX>-<YEAR>-<6 digits>`, e.g. `SUN-2025-000123`, as `normalizePolicyNumber` writes it. */
export const POLICY_NUMBER_PATTERN = /^[A-Z]{2,6}-\d{4}-\d{6}$/;

/** Whether `value` (surrounding spaces aside) is a card verification code. */
export function isVerificationCode(value: string): boolean {
  return VERIFICATION_CODE_PATTERN.test(value.trim());
}

/** A policy number as stored: upper case, without the spaces people type or paste into it. */
export function normalizePolicyNumber(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** Whether `value` is a policy number once case and spaces are ignored. */
export function isPolicyNumber(value: string): boolean {
  return POLICY_NUMBER_PATTERN.test(normalizePolicyNumber(value));
}

export const POLICY_NUMBER_MESSAGES = {
  required: 'Enter the policy number printed on the card',
  format: 'A policy number is letters, the year and 6 digits, e.g. SUN-2025-000123',
} as const;

/** A message when `value` is not a policy number (case and spaces ignored), else undefined. */
export function validatePolicyNumber(value: string): string | undefined {
  if (value.trim() === '') return POLICY_NUMBER_MESSAGES.required;
  return isPolicyNumber(value) ? undefined : POLICY_NUMBER_MESSAGES.format;
}

export const IMEI_LAST4_MESSAGES = {
  // The sequential policy number alone would let anyone read every card; the IMEI's end is on the phone.
  required: "Enter the last 4 digits of the device's IMEI to check a policy number",
  digits: 'The last 4 digits of the IMEI are 4 digits',
} as const;

/** A message when `value` (surrounding spaces aside) is not 4 digits, else undefined. */
export function validateImeiLast4(value: string): string | undefined {
  const digits = value.trim();
  if (digits === '') return IMEI_LAST4_MESSAGES.required;
  return /^\d{4}$/.test(digits) ? undefined : IMEI_LAST4_MESSAGES.digits;
}
