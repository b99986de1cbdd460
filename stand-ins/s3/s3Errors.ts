import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** An S3 error answer: its code, HTTP status, message and any extra elements S3 adds (`<Key>`, `<StringToSign>`…). */
export class S3Error extends Error {
  constructor(
    readonly code: string,
    readonly httpStatus: number,
    message: string,
    readonly details: Record<string, string> = {},
  ) {
    super(message);
  }
}

// S3's words for the refusals the stand-in makes (docs.aws.amazon.com/AmazonS3/latest/API/ErrorResponses.html).
export const accessDenied = (message = 'Access Denied', details: Record<string, string> = {}) => new S3Error('AccessDenied', 403, message, details);
export const notImplemented = (message: string, details: Record<string, string> = {}) => new S3Error('NotImplemented', 501, message, details);
export const invalidRequest = (message: string) => new S3Error('InvalidRequest', 400, message);
export const invalidArgument = (message: string) => new S3Error('InvalidArgument', 400, message);
export const headerMalformed = (message: string) => new S3Error('AuthorizationHeaderMalformed', 400, message);
export const queryMalformed = (message: string) => new S3Error('AuthorizationQueryParametersError', 400, message);

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);

/** S3's XML error body; a HEAD answer carries the status only, as S3's does. */
export function sendS3Error(response: ServerResponse, error: S3Error, resource: string, head: boolean): void {
  const requestId = randomBytes(8).toString('hex').toUpperCase();
  const extra = Object.entries(error.details).map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`).join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${error.code}</Code><Message>${escapeXml(error.message)}</Message>${extra}<Resource>${escapeXml(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`;
  response.writeHead(error.httpStatus, { 'content-type': 'application/xml', 'content-length': head ? 0 : Buffer.byteLength(xml), 'x-amz-request-id': requestId });
  response.end(head ? undefined : xml);
}
