import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { DEMO_IDS } from '../src/seed/demo';
import { SUNLINE_NG } from '../src/seed/partners';
import { request, type HttpResponse } from './support/http';
import { memoryLogger } from '../src/log';
import { startDataService } from '../src/service';
import { startTestService, type TestService } from './support/testService';
import { usingPostgres } from './support/testTarget';
import { authHeaders } from './support/tokens';

const ids = DEMO_IDS[SUNLINE_NG.code];
const TUS = { 'tus-resumable': '1.0.0' };

/** tus Upload-Metadata: `key base64(value)` pairs. */
function metadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** A photo as a phone's camera makes one: a scene with detail, and EXIF with GPS that must not be kept. */
async function cameraPhoto(): Promise<Buffer> {
  const width = 900;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 7 + y) % 256;
      pixels[i + 1] = (y * 3) % 256;
      pixels[i + 2] = ((x ^ y) * 5) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'TestPhone', Model: 'X1', Copyright: 'serial-12345' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1' } })
    .toBuffer();
}

describe('evidence uploads (tus at /v1/uploads)', () => {
  let t: TestService;
  let agent: Record<string, string>;
  let otherAgent: Record<string, string>;
  let photo: Buffer;

  before(async () => {
    t = await startTestService();
    agent = await authHeaders({ userId: ids.demoAgentId, partnerId: SUNLINE_NG.id });
    otherAgent = await authHeaders({ userId: ids.secondAgentId, partnerId: SUNLINE_NG.id });
    photo = await cameraPhoto();
  });
  after(() => t.stop());

  const url = (path = '') => `${t.baseUrl}/v1/uploads${path}`;

  async function create(headers: Record<string, string>, size: number, kind = 'DEVICE_FRONT'): Promise<HttpResponse> {
    return request(url(), { method: 'POST', headers: { ...TUS, ...headers, 'upload-length': String(size), 'upload-metadata': metadata({ kind, filename: 'IMG_0001.jpg', filetype: 'image/jpeg' }) } });
  }
  const patch = (location: string, headers: Record<string, string>, offset: number, body: Buffer) =>
    request(`${t.baseUrl}${location}`, { method: 'PATCH', headers: { ...TUS, ...headers, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body });
  const head = (location: string, headers: Record<string, string>) => request(`${t.baseUrl}${location}`, { method: 'HEAD', headers: { ...TUS, ...headers } });

  /** A PATCH whose connection drops after `sent` bytes of the body, as a phone losing signal. */
  function patchThenDrop(location: string, offset: number, body: Buffer, sent: number): Promise<void> {
    return new Promise((resolve) => {
      const req = http.request(`${t.baseUrl}${location}`, {
        method: 'PATCH',
        headers: { ...TUS, ...agent, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(body.length) },
      });
      req.on('error', () => resolve());
      req.on('response', () => resolve());
      req.write(body.subarray(0, sent));
      setTimeout(() => {
        req.destroy();
        setTimeout(resolve, 300);
      }, 300);
    });
  }

  async function evidenceRow(id: string) {
    const { rows } = await t.service.db.query<Record<string, unknown>>(`SELECT * FROM public.evidence WHERE id = $1`, [id]);
    return rows[0];
  }

  it('stores a photo sent in pieces, resumed after the connection dropped mid-piece, once and without its metadata', async () => {
    const created = await create(agent, photo.length);
    assert.equal(created.status, 201, created.text);
    const location = String(created.headers.location);
    assert.match(location, /^\/v1\/uploads\/[0-9a-f-]{36}$/);
    const id = location.split('/').pop() as string;

    const first = await patch(location, agent, 0, photo.subarray(0, 100_000));
    assert.equal(first.status, 204, first.text);
    assert.equal(first.headers['upload-offset'], '100000');

    await patchThenDrop(location, 100_000, photo.subarray(100_000), 50_000);
    const resumed = await head(location, agent);
    assert.equal(resumed.status, 200);
    const offset = Number(resumed.headers['upload-offset']);
    assert.ok(offset > 100_000 && offset <= 150_000, `what arrived before the drop is kept (offset ${offset})`);
    assert.equal(await evidenceRow(id), undefined, 'nothing is stored before the last byte');

    const last = await patch(location, agent, offset, photo.subarray(offset));
    assert.equal(last.status, 204, last.text);
    assert.equal(last.headers['upload-offset'], String(photo.length));

    const row = await evidenceRow(id);
    assert.equal(row.kind, 'DEVICE_FRONT');
    assert.equal(row.agent_id, ids.demoAgentId);
    assert.equal(row.content_type, 'image/jpeg');
    assert.equal(row.attached_at, null);
    assert.match(String(row.storage_key), new RegExp(`^evidence/${SUNLINE_NG.id}/${id}\\.jpg$`));
    const { rows: chunks } = await t.service.db.query(`SELECT 1 FROM public.evidence_upload_chunk WHERE upload_id = $1`, [id]);
    assert.equal(chunks.length, 0, 'the pieces are gone once the file is stored');

    // The stored file is a real JPEG without the camera's EXIF (maker, serial, GPS).
    const stored = await t.service.evidence.objects.get(String(row.storage_key));
    assert.ok(stored);
    const meta = await sharp(stored.body).metadata();
    assert.equal(meta.format, 'jpeg');
    assert.equal(meta.exif, undefined);

    // The phone lost the last answer and asks again: complete, and still one file.
    const again = await head(location, agent);
    assert.equal(again.headers['upload-offset'], String(photo.length));
    const replay = await patch(location, agent, photo.length, Buffer.alloc(0));
    assert.notEqual(replay.status, 500);
    const { rows: count } = await t.service.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.evidence WHERE id = $1`, [id]);
    assert.equal(count[0].n, 1);

    // Its short-lived link opens it for its agent; another agent gets no link, and a link altered opens nothing.
    const LINKS = `query Links($ids: [uuid!]!) { evidence_links(evidence_ids: $ids) { evidence_id url content_type expires_at } }`;
    const answer = await t.gql(LINKS, { ids: [id] }, undefined, agent);
    const [link] = (answer.data?.evidence_links ?? []) as { url: string; content_type: string }[];
    assert.equal(link.content_type, 'image/jpeg');
    const opened = await fetch(new URL(link.url, t.baseUrl));
    assert.equal(opened.status, 200);
    assert.equal(opened.headers.get('content-type'), 'image/jpeg');
    assert.deepEqual(Buffer.from(await opened.arrayBuffer()), stored.body);
    const refused = await t.gql(LINKS, { ids: [id] }, undefined, otherAgent);
    assert.equal(refused.errors?.[0].extensions.code, 'not-found');
    const altered = new URL(link.url, t.baseUrl);
    altered.searchParams.set('signature', '0'.repeat(64));
    assert.equal((await fetch(altered)).status, 403);
    const otherFile = new URL(link.url.replace(id, randomUUID()), t.baseUrl);
    assert.equal((await fetch(otherFile)).status, 403, 'a link signed for one file opens no other');
  });

  it('continues an upload on another process sharing the database', { skip: usingPostgres ? false : 'PGlite is one process' }, async () => {
    const other = await startDataService({ ...t.target.config, port: 0 }, memoryLogger());
    try {
      const created = await create(agent, photo.length);
      const location = String(created.headers.location);
      assert.equal((await patch(location, agent, 0, photo.subarray(0, 70_000))).status, 204);
      const elsewhere = (path: string) => `${new URL(other.graphqlUrl).origin}${path}`;
      const offset = await request(elsewhere(location), { method: 'HEAD', headers: { ...TUS, ...agent } });
      assert.equal(offset.headers['upload-offset'], '70000');
      const rest = await request(elsewhere(location), {
        method: 'PATCH',
        headers: { ...TUS, ...agent, 'upload-offset': '70000', 'content-type': 'application/offset+octet-stream' },
        body: photo.subarray(70_000),
      });
      assert.equal(rest.status, 204, rest.text);
      assert.ok(await evidenceRow(location.split('/').pop() as string), 'stored by the process that got the last piece');
    } finally {
      await other.stop();
    }
  });

  it('answers a PATCH from a stale offset 409 and changes nothing', async () => {
    const created = await create(agent, photo.length);
    const location = String(created.headers.location);
    assert.equal((await patch(location, agent, 0, photo.subarray(0, 1000))).status, 204);
    const stale = await patch(location, agent, 0, photo.subarray(0, 1000));
    assert.equal(stale.status, 409);
    assert.equal((await head(location, agent)).headers['upload-offset'], '1000');
  });

  it('refuses a renamed executable with a message for the agent, and stores nothing', async () => {
    const executable = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), Buffer.alloc(4000, 7)]);
    const created = await create(agent, executable.length);
    const location = String(created.headers.location);
    const refused = await patch(location, agent, 0, executable);
    assert.equal(refused.status, 422);
    assert.match((JSON.parse(refused.text) as { message: string }).message, /not a photo/i);
    const id = location.split('/').pop() as string;
    assert.equal(await evidenceRow(id), undefined);
    assert.equal((await head(location, agent)).headers['upload-offset'], '0', 'the refused bytes are not kept');
  });

  it('lets only the agent who started an upload see or continue it', async () => {
    const created = await create(agent, photo.length);
    const location = String(created.headers.location);
    assert.equal((await head(location, otherAgent)).status, 404);
    assert.equal((await patch(location, otherAgent, 0, photo.subarray(0, 10))).status, 404);
    assert.equal((await head(location, agent)).headers['upload-offset'], '0');
  });

  it('refuses an upload without a session, from staff, of an unknown kind, or too large', async () => {
    const noToken = await create({}, 1000);
    assert.equal(noToken.status, 401);
    assert.match(noToken.text, /session has ended/);
    const officer = await authHeaders({ role: 'claims_officer', userId: ids.claimsOfficerId, partnerId: SUNLINE_NG.id });
    assert.equal((await create(officer, 1000)).status, 403);
    assert.equal((await create(agent, 1000, 'SELFIE')).status, 400);
    assert.equal((await create(agent, 50 * 1024 * 1024)).status, 413);
  });

  it('answers the browser preflight for the tus headers from an allowed origin', async () => {
    const answer = await request(url(), {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, tus-resumable, upload-length, upload-metadata' },
    });
    assert.ok(answer.status === 204 || answer.status === 200);
    assert.equal(answer.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.match(String(answer.headers['access-control-allow-headers']), /Upload-Metadata/i);
    assert.match(String(answer.headers['access-control-allow-methods']), /PATCH/);
  });
});
