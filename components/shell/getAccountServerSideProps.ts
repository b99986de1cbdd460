import type { ApolloClient } from '@apollo/client';
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { createServerApolloClient } from '@/lib/apollo/serverClient';
import { serverCookieStore } from '@/lib/session/serverCookieStore';
import { endsSession } from '@/lib/session/endsSession';
import { sessionEndedPath } from '@/lib/session/sessionEnded';
import { readTokenClaims } from '@/lib/session/token';
import { GetCurrentAgent, type CurrentAgent } from './getCurrentAgent';

/** What every /account page receives: the agent, fetched on the server for the first paint. */
export interface AccountPageProps {
  agentId: string;
  agent: CurrentAgent | null;
}

/**
 * What a page loads on the server beside the agent, through the same client (the agent's token; `agentId`
 * is its subject). It handles its own failures, except the data service refusing the token: that
 * rejection ends the session.
 */
export type AccountPageLoader<P> = (context: GetServerSidePropsContext, client: ApolloClient, agentId: string) => Promise<P>;

/**
 * getServerSideProps of an /account page that server-renders data of its own (`loadPage`, asked at the
 * same time as the agent). The middleware has let only unexpired tokens through; here the data service
 * verifies it. A refused token (or an agent who no longer exists) ends the session: cookies cleared, /auth
 * with the notice. An unreachable data service is left to the browser, which fetches the agent itself
 * (the shell renders without the name meanwhile).
 */
export function getAccountServerSidePropsWith<P extends object>(loadPage: AccountPageLoader<P>): GetServerSideProps<AccountPageProps & P> {
  return async (context) => {
    // Customers' data: never stored by the browser or any cache, so the back button after logging out shows nothing.
    context.res.setHeader('Cache-Control', 'no-store');
    const token = readToken(context);
    const agentId = token ? readTokenClaims(token)?.agentId : undefined;
    if (!token || !agentId) return endSession(context);

    const client = createServerApolloClient({ token });
    const [agentAnswer, pageAnswer] = await Promise.allSettled([
      client.query({ query: GetCurrentAgent, variables: { id: agentId }, fetchPolicy: 'network-only' }),
      loadPage(context, client, agentId),
    ]);
    if ([agentAnswer, pageAnswer].some((answer) => answer.status === 'rejected' && endsSession(answer.reason))) return endSession(context);
    if (pageAnswer.status === 'rejected') throw pageAnswer.reason;
    if (agentAnswer.status === 'rejected') return { props: { agentId, agent: null, ...pageAnswer.value } };
    const agent = agentAnswer.value.data?.agent_by_pk;
    if (!agent) return endSession(context);
    return { props: { agentId, agent, ...pageAnswer.value } };
  };
}

/** getServerSideProps of every /account page that renders only the shell on the server. */
export const getAccountServerSideProps = getAccountServerSidePropsWith(async () => ({}));

function readToken(context: GetServerSidePropsContext): string | undefined {
  try {
    return serverCookieStore(context).getToken();
  } catch {
    return undefined;
  }
}

function endSession(context: GetServerSidePropsContext) {
  const cookies = serverCookieStore(context);
  for (const remove of [cookies.removeToken, cookies.removeUser]) {
    try {
      remove();
    } catch {
      // Without a response to write to there is nothing to clear; the redirect still happens.
    }
  }
  return { redirect: { destination: sessionEndedPath(context.resolvedUrl), permanent: false } };
}
