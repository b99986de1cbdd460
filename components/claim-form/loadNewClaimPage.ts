import type { GetServerSidePropsContext } from 'next';
import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { loadListPage, type ServerListPage } from '@/lib/lists/loadListPage';
import { answerOr } from '@/lib/session/endsSession';
import { lagosToday } from '@/lib/validation/lagosDay';
import { isUuid } from '@/lib/validation/uuid';
import { CLAIMABLE_ORDER_MATCHES, claimableOrderRows, claimableOrdersVariables, GetClaimableOrders, type ClaimableOrderRow } from './getClaimableOrders';
import { QuoteClaim, toClaimOrder, type ClaimOrder } from './quoteClaim';

/** The new-claim screen's content as the server found it. */
export type NewClaimPage =
  /** No order chosen: the agent's most recent claimable orders (or the browser asks). */
  | { kind: 'pick'; recentOrders: ServerListPage<ClaimableOrderRow> }
  | {
      kind: 'quoted';
      order: ClaimOrder;
      /** Lagos `YYYY-MM-DD`: the latest incident date, and which waiting periods still run. */
      today: string;
    }
  /** Malformed, unknown or another agent's order. */
  | { kind: 'not-found' }
  /** The agent's order, but one that never covered anything (cancelled, unpaid): the service's words. */
  | { kind: 'not-claimable'; orderId: string; message: string }
  | { kind: 'unavailable'; message: string; retryPath: string };

export interface NewClaimPageProps {
  newClaimPage: NewClaimPage;
}

/**
 * /account/warranty/new on the server, with the agent's token. `?order=<id>`: that order and its quote
 * (`quote_claim`); a malformed id (not asked for), an unknown one and another agent's are "not found"
 * (404), an order that cannot be claimed on says why (409), no answer is "unavailable" (503). Without
 * `?order=`: the orders to choose from, so the first paint has them and no GraphQL client loads until a search.
 */
export const loadNewClaimPage: AccountPageLoader<NewClaimPageProps> = async (context, client) => {
  const orderId = context.query.order;
  if (orderId === undefined) {
    const recentOrders = await loadListPage({ query: {} }, client, {
      query: GetClaimableOrders,
      variables: () => claimableOrdersVariables(''),
      pageSize: CLAIMABLE_ORDER_MATCHES,
      select: claimableOrderRows,
    });
    return { newClaimPage: { kind: 'pick', recentOrders } };
  }
  if (!isUuid(orderId)) return notFound(context);
  return answerOr<NewClaimPageProps>(
    async () => {
      const { data } = await client.query({ query: QuoteClaim, variables: { orderId }, fetchPolicy: 'network-only' });
      const order = data ? toClaimOrder(data) : undefined;
      if (!order) return notFound(context);
      return { newClaimPage: { kind: 'quoted', order, today: lagosToday() } };
    },
    (error) => {
      switch (errorCode(error)) {
        case ACTION_ERROR_CODES.notFound:
          return notFound(context);
        case ACTION_ERROR_CODES.planNotActive:
          context.res.statusCode = 409;
          return { newClaimPage: { kind: 'not-claimable', orderId, message: formatGraphQLError(error) } };
        default:
          context.res.statusCode = 503;
          return { newClaimPage: { kind: 'unavailable', message: formatGraphQLError(error), retryPath: context.resolvedUrl } };
      }
    },
  );
};

function notFound(context: GetServerSidePropsContext): NewClaimPageProps {
  context.res.statusCode = 404;
  return { newClaimPage: { kind: 'not-found' } };
}
