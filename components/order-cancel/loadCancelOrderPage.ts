import type { GetServerSidePropsContext } from 'next';
import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { answerOr } from '@/lib/session/endsSession';
import { lagosToday } from '@/lib/validation/lagosDay';
import { isUuid } from '@/lib/validation/uuid';
import { QuoteCancellation, toCancellationQuote, type CancellationQuote } from './quoteCancellation';

/** The cancel-plan screen's content as the server found it. */
export type CancelOrderPage =
  | {
      kind: 'quoted';
      quote: CancellationQuote;
      /** Lagos `YYYY-MM-DD` of the quote: whether cooling-off still runs. */
      today: string;
    }
  /** Malformed, unknown or another agent's order. */
  | { kind: 'not-found' }
  /** The agent's order, but cancelled already or ended: the service's words. */
  | { kind: 'not-cancellable'; orderId: string; message: string }
  | { kind: 'unavailable'; message: string; retryPath: string };

export interface CancelOrderPageProps {
  cancelOrderPage: CancelOrderPage;
}

/**
 * /account/orders/[id]/cancel on the server, with the agent's token: the plan and what cancelling it today
 * gives back (`quote_cancellation`). A malformed id (not asked for), an unknown one and another agent's are
 * "not found" (404); a plan cancelled already or ended says why (409); no answer is "unavailable" (503).
 */
export const loadCancelOrderPage: AccountPageLoader<CancelOrderPageProps> = async (context, client) => {
  const orderId = context.params?.id;
  if (!isUuid(orderId)) return notFound(context);
  return answerOr<CancelOrderPageProps>(
    async () => {
      const { data } = await client.query({ query: QuoteCancellation, variables: { orderId }, fetchPolicy: 'network-only' });
      const quote = data ? toCancellationQuote(data) : undefined;
      return quote ? { cancelOrderPage: { kind: 'quoted', quote, today: lagosToday() } } : notFound(context);
    },
    (error) => {
      switch (errorCode(error)) {
        case ACTION_ERROR_CODES.notFound:
          return notFound(context);
        case ACTION_ERROR_CODES.orderAlreadyCancelled:
        case ACTION_ERROR_CODES.orderNotCancellable:
          context.res.statusCode = 409;
          return { cancelOrderPage: { kind: 'not-cancellable', orderId, message: formatGraphQLError(error) } };
        default:
          context.res.statusCode = 503;
          return { cancelOrderPage: { kind: 'unavailable', message: formatGraphQLError(error), retryPath: context.resolvedUrl } };
      }
    },
  );
};

function notFound(context: GetServerSidePropsContext): CancelOrderPageProps {
  context.res.statusCode = 404;
  return { cancelOrderPage: { kind: 'not-found' } };
}
