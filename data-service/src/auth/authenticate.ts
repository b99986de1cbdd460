import type { IncomingHttpHeaders } from 'node:http';
import { GraphqlRequestError } from '../engine/errors';
import { ADMIN_ROLE } from '../engine/model';
import type { Session } from '../engine/parse/context';
import { aesonKindOf } from '../http/aesonKind';
import { secretMatches } from './secretMatches';
import type { AgentSessions } from './agentSessions';
import { isAccountRole } from '@/lib/domain/roles';
import { SESSION_VERSION_CLAIM } from './jwt';
import type { JwtSecret } from './jwtSecret';
import { createJwtVerifier, type HasuraClaimsMap } from './verifyJwt';

export interface AuthOptions {
  jwtSecret: JwtSecret;
  /** `HASURA_GRAPHQL_ADMIN_SECRET`; when unset, no request is ever admin. */
  adminSecret: string | undefined;
  /** The role of requests without a token (`HASURA_GRAPHQL_UNAUTHORIZED_ROLE`). */
  unauthorizedRole: string;
  /** Whether an account's token is still a session (not logged out, not suspended, role unchanged). */
  agentSessions: AgentSessions;
}

/** Turns a request's headers into its session, or throws the error Hasura would answer with. */
export type Authenticate = (headers: IncomingHttpHeaders, now?: Date) => Promise<Session>;

const ROLE_HEADER = 'x-hasura-role';
const ADMIN_SECRET_HEADER = 'x-hasura-admin-secret';
// Hasura still honours the pre-v1.0 name of the admin secret header.
const ACCESS_KEY_HEADER = 'x-hasura-access-key';
const ALLOWED_ROLES_CLAIM = 'x-hasura-allowed-roles';
const DEFAULT_ROLE_CLAIM = 'x-hasura-default-role';
const USER_ID_CLAIM = 'x-hasura-user-id';
const PARTNER_ID_CLAIM = 'x-hasura-partner-id';

/**
 * Hasura's order (`getUserInfoWithExpTime` with an admin secret and JWT): an admin secret header,
 * when sent, decides alone; else a token in `Authorization`; else the unauthorised role. Unlike Hasura,
 * a token never makes anyone admin, and an agent's token must still be a session (AgentSessions).
 */
export function createAuthenticator(options: AuthOptions): Authenticate {
  const verify = createJwtVerifier(options.jwtSecret);

  return async (headers, now) => {
    const sentSecret = header(headers, ADMIN_SECRET_HEADER) ?? header(headers, ACCESS_KEY_HEADER);
    if (sentSecret !== undefined) {
      if (options.adminSecret === undefined || !secretMatches(options.adminSecret, sentSecret)) {
        throw new GraphqlRequestError(`invalid ${ADMIN_SECRET_HEADER}/${ACCESS_KEY_HEADER}`, 'access-denied');
      }
      // Admin may act as any role, with session variables taken from its x-hasura-* headers.
      return sessionOf(roleHeader(headers) ?? ADMIN_ROLE, variablesFromHeaders(headers));
    }

    const authorization = header(headers, 'authorization');
    if (authorization === undefined) {
      // As Hasura: the unauthorised role still gets the request's x-hasura-* headers as session
      // variables, so its permissions must never trust them.
      return sessionOf(options.unauthorizedRole, variablesFromHeaders(headers));
    }
    const claims = await verify(bearerToken(authorization), now);
    const session = sessionFromClaims(claims, roleHeader(headers));
    // A token of a role accounts sign in with must be a current session of its account: an agent's, or staff's.
    if (allowedRolesOf(claims).some(isAccountRole)) {
      await options.agentSessions.check({
        agentId: session.variables[USER_ID_CLAIM] ?? '',
        role: session.role,
        partnerId: session.variables[PARTNER_ID_CLAIM],
        sessionVersion: session.variables[SESSION_VERSION_CLAIM],
      });
    }
    return session;
  };
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** `x-hasura-role`, when given and not empty (Hasura's role names are non-empty text). */
function roleHeader(headers: IncomingHttpHeaders): string | undefined {
  const role = header(headers, ROLE_HEADER);
  return role === undefined || role === '' ? undefined : role;
}

function variablesFromHeaders(headers: IncomingHttpHeaders): Map<string, string> {
  const variables = new Map<string, string>();
  for (const name of Object.keys(headers)) {
    // Node lower-cases header names; the admin secret never becomes a session variable.
    if (!name.startsWith('x-hasura-') || name === ADMIN_SECRET_HEADER || name === ACCESS_KEY_HEADER) continue;
    const value = header(headers, name);
    if (value !== undefined) variables.set(name, value);
  }
  return variables;
}

/** Hasura's session always carries the role it resolved as `x-hasura-role`. */
function sessionOf(role: string, variables: Map<string, string>): Session {
  variables.set(ROLE_HEADER, role);
  return { role, variables: Object.fromEntries(variables) };
}

/** Hasura splits the header on whitespace and wants exactly `Bearer <token>`. */
function bearerToken(authorization: string): string {
  const words = authorization.split(/\s+/).filter((word) => word !== '');
  if (words.length !== 2 || words[0] !== 'Bearer') {
    throw new GraphqlRequestError('Malformed Authorization header', 'invalid-headers');
  }
  return words[1];
}

function allowedRolesOf(claims: HasuraClaimsMap): string[] {
  return roleClaim(claims, ALLOWED_ROLES_CLAIM, 'should be a list of roles', parseRoleList);
}

function sessionFromClaims(claims: HasuraClaimsMap, requestedRole: string | undefined): Session {
  const allowedRoles = allowedRolesOf(claims);
  const defaultRole = roleClaim(claims, DEFAULT_ROLE_CLAIM, 'should be a single role name', parseRoleName);
  // Admin reads every partner's rows and rewrites wallets: only the admin secret reaches it, so a leaked
  // or forged signing key still cannot.
  if (allowedRoles.includes(ADMIN_ROLE) || defaultRole === ADMIN_ROLE) {
    throw new GraphqlRequestError('the admin role is reachable only with the admin secret, never through a JWT', 'jwt-admin-role-refused');
  }

  const role = requestedRole ?? defaultRole;
  if (!allowedRoles.includes(role)) {
    throw new GraphqlRequestError('Your requested role is not in allowed roles', 'access-denied');
  }

  const variables = new Map<string, string>();
  for (const [name, value] of claims) {
    if (name === ALLOWED_ROLES_CLAIM || name === DEFAULT_ROLE_CLAIM) continue;
    if (typeof value !== 'string') {
      throw new GraphqlRequestError(
        `x-hasura-* claims: parsing Text failed, expected String, but encountered ${aesonKindOf(value)}`,
        'jwt-invalid-claims',
      );
    }
    variables.set(name, value);
  }
  return sessionOf(role, variables);
}

/** A claim's value, or what is wrong with it in aeson's words. */
type ClaimParse<T> = { value: T } | { problem: string };

function parseRoleName(value: unknown): ClaimParse<string> {
  if (typeof value !== 'string') return { problem: `parsing Text failed, expected String, but encountered ${aesonKindOf(value)}` };
  return value === '' ? { problem: 'empty string not allowed' } : { value };
}

function parseRoleList(value: unknown): ClaimParse<string[]> {
  if (!Array.isArray(value)) return { problem: `parsing [] failed, expected Array, but encountered ${aesonKindOf(value)}` };
  const roles: string[] = [];
  for (const item of value) {
    const role = parseRoleName(item);
    if ('problem' in role) return role;
    roles.push(role.value);
  }
  return { value: roles };
}

/** A mandatory role claim: missing and malformed are different errors in Hasura. */
function roleClaim<T>(claims: HasuraClaimsMap, name: string, hint: string, parse: (value: unknown) => ClaimParse<T>): T {
  if (!claims.has(name)) throw new GraphqlRequestError(`JWT claim does not contain ${name}`, 'jwt-missing-role-claims');
  const parsed = parse(claims.get(name));
  if ('problem' in parsed) throw new GraphqlRequestError(`invalid ${name}; ${hint}: ${parsed.problem}`, 'jwt-invalid-claims');
  return parsed.value;
}
