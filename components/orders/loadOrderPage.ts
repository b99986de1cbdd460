import { RENEWAL_BOUGHT_STATUSES } from '@/components/renewals/renewalGroups';
import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { formatGraphQLError } from '@/lib/errors';
import { answerOr } from '@/lib/session/endsSession';
import { isUuid, lagosToday } from '@/lib/validation';
import { GetOrder, toOrderDetails, type OrderDetails } from './getOrder';

/** The order screen's content as the server found it. */
export type OrderPage =
  | {
      kind: 'found';
      order: OrderDetails;
      /** Lagos `YYYY-MM-DD` the instalments are read at (overdue or due). */
      today: string;
    }
  | { kind: 'not-found' }
  | { kind: 'unavailable'; message: string; retryPath: string };

export interface OrderPageProps {
  orderPage: OrderPage;
}

/**
 * /account/orders/[id] on the server, with the agent's token. A malformed id (not asked for), an unknown
 * id and another agent's order are all "not found" (404); a data service that cannot answer is
 * "unavailable" (503). The whole IMEI stays here: the props carry the masked one.
 */
export const loadOrderPage: AccountPageLoader<OrderPageProps> = async (context, client) => {
  const id = context.params?.id;
  if (!isUuid(id)) return notFound(context);
  return answerOr<OrderPageProps>(
    async () => {
      const { data } = await client.query({ query: GetOrder, variables: { id, boughtStatuses: RENEWAL_BOUGHT_STATUSES }, fetchPolicy: 'network-only' });
      const order = data?.plan_order_by_pk;
      if (!order) return notFound(context);
      return { orderPage: { kind: 'found', order: toOrderDetails(order), today: lagosToday() } };
    },
    (error) => {
      context.res.statusCode = 503;
      return { orderPage: { kind: 'unavailable', message: formatGraphQLError(error), retryPath: context.resolvedUrl } };
    },
  );
};

function notFound(context: Parameters<typeof loadOrderPage>[0]): OrderPageProps {
  context.res.statusCode = 404;
  return { orderPage: { kind: 'not-found' } };
}
