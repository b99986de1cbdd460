import { useEffect } from 'react';
import { withAppApollo } from '@/lib/apollo/withAppApollo';
import { forgetSettledTopUp } from './flowsOnThisDevice';
import { PaymentDetail } from './PaymentDetail';
import { PaymentInstructions } from './PaymentInstructions';
import type { PaymentState } from './paymentStateFields';
import { usePaymentWatch } from './usePaymentWatch';

export interface PaymentFollowProps {
  /** As the server found it: shown until the first answer here. */
  initial: PaymentState;
  inWizard: boolean;
}

/**
 * The payment's page, live: asks the gateway once on arrival (`confirm_payment`: the browser is back from
 * checkout), then follows the payment while it is pending, with what the customer does and "Check now".
 */
function PaymentFollow({ initial, inWizard }: PaymentFollowProps) {
  const watch = usePaymentWatch(initial.payment_id, { confirmOnArrival: true });
  const payment = watch.payment ?? initial;
  const settled = watch.progress !== undefined && watch.progress !== 'waiting';
  useEffect(() => {
    if (settled) forgetSettledTopUp(payment.payment_id);
  }, [settled, payment.payment_id]);
  return (
    <PaymentDetail
      payment={payment}
      inWizard={inWizard}
      waiting={<PaymentInstructions payment={payment} onCheckNow={() => void watch.checkNow()} checking={watch.checking} errorMessage={watch.errorMessage} />}
    />
  );
}

export default withAppApollo(PaymentFollow);
