import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@/lib/flows/idempotencyKey';
import { useSubmitOnce } from '@/lib/forms/submitOnce';
import type { InstalmentPaymentMethod } from './payInstalmentRequests';

/**
 * Asks for a payment of the order's due instalment at most once per method whatever happens
 * (lib/forms/submitOnce): one key per method for the page, so a double click and "Try again" get the first
 * answer. The service answers again with a payment already waiting for the customer, so a reload's new key
 * makes no second one either.
 */
export function usePayInstalment(orderId: string) {
  const { submitOnce, submitting } = useSubmitOnce();
  const keys = useRef<Partial<Record<InstalmentPaymentMethod, string>>>({});

  const pay = useCallback(
    (method: InstalmentPaymentMethod) =>
      submitOnce({
        load: () => import('./payInstalmentRequests'),
        start: () => (keys.current[method] ??= newIdempotencyKey()),
        send: (requests, key) => requests.sendPayInstalment(orderId, method, key),
      }),
    [orderId, submitOnce],
  );

  return { pay, submitting };
}
