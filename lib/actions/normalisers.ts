import { normalizeImei, normalizeNigerianPhone } from '@/lib/validation';

/**
 * How arguments are normalised, by the form before it sends them and by the data service before it uses
 * them: each gives back what it is given once normalised (applying one twice changes nothing).
 */

export const trimmed = (value: string): string => value.trim();

/** Optional text: trimmed, and null when nothing is left. */
export function optionalText(value: string | null): string | null {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
}

/** As the service keeps an e-mail address (and compares it): trimmed, lower case, null when empty. */
export function emailAddress(value: string | null): string | null {
  return optionalText(value)?.toLowerCase() ?? null;
}

/** E.164 (`+2348031234567`) for a Nigerian mobile number in any accepted form; other text trimmed (its rule refuses it). */
export function nigerianPhone(value: string): string {
  return normalizeNigerianPhone(value) ?? value.trim();
}

/** An optional IMEI: its digits, or null when none was given. */
export function optionalImei(value: string | null): string | null {
  const digits = normalizeImei(value ?? '');
  return digits === '' ? null : digits;
}
