import { CardList } from './CardList';
import { useCardList } from './useCardList';

/** /account/cards: the agent's protection cards, as the URL's search and page say. */
export function CardListView() {
  return <CardList {...useCardList()} />;
}
