import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@/lib/flows/idempotencyKey';
import { useSubmitOnce } from '@/lib/forms/submitOnce';

/**
 * Cancels the plan on `orderId` at most once whatever happens (lib/forms/submitOnce): one key for the page,
 * so a double click and "Try again" send the same request and the service answers the first outcome. A
 * reload mid-request sends a new key, which the service refuses as `order-already-cancelled` if the first
 * went through: cancelling is once per order whatever the key, and so is its refund.
 */
export function useCancelOrder(orderId: string) {
  const { submitOnce, submitting } = useSubmitOnce();
  const key = useRef<string>(undefined);

  const cancel = useCallback(
    (reason: string) =>
      submitOnce({
        load: loadCancelRequests,
        start: () => (key.current ??= newIdempotencyKey()),
        send: (requests, sentKey) => requests.sendCancellation(orderId, reason, sentKey),
      }),
    [orderId, submitOnce],
  );

  return { cancel, submitting };
}

/** The cancellation's request and the GraphQL client: at the first focus or tap on the form, else at "Cancel the plan". */
export const loadCancelRequests = () => import('./cancelRequests');
