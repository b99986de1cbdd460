import { CardList } from './CardList';
import { useCardList } from './useCardList';
import { AppApolloProvider } from '@/lib/apollo/AppApolloProvider';

/** /account/cards: the agent's protection cards, as the URL's search and page say. */
export function CardListView() {
  return (
    <AppApolloProvider>
      <CardListScreen />
    </AppApolloProvider>
  );
}

function CardListScreen() {
  return <CardList {...useCardList()} />;
}
