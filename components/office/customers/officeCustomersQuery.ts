import { graphql } from '@/lib/graphql/partner-ops/generated';
import type { Customer_Bool_Exp, GetOfficeCustomersQuery } from '@/lib/graphql/partner-ops/generated/graphql';
import { defineListQuery, type ListSearch } from '@/lib/lists/defineListQuery';
import type { NoFilters } from '@/lib/lists/listQuery';
import { escapeLikePattern, nameWordPattern, parseCustomerSearch } from '@/lib/search/customerSearch';

export type OfficeCustomerRow = GetOfficeCustomersQuery['customer'][number];

/** One page of the partner's customers (operations read their partner's alone), newest first, with their agent. */
export const GetOfficeCustomers = graphql(`
  query GetOfficeCustomers($where: customer_bool_exp!, $limit: Int!, $offset: Int!) {
    customer(where: $where, order_by: [{ created_at: desc }, { id: desc }], limit: $limit, offset: $offset) {
      id
      first_name
      last_name
      phone
      state
      created_at
      agent {
        id
        first_name
        last_name
      }
    }
    customer_aggregate(where: $where) {
      aggregate {
        count
      }
    }
  }
`);

/**
 * The agents' search rule (lib/search/customerSearch) on what operations read: a whole phone exactly, other
 * digits anywhere in the phone, words in the names whatever their accents. Not IMEIs: operations do not
 * read devices.
 */
export function officeCustomerWhere(text: string): Customer_Bool_Exp {
  const search = parseCustomerSearch(text);
  switch (search.kind) {
    case 'all':
      return {};
    case 'phone':
      return { phone: { _eq: search.phone } };
    case 'imei':
    case 'digits': {
      const digits = search.kind === 'imei' ? search.imei : search.digits;
      return { phone: { _like: search.kind === 'digits' && search.phonePattern !== undefined ? search.phonePattern : `%${escapeLikePattern(digits)}%` } };
    }
    case 'name':
      return { _and: search.words.map((word) => ({ search_name: { _ilike: nameWordPattern(word) } })) };
  }
}

export const officeCustomersQuery = defineListQuery({
  document: GetOfficeCustomers,
  variables: (list: ListSearch<NoFilters>) => ({ where: officeCustomerWhere(list.q) }),
  rows: (data: GetOfficeCustomersQuery) => ({ rows: data.customer, total: data.customer_aggregate.aggregate?.count }),
});
