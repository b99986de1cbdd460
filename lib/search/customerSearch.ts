import { withoutAccents } from '@/lib/format/withoutAccents';
import type { Customer_Bool_Exp } from '@/lib/graphql/generated/graphql';
import { isValidImei } from '@/lib/validation/imei';
import { normalizeNigerianPhone } from '@/lib/validation/phone';

/**
 * What the agent typed in the customers search, as a filter on the agent's customers:
 * - a whole Nigerian mobile number in any form (`0803 123 4567`, `234…`, `+234…`) → that phone exactly;
 * - a whole valid IMEI → the customer with a device of that IMEI (first or second);
 * - other digits → phones containing them (a leading `0`/`234`/`+234` anchors them to the start of the
 *   national number) or IMEIs containing them;
 * - anything else → names: every word in the first or the last name, whatever the case and the accents
 *   ("adebayo" finds "Adébáyọ̀": `customer.search_name` is the names without accents, see withoutAccents).
 */
export type CustomerSearch =
  | { kind: 'all' }
  | { kind: 'phone'; phone: string }
  | { kind: 'imei'; imei: string }
  | { kind: 'digits'; digits: string; phonePattern: string | undefined }
  | { kind: 'name'; words: string[] };

const SEPARATORS = /[\s-]/g;

/** `text` for a LIKE pattern, matched literally: `%`, `_` and the escape `\` itself are escaped. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function parseCustomerSearch(text: string): CustomerSearch {
  const query = text.trim();
  if (query === '') return { kind: 'all' };

  const phone = normalizeNigerianPhone(query);
  if (phone !== undefined) return { kind: 'phone', phone };

  const compact = query.replace(SEPARATORS, '');
  if (/^\+?\d+$/.test(compact)) {
    const digits = compact.replace('+', '');
    if (!compact.startsWith('+') && isValidImei(digits)) return { kind: 'imei', imei: digits };
    return { kind: 'digits', digits, phonePattern: phonePattern(compact) };
  }

  return { kind: 'name', words: query.split(/\s+/) };
}

/** The ILIKE pattern of a word of a name, for `search_name` (the names without accents). */
export const nameWordPattern = (word: string) => `%${escapeLikePattern(withoutAccents(word))}%`;

/** The LIKE pattern of a partial phone: the start of the national number after a prefix, else anywhere. */
function phonePattern(compact: string): string | undefined {
  const prefixed = /^(?:\+234|234|0)(\d*)$/.exec(compact);
  if (prefixed) return prefixed[1] === '' ? undefined : `+234${escapeLikePattern(prefixed[1])}%`;
  return `%${escapeLikePattern(compact.replace('+', ''))}%`;
}

/** The `customer_bool_exp` for a search (`{}`: every customer the agent may see). */
export function customerSearchWhere(text: string): Customer_Bool_Exp {
  const search = parseCustomerSearch(text);
  switch (search.kind) {
    case 'all':
      return {};
    case 'phone':
      return { phone: { _eq: search.phone } };
    case 'imei':
      return { devices: { _or: [{ imei: { _eq: search.imei } }, { imei2: { _eq: search.imei } }] } };
    case 'digits': {
      const contains = `%${escapeLikePattern(search.digits)}%`;
      const byImei: Customer_Bool_Exp = { devices: { _or: [{ imei: { _like: contains } }, { imei2: { _like: contains } }] } };
      return search.phonePattern === undefined ? byImei : { _or: [{ phone: { _like: search.phonePattern } }, byImei] };
    }
    case 'name':
      return { _and: search.words.map((word) => ({ search_name: { _ilike: nameWordPattern(word) } })) };
  }
}
