import { withAppApollo } from '@/lib/apollo/withAppApollo';
import { useReportList } from '@/lib/lists/serverFirstList';
import { useOrderList } from './useOrderList';

/**
 * The orders the URL names, asked from the browser (after a search, a filter, a sort or a move in place, or
 * when the server had no answer) and reported to the list on screen. Loaded on its own with the GraphQL client.
 */
function AskForOrders() {
  useReportList(useOrderList());
  return null;
}

export default withAppApollo(AskForOrders);
