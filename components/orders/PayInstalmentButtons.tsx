import { useCallback } from 'react';
import { PayNowPanel, type PayNowMethod } from '@/components/payments/PayNowPanel';
import { useKeyedPayment } from '@/components/payments/useKeyedPayment';
import { formatMoney } from '@/lib/format/money';
import type { InstalmentPaymentMethod } from './payInstalmentRequests';

export const PAY_INSTALMENT_BUTTON_MESSAGES = {
  card: 'Send a card payment link',
  transfer: 'Pay by bank transfer',
  notMade: 'No payment was made for the instalment.',
} as const;

/** The two ways, the payment link first. */
const PAY_METHODS: readonly PayNowMethod<InstalmentPaymentMethod>[] = [
  { method: 'CARD', label: PAY_INSTALMENT_BUTTON_MESSAGES.card, primary: true },
  { method: 'TRANSFER', label: PAY_INSTALMENT_BUTTON_MESSAGES.transfer, primary: false },
];

// The pay link's request, loaded (with the GraphQL client) at the tap: the order screen loads neither before.
const loadRequests = () => import('./payInstalmentRequests');

export interface PayInstalmentButtonsProps {
  orderId: string;
  /** The instalment the customer pays now (the first unpaid, fallen due). */
  number: number;
  amountKobo: number;
}

/**
 * The way on for an instalment the saved card did not pay: a payment the customer makes, by a card
 * payment link (the gateway's checkout page, which the payment's screen lets the agent copy and send) or a
 * bank transfer to an account for this payment. The payment's screen opens with what the customer does.
 */
export function PayInstalmentButtons({ orderId, number, amountKobo }: PayInstalmentButtonsProps) {
  const send = useCallback(
    (requests: Awaited<ReturnType<typeof loadRequests>>, method: InstalmentPaymentMethod, key: string) => requests.sendPayInstalment(orderId, method, key),
    [orderId],
  );
  const { pay, submitting } = useKeyedPayment(loadRequests, send);
  return (
    <PayNowPanel
      heading={`Instalment ${number}: ${formatMoney(amountKobo)} to pay`}
      headingId="pay-instalment-heading"
      description="The customer can pay it now: by card, on a payment page you send them as a link, or by bank transfer."
      methods={PAY_METHODS}
      notMade={PAY_INSTALMENT_BUTTON_MESSAGES.notMade}
      pay={pay}
      submitting={submitting}
    />
  );
}
