import dynamic from 'next/dynamic';
import type { ServerListPage } from '@/lib/lists/loadListPage';
import { BrowserListLoading, ReportList, useServerFirstList } from '@/lib/lists/serverFirstList';
import { useListUrl } from '@/lib/lists/useListUrl';
import { CustomerList } from './CustomerList';
import { CUSTOMERS_PAGE_SIZE } from './customerListQuery';
import { CUSTOMERS_PATH } from './urls';
import type { CustomerRow } from './getCustomers';

const BrowserCustomersQuery = dynamic(() => import('./BrowserCustomersQuery'), { ssr: false, loading: BrowserListLoading });

/** /account/customers: the agent's customers as the URL's search and page say, first as the server found them. */
export function CustomerListView({ customersPage }: { customersPage: ServerListPage<CustomerRow> }) {
  const url = useListUrl(CUSTOMERS_PATH);
  const { list, browserAsks, report } = useServerFirstList(customersPage, url, CUSTOMERS_PAGE_SIZE);
  return (
    <>
      {browserAsks ? (
        <ReportList report={report}>
          <BrowserCustomersQuery />
        </ReportList>
      ) : null}
      <CustomerList
        q={url.q}
        page={url.page}
        customers={list.rows}
        total={list.total}
        pageCount={list.pageCount}
        errorMessage={list.errorMessage}
        onRetry={list.retry}
        retrying={list.retrying}
        onSearch={url.search}
        pageHref={url.pageHref}
      />
    </>
  );
}
