import { useCallback } from 'react';
import { useSubmitOnce } from '@/lib/forms/submitOnce';

/** The change's request and the GraphQL client: at the first focus or tap on the form, else at "Change password". */
export const loadChangePasswordRequests = () => import('./changePasswordRequests');

/**
 * Sends the change at most once at a time (lib/forms/submitOnce). It needs no key: sent again after it went
 * through, the service finds the new password already the agent's and answers as the first time.
 */
export function useChangePassword() {
  const { submitOnce, submitting } = useSubmitOnce();
  const change = useCallback(
    (currentPassword: string, newPassword: string) =>
      submitOnce({
        load: loadChangePasswordRequests,
        start: () => '',
        send: (requests) => requests.sendChangePassword(currentPassword, newPassword),
      }),
    [submitOnce],
  );
  return { change, submitting };
}
