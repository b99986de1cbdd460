import { loadPaymentPage, type PaymentPageProps } from '@/components/payments/loadPaymentPage';
import { PaymentView } from '@/components/payments/PaymentView';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

// The payment as stored is rendered on the server (the first paint); the browser then asks the gateway
// through the service (the customer may just have paid on its checkout page) and follows it.
export const getServerSideProps = getAccountServerSidePropsWith(loadPaymentPage);

export default function PaymentPage({ paymentPage, ...account }: AccountPageProps & PaymentPageProps) {
  return (
    <AccountLayout {...account}>
      <PaymentView paymentPage={paymentPage} />
    </AccountLayout>
  );
}
