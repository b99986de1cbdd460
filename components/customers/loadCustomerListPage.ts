import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { loadListPage, type ServerListPage } from '@/lib/lists/loadListPage';
import { CUSTOMERS_PAGE_SIZE } from './customerListQuery';
import { customerSearchWhere } from '@/lib/search/customerSearch';
import { customerRows, GetCustomers, type CustomerRow } from './getCustomers';

export interface CustomerListPageProps {
  customersPage: ServerListPage<CustomerRow>;
}

/** /account/customers on the server: the page of customers the URL names, in the first paint. */
export const loadCustomerListPage: AccountPageLoader<CustomerListPageProps> = async (context, client) => ({
  customersPage: await loadListPage(context, client, {
    query: GetCustomers,
    variables: ({ q }) => ({ where: customerSearchWhere(q) }),
    pageSize: CUSTOMERS_PAGE_SIZE,
    select: customerRows,
  }),
});
