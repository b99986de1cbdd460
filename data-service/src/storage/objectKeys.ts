/**
 * The keys and content types every object store accepts. One rule for both adapters, so a key that works
 * on disk in development works on S3 in production, and no key can climb out of the disk store's directory.
 */

// `evidence/<partner uuid>/<evidence uuid>.jpg`: lowercase segments, no `..`, no leading or doubled slash.
const KEY_SHAPE = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(jpg|pdf)$/;

// S3's longest key (bytes; our keys are ASCII).
const MAX_KEY_LENGTH = 1024;

/** The type each extension is served with: the key decides, so a stored file is never served as HTML or script. */
const CONTENT_TYPES: Readonly<Record<string, string>> = { jpg: 'image/jpeg', pdf: 'application/pdf' };

/** S3's longest presigned URL (7 days); the disk store keeps the same bound so both behave alike. */
export const MAX_SIGNED_URL_TTL_SECONDS = 7 * 24 * 3600;

export function isObjectKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_SHAPE.test(key);
}

/** Throws unless `key` is of the shape `a-z0-9-` segments joined by `/`, ending `.jpg` or `.pdf`. */
export function assertObjectKey(key: string): void {
  if (!isObjectKey(key)) {
    throw new Error(`object key ${JSON.stringify(key.slice(0, 100))} is not allowed: keys are lowercase a-z, 0-9 and - segments joined by / and end in .jpg or .pdf`);
  }
}

/** The content type of a valid key (`image/jpeg`, `application/pdf`). */
export function contentTypeOfKey(key: string): string {
  assertObjectKey(key);
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
}

/**
 * How a file is handed to the browser: a photo is shown; a PDF is downloaded, to be opened by the phone's own
 * viewer rather than rendered in the app's origin (a PDF's active content is checked on upload, not proven
 * absent).
 */
export function contentDispositionOfKey(key: string): string {
  return contentTypeOfKey(key) === 'application/pdf' ? 'attachment; filename="document.pdf"' : 'inline';
}

/** Throws when `contentType` is not the one the key's extension is served with. */
export function assertContentTypeOfKey(key: string, contentType: string): void {
  const expected = contentTypeOfKey(key);
  if (contentType !== expected) throw new Error(`content type ${JSON.stringify(contentType.slice(0, 100))} does not match ${key}: expected ${expected}`);
}

/** Throws unless `ttlSeconds` is a whole number from 1 to 7 days. */
export function assertTtlSeconds(ttlSeconds: number): void {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > MAX_SIGNED_URL_TTL_SECONDS) {
    throw new Error(`a signed URL lives 1 to ${MAX_SIGNED_URL_TTL_SECONDS} seconds, not ${ttlSeconds}`);
  }
}
