import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { createServerApolloClient } from '@/lib/apollo/serverClient';
import { getToken, removeToken, removeUser } from '@/lib/session/cookieStore';
import { endsSession, sessionEndedPath } from '@/lib/session/sessionEnded';
import { readTokenClaims } from '@/lib/session/token';
import { GetCurrentAgent, type CurrentAgent } from './getCurrentAgent';

/** What every /account page receives: the agent, fetched on the server for the first paint. */
export interface AccountPageProps {
  agentId: string;
  agent: CurrentAgent | null;
}

/**
 * getServerSideProps of every /account page. The middleware has let only unexpired tokens through; here
 * the data service verifies it while the agent's row is fetched. A refused token (or an agent who no longer
 * exists) ends the session: cookies cleared, /auth with the notice. An unreachable data service is left to
 * the browser, which fetches the agent itself (the shell renders without the name meanwhile).
 */
export const getAccountServerSideProps: GetServerSideProps<AccountPageProps> = async (context) => {
  // Customers' data: never stored by the browser or any cache, so the back button after logging out shows nothing.
  context.res.setHeader('Cache-Control', 'no-store');
  const token = readToken(context);
  const agentId = token ? readTokenClaims(token)?.agentId : undefined;
  if (!token || !agentId) return endSession(context);

  try {
    const { data } = await createServerApolloClient({ token }).query({
      query: GetCurrentAgent,
      variables: { id: agentId },
      fetchPolicy: 'network-only',
    });
    const agent = data?.agent_by_pk;
    if (!agent) return endSession(context);
    return { props: { agentId, agent } };
  } catch (error) {
    if (endsSession(error)) return endSession(context);
    return { props: { agentId, agent: null } };
  }
};

function readToken(context: GetServerSidePropsContext): string | undefined {
  try {
    return getToken(context);
  } catch {
    return undefined;
  }
}

function endSession(context: GetServerSidePropsContext) {
  for (const remove of [removeToken, removeUser]) {
    try {
      remove(context);
    } catch {
      // Without a response to write to there is nothing to clear; the redirect still happens.
    }
  }
  return { redirect: { destination: sessionEndedPath(context.resolvedUrl), permanent: false } };
}
