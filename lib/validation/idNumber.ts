import { isIdType, OPTION_MESSAGES, type IdType } from './options';

export const ID_NUMBER_MESSAGES = {
  required: 'Enter the ID number',
  VNIN: 'A vNIN is 2 letters, 12 digits and 2 letters, e.g. AB123456789012CD',
  VIN: "A voter's card number (VIN) is 19 letters or digits",
  PASSPORT: 'A passport number is a letter and 8 digits, or 2 letters and 7 digits, e.g. A12345678',
  DRIVERLICENCE: "A driver's licence number is 2 or 3 letters, 5 digits, 2 letters and 2 digits, e.g. ABC12345DE67",
} as const satisfies Record<IdType | 'required', string>;

const ID_NUMBER_PATTERNS: Record<IdType, RegExp> = {
  VNIN: /^[A-Z]{2}\d{12}[A-Z]{2}$/,
  VIN: /^[A-Z0-9]{19}$/,
  PASSPORT: /^(?:[A-Z]\d{8}|[A-Z]{2}\d{7})$/,
  DRIVERLICENCE: /^[A-Z]{2,3}\d{5}[A-Z]{2}\d{2}$/,
};

/** As the ID is typed and stored: upper case, without spaces and hyphens (`ab-123 …` → `AB123…`). */
export function normalizeIdNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * A message when `value` (normalised first) is not a valid number for the ID type, else undefined.
 * Without a valid type there is nothing to check the number against, so the type's message comes back.
 */
export function validateIdNumber(idType: string, value: string): string | undefined {
  if (!isIdType(idType)) return OPTION_MESSAGES.idType;
  const number = normalizeIdNumber(value);
  if (number === '') return ID_NUMBER_MESSAGES.required;
  return ID_NUMBER_PATTERNS[idType].test(number) ? undefined : ID_NUMBER_MESSAGES[idType];
}

/** The last 4 characters kept for every ID (the only part of a vNIN that is kept at all). */
export function idNumberLast4(value: string): string {
  return normalizeIdNumber(value).slice(-4);
}
