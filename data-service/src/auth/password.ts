import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Agent passwords, hashed with scrypt (node:crypto, no native add-on). The stored string names its
 * own parameters — `scrypt$N$r$p$<salt base64>$<hash base64>` — so the cost can be raised later
 * without breaking the hashes already stored.
 */

const SCHEME = 'scrypt';
const DEFAULT_PARAMS = { N: 16384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Highest cost accepted from a stored hash, so a corrupt row cannot make one sign-in eat the server. */
const MAX_N = 1 << 20;

function deriveKey(password: string, salt: Buffer, keyLength: number, params: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; node's default ceiling (32 MiB) is too low for the larger accepted N.
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * The string to store for `password`. `salt` is for the deterministic seed only (the same demo rows on
 * every fresh database); everything else takes the random default.
 */
export async function hashPassword(password: string, options: { salt?: Buffer } = {}): Promise<string> {
  const salt = options.salt ?? randomBytes(SALT_BYTES);
  const { N, r, p } = DEFAULT_PARAMS;
  const key = await deriveKey(password, salt, KEY_BYTES, DEFAULT_PARAMS);
  return [SCHEME, N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether `password` matches `stored`; false (never a throw) for a malformed or unknown stored value. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const key = await deriveKey(password, parsed.salt, parsed.key.length, parsed);
  return timingSafeEqual(key, parsed.key);
}

function parseStored(stored: string): { N: number; r: number; p: number; salt: Buffer; key: Buffer } | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== SCHEME) return undefined;
  const [N, r, p] = parts.slice(1, 4).map((text) => (/^\d{1,8}$/.test(text) ? Number(text) : NaN));
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_N || !(r >= 1 && r <= 32) || !(p >= 1 && p <= 16)) return undefined;
  const base64 = /^[A-Za-z0-9+/]+={0,2}$/;
  if (!base64.test(parts[4]) || !base64.test(parts[5])) return undefined;
  const salt = Buffer.from(parts[4], 'base64');
  const key = Buffer.from(parts[5], 'base64');
  if (salt.length < 8 || key.length < 16 || key.length > 128) return undefined;
  return { N, r, p, salt, key };
}
