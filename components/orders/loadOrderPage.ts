import { RENEWAL_BOUGHT_STATUSES } from '@/components/renewals/renewalGroups';
import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { loadRecordPage, type RecordPage } from '@/lib/pages/loadRecordPage';
import { lagosToday } from '@/lib/validation/lagosDay';
import { GetOrder, toOrderDetails, type OrderDetails } from './getOrder';

/** The order screen's content as the server found it. */
export type OrderPage = RecordPage<{
  order: OrderDetails;
  /** Lagos `YYYY-MM-DD` the instalments are read at (overdue or due). */
  today: string;
}>;

export interface OrderPageProps {
  orderPage: OrderPage;
}

/**
 * /account/orders/[id] on the server, with the agent's token: "not found" (404) for a malformed, unknown or
 * other agent's id, "unavailable" (503) without an answer. The whole IMEI stays here: the props carry the
 * masked one.
 */
export const loadOrderPage: AccountPageLoader<OrderPageProps> = async (context, client) => ({
  orderPage: await loadRecordPage(context, async (id) => {
    const { data } = await client.query({ query: GetOrder, variables: { id, boughtStatuses: RENEWAL_BOUGHT_STATUSES }, fetchPolicy: 'network-only' });
    const order = data?.plan_order_by_pk;
    return order ? { order: toOrderDetails(order), today: lagosToday() } : null;
  }),
});
