import type { IncomingMessage } from 'node:http';

/** The request header the middleware puts the response's nonce in, for the server render to read. */
export const NONCE_HEADER = 'x-nonce';

/** 128 random bits, base64: the form Next reads back from the CSP header to nonce its own scripts. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The nonce the middleware gave this request; undefined in the browser or for a request it skipped. */
export function requestNonce(request: Pick<IncomingMessage, 'headers'> | undefined): string | undefined {
  const value = request?.headers[NONCE_HEADER];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
