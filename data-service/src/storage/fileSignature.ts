import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links to files on the disk store: HMAC-SHA256 over `<key>\n<expires>` (unix seconds). The key
 * is derived from the JWT signing key, so every data-service process sharing `HASURA_GRAPHQL_JWT_SECRET`
 * verifies every other's links without another secret; the context string keeps a file signature from
 * ever being usable as a token signature, and `v1` lets the scheme change later.
 */
const SIGNING_CONTEXT = 'devicecover files v1';

const SIGNATURE_SHAPE = /^[0-9a-f]{64}$/;
const EXPIRES_SHAPE = /^\d{1,12}$/;

/** `HMAC-SHA256(jwtSecretKey, 'devicecover files v1')`. */
export function fileSigningKey(jwtSecretKey: string): Buffer {
  return createHmac('sha256', jwtSecretKey).update(SIGNING_CONTEXT).digest();
}

/** The hex signature of a link to `key` valid until `expires` (unix seconds). */
export function signFile(key: string, expires: number, signingKey: Buffer): string {
  return createHmac('sha256', signingKey).update(`${key}\n${expires}`).digest('hex');
}

export type FileSignatureCheck = 'valid' | 'expired' | 'invalid';

export interface SignedFileLink {
  key: string;
  /** As it came in the query: unix seconds. */
  expires: string | null;
  signature: string | null;
}

/**
 * Whether a link's signature is ours (timing-safe) and still in time: `expired` once `nowMs` reaches
 * `expires`, `invalid` for anything malformed, altered or signed with another key.
 */
export function verifyFileSignature(link: SignedFileLink, signingKey: Buffer, nowMs: number = Date.now()): FileSignatureCheck {
  const { key, expires, signature } = link;
  if (expires === null || signature === null || !EXPIRES_SHAPE.test(expires) || !SIGNATURE_SHAPE.test(signature)) return 'invalid';
  const expected = Buffer.from(signFile(key, Number(expires), signingKey), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid';
  return nowMs >= Number(expires) * 1000 ? 'expired' : 'valid';
}
