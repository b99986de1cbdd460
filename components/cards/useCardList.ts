import { useMemo, useState } from 'react';
import { useListUrl, type ListUrl } from '@/lib/lists/useListUrl';
import { usePagedQuery, type PagedQuery } from '@/lib/lists/usePagedQuery';
import { lagosToday } from '@/lib/validation';
import { cardListWhere } from './cardSearch';
import { GetCards, type CardRow } from './getCards';
import { CARDS_PATH } from './urls';

/** Cards per page of the list. */
export const CARDS_PAGE_SIZE = 20;

export interface CardListState extends ListUrl, PagedQuery<CardRow> {
  /** The Lagos date the list and its statuses are worked out for. */
  today: string;
}

/** The agent's protection cards as the URL (`?q=…&page=…`) says, the way the customers list works. */
export function useCardList(): CardListState {
  const url = useListUrl(CARDS_PATH);
  const [today] = useState(() => lagosToday());
  const where = useMemo(() => cardListWhere(url.q, today), [url.q, today]);
  const list = usePagedQuery(url, GetCards, { where }, CARDS_PAGE_SIZE, (data) => ({
    rows: data.plan_order,
    total: data.plan_order_aggregate.aggregate?.count,
  }));
  return { ...url, ...list, today };
}
