import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useChat } from '@/components/chat/ChatContext';
import { clearLocalSession } from '@/lib/session/clearLocalSession';
import { startLoggingOut } from '@/lib/session/endBrowserSession';
import { loadPage } from '@/lib/session/navigate';
import { Logout } from './logout';

/** How long logging out waits for the data service to end the session before leaving anyway. */
export const SERVER_LOGOUT_TIMEOUT_MS = 3000;

/**
 * Logging out: the data service ends the agent's sessions (so a copied token stops working), then
 * everything the browser holds for the agent is cleared and /auth loads afresh. The first step is best
 * effort: offline, or with the service slow or down, logging out goes on as if it had answered.
 */
export function useLogOut(): { logOut: () => Promise<void>; loggingOut: boolean } {
  const client = useApolloClient();
  const chat = useChat();
  const [loggingOut, setLoggingOut] = useState(false);

  const logOut = useCallback(async () => {
    setLoggingOut(true);
    startLoggingOut();
    await endServerSession(client);
    await clearLocalSession({ client, shutdownChat: chat.shutdown });
    loadPage('/auth');
  }, [client, chat]);

  return { logOut, loggingOut };
}

async function endServerSession(client: Pick<ApolloClient, 'mutate'>): Promise<void> {
  if (!navigator.onLine) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SERVER_LOGOUT_TIMEOUT_MS);
  });
  const answered = client.mutate({ mutation: Logout }).then(
    () => undefined,
    () => undefined,
  );
  await Promise.race([answered, givenUp]);
  clearTimeout(timer);
}
