import { SESSION_VERSION_CLAIM, signHasuraToken, type HasuraClaims } from '../../src/auth/jwt';
import { isAccountRole } from '@/lib/domain/roles';
import { DEV_JWT_SECRET_KEY, HASURA_CLAIMS_NAMESPACE } from '../../src/auth/jwtSecret';

export interface TestTokenOptions {
  /** Default role; `agent` unless given. */
  role?: string;
  /** Defaults to `[role]`. */
  allowedRoles?: string[];
  /** `x-hasura-user-id` (an agent id), omitted when not given. */
  userId?: string;
  /** `x-hasura-partner-id`, omitted when not given. */
  partnerId?: string;
  /** Seconds until expiry (negative for an already expired token); default one hour. */
  expiresIn?: number;
  /** Signing key; defaults to the dev secret the test services run with. */
  secret?: string;
  /** `x-hasura-session-version` of an agent token (one allowing role agent, with a user id); default 0, a new agent's. */
  sessionVersion?: number;
  /** More session variables, e.g. `{ 'x-hasura-device-id': '…' }`. */
  extraClaims?: Record<string, string>;
}

/** A JWT the test data service accepts, for `Authorization: Bearer <token>`. */
export async function signToken(options: TestTokenOptions = {}): Promise<string> {
  const role = options.role ?? 'agent';
  const claims: HasuraClaims = {
    'x-hasura-allowed-roles': options.allowedRoles ?? [role],
    'x-hasura-default-role': role,
  };
  if (options.userId !== undefined) claims['x-hasura-user-id'] = options.userId;
  if (options.partnerId !== undefined) claims['x-hasura-partner-id'] = options.partnerId;
  // As `login` signs them: the service refuses an account's token (an agent's, staff's) without its session version.
  if (claims['x-hasura-allowed-roles'].some(isAccountRole) && options.userId !== undefined) {
    claims[SESSION_VERSION_CLAIM] = String(options.sessionVersion ?? 0);
  }
  Object.assign(claims, options.extraClaims);
  const { token } = await signHasuraToken(claims, (options.expiresIn ?? 3600) * 1000, {
    type: 'HS256',
    key: options.secret ?? DEV_JWT_SECRET_KEY,
    claimsNamespace: HASURA_CLAIMS_NAMESPACE,
  });
  return token;
}

/** The request headers for a token: `{ authorization: 'Bearer …' }`. */
export async function authHeaders(options: TestTokenOptions = {}): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await signToken(options)}` };
}
