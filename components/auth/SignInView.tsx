import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useIntercom } from 'react-use-intercom';
import { clearLocalSession } from '@/lib/session/clearLocalSession';
import { SignInForm } from './SignInForm';
import { SignInScreen } from './SignInScreen';
import { useSignIn } from './useSignIn';

export interface SignInViewProps {
  demoLoginHint: string | null;
  sessionEnded: boolean;
  /** Where to go after signing in (checked again before use). */
  next: string | null;
}

/**
 * /auth wired to the data service. Whoever lands here has no session (the middleware sends signed-in agents
 * on), so whatever the last agent left in this browser is cleared first: chat, cached data, persisted flows.
 */
export function SignInView({ demoLoginHint, sessionEnded, next }: SignInViewProps) {
  const client = useApolloClient();
  const { hardShutdown } = useIntercom();
  const { signIn, errorMessage, signedIn } = useSignIn(next);

  useEffect(() => {
    void clearLocalSession({ client, shutdownChat: hardShutdown, flows: 'storage' });
  }, [client, hardShutdown]);

  return (
    <SignInScreen demoLoginHint={demoLoginHint} sessionEnded={sessionEnded}>
      <SignInForm onSubmit={signIn} errorMessage={errorMessage} busy={signedIn} />
    </SignInScreen>
  );
}
