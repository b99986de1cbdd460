import { withAppApollo } from '@/lib/apollo/withAppApollo';
import { useReportList } from '@/lib/lists/serverFirstList';
import { useCardList } from './useCardList';

/**
 * The cards the URL names, asked from the browser (after a search or a move in place, or when the server
 * had no answer) and reported to the list on screen. Loaded on its own with the GraphQL client.
 */
function AskForCards({ today }: { today: string }) {
  useReportList(useCardList(today));
  return null;
}

export default withAppApollo(AskForCards);
