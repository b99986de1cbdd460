import { passesLuhn } from './luhn';

export const CARD_MESSAGES = {
  numberRequired: 'Enter the card number',
  numberDigits: 'A card number contains digits only',
  numberLength: 'A card number is 12 to 19 digits',
  numberCheck: 'This card number is not valid. Check for a typing mistake',
  expiryRequired: 'Enter the expiry date',
  expiryFormat: 'Enter the expiry date as MM/YY',
  expired: 'This card has expired',
  cvvRequired: 'Enter the CVV',
  cvvFormat: 'The CVV is the 3 or 4 digits on the back of the card',
} as const;

/** The digits of a card number as typed in groups (`4084 0840 …`). */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** A message when `value` is not a plausible card number (digits, length, Luhn check), else undefined. */
export function validateCardNumber(value: string): string | undefined {
  const number = normalizeCardNumber(value);
  if (number === '') return CARD_MESSAGES.numberRequired;
  if (!/^\d+$/.test(number)) return CARD_MESSAGES.numberDigits;
  if (number.length < 12 || number.length > 19) return CARD_MESSAGES.numberLength;
  if (!passesLuhn(number)) return CARD_MESSAGES.numberCheck;
  return undefined;
}

/** The month and four-digit year of an expiry typed `MM/YY`, `MM/YYYY` or `MMYY`, or undefined when it is not one. */
export function parseCardExpiry(value: string): { month: number; year: number } | undefined {
  const match = /^(\d{2})\/?(\d{2}|\d{4})$/.exec(value.replace(/\s/g, ''));
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  // Two-digit years are this century's, as printed on cards.
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month, year };
}

/**
 * A message when `value` (`MM/YY`, `MM/YYYY` or `MMYY`) is not a valid, unexpired expiry date, else
 * undefined. A card is valid to the end of its expiry month; `today` is `YYYY-MM-DD` (Africa/Lagos).
 */
export function validateCardExpiry(value: string, today: string): string | undefined {
  if (value.replace(/\s/g, '') === '') return CARD_MESSAGES.expiryRequired;
  const expiry = parseCardExpiry(value);
  if (!expiry) return CARD_MESSAGES.expiryFormat;
  const [todayYear, todayMonth] = today.split('-').map(Number);
  if (expiry.year * 12 + expiry.month < todayYear * 12 + todayMonth) return CARD_MESSAGES.expired;
  return undefined;
}

export function validateCvv(value: string): string | undefined {
  const cvv = value.trim();
  if (cvv === '') return CARD_MESSAGES.cvvRequired;
  return /^\d{3,4}$/.test(cvv) ? undefined : CARD_MESSAGES.cvvFormat;
}
