import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertContentTypeOfKey, assertObjectKey, assertTtlSeconds, contentDispositionOfKey, contentTypeOfKey } from './objectKeys';
import type { S3StorageConfig } from '../config';
import type { ObjectStore, StoredObject } from './objectStore';

/** The bucket and its credentials as configured (`S3_*`), and the clock presigned URLs are signed with (tests; default `Date.now`). */
export type S3StoreOptions = Omit<S3StorageConfig, 'driver'> & { now?: () => number };

/**
 * Files in one S3 bucket, for several processes or machines sharing them. Links are S3's own presigned
 * GET URLs: the browser fetches the file from the store, not through the data service.
 */
export function createS3Store(options: S3StoreOptions): ObjectStore {
  const { bucket } = options;
  const now = options.now ?? Date.now;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Since 3.729 the SDK adds CRC32 checksums by default (an x-amz-checksum-crc32 header, aws-chunked
    // bodies for streams) and x-amz-checksum-mode on every GET, presigned ones included. Many S3-compatible
    // stores refuse or mishandle these. Our bodies are Buffers, so SigV4 already signs their SHA-256
    // (x-amz-content-sha256) and the store checks the bytes against it: checksums only where an API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer must not hold a request forever (no timeout is the SDK's default).
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000, throwOnRequestTimeout: true },
  });

  return {
    description: `s3 bucket ${bucket} at ${options.endpoint ?? `AWS ${options.region}`}`,

    async put(key, body, contentType) {
      assertObjectKey(key);
      assertContentTypeOfKey(key, contentType);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }));
    },

    async get(key): Promise<StoredObject | undefined> {
      assertObjectKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const bytes = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
        return { body: Buffer.from(bytes), contentType: answer.ContentType ?? contentTypeOfKey(key) };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },

    async delete(key) {
      assertObjectKey(key);
      // S3 answers 204 whether or not the key was there.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async signedUrl(key, ttlSeconds) {
      assertObjectKey(key);
      assertTtlSeconds(ttlSeconds);
      const command = new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: contentDispositionOfKey(key) });
      return getSignedUrl(client, command, { expiresIn: ttlSeconds, signingDate: new Date(now()) });
    },
  };
}
