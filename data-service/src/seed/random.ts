import { createHash } from 'node:crypto';

/**
 * The seed's only sources of variety: a small seeded PRNG (mulberry32) and name-derived UUIDs and
 * codes, so every fresh database gets the same rows.
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** 32-bit FNV-1a of a string: turns a name (e.g. a partner code) into a PRNG seed. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast, and good enough for demo data (not for anything secret). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)];
    },
    chance: (probability) => next() < probability,
  };
}

/**
 * A UUID derived from a name (`seedId('customer', 'SUNLINE-NG', 3)`), shaped as a version-5 UUID:
 * the same name gives the same id on every database, different names never collide in practice.
 */
export function seedId(...parts: (string | number)[]): string {
  const bytes = createHash('sha1').update(`devicecover-seed/${parts.join('/')}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * 16 bytes derived from a name (`seedCode('verification_code', orderId)`) as base64url without
 * padding: 22 characters, the format of the card verification codes the database makes at random.
 */
export function seedCode(...parts: (string | number)[]): string {
  return createHash('sha256').update(`devicecover-seed/${parts.join('/')}`).digest().subarray(0, 16).toString('base64url');
}
