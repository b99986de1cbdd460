import type { Queryable } from '../db/types';
import { Lru } from '../engine/document/lru';
import { GraphqlRequestError } from '../engine/errors';
import { isUuid } from '@/lib/validation/uuid';

/**
 * Whether an agent's token is still a session: the agent exists under the token's partner, is ACTIVE,
 * and the token's session version is the agent's current one (logging out and suspension bump it).
 * What the database says is trusted for a few seconds (`DATA_SERVICE_AGENT_SESSION_CACHE_MS`), so a
 * busy agent costs one small query per interval, and a suspension reaches every process that quickly.
 */

/** How long an agent's status and session version are trusted before they are read again. */
export const DEFAULT_AGENT_SESSION_CACHE_MS = 2000;

export interface AgentSessionClaims {
  agentId: string;
  /** The role the request runs in: it must be the account's role now (a changed role ends its sessions too). */
  role: string;
  partnerId: string | undefined;
  /** The token's `x-hasura-session-version`; undefined for a token signed before sessions had versions. */
  sessionVersion: string | undefined;
}

export interface AgentSessions {
  /** Resolves when the token's session is current; else throws `invalid-jwt` (one message for every reason). */
  check(claims: AgentSessionClaims): Promise<void>;
  /** Forgets what this process knows of the agent (after its logout), so its old tokens are refused at once. */
  forget(agentId: string): void;
}

interface AgentState {
  partnerId: string;
  role: string;
  active: boolean;
  sessionVersion: number;
}

interface CachedState {
  readAtMs: number;
  /** Undefined when no such agent exists. A read in flight is shared by the requests that wait for it. */
  state: Promise<AgentState | undefined>;
}

// The reason is the same whether the agent logged out, was suspended or never existed: a token tells no more.
export const SESSION_ENDED_ERROR_MESSAGE = 'Could not verify JWT: the session has ended';

function sessionEnded(): GraphqlRequestError {
  return new GraphqlRequestError(SESSION_ENDED_ERROR_MESSAGE, 'invalid-jwt');
}

export function createAgentSessions(db: Queryable, cacheMs: number = DEFAULT_AGENT_SESSION_CACHE_MS, cacheSize = 10_000): AgentSessions {
  const cache = new Lru<string, CachedState>(cacheSize);

  const read = async (agentId: string): Promise<AgentState | undefined> => {
    const { rows } = await db.query<{ partner_id: string; role: string; status: string; session_version: unknown }>(
      `SELECT partner_id, role, status, session_version FROM public.agent WHERE id = $1`,
      [agentId],
    );
    const row = rows[0];
    return row && { partnerId: row.partner_id, role: row.role, active: row.status === 'ACTIVE', sessionVersion: Number(row.session_version) };
  };

  const stateOf = (agentId: string): Promise<AgentState | undefined> => {
    const nowMs = Date.now();
    const cached = cache.get(agentId);
    if (cached && nowMs - cached.readAtMs < cacheMs) return cached.state;
    const state = read(agentId);
    cache.set(agentId, { readAtMs: nowMs, state });
    // A failed read is not remembered: the next request tries again.
    state.catch(() => cache.delete(agentId));
    return state;
  };

  return {
    async check({ agentId, role, partnerId, sessionVersion }) {
      if (!isUuid(agentId) || partnerId === undefined || sessionVersion === undefined) throw sessionEnded();
      const state = await stateOf(agentId.toLowerCase());
      if (!state || !state.active || state.role !== role || state.partnerId !== partnerId.toLowerCase() || String(state.sessionVersion) !== sessionVersion) {
        throw sessionEnded();
      }
    },
    forget(agentId) {
      cache.delete(agentId.toLowerCase());
    },
  };
}
