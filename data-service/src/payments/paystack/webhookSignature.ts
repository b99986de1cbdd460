import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack signs each webhook: `x-paystack-signature` is the HMAC-SHA512, in hex, of the raw body keyed with the secret key. */
export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

const SHA512_HEX = /^[0-9a-f]{128}$/i;

/**
 * Whether `signature` is Paystack's for these exact bytes. Compared in constant time on equal-length
 * buffers; anything else (missing, another length, not hex) is false without comparing.
 */
export function isPaystackSignatureValid(rawBody: Buffer, signature: string | undefined, secretKey: string): boolean {
  if (typeof signature !== 'string' || !SHA512_HEX.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
