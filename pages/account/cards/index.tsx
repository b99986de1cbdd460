import { CardListView } from '@/components/cards/CardListView';
import { loadCardListPage, type CardListPageProps } from '@/components/cards/loadCardListPage';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

// The page of cards the URL names is rendered on the server: no GraphQL client until the agent searches.
export const getServerSideProps = getAccountServerSidePropsWith(loadCardListPage);

export default function CardsPage({ cardsPage, today, ...account }: AccountPageProps & CardListPageProps) {
  return (
    <AccountLayout {...account}>
      <CardListView cardsPage={cardsPage} today={today} />
    </AccountLayout>
  );
}
