import { normalizeNigerianPhone } from '@/lib/validation/phone';

/**
 * `login`'s identifier, as the sign-in form sends it and the data service counts attempts by it: a phone
 * number in any accepted form as E.164 (`+2348030000001`), an e-mail address (or any other text) trimmed
 * and lower-cased. Its one other argument the form types, the password, goes as typed; the partner code
 * is the app's. Applying it twice changes nothing.
 */
export function loginIdentifier(identifier: string): string {
  const text = identifier.trim();
  if (text.includes('@')) return text.toLowerCase();
  return normalizeNigerianPhone(text) ?? text.toLowerCase();
}
