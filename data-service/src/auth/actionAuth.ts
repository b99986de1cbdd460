import { DEFAULT_LOGIN_FAILURES_PER_ADDRESS } from '../actions/rules/loginLockout';
import type { AccountRole } from '@/lib/domain/roles';
import type { AgentSessions } from './agentSessions';
import { signAgentToken, type SignedToken } from './jwt';
import type { JwtSecret } from './jwtSecret';

/** What actions may do with the service's credentials: `login` signs an agent's token, `logout` ends its sessions. */
export interface ActionAuth {
  /** A token for the account (an agent or staff) with the configured secret and lifetime (`DATA_SERVICE_TOKEN_LIFETIME_MS`). */
  signAgentToken(agent: { agentId: string; role: AccountRole; partnerId: string; sessionVersion: number }, now?: Date): Promise<SignedToken>;
  /** After the agent's session version changed (committed): this process stops trusting what it cached. */
  forgetAgentSession(agentId: string): void;
  /** Failed sign-ins one client address may make within the lockout window (`DATA_SERVICE_LOGIN_FAILURES_PER_ADDRESS`). */
  loginFailuresPerAddress: number;
}

export interface ActionAuthOptions {
  agentSessions?: Pick<AgentSessions, 'forget'>;
  loginFailuresPerAddress?: number;
}

export function createActionAuth(secret: JwtSecret, tokenLifetimeMs: number, options: ActionAuthOptions = {}): ActionAuth {
  return {
    signAgentToken: (agent, now) => signAgentToken({ ...agent, lifetimeMs: tokenLifetimeMs }, secret, now),
    forgetAgentSession: (agentId) => options.agentSessions?.forget(agentId),
    loginFailuresPerAddress: options.loginFailuresPerAddress ?? DEFAULT_LOGIN_FAILURES_PER_ADDRESS,
  };
}
