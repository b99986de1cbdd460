import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { UNATTACHED_EVIDENCE_DAYS, UPLOAD_RESUMABLE_HOURS } from '@/lib/domain/evidence';
import { lagosToday } from '@/lib/validation';
import { sweepEvidence } from '../src/evidence/sweepEvidence';
import { DEMO_IDS } from '../src/seed/demo';
import { SUNLINE_NG } from '../src/seed/partners';
import { createDiskStore } from '../src/storage/diskStore';
import type { ObjectStore } from '../src/storage/objectStore';
import { createAgent, createCustomerWithDevice, createOrder, openActionTestDb, type ActionTestDb, type TestAgent } from './support/actions';
import { uploadedEvidence } from './support/evidenceFixtures';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
const NOW = new Date();
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

/**
 * The nightly evidence sweep (evidence/sweepEvidence.ts, job `evidence-sweep`): unfinished uploads past
 * tus's expiry go with their pieces, files no sale or claim took within UNATTACHED_EVIDENCE_DAYS go with
 * their bytes, and nothing a record holds or an agent may still use is touched.
 */
describe('the evidence sweep', () => {
  let t: ActionTestDb;
  let agent: TestAgent;
  let storageDir: string;
  let objects: ObjectStore;

  before(async () => {
    t = await openActionTestDb();
    agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evidence-sweep-'));
    objects = createDiskStore({ dir: storageDir, signingKey: Buffer.from('evidence-sweep-test-key') });
  });
  after(async () => {
    await t.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  /** An uploaded photo `age` old, its bytes stored. */
  const storedPhoto = async (ageMs: number) => {
    const id = await uploadedEvidence(t.db, agent, 'DEVICE_FRONT');
    const { rows } = await t.db.query<{ storage_key: string }>(`UPDATE public.evidence SET created_at = $2 WHERE id = $1 RETURNING storage_key`, [id, ago(ageMs)]);
    await objects.put(rows[0].storage_key, Buffer.from('jpeg bytes'), 'image/jpeg');
    return { id, key: rows[0].storage_key };
  };
  const upload = async (ageMs: number, finished: boolean) => {
    const id = randomUUID();
    await t.db.query(
      `INSERT INTO public.evidence_upload (id, partner_id, agent_id, kind, file_name, size, received, created_at, finished_at)
       VALUES ($1, $2, $3, 'DAMAGE', 'photo.jpg', 10, $4, $5, $6)`,
      [id, agent.partnerId, agent.id, finished ? 10 : 4, ago(ageMs), finished ? ago(ageMs) : null],
    );
    return id;
  };
  const exists = async (table: 'evidence' | 'evidence_upload', id: string) =>
    (await t.db.query(`SELECT 1 FROM public.${table} WHERE id = $1`, [id])).rows.length === 1;
  const stored = async (key: string) => (await objects.get(key)) !== undefined;

  it('removes unfinished uploads past their expiry and untaken files past their days, bytes and all, and nothing else', async () => {
    const expiredUpload = await upload(UPLOAD_RESUMABLE_HOURS * HOUR_MS + HOUR_MS, false);
    const resumableUpload = await upload(UPLOAD_RESUMABLE_HOURS * HOUR_MS - HOUR_MS, false);
    const finishedUpload = await upload(30 * DAY_MS, true);
    const abandoned = await storedPhoto((UNATTACHED_EVIDENCE_DAYS + 1) * DAY_MS);
    const recent = await storedPhoto((UNATTACHED_EVIDENCE_DAYS - 1) * DAY_MS);
    // Taken by a sale long ago: the sale's record, kept whatever its age.
    const taken = await storedPhoto(60 * DAY_MS);
    const device = await createCustomerWithDevice(t.db, agent);
    const order = await createOrder(t.db, agent, device, DEMO_IDS[SUNLINE_NG.code].planIds.TOTAL_CARE, { startsOn: lagosToday() });
    await t.db.query(`UPDATE public.evidence SET plan_order_id = $2, device_id = $3, attached_at = created_at WHERE id = $1`, [taken.id, order.id, device.deviceId]);

    assert.deepEqual(await sweepEvidence(t.db, objects, NOW), { uploads: 1, files: 1 });
    assert.equal(await exists('evidence_upload', expiredUpload), false);
    assert.equal(await exists('evidence_upload', resumableUpload), true);
    assert.equal(await exists('evidence_upload', finishedUpload), true);
    assert.equal(await exists('evidence', abandoned.id), false);
    assert.equal(await stored(abandoned.key), false);
    for (const kept of [recent, taken]) {
      assert.equal(await exists('evidence', kept.id), true);
      assert.equal(await stored(kept.key), true);
    }

    // Again (a retry, a second process): nothing left to do.
    assert.deepEqual(await sweepEvidence(t.db, objects, NOW), { uploads: 0, files: 0 });
  });

  it('clears a backlog of untaken files in one run', async () => {
    const { rows } = await t.db.query<{ n: number }>(
      `WITH added AS (
         INSERT INTO public.evidence (id, partner_id, agent_id, kind, content_type, size_bytes, width, height, sha256, phash, storage_key, created_at)
         SELECT id, $1::uuid, $2::uuid, 'DEVICE_BACK', 'image/jpeg', 1000, 800, 800, md5(id::text), 1, 'evidence/' || $1::text || '/' || id || '.jpg', $3::timestamptz
           FROM (SELECT gen_random_uuid() AS id FROM generate_series(1, 1200)) ids
         RETURNING 1)
       SELECT count(*)::int AS n FROM added`,
      [agent.partnerId, agent.id, ago(40 * DAY_MS)],
    );
    assert.equal(rows[0].n, 1200);
    assert.deepEqual(await sweepEvidence(t.db, objects, NOW), { uploads: 0, files: 1200 });
    const left = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.evidence WHERE attached_at IS NULL AND created_at < $1`, [ago(UNATTACHED_EVIDENCE_DAYS * DAY_MS)]);
    assert.equal(left.rows[0].n, 0);
  });
});
