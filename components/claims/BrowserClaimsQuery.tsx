import { withAppApollo } from '@/lib/apollo/withAppApollo';
import { useReportList } from '@/lib/lists/serverFirstList';
import { useClaimList } from './useClaimList';

/**
 * The claims the URL names, asked from the browser (after a search, a status choice or a move in place, or
 * when the server had no answer) and reported to the list on screen. Loaded on its own with the GraphQL client.
 */
function AskForClaims() {
  useReportList(useClaimList());
  return null;
}

export default withAppApollo(AskForClaims);
