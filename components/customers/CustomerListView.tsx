import { CustomerList } from './CustomerList';
import { useCustomerList } from './useCustomerList';
import { AppApolloProvider } from '@/lib/apollo/AppApolloProvider';

/** /account/customers: the agent's customers, as the URL's search and page say. */
export function CustomerListView() {
  return (
    <AppApolloProvider>
      <CustomerListScreen />
    </AppApolloProvider>
  );
}

function CustomerListScreen() {
  const { q, page, rows, total, pageCount, errorMessage, retry, retrying, search, pageHref } = useCustomerList();
  return (
    <CustomerList
      q={q}
      page={page}
      customers={rows}
      total={total}
      pageCount={pageCount}
      errorMessage={errorMessage}
      onRetry={retry}
      retrying={retrying}
      onSearch={search}
      pageHref={pageHref}
    />
  );
}
