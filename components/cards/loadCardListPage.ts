import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { loadListPage, type ServerListPage } from '@/lib/lists/loadListPage';
import { lagosToday } from '@/lib/validation';
import { cardListWhere } from './cardSearch';
import { GetCards, type CardRow } from './getCards';
import { CARDS_PAGE_SIZE } from './cardListQuery';

export interface CardListPageProps {
  cardsPage: ServerListPage<CardRow>;
  /** The Lagos date the list and its statuses are worked out for (the browser's own query keeps it). */
  today: string;
}

/** /account/cards on the server: the page of cards the URL names, in the first paint. */
export const loadCardListPage: AccountPageLoader<CardListPageProps> = async (context, client) => {
  const today = lagosToday();
  const cardsPage = await loadListPage(context, client, {
    query: GetCards,
    variables: ({ q }) => ({ where: cardListWhere(q, today) }),
    pageSize: CARDS_PAGE_SIZE,
    select: (data) => ({ rows: data.plan_order, total: data.plan_order_aggregate.aggregate?.count }),
  });
  return { cardsPage, today };
};
