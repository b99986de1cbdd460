import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 as S3 computes it, written from AWS's description ("Create a signed AWS API
 * request", "Authenticating Requests: Using Query Parameters") and sharing no code with the SDK, so a
 * client that signs wrongly is refused here as S3 would refuse it.
 */
export const ALGORITHM = 'AWS4-HMAC-SHA256';

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding as SigV4 wants it: unreserved characters kept, every other byte `%XX` (upper case). */
export function uriEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(char)) out += char;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export interface CanonicalRequestInput {
  method: string;
  /** The path as sent (percent-encoded); S3 neither normalises it nor encodes it twice. */
  rawPath: string;
  /** Decoded query parameters, the signature's own excepted. */
  query: ReadonlyArray<readonly [string, string]>;
  /** Lower-case names, as listed in SignedHeaders. */
  signedHeaders: readonly string[];
  headers: Readonly<Record<string, string | string[] | undefined>>;
  payloadHash: string;
}

export function canonicalRequest(input: CanonicalRequestInput): string {
  const path = input.rawPath
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
  const query = input.query
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? compare(av, bv) : compare(a, b)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headers = input.signedHeaders
    .map((name) => {
      const value = input.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  return [input.method, path, query, headers, input.signedHeaders.join(';'), input.payloadHash].join('\n');
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** `<yyyymmdd>/<region>/s3/aws4_request`. */
export const credentialScope = (date: string, region: string) => `${date}/${region}/s3/aws4_request`;

export function stringToSign(amzDate: string, scope: string, request: string): string {
  return [ALGORITHM, amzDate, scope, sha256Hex(request)].join('\n');
}

export function signature(secretAccessKey: string, date: string, region: string, toSign: string): string {
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(toSign).digest('hex');
}

/** `20260101T120000Z` → ms since the epoch; NaN when it is not that shape. */
export function parseAmzDate(amzDate: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!match) return Number.NaN;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  return Date.UTC(year, month - 1, day, hour, minute, second);
}
