import { useCallback } from 'react';
import { PayNowPanel, type PayNowMethod } from '@/components/payments/PayNowPanel';
import { useKeyedPayment } from '@/components/payments/useKeyedPayment';
import type { ExcessPaymentMethod } from '@/lib/actions/payExcess';
import { formatMoney } from '@/lib/format/money';

export const PAY_EXCESS_BUTTON_MESSAGES = {
  wallet: 'Paid in cash: pay from wallet',
  card: 'Send a card payment link',
  transfer: 'Pay by bank transfer',
  notMade: 'The excess was not paid.',
} as const;

/** Cash at the counter first (the usual way in a shop), then the customer's own ways. */
const PAY_METHODS: readonly PayNowMethod<ExcessPaymentMethod>[] = [
  { method: 'WALLET', label: PAY_EXCESS_BUTTON_MESSAGES.wallet, primary: true },
  { method: 'CARD', label: PAY_EXCESS_BUTTON_MESSAGES.card, primary: false },
  { method: 'TRANSFER', label: PAY_EXCESS_BUTTON_MESSAGES.transfer, primary: false },
];

const loadRequests = () => import('./payExcessRequests');

export interface PayExcessButtonsProps {
  claimId: string;
  excessKobo: number;
}

/**
 * An approved claim's excess, which the customer pays before the repaired phone is released: cash handed
 * to the agent (paid from the wallet at once), a card payment link, or a bank transfer. The payment's
 * screen opens with what the customer does, or that it is paid.
 */
export function PayExcessButtons({ claimId, excessKobo }: PayExcessButtonsProps) {
  const send = useCallback(
    (requests: Awaited<ReturnType<typeof loadRequests>>, method: ExcessPaymentMethod, key: string) => requests.sendPayExcess(claimId, method, key),
    [claimId],
  );
  const { pay, submitting } = useKeyedPayment(loadRequests, send);
  return (
    <PayNowPanel
      heading={`Excess: ${formatMoney(excessKobo)} to pay`}
      headingId="pay-excess-heading"
      description="The repaired phone is released once the customer has paid the excess. Took cash? Pay it from your wallet. Or send the customer a card payment link, or a bank account to transfer to."
      methods={PAY_METHODS}
      notMade={PAY_EXCESS_BUTTON_MESSAGES.notMade}
      pay={pay}
      submitting={submitting}
    />
  );
}
