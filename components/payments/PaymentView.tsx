import { Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { PageMessage } from '@/components/ui/PageMessage';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { RetryPageMessage } from '@/components/ui/RetryPageMessage';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { forgetSettledTopUp, wizardWaitsOn } from './flowsOnThisDevice';
import type { PaymentPage } from './loadPaymentPage';
import { PaymentDetail } from './PaymentDetail';
import { PaymentInstructions } from './PaymentInstructions';
import { PAYMENT_POLL_MS, paymentProgress } from './paymentProgress';
import type { PaymentFollowProps } from './PaymentFollow';
import type { PaymentState } from './paymentStateFields';

// The live part (the GraphQL client, the gateway asked again) is not the page's: the server asked the gateway
// as it rendered, so the page loads it when its first question is due (or at "Check now").
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
 * The payment as the server found it (asked at the gateway when pending), with what the customer does while
 * it waits. Settled, that is all: no GraphQL client is loaded. Still waiting, the live part loads when the
 * first question is due (a poll's interval on, at once if the server could not ask, or at "Check now") and
 * follows it.
 */
function FoundPayment({ payment, checkFailed }: { payment: PaymentState; checkFailed?: string }) {
  const waiting = paymentProgress(payment) === 'waiting';
  const [Follow, setFollow] = useState<ComponentType<PaymentFollowProps>>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [inWizard, setInWizard] = useState(false);
  const [checkAsked, setCheckAsked] = useState(checkFailed !== undefined);
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
    if (!waiting) {
      forgetSettledTopUp(payment.payment_id);
      return;
    }
    if (checkFailed !== undefined) {
      load();
      return;
    }
    const firstQuestion = setTimeout(load, PAYMENT_POLL_MS);
    return () => clearTimeout(firstQuestion);
  }, [payment.payment_id, waiting, checkFailed, load]);
  const checkNow = () => {
    setCheckAsked(true);
    load();
  };
  if (Follow) return <Follow initial={payment} inWizard={inWizard} checkOnArrival={checkAsked} />;
  return (
    <Stack gap="6">
      {loadFailed ? <RetryAlert title="This payment could not be checked with the gateway." message={NO_ANSWER_MESSAGE} onRetry={load} retrying={false} /> : null}
      <PaymentDetail
        payment={payment}
        inWizard={inWizard}
        waiting={waiting ? <PaymentInstructions payment={payment} onCheckNow={checkNow} checking={checkAsked && !loadFailed} /> : undefined}
      />
    </Stack>
  );
}
