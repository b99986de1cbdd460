import type { ApolloClient } from '@apollo/client';
import { PERSISTED_FLOW_KEYS } from '@/lib/flows/flowKeys';
import { WALLET_ACCOUNT_ASKED_KEY } from '@/lib/wallet/walletAccountAsked';
import { removeToken, removeUser } from './cookieStore';

export interface ClearLocalSessionOptions {
  client?: Pick<ApolloClient, 'clearStore'>;
  /** Ends the chat session this page booted (react-use-intercom's `hardShutdown`). */
  shutdownChat?: () => void;
  /**
   * `stores` (logging out): reset the flows' in-memory stores too, loading their code (zustand, the flow
   * store) now.
   * `storage` (a fresh sign-in page): only remove their keys, as no store is in memory to write them back.
   */
  flows?: 'stores' | 'storage';
}

/**
 * Forgets everything the browser holds for the agent: session cookies, the Apollo cache, the chat session
 * and both persisted flows (customer PII on shared shop computers). Never throws: a step that fails does
 * not stop the others. The flows' code (zustand and the flow store) is loaded only now, keeping it out of
 * `_app`.
 */
export async function clearLocalSession({ client, shutdownChat, flows = 'stores' }: ClearLocalSessionOptions = {}): Promise<void> {
  quietly(removeToken);
  quietly(removeUser);
  quietly(() => shutdownChat?.());
  quietly(shutdownIntercomOfEarlierPage);
  // Whether this agent asked for their transfer account: the next agent on a shared phone has not.
  quietly(() => window.localStorage.removeItem(WALLET_ACCOUNT_ASKED_KEY));
  if (flows === 'stores') await clearPersistedFlowsOrKeys();
  else removeFlowKeys();
  // Customers' photos kept on the phone until sent: the next agent on a shared phone must not send them.
  await clearEvidence(flows);
  if (client) await client.clearStore().catch(() => undefined);
}

async function clearPersistedFlowsOrKeys(): Promise<void> {
  try {
    const { clearPersistedFlows } = await import('@/lib/flows/clearPersistedFlows');
    clearPersistedFlows();
  } catch {
    removeFlowKeys();
  }
}

async function clearEvidence(flows: 'stores' | 'storage'): Promise<void> {
  try {
    if (flows === 'stores') {
      const { clearEvidenceUploads } = await import('@/lib/uploads/evidenceSlots');
      await clearEvidenceUploads();
    } else {
      const { clearPendingUploads } = await import('@/lib/uploads/pendingUploads');
      await clearPendingUploads();
    }
  } catch {
    // No IndexedDB, or its code could not load: nothing was kept there by this page.
  }
}

function removeFlowKeys(): void {
  for (const key of PERSISTED_FLOW_KEYS) quietly(() => window.localStorage.removeItem(key));
}

type IntercomWindow = Window & { Intercom?: (command: string) => void };

// A messenger booted before a reload is not known to this page's provider: shut it down directly, and drop
// its cookies (Intercom's shutdown does, but only once its script has loaded).
function shutdownIntercomOfEarlierPage(): void {
  if (typeof window === 'undefined') return;
  const intercom = (window as IntercomWindow).Intercom;
  if (typeof intercom === 'function') intercom('shutdown');
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name || !name.startsWith('intercom-')) continue;
    document.cookie = `${name}=; Max-Age=0; path=/`;
    document.cookie = `${name}=; Max-Age=0; path=/; domain=${window.location.hostname}`;
  }
}

function quietly(step: () => void): void {
  try {
    step();
  } catch {
    // Best effort: the remaining steps still run.
  }
}
