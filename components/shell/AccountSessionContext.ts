import { createContext, useContext } from 'react';
import type { CurrentAgent } from './getCurrentAgent';

export interface AccountSession {
  /** From the token: known even before the agent's row has arrived. */
  agentId: string;
  /** The agent's row; null only while the browser fetches it (the server could not). */
  agent: CurrentAgent | null;
}

export const AccountSessionContext = createContext<AccountSession | null>(null);

/** The signed-in agent, anywhere inside the account shell. */
export function useAccountSession(): AccountSession {
  const session = useContext(AccountSessionContext);
  if (!session) throw new Error('useAccountSession() must be used inside <AccountLayout>');
  return session;
}
