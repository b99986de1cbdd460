import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@/lib/flows/idempotencyKey';
import { useSubmitOnce, type KeyedAnswer, type RequestFailure } from '@/lib/forms/submitOnce';

/**
 * Asks for a payment the customer makes (an instalment's, a claim's excess) at most once per method
 * whatever happens (lib/forms/submitOnce): one key per method for the page, so a double click and "Try
 * again" get the first answer. The service answers again with a payment already waiting for the customer,
 * so a reload's new key makes no second one either. `load` and `send` must keep their identity (module
 * functions, or `useCallback`): the request's code loads at the tap.
 */
export function useKeyedPayment<Method extends string, Requests>(
  load: () => Promise<Requests>,
  send: (requests: Requests, method: Method, idempotencyKey: string) => Promise<KeyedAnswer<string, RequestFailure>>,
) {
  const { submitOnce, submitting } = useSubmitOnce();
  const keys = useRef<Partial<Record<Method, string>>>({});

  const pay = useCallback(
    (method: Method) =>
      submitOnce({
        load,
        start: () => (keys.current[method] ??= newIdempotencyKey()),
        send: (requests, key) => send(requests, method, key),
      }),
    [load, send, submitOnce],
  );

  return { pay, submitting };
}
