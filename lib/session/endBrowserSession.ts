import type { ApolloClient } from '@apollo/client';
import { removeToken, removeUser } from './cookieStore';
import { loadPage } from './navigate';
import { sessionEndedPath } from './sessionEnded';

let ending = false;

/**
 * The data service refused the token: forget it and the cached data, and load /auth with the notice (the
 * sign-in page then clears the rest: flows, chat). Several refused operations at once end it once.
 */
export function endBrowserSession(client: Pick<ApolloClient, 'clearStore'> | undefined): void {
  if (ending) return;
  ending = true;
  for (const remove of [removeToken, removeUser]) {
    try {
      remove();
    } catch {
      // The page load below still leaves the account area; the middleware refuses what is left.
    }
  }
  const here = `${window.location.pathname}${window.location.search}`;
  const next = window.location.pathname.startsWith('/account') ? here : undefined;
  void (client?.clearStore() ?? Promise.resolve())
    .catch(() => undefined)
    .finally(() => loadPage(sessionEndedPath(next)));
}

/**
 * The agent is logging out: a token refused on the way out (already ended on another device) is expected,
 * not a session ending under the agent's feet, so no notice and no second navigation.
 */
export function startLoggingOut(): void {
  ending = true;
}

/** For tests: allow another ending. */
export function resetEndBrowserSessionForTests(): void {
  ending = false;
}
