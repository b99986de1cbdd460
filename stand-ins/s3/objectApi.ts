import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { BucketObjects } from './bucketObjects';
import { notImplemented, S3Error } from './s3Errors';

export interface ObjectRequest {
  method: string;
  bucket: string;
  /** Decoded; empty for the bucket itself. */
  key: string;
  query: ReadonlyArray<readonly [string, string]>;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** GetObject's query parameter that sets the answer's Content-Disposition (signed with the link). */
const RESPONSE_DISPOSITION = 'response-content-disposition';

// Bucket naming rules, in short: 3-63 lower-case letters, digits, dots and hyphens.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * The part of S3's REST API we use, path-style (`/<bucket>/<key>`): PutObject, GetObject, HeadObject,
 * DeleteObject, and CreateBucket/HeadBucket for a bucket that in fact always exists. Anything else is
 * S3's NotImplemented or MethodNotAllowed, never a silent success.
 */
export function handleObjectRequest(objects: BucketObjects, request: ObjectRequest, response: ServerResponse): void {
  const { method, bucket, key } = request;
  if (!BUCKET_NAME.test(bucket)) throw new S3Error('InvalidBucketName', 400, 'The specified bucket is not valid.', { BucketName: bucket });
  // Subresources (?acl, ?uploads, ?tagging, ranges of versions…) are features the stand-in does not have;
  // a GET's response-content-disposition (a presigned link's "download this") is one it has.
  const feature = request.query.find(([name]) => name !== 'x-id' && name !== RESPONSE_DISPOSITION && !name.toLowerCase().startsWith('x-amz-'));
  if (feature) throw notImplemented(`The S3 stand-in does not implement the query parameter ${feature[0]}.`);

  if (key === '') {
    if (method === 'PUT') return send(response, 200, { location: `/${bucket}` });
    if (method === 'HEAD') return send(response, 200, {});
    throw notImplemented('The S3 stand-in implements no bucket operation but CreateBucket and HeadBucket.');
  }
  if (method === 'PUT') return putObject(objects, request, response);
  if (method === 'GET' || method === 'HEAD') {
    const object = objects.get(bucket, key);
    if (!object) throw new S3Error('NoSuchKey', 404, 'The specified key does not exist.', { Key: key });
    const disposition = request.query.find(([name]) => name === RESPONSE_DISPOSITION)?.[1];
    response.writeHead(200, {
      'content-type': object.contentType,
      'content-length': object.body.length,
      etag: object.etag,
      'last-modified': object.lastModified.toUTCString(),
      ...(disposition === undefined ? {} : { 'content-disposition': disposition }),
    });
    response.end(method === 'HEAD' ? undefined : object.body);
    return;
  }
  if (method === 'DELETE') {
    objects.delete(bucket, key);
    return send(response, 204, {});
  }
  throw new S3Error('MethodNotAllowed', 405, 'The specified method is not allowed against this resource.', { Method: method, ResourceType: 'OBJECT' });
}

function putObject(objects: BucketObjects, request: ObjectRequest, response: ServerResponse): void {
  if (request.headers['content-length'] === undefined) throw new S3Error('MissingContentLength', 411, 'You must provide the Content-Length HTTP header.');
  const md5 = request.headers['content-md5'];
  if (typeof md5 === 'string' && md5 !== createHash('md5').update(request.body).digest('base64')) {
    throw new S3Error('BadDigest', 400, 'The Content-MD5 you specified did not match what we received.');
  }
  // S3's type for an object stored without one.
  const contentType = request.headers['content-type'] ?? 'binary/octet-stream';
  const stored = objects.put(request.bucket, request.key, request.body, contentType);
  send(response, 200, { etag: stored.etag });
}

function send(response: ServerResponse, status: number, headers: Record<string, string>): void {
  response.writeHead(status, { ...headers, 'content-length': 0 });
  response.end();
}
