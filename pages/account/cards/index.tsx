import { cardList } from '@/components/cards/cardList';
import { CardListTable } from '@/components/cards/CardListTable';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';
import type { ServerPageOf } from '@/lib/lists/defineList';
import { ListView } from '@/lib/lists/ListView';
import { lagosToday } from '@/lib/validation';

interface CardsPageProps {
  cardsPage: ServerPageOf<typeof cardList>;
  /** The Lagos date the list and its statuses are worked out for (the browser's own query keeps it). */
  today: string;
}

// The page of cards the URL names is rendered on the server: no GraphQL client until the agent searches.
export const getServerSideProps = getAccountServerSidePropsWith<CardsPageProps>(async (context, client) => {
  const today = lagosToday();
  return { cardsPage: await cardList.loadFirstPage(context, client, today), today };
});

export default function CardsPage({ cardsPage, today, ...account }: AccountPageProps & CardsPageProps) {
  return (
    <AccountLayout {...account}>
      <ListView list={cardList} serverPage={cardsPage} scope={today}>
        {(list) => <CardListTable {...list} today={today} />}
      </ListView>
    </AccountLayout>
  );
}
