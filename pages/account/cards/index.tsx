import { CardListView } from '@/components/cards/CardListView';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSideProps, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

export const getServerSideProps = getAccountServerSideProps;

export default function CardsPage(props: AccountPageProps) {
  return (
    <AccountLayout {...props}>
      <CardListView />
    </AccountLayout>
  );
}
