import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { loadRecordPage, type RecordPage } from '@/lib/pages/loadRecordPage';
import { GetPaymentStatus } from './getPaymentStatus';
import type { PaymentState } from './paymentStateFields';

/** A payment's page as the server found it. */
export type PaymentPage = RecordPage<{ payment: PaymentState }>;

export interface PaymentPageProps {
  paymentPage: PaymentPage;
}

/**
 * /account/payments/[id] on the server (the gateway's return page): the payment as stored now, for the first
 * paint. "Not found" (404) for a malformed, unknown or other agent's id; "unavailable" (503) without an
 * answer. The browser then asks the gateway through the service (`confirm_payment`) and follows it.
 */
export const loadPaymentPage: AccountPageLoader<PaymentPageProps> = async (context, client) => ({
  paymentPage: await loadRecordPage(context, async (id) => {
    const { data } = await client.query({ query: GetPaymentStatus, variables: { paymentId: id }, fetchPolicy: 'network-only' });
    const payment = data?.payment_status;
    return payment ? { payment } : null;
  }),
});
