/**
 * What the app reads from the agent's token without verifying it. Verifying the signature is the data
 * service's job (it holds the secret and answers `invalid-jwt`); the app only needs the expiry, to treat a
 * stale cookie as no session, and the agent id, to ask for the agent's own row. Runs in the browser, on the
 * server and in the Edge middleware: no Node APIs.
 */

export const HASURA_CLAIMS_NAMESPACE = 'https://hasura.io/jwt/claims';

export interface TokenClaims {
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** Issued at, seconds since the epoch (the data service's clock). */
  iat?: number;
  /** `x-hasura-user-id`: the agent's id. */
  agentId?: string;
  /** `x-hasura-partner-id`. */
  partnerId?: string;
  /** `x-hasura-default-role`: `agent`, or a back-office role (which works under /office). */
  role?: string;
}

export type TokenState = 'absent' | 'live' | 'expired' | 'malformed';

/** The claims of a JWT-shaped token, or undefined when it is not one or carries no numeric `exp`. */
export function readTokenClaims(token: string): TokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part === '')) return undefined;
  const payload = decodeJsonSegment(parts[1]);
  if (!payload) return undefined;
  const exp = payload.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return undefined;
  const hasura = payload[HASURA_CLAIMS_NAMESPACE];
  const claims = typeof hasura === 'object' && hasura !== null ? (hasura as Record<string, unknown>) : {};
  const iat = typeof payload.iat === 'number' && Number.isFinite(payload.iat) ? payload.iat : undefined;
  return {
    exp,
    iat,
    agentId: textOrUndefined(claims['x-hasura-user-id']),
    partnerId: textOrUndefined(claims['x-hasura-partner-id']),
    role: textOrUndefined(claims['x-hasura-default-role']),
  };
}

/** Whether the cookie's token can be sent at all: absent, well-formed and unexpired, expired or malformed. */
export function tokenState(token: string | undefined, now: Date = new Date()): TokenState {
  if (token === undefined || token === '') return 'absent';
  const claims = readTokenClaims(token);
  if (!claims) return 'malformed';
  return claims.exp * 1000 > now.getTime() ? 'live' : 'expired';
}

/** Milliseconds from `now` until `expiresAt` (ISO text), or undefined when it is not a future instant. */
export function lifetimeMsUntil(expiresAt: string, now: Date = new Date()): number | undefined {
  const at = Date.parse(expiresAt);
  if (!Number.isFinite(at)) return undefined;
  const ms = at - now.getTime();
  return ms > 0 ? ms : undefined;
}

/**
 * How long the session cookie should live: the token's own lifetime (`exp - iat`, both on the data
 * service's clock, so a phone whose clock is days off still keeps the cookie exactly as long), else the time
 * left until `expires_at` on this device's clock.
 */
export function sessionLifetimeMs(token: string, expiresAt: string, now: Date = new Date()): number | undefined {
  const claims = readTokenClaims(token);
  if (claims?.iat !== undefined && claims.exp > claims.iat) return (claims.exp - claims.iat) * 1000;
  return lifetimeMsUntil(expiresAt, now);
}

function decodeJsonSegment(segment: string): Record<string, unknown> | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return undefined;
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
    const binary = atob(base64);
    const parsed: unknown = JSON.parse(utf8(binary));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

// The claims read here are ASCII; where TextDecoder is missing (jsdom), other text keeps its bytes as is.
function utf8(binary: string): string {
  if (typeof TextDecoder !== 'function') return binary;
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

function textOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
