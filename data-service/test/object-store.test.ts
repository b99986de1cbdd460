import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startS3StandIn, type S3StandIn } from '../../stand-ins/s3';
import { loadConfig } from '../src/config';
import { memoryLogger } from '../src/log';
import { createDiskStore, FILES_PATH_PREFIX, fileSigningKey, serveSignedFile, verifyFileSignature } from '../src/storage/diskStore';
import type { ObjectStore } from '../src/storage/objectStore';
import { objectStoreFromConfig } from '../src/storage/objectStoreFromConfig';
import { createS3Store, type S3StoreOptions } from '../src/storage/s3Store';

/**
 * The object-store contract, run against both adapters: the disk store in a temp directory (its links
 * served by `serveSignedFile` on a throwaway HTTP server) and the S3 store against the S3 stand-in (its
 * links S3's presigned URLs). Then what only one adapter has: the disk route's answers, and the stand-in
 * refusing a client that signs wrongly, so the adapter's signing is really checked.
 */

const JWT_KEY = 'object-store-tests-jwt-key-of-32-characters-or-more';
const TWO_HOURS_MS = 2 * 3600_000;
const REFUSED_LINK = 'This link has expired or is not valid. Open the claim again to see its files.';

interface Adapter {
  name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The store; its links are signed at `now()`. */
  store(now?: () => number): ObjectStore;
  /** GETs a link the store gave (relative links are on the data service). */
  open(link: string, method?: string): Promise<Response>;
  /** The query parameter holding the link's signature. */
  signatureParam: string;
  /** Asserts a refusal of a link: 403, and why, in the adapter's own words. */
  assertRefused(answer: Response, why: 'expired' | 'invalid'): Promise<void>;
}

function diskAdapter(): Adapter {
  let dir = '';
  let server: http.Server;
  let base = '';
  const signingKey = fileSigningKey(JWT_KEY);
  const store = (now?: () => number) => createDiskStore({ dir, signingKey, now });
  return {
    name: 'disk',
    signatureParam: 'signature',
    async start() {
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'object-store-'));
      server = http.createServer((req, res) => void serveSignedFile(req, res, { store: store(), signingKey, log: memoryLogger() }));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await fs.rm(dir, { recursive: true, force: true });
    },
    store,
    open: (link, method = 'GET') => fetch(`${base}${link}`, { method }),
    async assertRefused(answer) {
      assert.equal(answer.status, 403);
      assert.deepEqual(await answer.json(), { message: REFUSED_LINK });
    },
  };
}

function s3Adapter(): Adapter {
  let standIn: S3StandIn;
  const options = (): S3StoreOptions => ({
    endpoint: standIn.url,
    region: standIn.region,
    bucket: 'evidence-tests',
    accessKeyId: standIn.accessKeyId,
    secretAccessKey: standIn.secretAccessKey,
    forcePathStyle: true,
  });
  return {
    name: 's3 (stand-in)',
    signatureParam: 'X-Amz-Signature',
    async start() {
      standIn = await startS3StandIn({ port: 0 });
    },
    stop: () => standIn.stop(),
    store: (now) => createS3Store({ ...options(), now }),
    open: (link, method = 'GET') => fetch(link, { method }),
    async assertRefused(answer, why) {
      assert.equal(answer.status, 403);
      const xml = await answer.text();
      if (why === 'expired') assert.match(xml, /<Code>AccessDenied<\/Code><Message>Request has expired<\/Message>/);
      else assert.match(xml, /<Code>SignatureDoesNotMatch<\/Code>/);
    },
  };
}

const newKey = (extension: 'jpg' | 'pdf' = 'jpg') => `evidence/${randomUUID()}/${randomUUID()}.${extension}`;
const photo = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2048)]);

/** The link with `edit` applied, kept relative when it was. */
function editLink(link: string, edit: (url: URL) => void): string {
  const url = new URL(link, 'http://relative.invalid');
  edit(url);
  return link.startsWith('/') ? `${url.pathname}${url.search}` : url.toString();
}

const BAD_KEYS = [
  '',
  '../escape.jpg',
  'evidence/../../escape.jpg',
  '/evidence/p/e.jpg',
  'evidence//e.jpg',
  'evidence/p/e.jpg/',
  'evidence/p/e.png',
  'evidence/p/e.JPG',
  'Evidence/p/e.jpg',
  'evidence/p/e',
  'evidence/p/e.jpg.html',
  'evidence/p/e f.jpg',
  'evidence\\p\\e.jpg',
  'evidence/p/e.jpg\n',
  `evidence/${'a'.repeat(1100)}.jpg`,
];

for (const adapter of [diskAdapter(), s3Adapter()]) {
  describe(`object store contract: ${adapter.name}`, () => {
    let store: ObjectStore;
    before(async () => {
      await adapter.start();
      store = adapter.store();
    });
    after(() => adapter.stop());

    it('gives back the bytes it stored, with their content type', async () => {
      const [jpg, pdf] = [newKey('jpg'), newKey('pdf')];
      const [photoBytes, pdfBytes] = [photo(), Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\n%%EOF\n', 'latin1')];
      await store.put(jpg, photoBytes, 'image/jpeg');
      await store.put(pdf, pdfBytes, 'application/pdf');
      assert.deepEqual(await store.get(jpg), { body: photoBytes, contentType: 'image/jpeg' });
      assert.deepEqual(await store.get(pdf), { body: pdfBytes, contentType: 'application/pdf' });
    });

    it('replaces what was under a key, and a retried write is harmless', async () => {
      const key = newKey();
      const [first, second] = [photo(), photo()];
      await store.put(key, first, 'image/jpeg');
      await store.put(key, second, 'image/jpeg');
      assert.deepEqual((await store.get(key))?.body, second);
      await store.put(key, second, 'image/jpeg');
      assert.deepEqual((await store.get(key))?.body, second);
    });

    it('deletes, and deleting a key that is not there is no error', async () => {
      const key = newKey();
      await store.put(key, photo(), 'image/jpeg');
      await store.delete(key);
      assert.equal(await store.get(key), undefined);
      await store.delete(key);
      await store.delete(newKey());
    });

    it('answers undefined for a key never stored', async () => {
      assert.equal(await store.get(newKey('pdf')), undefined);
    });

    it('refuses keys outside the allowed shape, for every operation', async () => {
      for (const key of BAD_KEYS) {
        const refused = { message: /is not allowed/ };
        await assert.rejects(store.put(key, photo(), 'image/jpeg'), refused, `put ${JSON.stringify(key)}`);
        await assert.rejects(store.get(key), refused, `get ${JSON.stringify(key)}`);
        await assert.rejects(store.delete(key), refused, `delete ${JSON.stringify(key)}`);
        await assert.rejects(store.signedUrl(key, 60), refused, `signedUrl ${JSON.stringify(key)}`);
      }
    });

    it('refuses a content type that is not the key’s, so a file is never served as something else', async () => {
      const key = newKey('jpg');
      await assert.rejects(store.put(key, photo(), 'text/html'), /does not match/);
      await assert.rejects(store.put(key, photo(), 'application/pdf'), /does not match/);
      assert.equal(await store.get(key), undefined);
    });

    it('refuses a link lifetime outside 1 second to 7 days', async () => {
      const key = newKey();
      for (const ttl of [0, -5, 1.5, 7 * 24 * 3600 + 1]) await assert.rejects(store.signedUrl(key, ttl), /signed URL lives/);
    });

    it('gives a link that opens the file', async () => {
      const key = newKey();
      const bytes = photo();
      await store.put(key, bytes, 'image/jpeg');
      const answer = await adapter.open(await store.signedUrl(key, 300));
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.get('content-type'), 'image/jpeg');
      assert.deepEqual(Buffer.from(await answer.arrayBuffer()), bytes);
    });

    it('refuses a link past its time', async () => {
      const key = newKey();
      await store.put(key, photo(), 'image/jpeg');
      const signedTwoHoursAgo = adapter.store(() => Date.now() - TWO_HOURS_MS);
      await adapter.assertRefused(await adapter.open(await signedTwoHoursAgo.signedUrl(key, 3600)), 'expired');
    });

    it('refuses a link signed for another key', async () => {
      const [mine, theirs] = [newKey(), newKey()];
      await store.put(mine, photo(), 'image/jpeg');
      await store.put(theirs, photo(), 'image/jpeg');
      const link = editLink(await store.signedUrl(mine, 300), (url) => {
        url.pathname = url.pathname.replace(mine, theirs);
      });
      assert.ok(link.includes(theirs));
      await adapter.assertRefused(await adapter.open(link), 'invalid');
    });

    it('refuses a link whose signature was altered', async () => {
      const key = newKey();
      await store.put(key, photo(), 'image/jpeg');
      const link = editLink(await store.signedUrl(key, 300), (url) => {
        const signature = url.searchParams.get(adapter.signatureParam) ?? '';
        assert.match(signature, /^[0-9a-f]{64}$/);
        url.searchParams.set(adapter.signatureParam, `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
      });
      await adapter.assertRefused(await adapter.open(link), 'invalid');
    });
  });
}

describe('disk store: its directory and its link route', () => {
  const adapter = diskAdapter();
  let store: ObjectStore;
  let dir: string;
  before(async () => {
    await adapter.start();
    store = adapter.store();
    dir = store.description.replace(/^disk /, '');
  });
  after(() => adapter.stop());

  it('keeps each file at its key under the directory, written whole with no temporary file left', async () => {
    const key = newKey();
    const bytes = photo();
    await store.put(key, bytes, 'image/jpeg');
    assert.deepEqual(await fs.readFile(path.join(dir, ...key.split('/'))), bytes);
    assert.deepEqual(await fs.readdir(path.dirname(path.join(dir, ...key.split('/')))), [path.basename(key)]);
  });

  it('signs relative links to /v1/files/<key> that expire ttl seconds from now', async () => {
    const key = newKey();
    const before = Math.floor(Date.now() / 1000);
    const link = await store.signedUrl(key, 600);
    const match = /^\/v1\/files\/(.+)\?expires=(\d+)&signature=([0-9a-f]{64})$/.exec(link);
    assert.ok(match, link);
    assert.equal(`${FILES_PATH_PREFIX}${match[1]}`, `/v1/files/${key}`);
    assert.ok(Number(match[2]) >= before + 600 && Number(match[2]) <= Math.floor(Date.now() / 1000) + 600);
  });

  it('answers the file inert: its own type, never sniffed, no scripts, cached privately no longer than the link lives', async () => {
    const key = newKey('pdf');
    await store.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    const answer = await adapter.open(await store.signedUrl(key, 120));
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-type'), 'application/pdf');
    assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(answer.headers.get('content-security-policy'), "default-src 'none'; style-src 'unsafe-inline'");
    assert.equal(answer.headers.get('content-disposition'), 'attachment; filename="document.pdf"', 'a PDF is downloaded, never rendered in our origin');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(answer.headers.get('cache-control') ?? '')?.[1]);
    assert.ok(maxAge > 100 && maxAge <= 120, `max-age ${maxAge}`);
  });

  it('answers HEAD with the headers only', async () => {
    const key = newKey();
    const bytes = photo();
    await store.put(key, bytes, 'image/jpeg');
    const answer = await adapter.open(await store.signedUrl(key, 60), 'HEAD');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-length'), String(bytes.length));
    assert.equal((await answer.arrayBuffer()).byteLength, 0);
  });

  it('answers 404 for a good link to a file that has gone, and 405 to anything but GET and HEAD', async () => {
    const key = newKey();
    await store.put(key, photo(), 'image/jpeg');
    const link = await store.signedUrl(key, 60);
    await store.delete(key);
    const gone = await adapter.open(link);
    assert.equal(gone.status, 404);
    assert.match(((await gone.json()) as { message: string }).message, /Open the claim again/);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await adapter.open(link, method);
      assert.equal(answer.status, 405, method);
      assert.equal(answer.headers.get('allow'), 'GET, HEAD');
    }
  });

  it('refuses a link without its signature or expiry', async () => {
    const key = newKey();
    await store.put(key, photo(), 'image/jpeg');
    const link = await store.signedUrl(key, 60);
    for (const param of ['signature', 'expires']) {
      await adapter.assertRefused(await adapter.open(editLink(link, (url) => url.searchParams.delete(param))), 'invalid');
    }
    const extended = editLink(link, (url) => url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600)));
    await adapter.assertRefused(await adapter.open(extended), 'invalid');
  });

  it('verifies links in every process sharing the JWT secret, and in none with another', async () => {
    const link = new URL(await store.signedUrl('evidence/p/e.jpg', 60), 'http://x');
    const parts = { key: 'evidence/p/e.jpg', expires: link.searchParams.get('expires'), signature: link.searchParams.get('signature') };
    assert.equal(verifyFileSignature(parts, fileSigningKey(JWT_KEY)), 'valid');
    assert.equal(verifyFileSignature(parts, fileSigningKey(`${JWT_KEY}-rotated`)), 'invalid');
    assert.equal(verifyFileSignature(parts, fileSigningKey(JWT_KEY), Number(parts.expires) * 1000), 'expired');
    assert.equal(verifyFileSignature({ ...parts, signature: 'not-hex' }, fileSigningKey(JWT_KEY)), 'invalid');
  });
});

describe('s3 store: the stand-in checks the adapter’s signing', () => {
  let standIn: S3StandIn;
  const storeWith = (changes: Partial<S3StoreOptions>) =>
    createS3Store({
      endpoint: standIn.url,
      region: standIn.region,
      bucket: 'evidence-tests',
      accessKeyId: standIn.accessKeyId,
      secretAccessKey: standIn.secretAccessKey,
      forcePathStyle: true,
      ...changes,
    });
  before(async () => {
    standIn = await startS3StandIn({ port: 0 });
  });
  after(() => standIn.stop());

  it('refuses a client signing with the wrong secret: SignatureDoesNotMatch, and nothing stored', async () => {
    const key = newKey();
    const wrong = storeWith({ secretAccessKey: 'not-the-stand-in-secret' });
    await assert.rejects(wrong.put(key, photo(), 'image/jpeg'), { name: 'SignatureDoesNotMatch' });
    // A refused read is an error, never "no such file".
    await assert.rejects(wrong.get(key), { name: 'SignatureDoesNotMatch' });
    assert.deepEqual(standIn.objects.keys(), []);
    const link = await wrong.signedUrl(key, 60);
    assert.equal((await fetch(link)).status, 403);
  });

  it('refuses an unknown access key (InvalidAccessKeyId), another region, and a request not signed at all', async () => {
    await assert.rejects(storeWith({ accessKeyId: 'AKIAUNKNOWN' }).get(newKey()), { name: 'InvalidAccessKeyId' });
    await assert.rejects(storeWith({ region: 'eu-west-1' }).get(newKey()), { name: 'AuthorizationHeaderMalformed' });
    const anonymous = await fetch(`${standIn.url}/evidence-tests/${newKey()}`);
    assert.equal(anonymous.status, 403);
    assert.match(await anonymous.text(), /<Code>AccessDenied<\/Code>/);
  });

  it('refuses the SDK’s default checksummed upload, naming the header, rather than store it unchecked', async () => {
    const client = new S3Client({
      endpoint: standIn.url,
      region: standIn.region,
      forcePathStyle: true,
      credentials: { accessKeyId: standIn.accessKeyId, secretAccessKey: standIn.secretAccessKey },
      requestChecksumCalculation: 'WHEN_SUPPORTED',
    });
    await assert.rejects(
      client.send(new PutObjectCommand({ Bucket: 'evidence-tests', Key: newKey(), Body: photo(), ContentType: 'image/jpeg' })),
      (error: Error) => error.name === 'NotImplemented' && /WHEN_REQUIRED/.test(error.message),
    );
    client.destroy();
  });
});

describe('objectStoreFromConfig', () => {
  const DEVELOPMENT = { DATA_SERVICE_USE_DEV_JWT_SECRET: 'true' };

  it('keeps files on disk beside the PGlite data directory unless told otherwise', () => {
    assert.equal(objectStoreFromConfig(loadConfig(DEVELOPMENT)).description, `disk ${path.resolve('.data/files')}`);
    assert.equal(objectStoreFromConfig(loadConfig({ ...DEVELOPMENT, STORAGE_DIR: '/srv/evidence' })).description, `disk ${path.resolve('/srv/evidence')}`);
  });

  it('uses the configured S3 bucket, which the stand-in serves', async () => {
    const standIn = await startS3StandIn({ port: 0 });
    try {
      const store = objectStoreFromConfig(
        loadConfig({
          ...DEVELOPMENT,
          STORAGE_DRIVER: 's3',
          S3_ENDPOINT: standIn.url,
          S3_BUCKET: 'devicecover-evidence',
          S3_ACCESS_KEY_ID: standIn.accessKeyId,
          S3_SECRET_ACCESS_KEY: standIn.secretAccessKey,
        }),
      );
      assert.equal(store.description, `s3 bucket devicecover-evidence at ${standIn.url}`);
      const key = newKey();
      await store.put(key, photo(), 'image/jpeg');
      assert.deepEqual(standIn.objects.keys(), [`devicecover-evidence/${key}`]);
    } finally {
      await standIn.stop();
    }
  });
});
