import { errors, jwtVerify } from 'jose';
import { Lru } from '../engine/document/lru';
import { GraphqlRequestError } from '../engine/errors';
import type { JwtSecret } from './jwtSecret';

/** The token's `x-hasura-*` claims, keys lower-cased (Hasura treats them case-insensitively). */
export type HasuraClaimsMap = ReadonlyMap<string, unknown>;

export type JwtVerifier = (token: string, now?: Date) => Promise<HasuraClaimsMap>;

interface VerifiedToken {
  claims: HasuraClaimsMap;
  /** `exp` in ms since the epoch; undefined when the token has none (Hasura accepts such tokens). */
  expiresAtMs: number | undefined;
}

/**
 * Verifies HS256 tokens as Hasura does and answers with its messages ("Could not verify JWT: …", the
 * Haskell `jose` error shown as text). Verified tokens are remembered (by their full text, signature
 * included) so a client's repeated requests skip the HMAC and JSON work; expiry is checked on every use.
 */
export function createJwtVerifier(secret: JwtSecret, cacheSize = 1000): JwtVerifier {
  const key = new TextEncoder().encode(secret.key);
  const verified = new Lru<string, VerifiedToken>(cacheSize);

  return async (token, now = new Date()) => {
    const cached = verified.get(token);
    if (cached) {
      if (cached.expiresAtMs !== undefined && now.getTime() >= cached.expiresAtMs) throw invalidJwt('JWTExpired');
      return cached.claims;
    }
    checkCompactForm(token);
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now }));
    } catch (error) {
      throw invalidJwt(describeJoseError(error));
    }
    const claims = hasuraClaims(payload, secret.claimsNamespace);
    const exp = payload.exp;
    verified.set(token, { claims, expiresAtMs: typeof exp === 'number' ? exp * 1000 : undefined });
    return claims;
  };
}

function invalidJwt(reason: string): GraphqlRequestError {
  return new GraphqlRequestError(`Could not verify JWT: ${reason}`, 'invalid-jwt');
}

/**
 * The checks Haskell's `decodeCompact` makes before any signature work, worded as it words them;
 * the header's `alg` decides between "no usable signature" (`none`) and a signature we refuse.
 */
function checkCompactForm(token: string): void {
  const parts = token.split('.');
  if (parts.length !== 3) {
    throw invalidJwt(`JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got ${parts.length})`);
  }
  let header: unknown;
  try {
    header = JSON.parse(decodeBase64Url(parts[0]));
  } catch (error) {
    throw invalidJwt(`JWSError (JSONDecodeError "${error instanceof Base64UrlError ? 'Not valid base64url' : 'Error in $: not a valid json value'}")`);
  }
  if (header === null || typeof header !== 'object' || Array.isArray(header)) {
    throw invalidJwt('JWSError (JSONDecodeError "Error in $: expected Object")');
  }
  const alg = (header as Record<string, unknown>).alg;
  if (typeof alg !== 'string') throw invalidJwt('JWSError (JSONDecodeError "Error in $: key \\"alg\\" not found")');
  // Hasura's jose never validates `none`: no signature is left to check.
  if (alg.toLowerCase() === 'none') throw invalidJwt('JWSError JWSNoSignatures');
  // Only HS256 is configured; a token signed any other way cannot carry a valid signature for it.
  if (alg !== 'HS256') throw invalidJwt('JWSError JWSInvalidSignature');
}

class Base64UrlError extends Error {}

function decodeBase64Url(part: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) throw new Base64UrlError();
  return Buffer.from(part, 'base64url').toString('utf8');
}

function describeJoseError(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'JWTExpired';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'JWSError JWSInvalidSignature';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'JWSError JWSInvalidSignature';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'nbf' && error.reason === 'check_failed') return 'JWTNotYetValid';
    return `JWTClaimsSetDecodeError "${error.message}"`;
  }
  if (error instanceof errors.JWTInvalid) return `JWTClaimsSetDecodeError "${error.message}"`;
  if (error instanceof errors.JOSEError) return `JWSError (CompactDecodeError ${error.message})`;
  throw error;
}

/** The claims object under the namespace, keeping only `x-hasura-*` keys, as Hasura does. */
function hasuraClaims(payload: Record<string, unknown>, namespace: string): HasuraClaimsMap {
  if (!(namespace in payload)) throw new GraphqlRequestError(`claims key: '${namespace}' not found`, 'jwt-invalid-claims');
  const value = payload[namespace];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new GraphqlRequestError('expecting a json object when claims_format is json', 'jwt-invalid-claims');
  }
  const claims = new Map<string, unknown>();
  for (const [name, claim] of Object.entries(value)) {
    const lower = name.toLowerCase();
    if (lower.startsWith('x-hasura-')) claims.set(lower, claim);
  }
  return claims;
}
