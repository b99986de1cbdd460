import { escapeLikePattern, parseCustomerSearch } from '@/components/customers/customerSearch';
import type { Plan_Order_Bool_Exp } from '@/lib/graphql/generated/graphql';
import { isPolicyNumber, normalizePolicyNumber } from '@/lib/validation';

/** `ORD-<YEAR>-<6 digits>` (PRODUCT.md), however it is typed. */
const ORDER_REFERENCE = /^ORD-\d{4}-\d{6}$/;

/**
 * What the agent typed in an orders search (the orders and the cards lists), read as the customers search
 * reads it (`parseCustomerSearch`), plus order references and policy numbers: a whole reference or policy
 * number → that order; a whole IMEI → the orders of that device; a whole phone → that customer's orders;
 * other digits → part of a reference, a policy number, an IMEI or a phone; words → each in the customer's
 * first or last name, or in the reference or policy number (`SUN-2026` finds that year's orders).
 */
export function orderSearchWhere(text: string): Plan_Order_Bool_Exp {
  const compact = normalizePolicyNumber(text);
  if (ORDER_REFERENCE.test(compact)) return { reference: { _eq: compact } };
  if (isPolicyNumber(text)) return { policy_number: { _eq: compact } };
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
          { reference: { _like: contains } },
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
          return {
            _or: [
              { reference: { _ilike: pattern } },
              { policy_number: { _ilike: pattern } },
              { customer: { _or: [{ first_name: { _ilike: pattern } }, { last_name: { _ilike: pattern } }] } },
            ],
          };
        }),
      };
  }
}

/** Filters joined with `_and`, leaving out the empty ones (`{}` when none is left). */
export function allOf(...filters: Plan_Order_Bool_Exp[]): Plan_Order_Bool_Exp {
  const present = filters.filter((filter) => Object.keys(filter).length > 0);
  if (present.length === 0) return {};
  return present.length === 1 ? present[0] : { _and: present };
}
