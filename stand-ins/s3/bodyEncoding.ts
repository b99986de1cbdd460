import type { IncomingHttpHeaders } from 'node:http';
import { notImplemented } from './s3Errors';

const HINT = "The S3 stand-in takes plain bodies signed with a hex SHA-256 or UNSIGNED-PAYLOAD: configure the S3 client with requestChecksumCalculation: 'WHEN_REQUIRED'.";

/**
 * Refuses the body encodings the stand-in does not decode, loudly rather than storing the wrong bytes:
 * aws-chunked bodies (`x-amz-content-sha256: STREAMING-…`, `content-encoding: aws-chunked`, trailers) and
 * the flexible checksums (`x-amz-checksum-*`) that the SDK adds unless told `WHEN_REQUIRED`, which real
 * S3 would verify and the stand-in does not.
 */
export function refuseUnsupportedBody(headers: IncomingHttpHeaders): void {
  const streaming = String(headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-');
  const chunked = String(headers['content-encoding'] ?? '').split(',').some((coding) => coding.trim() === 'aws-chunked');
  const checksum = Object.keys(headers).find((name) => name.startsWith('x-amz-checksum-') && name !== 'x-amz-checksum-mode');
  const header = streaming ? 'x-amz-content-sha256' : chunked ? 'content-encoding' : headers['x-amz-trailer'] ? 'x-amz-trailer' : checksum;
  if (header) throw notImplemented(`A header you provided implies functionality that is not implemented. ${HINT}`, { Header: header });
}
