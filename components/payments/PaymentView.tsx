import { Skeleton, Stack } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { PageMessage } from '@/components/ui/PageMessage';
import { partLoading } from '@/components/ui/partLoading';
import { RetryPageMessage } from '@/components/ui/RetryPageMessage';
import { wizardWaitsOn } from './flowsOnThisDevice';
import type { PaymentPage } from './loadPaymentPage';
import { PaymentDetail } from './PaymentDetail';
import type { PaymentState } from './paymentStateFields';

// The live part (the GraphQL client, the gateway asked, the instructions) loads after the first paint: the
// server's answer is on screen meanwhile.
const PaymentFollow = dynamic(() => import('./PaymentFollow'), {
  ssr: false,
  loading: partLoading('This payment could not be checked with the gateway.', <Skeleton height="60" borderRadius="md" aria-busy="true" />),
});

/** /account/payments/[id]: the gateway's return page and a payment's own page, first as the server found it. */
export function PaymentView({ paymentPage }: { paymentPage: PaymentPage }) {
  switch (paymentPage.kind) {
    case 'not-found':
      return (
        <PageMessage
          title="Payment not found"
          message="This payment does not exist, or is not one of yours. Check the link, or find the payment on its order."
          link={{ href: '/account/orders', label: 'Your orders' }}
        />
      );
    case 'unavailable':
      return <RetryPageMessage title="This payment could not be loaded" message={paymentPage.message} retryPath={paymentPage.retryPath} />;
    case 'found':
      return <FoundPayment payment={paymentPage.payment} />;
  }
}

function FoundPayment({ payment }: { payment: PaymentState }) {
  const [live, setLive] = useState(false);
  const [inWizard, setInWizard] = useState(false);
  // After hydration: local storage (which sale this device's wizard waits on) exists only in the browser.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once, after hydration
    setInWizard(wizardWaitsOn(payment.payment_id));
    setLive(true);
  }, [payment.payment_id]);
  return <Stack gap="6">{live ? <PaymentFollow initial={payment} inWizard={inWizard} /> : <PaymentDetail payment={payment} inWizard={false} />}</Stack>;
}
