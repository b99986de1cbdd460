import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { signFile } from './fileSignature';
import { assertContentTypeOfKey, assertObjectKey, assertTtlSeconds, contentTypeOfKey } from './objectKeys';
import type { ObjectStore, StoredObject } from './objectStore';
import { FILES_PATH_PREFIX } from './serveSignedFile';

// The disk store's link route, for whoever wires it into the HTTP server.
export { FILES_PATH_PREFIX, serveSignedFile, type SignedFileOptions } from './serveSignedFile';
export { fileSigningKey, verifyFileSignature, type FileSignatureCheck } from './fileSignature';

export interface DiskStoreOptions {
  /** The directory files go under (created when needed); relative paths are from the working directory. */
  dir: string;
  /** `fileSigningKey(<the JWT secret's key>)`: signs the links `serveSignedFile` checks. */
  signingKey: Buffer;
  /** The clock links are signed with (tests); default `Date.now`. */
  now?: () => number;
}

/**
 * Files under one directory, one file per key (`<dir>/evidence/<partner>/<evidence>.jpg`), for a single
 * machine (PGlite, development, demos). The content type is the key's (objectKeys.ts), so nothing is kept
 * beside the bytes. Links are `/v1/files/<key>?expires=…&signature=…`, served by `serveSignedFile`.
 */
export function createDiskStore(options: DiskStoreOptions): ObjectStore {
  const root = path.resolve(options.dir);
  const now = options.now ?? Date.now;
  const fileOf = (key: string) => {
    assertObjectKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    description: `disk ${root}`,

    async put(key, body, contentType) {
      const file = fileOf(key);
      assertContentTypeOfKey(key, contentType);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed over: a reader sees the old file or the new one, never half of one.
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        const handle = await fs.open(temporary, 'wx');
        try {
          await handle.writeFile(body);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key): Promise<StoredObject | undefined> {
      const file = fileOf(key);
      try {
        return { body: await fs.readFile(file), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },

    async signedUrl(key, ttlSeconds) {
      assertObjectKey(key);
      assertTtlSeconds(ttlSeconds);
      const expires = Math.floor(now() / 1000) + ttlSeconds;
      return `${FILES_PATH_PREFIX}${key}?expires=${expires}&signature=${signFile(key, expires, options.signingKey)}`;
    },
  };
}
