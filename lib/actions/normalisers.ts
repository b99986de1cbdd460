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
