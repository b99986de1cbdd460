import { signAgentToken, type SignedToken } from './jwt';
import type { JwtSecret } from './jwtSecret';

/** What actions may do with the service's credentials: `login` signs an agent's token. */
export interface ActionAuth {
  /** A token for the agent with the configured secret and lifetime (`DATA_SERVICE_TOKEN_LIFETIME_MS`). */
  signAgentToken(agent: { agentId: string; partnerId: string }, now?: Date): Promise<SignedToken>;
}

export function createActionAuth(secret: JwtSecret, tokenLifetimeMs: number): ActionAuth {
  return {
    signAgentToken: ({ agentId, partnerId }, now) => signAgentToken({ agentId, partnerId, lifetimeMs: tokenLifetimeMs }, secret, now),
  };
}
