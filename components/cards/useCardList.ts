import { useMemo } from 'react';
import { useListUrl, type ListUrl } from '@/lib/lists/useListUrl';
import { usePagedQuery, type PagedQuery } from '@/lib/lists/usePagedQuery';
import { cardListWhere } from './cardSearch';
import { GetCards, type CardRow } from './getCards';
import { CARDS_PAGE_SIZE } from './cardListQuery';
import { CARDS_PATH } from './urls';

export type CardListState = ListUrl & PagedQuery<CardRow>;

/**
 * The agent's protection cards as the URL (`?q=…&page=…`) says, asked from the browser the way the
 * customers list is; `today` (Lagos) is the date the list is worked out for.
 */
export function useCardList(today: string): CardListState {
  const url = useListUrl(CARDS_PATH);
  const where = useMemo(() => cardListWhere(url.q, today), [url.q, today]);
  const list = usePagedQuery(url, GetCards, { where }, CARDS_PAGE_SIZE, (data) => ({
    rows: data.plan_order,
    total: data.plan_order_aggregate.aggregate?.count,
  }));
  return { ...url, ...list };
}
