import { escapeLikePattern, parseCustomerSearch } from '@/components/customers/customerSearch';
import { ORDER_STATUSES_WITH_CARD } from '@/lib/cards/cardStatus';
import type { Plan_Order_Bool_Exp } from '@/lib/graphql/generated/graphql';
import { addDays, isPolicyNumber, normalizePolicyNumber } from '@/lib/validation';

/** Cards whose cover ended at most this many days ago are still listed (a customer back for a claim or a renewal). */
export const RECENTLY_ENDED_DAYS = 30;

/**
 * The orders the cards list shows on `today` (Lagos): paid for (active, ended or cancelled) and whose cover
 * has not ended, or ended in the last 30 days.
 */
export function cardsShownWhere(today: string): Plan_Order_Bool_Exp {
  return { status: { _in: [...ORDER_STATUSES_WITH_CARD] }, ends_on: { _gte: addDays(today, -RECENTLY_ENDED_DAYS) } };
}

/**
 * What the agent typed in the cards search, read as the customers search reads it (`parseCustomerSearch`),
 * plus policy numbers: a whole policy number → that card; a whole IMEI → the cards of that device; a whole
 * phone → that customer's cards; other digits → part of a policy number, an IMEI or a phone; words → each in
 * the customer's first or last name, or in the policy number (`SUN-2026` finds that year's cards).
 */
export function cardSearchWhere(text: string): Plan_Order_Bool_Exp {
  if (isPolicyNumber(text)) return { policy_number: { _eq: normalizePolicyNumber(text) } };
  const search = parseCustomerSearch(text);
  switch (search.kind) {
    case 'all':
      return {};
    case 'phone':
      return { customer: { phone: { _eq: search.phone } } };
    case 'imei':
      return { device: { _or: [{ imei: { _eq: search.imei } }, { imei2: { _eq: search.imei } }] } };
    case 'digits': {
      const contains = `%${escapeLikePattern(search.digits)}%`;
      return {
        _or: [
          { policy_number: { _like: contains } },
          { device: { _or: [{ imei: { _like: contains } }, { imei2: { _like: contains } }] } },
          ...(search.phonePattern === undefined ? [] : [{ customer: { phone: { _like: search.phonePattern } } }]),
        ],
      };
    }
    case 'name':
      return {
        _and: search.words.map((word) => {
          const pattern = `%${escapeLikePattern(word)}%`;
          return { _or: [{ policy_number: { _ilike: pattern } }, { customer: { _or: [{ first_name: { _ilike: pattern } }, { last_name: { _ilike: pattern } }] } }] };
        }),
      };
  }
}

/** The cards list's filter: the cards shown on `today`, narrowed by the search. */
export function cardListWhere(text: string, today: string): Plan_Order_Bool_Exp {
  const search = cardSearchWhere(text);
  return Object.keys(search).length === 0 ? cardsShownWhere(today) : { _and: [cardsShownWhere(today), search] };
}
