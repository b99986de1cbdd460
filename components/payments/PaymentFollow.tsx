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
  /** Ask the gateway on arrival: the server could not, or the agent pressed "Check now" before this part loaded. */
  checkOnArrival: boolean;
}

/**
 * The payment's page, live, while it waits: follows the payment (`payment_status` every few seconds), with
 * what the customer does and "Check now"; asks the gateway on arrival when told to.
 */
function PaymentFollow({ initial, inWizard, checkOnArrival }: PaymentFollowProps) {
  const watch = usePaymentWatch(initial.payment_id, { confirmOnArrival: checkOnArrival });
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
