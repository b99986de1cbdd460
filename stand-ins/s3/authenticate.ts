import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { MAX_CLOCK_SKEW_MS, MAX_PRESIGNED_EXPIRES_SECONDS } from './constants';
import { accessDenied, headerMalformed, invalidArgument, invalidRequest, queryMalformed, S3Error } from './s3Errors';
import { ALGORITHM, canonicalRequest, credentialScope, parseAmzDate, sha256Hex, signature, stringToSign } from './signatureV4';

/** The one key pair (and the region) the stand-in accepts. */
export interface StandInCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface SignedRequest {
  method: string;
  rawPath: string;
  /** Decoded query parameters in order. */
  query: ReadonlyArray<readonly [string, string]>;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
const QUERY_AUTH_PARAMS = ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Signature', 'X-Amz-Date', 'X-Amz-SignedHeaders', 'X-Amz-Expires'];

/**
 * Checks a request's SigV4 signature as S3 does, in either form: the `Authorization` header (the SDK's
 * calls) or the query string (presigned URLs, with their expiry). Throws S3's refusal; returns when the
 * request is the key holder's. Anonymous requests are refused: the bucket is private.
 */
export function authenticate(request: SignedRequest, credentials: StandInCredentials, nowMs: number): void {
  const byQuery = request.query.some(([name]) => name === 'X-Amz-Algorithm' || name === 'X-Amz-Signature');
  const authorization = request.headers.authorization;
  if (byQuery && authorization) {
    throw invalidArgument('Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified');
  }
  if (byQuery) return checkQuerySignature(request, credentials, nowMs);
  if (authorization) return checkHeaderSignature(request, authorization, credentials, nowMs);
  throw accessDenied();
}

function checkHeaderSignature(request: SignedRequest, authorization: string, credentials: StandInCredentials, nowMs: number): void {
  if (!authorization.startsWith(`${ALGORITHM} `)) {
    throw invalidRequest('The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.');
  }
  const fields = new Map(
    authorization
      .slice(ALGORITHM.length + 1)
      .split(',')
      .map((part) => [part.slice(0, part.indexOf('=')).trim(), part.slice(part.indexOf('=') + 1).trim()] as const),
  );
  const credential = fields.get('Credential');
  const signedHeaders = fields.get('SignedHeaders');
  const provided = fields.get('Signature');
  if (!credential || !signedHeaders || !provided) {
    throw headerMalformed('The authorization header is malformed; the authorization header requires three components: Credential, SignedHeaders, and Signature.');
  }
  const amzDate = headerText(request.headers, 'x-amz-date');
  const signedAt = parseAmzDate(amzDate ?? '');
  if (amzDate === undefined || Number.isNaN(signedAt)) throw accessDenied('AWS authentication requires a valid Date or x-amz-date header');
  const scope = checkCredential(credential, amzDate, credentials, (detail) => headerMalformed(`The authorization header is malformed; ${detail}`));
  if (Math.abs(nowMs - signedAt) > MAX_CLOCK_SKEW_MS) {
    throw new S3Error('RequestTimeTooSkewed', 403, 'The difference between the request time and the current time is too large.', {
      RequestTime: amzDate,
      ServerTime: new Date(nowMs).toISOString(),
      MaxAllowedSkewMilliseconds: String(MAX_CLOCK_SKEW_MS),
    });
  }
  const payloadHash = headerText(request.headers, 'x-amz-content-sha256');
  if (payloadHash === undefined) throw invalidRequest('Missing required header for this request: x-amz-content-sha256');
  if (payloadHash !== UNSIGNED_PAYLOAD && !/^[0-9a-f]{64}$/.test(payloadHash)) {
    throw invalidArgument('x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-UNSIGNED-PAYLOAD-TRAILER, STREAMING-AWS4-HMAC-SHA256-PAYLOAD, or a valid sha256 value.');
  }
  checkSignature(request, { amzDate, scope, signedHeaders, provided, payloadHash, query: request.query }, credentials);
  if (payloadHash !== UNSIGNED_PAYLOAD && sha256Hex(request.body) !== payloadHash) {
    throw new S3Error('XAmzContentSHA256Mismatch', 400, "The provided 'x-amz-content-sha256' header does not match what was computed.", {
      ClientComputedContentSHA256: payloadHash,
      S3ComputedContentSHA256: sha256Hex(request.body),
    });
  }
}

function checkQuerySignature(request: SignedRequest, credentials: StandInCredentials, nowMs: number): void {
  const params = new Map<string, string>();
  for (const [name, value] of request.query) if (!params.has(name)) params.set(name, value);
  if (QUERY_AUTH_PARAMS.some((name) => !params.get(name))) {
    throw queryMalformed('Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.');
  }
  const value = (name: string) => params.get(name) as string;
  if (value('X-Amz-Algorithm') !== ALGORITHM) throw queryMalformed('X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
  const amzDate = value('X-Amz-Date');
  const signedAt = parseAmzDate(amzDate);
  if (Number.isNaN(signedAt)) throw queryMalformed('X-Amz-Date must be in the ISO8601 Long Format "yyyyMMdd\'T\'HHmmss\'Z\'"');
  const expires = value('X-Amz-Expires');
  if (!/^\d+$/.test(expires)) throw queryMalformed('X-Amz-Expires should be a number');
  if (Number(expires) > MAX_PRESIGNED_EXPIRES_SECONDS) throw queryMalformed(`X-Amz-Expires must be less than a week (in seconds) that is ${MAX_PRESIGNED_EXPIRES_SECONDS}`);
  const scope = checkCredential(value('X-Amz-Credential'), amzDate, credentials, (detail) => queryMalformed(`Error parsing the X-Amz-Credential parameter; ${detail}`));
  const expiresAt = signedAt + Number(expires) * 1000;
  if (nowMs > expiresAt) {
    throw accessDenied('Request has expired', { 'X-Amz-Expires': expires, Expires: isoSeconds(expiresAt), ServerTime: isoSeconds(nowMs) });
  }
  checkSignature(
    request,
    {
      amzDate,
      scope,
      signedHeaders: value('X-Amz-SignedHeaders'),
      provided: value('X-Amz-Signature'),
      // A presigned URL does not sign the body (S3 takes a hash given in the query instead).
      payloadHash: params.get('X-Amz-Content-Sha256') ?? UNSIGNED_PAYLOAD,
      query: request.query.filter(([name]) => name !== 'X-Amz-Signature'),
    },
    credentials,
  );
}

/** `<access key>/<yyyymmdd>/<region>/s3/aws4_request`: ours, dated the day it was signed, for our region. */
function checkCredential(credential: string, amzDate: string, credentials: StandInCredentials, malformed: (detail: string) => S3Error): string {
  const parts = credential.split('/');
  if (parts.length !== 5 || parts[3] !== 's3' || parts[4] !== 'aws4_request') {
    throw malformed('the Credential is mal-formed; expecting "<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request".');
  }
  const [accessKeyId, date, region] = parts;
  if (accessKeyId !== credentials.accessKeyId) {
    throw new S3Error('InvalidAccessKeyId', 403, 'The AWS Access Key Id you provided does not exist in our records.', { AWSAccessKeyId: accessKeyId });
  }
  if (date !== amzDate.slice(0, 8)) throw malformed('Invalid credential date. Date is not the same as X-Amz-Date.');
  if (region !== credentials.region) throw malformed(`the region '${region}' is wrong; expecting '${credentials.region}'`);
  return credentialScope(date, region);
}

interface SignatureParts {
  amzDate: string;
  scope: string;
  signedHeaders: string;
  provided: string;
  payloadHash: string;
  query: ReadonlyArray<readonly [string, string]>;
}

function checkSignature(request: SignedRequest, parts: SignatureParts, credentials: StandInCredentials): void {
  const signedHeaders = parts.signedHeaders.split(';');
  // S3 wants the host and every x-amz-* header it was sent covered by the signature.
  const unsigned = Object.keys(request.headers).filter((name) => (name === 'host' || name.startsWith('x-amz-')) && !signedHeaders.includes(name));
  if (unsigned.length > 0) throw accessDenied('There were headers present in the request which were not signed', { HeadersNotSigned: unsigned.join(', ') });

  const canonical = canonicalRequest({
    method: request.method,
    rawPath: request.rawPath,
    query: parts.query,
    signedHeaders,
    headers: request.headers,
    payloadHash: parts.payloadHash,
  });
  const toSign = stringToSign(parts.amzDate, parts.scope, canonical);
  const expected = signature(credentials.secretAccessKey, parts.scope.slice(0, 8), credentials.region, toSign);
  const provided = /^[0-9a-f]{64}$/.test(parts.provided) ? Buffer.from(parts.provided, 'hex') : Buffer.alloc(0);
  if (provided.length !== 32 || !timingSafeEqual(provided, Buffer.from(expected, 'hex'))) {
    throw new S3Error(
      'SignatureDoesNotMatch',
      403,
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      { AWSAccessKeyId: credentials.accessKeyId, StringToSign: toSign, SignatureProvided: parts.provided, CanonicalRequest: canonical },
    );
  }
}

function headerText(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

const isoSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
