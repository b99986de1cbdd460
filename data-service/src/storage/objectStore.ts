/** A stored file and the type it is served with. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/**
 * Where evidence files (claim photos, PDFs) live: this machine's disk (diskStore.ts) or an S3-compatible
 * store (s3Store.ts), chosen by `STORAGE_DRIVER` (objectStoreFromConfig.ts). Every method refuses a key
 * that is not of the shape objectKeys.ts allows, with an Error, before touching storage.
 */
export interface ObjectStore {
  /** Where files go, for the startup log line (e.g. "disk /path" or "s3 bucket at endpoint"). */
  readonly description: string;
  /** Stores bytes under key, replacing what was there (a retried write is harmless). The content type must be the key's (objectKeys.ts). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes the object; no error when there is none. */
  delete(key: string): Promise<void>;
  /** A URL that GETs the object until `ttlSeconds` from now and never after. May be relative (a path on the data service) or absolute. */
  signedUrl(key: string, ttlSeconds: number): Promise<string>;
}
