import { defaultStorageDir, type DataServiceConfig } from '../config';
import { createDiskStore } from './diskStore';
import { fileSigningKey } from './fileSignature';
import type { ObjectStore } from './objectStore';
import { createS3Store } from './s3Store';

/**
 * The service's evidence store: an S3-compatible bucket with `STORAGE_DRIVER=s3`, else files on this
 * machine's disk whose links are signed with a key derived from the JWT secret (so serve them with
 * `serveSignedFile` and `fileSigningKey(config.jwtSecret.key)`). `loadConfig` always sets `storage`; a
 * configuration built by hand without it gets the disk beside its data directory.
 */
export function objectStoreFromConfig(config: Pick<DataServiceConfig, 'storage' | 'jwtSecret' | 'dataDir' | 'databaseUrl'>): ObjectStore {
  const storage = config.storage ?? { driver: 'disk', dir: defaultStorageDir(config.dataDir, config.databaseUrl) };
  if (storage.driver === 's3') {
    return createS3Store({
      endpoint: storage.endpoint,
      region: storage.region,
      bucket: storage.bucket,
      accessKeyId: storage.accessKeyId,
      secretAccessKey: storage.secretAccessKey,
      forcePathStyle: storage.forcePathStyle,
    });
  }
  return createDiskStore({ dir: storage.dir, signingKey: fileSigningKey(config.jwtSecret.key) });
}
