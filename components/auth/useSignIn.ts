import { useCallback, useState } from 'react';
import { usePartner } from '@/components/partner/PartnerContext';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { loginIdentifier, type SignInValues } from '@/lib/actions/login';

export interface SignInState {
  signIn: (values: SignInValues) => Promise<void>;
  /** Starts loading what signing in needs (the GraphQL client), so the submit does not wait for it. */
  prepare: () => void;
  errorMessage?: string;
  /** Signed in: the next page is loading. */
  signedIn: boolean;
}

const loadStartSession = () => import('./startSession').then((module) => module.startSession);

/** Signs in with the app's partner code and goes on to `next` (see startSession). */
export function useSignIn(next: unknown): SignInState {
  const partner = usePartner();
  const [errorMessage, setErrorMessage] = useState<string>();
  const [signedIn, setSignedIn] = useState(false);

  const signIn = useCallback(
    async (values: SignInValues) => {
      setErrorMessage(undefined);
      const variables = { partnerCode: partner.code, identifier: loginIdentifier(values.identifier), password: values.password };
      // Offline before the code could load: the same words as any request that got no answer.
      const failure = await loadStartSession().then((startSession) => startSession(variables, next), () => NO_ANSWER_MESSAGE);
      if (failure !== undefined) {
        setErrorMessage(failure);
        return;
      }
      setSignedIn(true);
    },
    [partner.code, next],
  );
  const prepare = useCallback(() => void loadStartSession().catch(() => undefined), []);

  return { signIn, prepare, errorMessage, signedIn };
}
