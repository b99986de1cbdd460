import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { CLAIMS_OFFICER_ROLE } from '@/lib/domain/roles';
import { addDays, lagosToday } from '@/lib/validation';
import { addClaimEvidence } from '../src/actions/handlers/addClaimEvidence';
import { createBuyPlan } from '../src/actions/handlers/buyPlan';
import { createEvidenceLinks } from '../src/actions/handlers/evidenceLinks';
import { quotePlan } from '../src/actions/handlers/quotePlan';
import { requestClaimEvidence } from '../src/actions/handlers/requestClaimEvidence';
import { submitClaim } from '../src/actions/handlers/submitClaim';
import { DEMO_IDS } from '../src/seed/demo';
import { SUNLINE_NG } from '../src/seed/partners';
import { NO_OBJECT_STORE } from '../src/storage/notConfigured';
import { actionError, createAgent, createCustomerWithDevice, createOrder, openActionTestDb, runAction, type ActionTestDb, type TestAgent } from './support/actions';
import { uploadedEvidence } from './support/evidenceFixtures';
import { paymentDoubles } from './support/paymentDoubles';

const today = lagosToday();
const PLANS = DEMO_IDS[SUNLINE_NG.code].planIds;
const INSPECTION = ['DEVICE_FRONT', 'DEVICE_BACK', 'IMEI_SCREEN'] as const;
type Answer = Record<string, unknown>;

describe('evidence taken by sales and claims', () => {
  const buyPlan = createBuyPlan(paymentDoubles().services);
  let t: ActionTestDb;
  let agent: TestAgent;
  let colleague: TestAgent;
  let officer: TestAgent;

  before(async () => {
    t = await openActionTestDb();
    // The seed's plans ask for the three inspection photos (the fixtures' plans ask for none: support/evidenceFixtures.ts).
    await t.db.query(`UPDATE public.plan SET inspection_photos = '["DEVICE_FRONT", "DEVICE_BACK", "IMEI_SCREEN"]'::jsonb WHERE id = $1`, [PLANS.TOTAL_CARE]);
    agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id, walletKobo: 100_000_000 });
    colleague = await createAgent(t.db, { partnerId: SUNLINE_NG.id, walletKobo: 100_000_000 });
    officer = await createAgent(t.db, { partnerId: SUNLINE_NG.id, role: CLAIMS_OFFICER_ROLE });
  });
  after(() => t.close());

  const sale = (deviceId: string, ids: string[] | null, overrides: Answer = {}) => ({
    idempotency_key: randomUUID(),
    device_id: deviceId,
    plan_id: PLANS.TOTAL_CARE,
    billing: 'PREPAID',
    payment_method: 'WALLET',
    ussd_bank: null,
    renewal_of_order_id: null,
    inspection_evidence_ids: ids,
    ...overrides,
  });
  const buy = (who: TestAgent, input: Answer) => runAction(t.db, buyPlan, input, { session: who.session }) as Promise<Answer>;
  const inspectionPhotos = (who: TestAgent) => Promise.all(INSPECTION.map((kind) => uploadedEvidence(t.db, who, kind)));
  const evidenceOf = async (column: 'plan_order_id' | 'claim_id', id: string) =>
    (await t.db.query<{ kind: string; device_id: string }>(`SELECT kind, device_id FROM public.evidence WHERE ${column} = $1 ORDER BY kind`, [id])).rows;

  describe('at the sale', () => {
    it('quotes which inspection photos each plan needs', async () => {
      const device = await createCustomerWithDevice(t.db, agent);
      const quotes = (await runAction(t.db, quotePlan, { device_id: device.deviceId }, { session: agent.session })) as Answer[];
      const byPlan = new Map(quotes.map((quote) => [quote.plan_id, quote.inspection_photos]));
      assert.deepEqual(byPlan.get(PLANS.TOTAL_CARE), [...INSPECTION]);
      assert.deepEqual(byPlan.get(PLANS.SCREEN_GUARD), []);
    });

    it('refuses a sale without the photos its plan needs, naming them, and sells nothing', async () => {
      const device = await createCustomerWithDevice(t.db, agent);
      const front = await uploadedEvidence(t.db, agent, 'DEVICE_FRONT');
      const refused = await actionError(buy(agent, sale(device.deviceId, [front])));
      assert.equal(refused.code, 'evidence-missing');
      assert.equal(refused.message, 'Take the inspection photos “Back”, “IMEI screen (dial *#06#)” of the phone before payment.');
      assert.deepEqual(refused.extensions, { field: 'inspection_evidence_ids', missing: ['DEVICE_BACK', 'IMEI_SCREEN'] });
      const orders = await t.db.query(`SELECT 1 FROM public.plan_order WHERE device_id = $1`, [device.deviceId]);
      assert.equal(orders.rows.length, 0);
      assert.equal((await actionError(buy(agent, sale(device.deviceId, null)))).code, 'evidence-missing');
    });

    it('takes the photos with the order and its phone, once: the same request again changes nothing', async () => {
      const device = await createCustomerWithDevice(t.db, agent);
      const input = sale(device.deviceId, await inspectionPhotos(agent));
      const sold = await buy(agent, input);
      assert.deepEqual(await buy(agent, input), sold);
      assert.deepEqual(await evidenceOf('plan_order_id', String(sold.order_id)), [
        { kind: 'DEVICE_BACK', device_id: device.deviceId },
        { kind: 'DEVICE_FRONT', device_id: device.deviceId },
        { kind: 'IMEI_SCREEN', device_id: device.deviceId },
      ]);
    });

    it('refuses photos that are another agent’s, or already another sale’s', async () => {
      const device = await createCustomerWithDevice(t.db, agent);
      const theirs = await inspectionPhotos(colleague);
      const notMine = await actionError(buy(agent, sale(device.deviceId, theirs)));
      assert.equal(notMine.code, 'evidence-not-usable');
      assert.match(notMine.message, /not found among yours/);

      const first = await createCustomerWithDevice(t.db, agent);
      const photos = await inspectionPhotos(agent);
      await buy(agent, sale(first.deviceId, photos));
      const reused = await actionError(buy(agent, sale(device.deviceId, photos)));
      assert.equal(reused.code, 'evidence-not-usable');
      assert.match(reused.message, /already part of another sale or claim/);
    });

    it('refuses a claim photo offered as an inspection photo', async () => {
      const device = await createCustomerWithDevice(t.db, agent);
      const [front, back] = await Promise.all([uploadedEvidence(t.db, agent, 'DEVICE_FRONT'), uploadedEvidence(t.db, agent, 'DEVICE_BACK')]);
      const damage = await uploadedEvidence(t.db, agent, 'DAMAGE');
      const refused = await actionError(buy(agent, sale(device.deviceId, [front, back, damage])));
      assert.equal(refused.code, 'evidence-not-usable');
      assert.match(refused.message, /“Damage photo” cannot be used here/);
    });
  });

  describe('on a claim', () => {
    const coveredOrder = async (who: TestAgent = agent) => {
      const device = await createCustomerWithDevice(t.db, who, { purchaseDate: addDays(today, -70) });
      const order = await createOrder(t.db, who, device, PLANS.TOTAL_CARE_THEFT, { startsOn: addDays(today, -60) });
      return { orderId: order.id, deviceId: device.deviceId };
    };
    const claimInput = (orderId: string, ids: string[] | null, type = 'SCREEN') => ({
      idempotency_key: randomUUID(),
      order_id: orderId,
      claim_type: type,
      incident_date: addDays(today, -2),
      description: 'The screen cracked when the phone fell off a table.',
      police_report_number: type === 'THEFT' ? 'NPF/IKEJA/2026/123' : null,
      evidence_ids: ids,
    });
    const file = (input: Answer, who: TestAgent = agent) => runAction(t.db, submitClaim, input, { session: who.session }) as Promise<Answer>;
    const add = (claimId: string, ids: string[], who: TestAgent = agent) =>
      runAction(t.db, addClaimEvidence, { idempotency_key: randomUUID(), claim_id: claimId, evidence_ids: ids }, { session: who.session }) as Promise<Answer>;
    const request = (claimId: string, note: string) =>
      runAction(t.db, requestClaimEvidence, { idempotency_key: randomUUID(), claim_id: claimId, note }, { session: officer.session }) as Promise<Answer>;

    it('refuses a damage claim without a photo of the damage, and a theft without the police report', async () => {
      const { orderId } = await coveredOrder();
      const noPhoto = await actionError(file(claimInput(orderId, null)));
      assert.equal(noPhoto.code, 'evidence-missing');
      assert.equal(noPhoto.message, 'Add at least one photo of the damage.');
      const damageOnly = await actionError(file(claimInput(orderId, [await uploadedEvidence(t.db, agent, 'DAMAGE')], 'THEFT')));
      assert.equal(damageOnly.code, 'evidence-missing');
      assert.equal(damageOnly.message, 'Add the police report: a photo of it or the PDF.');
      const claims = await t.db.query(`SELECT 1 FROM public.claim WHERE plan_order_id = $1`, [orderId]);
      assert.equal(claims.rows.length, 0);
    });

    it('files a theft with its police report, and takes more photos while under review, answering the desk’s request', async () => {
      const { orderId, deviceId } = await coveredOrder();
      const report = await uploadedEvidence(t.db, agent, 'POLICE_REPORT');
      const filed = await file(claimInput(orderId, [report], 'THEFT'));
      const claimId = String(filed.claim_id);
      assert.deepEqual(await evidenceOf('claim_id', claimId), [{ kind: 'POLICE_REPORT', device_id: deviceId }]);

      const asked = await request(claimId, 'Please add a clearer photo of the police report, with the stamp.');
      const claim = await t.db.query<{ evidence_requested_at: Date | null }>(`SELECT evidence_requested_at FROM public.claim WHERE id = $1`, [claimId]);
      assert.ok(claim.rows[0].evidence_requested_at);
      const note = await t.db.query(`SELECT author_role, body FROM public.claim_note WHERE id = $1`, [asked.note_id]);
      assert.deepEqual(note.rows, [{ author_role: 'claims_officer', body: 'Please add a clearer photo of the police report, with the stamp.' }]);
      const audit = await t.db.query(`SELECT actor_id FROM public.audit_event WHERE action = 'request_claim_evidence' AND record_id = $1`, [claimId]);
      assert.deepEqual(audit.rows, [{ actor_id: officer.id }]);

      const added = await add(claimId, [await uploadedEvidence(t.db, agent, 'POLICE_REPORT')]);
      assert.deepEqual(added, { claim_id: claimId, evidence_count: 2 });
      const answered = await t.db.query<{ evidence_requested_at: Date | null }>(`SELECT evidence_requested_at FROM public.claim WHERE id = $1`, [claimId]);
      assert.equal(answered.rows[0].evidence_requested_at, null, 'the request is answered');
    });

    it('takes no more photos once the claim is decided, and none on another agent’s claim', async () => {
      const { orderId } = await coveredOrder();
      const filed = await file(claimInput(orderId, [await uploadedEvidence(t.db, agent, 'DAMAGE')]));
      const claimId = String(filed.claim_id);
      assert.equal((await actionError(add(claimId, [await uploadedEvidence(t.db, colleague, 'DAMAGE')], colleague))).code, 'not-found');
      await t.db.query(`UPDATE public.claim SET status = 'APPROVED' WHERE id = $1`, [claimId]);
      const late = await actionError(add(claimId, [await uploadedEvidence(t.db, agent, 'DAMAGE')]));
      assert.equal(late.code, 'claim-not-under-review');
      assert.equal((await actionError(request(claimId, 'One more photo, please.'))).code, 'claim-not-under-review');
    });

    it('flags a claim photo near one already on another claim or another phone, and not the phone’s own inspection photo', async () => {
      const photo = 0x0f0f_0f0f_1234_5678n;
      const nearly = photo ^ 0b1011n; // three bits apart: the same photo, compressed again
      const first = await coveredOrder();
      const earlier = await uploadedEvidence(t.db, agent, 'DAMAGE', { phash: photo });
      const firstClaim = await file(claimInput(first.orderId, [earlier]));

      const second = await coveredOrder(colleague);
      const reused = await uploadedEvidence(t.db, colleague, 'DAMAGE', { phash: nearly });
      const fresh = await uploadedEvidence(t.db, colleague, 'DAMAGE', { phash: ~photo });
      await file(claimInput(second.orderId, [reused, fresh]), colleague);
      const matches = await t.db.query(`SELECT evidence_id, matched_evidence_id, distance FROM public.evidence_match WHERE evidence_id IN ($1, $2)`, [reused, fresh]);
      assert.deepEqual(matches.rows, [{ evidence_id: reused, matched_evidence_id: earlier, distance: 3 }]);

      // The phone's own inspection photo, nearly the same as its damage photo, is no reuse.
      const third = await coveredOrder();
      const inspection = await uploadedEvidence(t.db, agent, 'DEVICE_FRONT', { phash: 0x7777n });
      await t.db.query(`UPDATE public.evidence SET plan_order_id = $2, device_id = $3, attached_at = now() WHERE id = $1`, [inspection, third.orderId, third.deviceId]);
      const damage = await uploadedEvidence(t.db, agent, 'DAMAGE', { phash: 0x7776n });
      await file(claimInput(third.orderId, [damage]));
      const own = await t.db.query(`SELECT 1 FROM public.evidence_match WHERE evidence_id = $1`, [damage]);
      assert.equal(own.rows.length, 0);
      assert.ok(firstClaim.claim_id);
    });
  });

  describe('evidence_links', () => {
    const links = (who: TestAgent, ids: string[]) =>
      runAction(t.db, createEvidenceLinks(signingStore), { evidence_ids: ids }, { session: who.session }) as Promise<Answer[]>;
    const signingStore = { ...NO_OBJECT_STORE, signedUrl: async (key: string, ttl: number) => `/v1/files/${key}?ttl=${String(ttl)}` };

    it('links an agent to its own files only, and an officer to its partner’s files of sales and claims', async () => {
      const mine = await uploadedEvidence(t.db, agent, 'DAMAGE');
      const [link] = await links(agent, [mine]);
      assert.equal(link.evidence_id, mine);
      assert.match(String(link.url), new RegExp(`^/v1/files/evidence/${SUNLINE_NG.id}/${mine}\\.jpg\\?ttl=600$`));
      assert.equal((await actionError(links(colleague, [mine]))).code, 'not-found');
      assert.equal((await actionError(links(officer, [mine]))).code, 'not-found', 'not taken by a claim yet: the desk does not see it');

      const device = await createCustomerWithDevice(t.db, agent);
      const photos = await inspectionPhotos(agent);
      await buy(agent, sale(device.deviceId, photos));
      assert.equal((await links(officer, photos)).length, 3);
      assert.equal((await actionError(links(colleague, photos))).code, 'not-found');
    });
  });
});
