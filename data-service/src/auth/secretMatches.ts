import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares a sent secret (the admin secret, the action webhook's) with the configured one in constant
 * time. Both are hashed first, so neither the comparison nor an early length mismatch tells a caller how
 * close a guess was.
 */
export function secretMatches(configured: string, sent: string): boolean {
  return timingSafeEqual(sha256(configured), sha256(sent));
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}
