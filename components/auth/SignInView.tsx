import { useEffect } from 'react';
import { clearLocalSession } from '@/lib/session/clearLocalSession';
import { SignInForm } from './SignInForm';
import { SignInScreen } from './SignInScreen';
import { useSignIn } from './useSignIn';

export interface SignInViewProps {
  demoLoginHint: string | null;
  /** The demo's back-office sign-ins, one per line (absent on an older page's props). */
  demoStaffHint?: string | null;
  sessionEnded: boolean;
  /** The agent just changed their password (every session ended). */
  passwordChanged?: boolean;
  /** Where to go after signing in (checked again before use). */
  next: string | null;
}

/**
 * /auth wired to the data service. Whoever lands here has no session (the middleware sends signed-in agents
 * on), so whatever the last agent left in this browser is cleared first: chat, cached data, persisted flows.
 */
export function SignInView({ demoLoginHint, demoStaffHint = null, sessionEnded, passwordChanged = false, next }: SignInViewProps) {
  const { signIn, prepare, errorMessage, signedIn } = useSignIn(next);

  useEffect(() => {
    // A freshly loaded page holds no GraphQL cache and has booted no chat: what is left is the earlier
    // pages' cookies (chat's too) and persisted flows.
    void clearLocalSession({ flows: 'storage' });
  }, []);

  return (
    <SignInScreen demoLoginHint={demoLoginHint} demoStaffHint={demoStaffHint} sessionEnded={sessionEnded} passwordChanged={passwordChanged}>
      <SignInForm onSubmit={signIn} onStart={prepare} errorMessage={errorMessage} busy={signedIn} />
    </SignInScreen>
  );
}
