import { SignJWT } from 'jose';
import { AGENT_ROLE, BACK_OFFICE_ROLE, type AccountRole } from '@/lib/domain/roles';
import { DEV_JWT_SECRET, type JwtSecret } from './jwtSecret';

/** Default token lifetime (7 days, ms); the app's session cookie lives as long. */
export const DEFAULT_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface HasuraClaims {
  'x-hasura-allowed-roles': readonly string[];
  'x-hasura-default-role': string;
  /** Further session variables (`x-hasura-user-id`, `x-hasura-partner-id`, …), string-valued. */
  [variable: `x-hasura-${string}`]: string | readonly string[];
}

export interface SignedToken {
  token: string;
  /** When the token stops being accepted. */
  expiresAt: Date;
}

/** Signs Hasura claims (HS256) valid from `now` for `lifetimeMs`; `exp` is whole seconds, as JWT requires. */
export async function signHasuraToken(
  claims: HasuraClaims,
  lifetimeMs: number,
  secret: JwtSecret = DEV_JWT_SECRET,
  now: Date = new Date(),
): Promise<SignedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAtSeconds = Math.floor((now.getTime() + lifetimeMs) / 1000);
  const token = await new SignJWT({ [secret.claimsNamespace]: claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAtSeconds)
    .sign(new TextEncoder().encode(secret.key));
  return { token, expiresAt: new Date(expiresAtSeconds * 1000) };
}

export { AGENT_ROLE, BACK_OFFICE_ROLE };

/** The agent's session version the token was signed under (`agent.session_version`, as text). */
export const SESSION_VERSION_CLAIM = 'x-hasura-session-version';

export interface AgentTokenRequest {
  agentId: string;
  /** The account's role (`agent.role`): the token's only role. */
  role: AccountRole;
  partnerId: string;
  /** `agent.session_version` now: logging out or a suspension bumps it, and the token stops working. */
  sessionVersion: number;
  lifetimeMs: number;
}

/** The token `login` hands an account: its role only, its id, partner and session version as session variables. */
export function signAgentToken(request: AgentTokenRequest, secret: JwtSecret, now: Date = new Date()): Promise<SignedToken> {
  return signHasuraToken(
    {
      'x-hasura-allowed-roles': [request.role],
      'x-hasura-default-role': request.role,
      'x-hasura-user-id': request.agentId,
      'x-hasura-partner-id': request.partnerId,
      [SESSION_VERSION_CLAIM]: String(request.sessionVersion),
    },
    request.lifetimeMs,
    secret,
    now,
  );
}
