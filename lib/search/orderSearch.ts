import { escapeLikePattern, nameWordPattern, parseCustomerSearch } from './customerSearch';
import type { Customer_Bool_Exp, Device_Bool_Exp, Plan_Order_Bool_Exp, String_Comparison_Exp } from '@/lib/graphql/generated/graphql';
import { isPolicyNumber, normalizePolicyNumber } from '@/lib/validation/protectionCard';

/** `ORD-<YEAR>-<6 digits>` (PRODUCT.md), however it is typed. */
const ORDER_REFERENCE = /^ORD-\d{4}-\d{6}$/;

/**
 * What the agent typed in an orders search (the orders and the cards lists): a whole reference or policy
 * number → that order; anything else as `saleRecordSearchWhere` reads it, in the reference and the policy
 * number (`SUN-2026` finds that year's orders).
 */
export function orderSearchWhere(text: string): Plan_Order_Bool_Exp {
  const compact = normalizePolicyNumber(text);
  if (ORDER_REFERENCE.test(compact)) return { reference: { _eq: compact } };
  if (isPolicyNumber(text)) return { policy_number: { _eq: compact } };
  return saleRecordSearchWhere(text, ['reference', 'policy_number']);
}

/** A record's own numbers that a search looks into. */
export type RecordNumberField = 'reference' | 'policy_number';

/** The filter a search puts on a record with numbers of its own, a device and a customer: an order's or a claim's. */
export interface SaleRecordWhere {
  reference?: String_Comparison_Exp;
  policy_number?: String_Comparison_Exp;
  device?: Device_Bool_Exp;
  customer?: Customer_Bool_Exp;
  _or?: SaleRecordWhere[];
  _and?: SaleRecordWhere[];
}

/**
 * A search over records that have numbers of their own (`fields`), a device and a customer (orders, claims),
 * read as the customers search reads it (`parseCustomerSearch`): a whole IMEI → the record's own device (not
 * the customer's other phones); a whole phone → the customer; other digits → part of one of the numbers,
 * an IMEI or a phone; words → each in the customer's first or last name, or in one of the numbers.
 */
export function saleRecordSearchWhere(text: string, fields: readonly RecordNumberField[]): SaleRecordWhere {
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
          ...fields.map((field) => numberMatching(field, { _like: contains })),
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
              ...fields.map((field) => numberMatching(field, { _ilike: pattern })),
              { customer: { search_name: { _ilike: nameWordPattern(word) } } },
            ],
          };
        }),
      };
  }
}

function numberMatching(field: RecordNumberField, comparison: String_Comparison_Exp): SaleRecordWhere {
  return field === 'reference' ? { reference: comparison } : { policy_number: comparison };
}

/** Filters joined with `_and`, leaving out the empty ones (`{}` when none is left): an order's or a claim's. */
export function allOf<Where extends { _and?: Where[] | null }>(...filters: Where[]): Where {
  const present = filters.filter((filter) => Object.keys(filter).length > 0);
  if (present.length === 0) return {} as Where;
  return present.length === 1 ? present[0] : ({ _and: present } as Where);
}
