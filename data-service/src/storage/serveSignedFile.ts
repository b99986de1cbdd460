import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../log';
import { verifyFileSignature } from './fileSignature';
import type { ObjectStore } from './objectStore';
import { contentDispositionOfKey } from './objectKeys';

/** Where the disk store's signed links point: `GET /v1/files/<key>?expires=…&signature=…`. */
export const FILES_PATH_PREFIX = '/v1/files/';

export interface SignedFileOptions {
  store: Pick<ObjectStore, 'get'>;
  /** `fileSigningKey(<the JWT secret's key>)`: the same in every process. */
  signingKey: Buffer;
  log: Logger;
  /** The clock links are checked against (tests); default `Date.now`. */
  now?: () => number;
}

const REFUSED = 'This link has expired or is not valid. Open the claim again to see its files.';
const GONE = 'This file is no longer stored. Open the claim again to see its files.';
const NOT_READ = 'The file could not be read just now. Try again in a moment.';
const READ_ONLY = 'Files can only be opened here, not changed.';

/**
 * `GET`/`HEAD /v1/files/<key>` for the disk store: the file when the link's signature is ours and in
 * time (403 otherwise), 404 when it has gone, 405 for any other method. The link is the only credential
 * (an `<img>` sends no token), so it is short-lived and the answer is locked down: served only as the
 * key's type, never sniffed, no scripts, cached privately no longer than the link lives. Never rejects.
 */
export async function serveSignedFile(req: IncomingMessage, res: ServerResponse, options: SignedFileOptions): Promise<void> {
  const head = req.method === 'HEAD';
  if (req.method !== 'GET' && !head) return sendMessage(res, 405, READ_ONLY, head, { allow: 'GET, HEAD' });

  // The raw path, never normalised: the signature covers exactly the key the link names.
  const url = req.url ?? '/';
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  if (!path.startsWith(FILES_PATH_PREFIX)) return sendMessage(res, 404, GONE, head);
  const key = path.slice(FILES_PATH_PREFIX.length);
  const params = new URLSearchParams(query);
  const expires = params.get('expires');
  const nowMs = (options.now ?? Date.now)();
  const check = verifyFileSignature({ key, expires, signature: params.get('signature') }, options.signingKey, nowMs);
  if (check !== 'valid') return sendMessage(res, 403, REFUSED, head);

  let stored;
  try {
    stored = await options.store.get(key);
  } catch (error) {
    options.log.error(`files: could not read ${key}`, error);
    return sendMessage(res, 500, NOT_READ, head);
  }
  if (!stored) return sendMessage(res, 404, GONE, head);

  const secondsLeft = Math.max(0, Number(expires) - Math.floor(nowMs / 1000));
  res.writeHead(200, {
    'content-type': stored.contentType,
    'content-length': stored.body.length,
    'x-content-type-options': 'nosniff',
    'cache-control': `private, max-age=${secondsLeft}`,
    // Nothing may run; the browser's own image viewer styles the page it shows a photo in.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'content-disposition': contentDispositionOfKey(key),
  });
  res.end(head ? undefined : stored.body);
}

function sendMessage(res: ServerResponse, status: number, message: string, head: boolean, headers: Record<string, string> = {}): void {
  const body = JSON.stringify({ message });
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(head ? undefined : body);
}
