import type { ApolloClient } from '@apollo/client';
import { useCallback, useState } from 'react';
import { useChat } from '@/components/chat/ChatContext';
import { createdBrowserApolloClient } from '@/lib/apollo/browserClientSlot';
import { clearLocalSession } from '@/lib/session/clearLocalSession';
import { startLoggingOut } from '@/lib/session/endBrowserSession';
import { loadPage } from '@/lib/session/navigate';

/** How long logging out waits for the data service to end the session before leaving anyway. */
export const SERVER_LOGOUT_TIMEOUT_MS = 3000;

/**
 * Logging out: the data service ends the agent's sessions (so a copied token stops working), then
 * everything the browser holds for the agent is cleared and /auth loads afresh. The first step is best
 * effort: offline, or with the service slow or down, logging out goes on as if it had answered.
 */
export function useLogOut(): { logOut: () => Promise<void>; loggingOut: boolean } {
  // The shell has no GraphQL client of its own, nor Apollo's code: the page's is used if a screen created
  // it (the slot holds no Apollo code), else logOutOnServer creates one.
  const chat = useChat();
  const [loggingOut, setLoggingOut] = useState(false);

  const logOut = useCallback(async () => {
    setLoggingOut(true);
    startLoggingOut();
    const client = await endServerSession(createdBrowserApolloClient());
    await clearLocalSession({ client, shutdownChat: chat.shutdown });
    loadPage('/auth');
  }, [chat]);

  return { logOut, loggingOut };
}

/** The client whose cache is cleared next: the one that sent the logout, else the one known before. */
async function endServerSession(known: ApolloClient | undefined): Promise<ApolloClient | undefined> {
  if (!navigator.onLine) return known;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), SERVER_LOGOUT_TIMEOUT_MS);
  });
  // Its code (and the GraphQL client's) loads now; offline at that moment, the step is skipped.
  const answered = import('./logOutOnServer').then(
    ({ logOutOnServer }) => logOutOnServer(),
    () => undefined,
  );
  const client = await Promise.race([answered, givenUp]);
  clearTimeout(timer);
  return client ?? known;
}
