import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { usePartner } from '@/components/partner/PartnerContext';
import { saveToken, saveUser } from '@/lib/session/cookieStore';
import { loadPage } from '@/lib/session/navigate';
import { afterSignInPath } from '@/lib/session/safeNext';
import { sessionLifetimeMs } from '@/lib/session/token';
import { Login, type LoginResult } from './login';
import { toLoginIdentifier, type SignInValues } from './signInRules';
import { signInErrorMessage } from './signInErrorMessage';

/**
 * The user object kept in DC_AGENT_USER: only the name the screens show. Scripts can read this cookie, so it
 * holds no ids, phone or email (the agent's id is in the token; screens fetch the agent's row).
 */
export interface SessionUser {
  first_name: string;
  last_name: string;
}

export interface SignInState {
  signIn: (values: SignInValues) => Promise<void>;
  errorMessage?: string;
  /** Signed in: the next page is loading. */
  signedIn: boolean;
}

/**
 * Signs in with the app's partner code; on success keeps the token and the user in cookies for exactly the
 * token's lifetime, then loads `next` when it is a path on this site, else the dashboard.
 */
export function useSignIn(next: unknown): SignInState {
  const partner = usePartner();
  const [login] = useMutation(Login);
  const [errorMessage, setErrorMessage] = useState<string>();
  const [signedIn, setSignedIn] = useState(false);

  const signIn = useCallback(
    async (values: SignInValues) => {
      setErrorMessage(undefined);
      try {
        const { data } = await login({
          variables: { partnerCode: partner.code, identifier: toLoginIdentifier(values.identifier), password: values.password },
        });
        if (!data) throw new Error('The data service did not answer the sign-in');
        startSession(data.login);
        setSignedIn(true);
        loadPage(afterSignInPath(next));
      } catch (error) {
        setErrorMessage(signInErrorMessage(error));
      }
    },
    [login, partner.code, next],
  );

  return { signIn, errorMessage, signedIn };
}

function startSession(session: LoginResult): void {
  const lifetimeMs = sessionLifetimeMs(session.token, session.expires_at);
  if (lifetimeMs === undefined) throw new Error('The session the data service gave has already expired');
  saveToken(session.token, lifetimeMs);
  const user: SessionUser = { first_name: session.first_name, last_name: session.last_name };
  saveUser(user, lifetimeMs);
}
