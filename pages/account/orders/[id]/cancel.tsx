import { CancelOrderView } from '@/components/order-cancel/CancelOrderView';
import { loadCancelOrderPage, type CancelOrderPageProps } from '@/components/order-cancel/loadCancelOrderPage';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

// The plan and what cancelling it gives back are rendered on the server: no GraphQL client in the browser
// until the agent cancels.
export const getServerSideProps = getAccountServerSidePropsWith(loadCancelOrderPage);

export default function CancelOrderPage({ cancelOrderPage, ...account }: AccountPageProps & CancelOrderPageProps) {
  return (
    <AccountLayout {...account}>
      <CancelOrderView cancelOrderPage={cancelOrderPage} />
    </AccountLayout>
  );
}
