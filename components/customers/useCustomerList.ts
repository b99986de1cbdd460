import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo } from 'react';
import { formatGraphQLError } from '@/lib/errors';
import { CUSTOMERS_PAGE_SIZE, customerListHref, pageCount, parseCustomerListQuery, type CustomerListQuery } from './customerListQuery';
import { customerSearchWhere } from './customerSearch';
import { GetCustomers, type CustomerRow } from './getCustomers';

export interface CustomerListState extends CustomerListQuery {
  /** Undefined until this page's rows arrive. */
  customers?: CustomerRow[];
  total?: number;
  pageCount?: number;
  errorMessage?: string;
  retrying: boolean;
  retry: () => void;
  /** Puts a new search in the URL (a history entry of its own), from its first page. */
  search: (q: string) => void;
}

/**
 * The customers list as the URL (`?q=…&page=…`) says: reload, back and a shared link show the same list.
 * A page past the last one (typed, or left after the list shrank) moves to the last page in place.
 */
export function useCustomerList(): CustomerListState {
  const router = useRouter();
  const { q, page } = parseCustomerListQuery(router.query);
  const where = useMemo(() => customerSearchWhere(q), [q]);
  const { data, error, refetch, networkStatus } = useQuery(GetCustomers, {
    variables: { where, limit: CUSTOMERS_PAGE_SIZE, offset: (page - 1) * CUSTOMERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  const total = data?.customer_aggregate.aggregate?.count;
  const pages = total === undefined ? undefined : pageCount(total);
  const beyondLastPage = pages !== undefined && page > pages;

  useEffect(() => {
    if (beyondLastPage) void router.replace(customerListHref({ q, page: pages }), undefined, { shallow: true });
  }, [beyondLastPage, pages, q, router]);

  const search = useCallback(
    (text: string) => void router.push(customerListHref({ q: text.trim(), page: 1 }), undefined, { shallow: true }),
    [router],
  );

  return {
    q,
    page,
    customers: beyondLastPage ? undefined : data?.customer,
    total,
    pageCount: pages,
    errorMessage: error ? formatGraphQLError(error) : undefined,
    retrying: networkStatus === NetworkStatus.refetch,
    retry: () => void refetch().catch(() => undefined),
    search,
  };
}
