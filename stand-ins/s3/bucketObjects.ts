import { createHash } from 'node:crypto';

export interface StoredS3Object {
  body: Buffer;
  contentType: string;
  /** S3's ETag of a single-PUT object: the quoted hex MD5 of its bytes. */
  etag: string;
  lastModified: Date;
}

/** What the stand-in holds, in memory, forgotten when it stops. Buckets exist as soon as they are named. */
export class BucketObjects {
  private readonly objects = new Map<string, StoredS3Object>();

  get(bucket: string, key: string): StoredS3Object | undefined {
    return this.objects.get(`${bucket}/${key}`);
  }

  put(bucket: string, key: string, body: Buffer, contentType: string): StoredS3Object {
    const object = { body, contentType, etag: `"${createHash('md5').update(body).digest('hex')}"`, lastModified: new Date() };
    this.objects.set(`${bucket}/${key}`, object);
    return object;
  }

  delete(bucket: string, key: string): void {
    this.objects.delete(`${bucket}/${key}`);
  }

  /** Every key held, as `<bucket>/<key>` (tests). */
  keys(): string[] {
    return [...this.objects.keys()];
  }
}
