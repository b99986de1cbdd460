import { useMemo } from 'react';
import { useListUrl, type ListUrl } from '@/lib/lists/useListUrl';
import { usePagedQuery, type PagedQuery } from '@/lib/lists/usePagedQuery';
import { CUSTOMERS_PAGE_SIZE } from './customerListQuery';
import { CUSTOMERS_PATH } from './urls';
import { customerSearchWhere } from '@/lib/search/customerSearch';
import { customerRows, GetCustomers, type CustomerRow } from './getCustomers';

export type CustomerListState = ListUrl & PagedQuery<CustomerRow>;

/**
 * The customers list as the URL (`?q=…&page=…`) says: reload, back and a shared link show the same list.
 * A page past the last one (typed, or left after the list shrank) moves to the last page in place.
 */
export function useCustomerList(): CustomerListState {
  const url = useListUrl(CUSTOMERS_PATH);
  const where = useMemo(() => customerSearchWhere(url.q), [url.q]);
  const list = usePagedQuery(url, GetCustomers, { where }, CUSTOMERS_PAGE_SIZE, customerRows);
  return { ...url, ...list };
}
