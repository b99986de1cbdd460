import { Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { PageMessage } from '@/components/ui/PageMessage';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { RetryPageMessage } from '@/components/ui/RetryPageMessage';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { forgetSettledTopUp, wizardWaitsOn } from './flowsOnThisDevice';
import type { PaymentPage } from './loadPaymentPage';
import { PaymentDetail } from './PaymentDetail';
import { paymentProgress } from './paymentProgress';
import type { PaymentFollowProps } from './PaymentFollow';
import type { PaymentState } from './paymentStateFields';

// The live part (the GraphQL client, the gateway asked, the instructions) loads after the first paint: the
// server's answer stays on screen meanwhile (next/dynamic's placeholder could not show it).
const loadPaymentFollow = () => import('./PaymentFollow').then((module) => module.default);

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
      return <FoundPayment payment={paymentPage.payment} checkFailed={paymentPage.checkFailed} />;
  }
}

/**
 * The payment as the server found it (asked at the gateway when pending). Settled, that is all: no GraphQL
 * client is loaded. Still waiting, the live part loads after the first paint and follows it.
 */
function FoundPayment({ payment, checkFailed }: { payment: PaymentState; checkFailed?: string }) {
  const waiting = paymentProgress(payment) === 'waiting';
  const [Follow, setFollow] = useState<ComponentType<PaymentFollowProps>>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [inWizard, setInWizard] = useState(false);
  const load = useCallback(() => {
    setLoadFailed(false);
    loadPaymentFollow().then(
      (component) => setFollow(() => component),
      () => setLoadFailed(true),
    );
  }, []);
  // After hydration: local storage (which sale this device's wizard waits on) exists only in the browser.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once, after hydration
    setInWizard(wizardWaitsOn(payment.payment_id));
    if (waiting) load();
    else forgetSettledTopUp(payment.payment_id);
  }, [payment.payment_id, waiting, load]);
  if (Follow) return <Follow initial={payment} inWizard={inWizard} checkFailed={checkFailed} />;
  return (
    <Stack gap="6">
      {loadFailed ? <RetryAlert title="This payment could not be checked with the gateway." message={NO_ANSWER_MESSAGE} onRetry={load} retrying={false} /> : null}
      <PaymentDetail payment={payment} inWizard={inWizard} />
    </Stack>
  );
}
