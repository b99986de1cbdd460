import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { formatGraphQLError } from '@/lib/errors';
import { loadRecordPage, type RecordPage } from '@/lib/pages/loadRecordPage';
import { endsSession } from '@/lib/session/endsSession';
import { ConfirmPayment } from './confirmPayment';
import { GetPaymentStatus } from './getPaymentStatus';
import type { PaymentState } from './paymentStateFields';

/** A payment's page as the server found it; `checkFailed`: the gateway could not be asked just now (the page asks again). */
export type PaymentPage = RecordPage<{ payment: PaymentState; checkFailed?: string }>;

export interface PaymentPageProps {
  paymentPage: PaymentPage;
}

/**
 * /account/payments/[id] on the server, the gateway's return page: the payment as stored and, while it is
 * pending, asked at the gateway at once (`confirm_payment`, safe to repeat), so the first paint says
 * whether the customer paid. "Not found" (404) for a malformed, unknown or other agent's id; "unavailable"
 * (503) without an answer. A settled payment's page needs no GraphQL client in the browser; a pending one
 * loads the live part, which follows it.
 */
export const loadPaymentPage: AccountPageLoader<PaymentPageProps> = async (context, client) => ({
  paymentPage: await loadRecordPage(context, async (id) => {
    const { data } = await client.query({ query: GetPaymentStatus, variables: { paymentId: id }, fetchPolicy: 'network-only' });
    const stored = data?.payment_status;
    if (!stored) return null;
    if (stored.status !== 'PENDING') return { payment: stored };
    try {
      const { data: confirmed } = await client.mutate({ mutation: ConfirmPayment, variables: { paymentId: id }, fetchPolicy: 'no-cache' });
      return { payment: confirmed?.confirm_payment ?? stored };
    } catch (error) {
      if (endsSession(error)) throw error;
      // The gateway did not answer (or the service was busy): the stored state, and the browser asks again.
      return { payment: stored, checkFailed: formatGraphQLError(error) };
    }
  }),
});
