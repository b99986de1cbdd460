import { withAppApollo } from '@/lib/apollo/withAppApollo';
import { useReportList } from '@/lib/lists/serverFirstList';
import { useCustomerList } from './useCustomerList';

/**
 * The customers the URL names, asked from the browser (after a search or a move in place, or when the
 * server had no answer) and reported to the list on screen. Loaded on its own with the GraphQL client.
 */
function AskForCustomers() {
  useReportList(useCustomerList());
  return null;
}

export default withAppApollo(AskForCustomers);
