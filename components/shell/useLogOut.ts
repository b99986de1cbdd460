import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useIntercom } from 'react-use-intercom';
import { clearLocalSession } from '@/lib/session/clearLocalSession';
import { loadPage } from '@/lib/session/navigate';

/** Logging out: everything the browser holds for the agent is cleared, then a fresh page load of /auth. */
export function useLogOut(): { logOut: () => Promise<void>; loggingOut: boolean } {
  const client = useApolloClient();
  const { hardShutdown } = useIntercom();
  const [loggingOut, setLoggingOut] = useState(false);

  const logOut = useCallback(async () => {
    setLoggingOut(true);
    await clearLocalSession({ client, shutdownChat: hardShutdown });
    loadPage('/auth');
  }, [client, hardShutdown]);

  return { logOut, loggingOut };
}
