import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import type { LoginMutationVariables } from '@/lib/graphql/generated/graphql';
import { saveToken, saveUser } from '@/lib/session/cookieStore';
import { loadPage } from '@/lib/session/navigate';
import { afterSignInPath } from '@/lib/session/safeNext';
import { sessionLifetimeMs } from '@/lib/session/token';
import { Login, type LoginResult } from './login';
import { signInErrorMessage } from './signInErrorMessage';

/**
 * The user object kept in DC_AGENT_USER: only the name the screens show. Scripts can read this cookie, so it
 * holds no ids, phone or email (the agent's id is in the token; screens fetch the agent's row).
 */
export interface SessionUser {
  first_name: string;
  last_name: string;
}

/**
 * Signing in proper: asks the data service for a session, keeps the token and the user in cookies for
 * exactly the token's lifetime, then loads `next` when it is a path on this site (in the account's area),
 * else the account's home (an agent's dashboard, a claims officer's queue).
 * Answers undefined when signed in, else what to tell the agent. Its own module with the GraphQL client,
 * loaded once the agent starts on the form (see useSignIn), so the sign-in screen paints and answers taps
 * without either.
 */
export async function startSession(variables: LoginMutationVariables, next: unknown): Promise<string | undefined> {
  let role: string;
  try {
    const { data } = await getBrowserApolloClient().mutate({ mutation: Login, variables });
    if (!data) throw new Error('The data service did not answer the sign-in');
    keepSession(data.login);
    role = data.login.role;
  } catch (error) {
    return signInErrorMessage(error);
  }
  loadPage(afterSignInPath(next, role));
  return undefined;
}

function keepSession(session: LoginResult): void {
  const lifetimeMs = sessionLifetimeMs(session.token, session.expires_at);
  if (lifetimeMs === undefined) throw new Error('The session the data service gave has already expired');
  saveToken(session.token, lifetimeMs);
  const user: SessionUser = { first_name: session.first_name, last_name: session.last_name };
  saveUser(user, lifetimeMs);
}
