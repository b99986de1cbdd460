import dynamic from 'next/dynamic';
import type { ServerListPage } from '@/lib/lists/loadListPage';
import { BrowserListLoading, ReportList, useServerFirstList } from '@/lib/lists/serverFirstList';
import { useListUrl } from '@/lib/lists/useListUrl';
import { CardList } from './CardList';
import type { CardRow } from './getCards';
import { CARDS_PAGE_SIZE } from './cardListQuery';
import { CARDS_PATH } from './urls';

const BrowserCardsQuery = dynamic(() => import('./BrowserCardsQuery'), { ssr: false, loading: BrowserListLoading });

export interface CardListViewProps {
  cardsPage: ServerListPage<CardRow>;
  /** Lagos `YYYY-MM-DD` the server worked the list out for. */
  today: string;
}

/** /account/cards: the agent's protection cards as the URL's search and page say, first as the server found them. */
export function CardListView({ cardsPage, today }: CardListViewProps) {
  const url = useListUrl(CARDS_PATH);
  const { list, browserAsks, report } = useServerFirstList(cardsPage, url, CARDS_PAGE_SIZE);
  return (
    <>
      {browserAsks ? (
        <ReportList report={report}>
          <BrowserCardsQuery today={today} />
        </ReportList>
      ) : null}
      <CardList {...url} {...list} today={today} />
    </>
  );
}
