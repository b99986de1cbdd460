import assert from 'node:assert/strict';
import type { ClaimType } from '@/lib/domain/claims';
import { claimEvidenceIds } from './support/evidenceFixtures';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  addDays,
  addMonths,
  DESCRIPTION_MESSAGES,
  IMEI_LAST4_MESSAGES,
  INCIDENT_DATE_MESSAGES,
  lagosToday,
  POLICE_REPORT_MESSAGES,
  VERIFICATION_CODE_PATTERN,
} from '@/lib/validation';
import { createBuyPlan } from '../src/actions/handlers/buyPlan';
import { coverEndsOn } from '../src/actions/rules/dates';
import { quoteClaim } from '../src/actions/handlers/quoteClaim';
import { submitClaim } from '../src/actions/handlers/submitClaim';
import { verifyCard } from '../src/actions/handlers/verifyCard';
import type { Queryable } from '../src/db/types';
import { loadMigrations } from '../src/migrate/migrations';
import { DEMO_IDS } from '../src/seed/demo';
import { REDWAVE_NG, SUNLINE_NG } from '../src/seed/partners';
import { defaultRegistry } from '../src/metadata/defaultRegistry';
import { createRoleRuntime } from '../src/engine/roleRuntime';
import type { Session } from '../src/engine/parse/context';
import {
  actionError,
  agentSessionOf,
  ANONYMOUS,
  createAgent,
  createCustomerWithDevice,
  createOrder,
  openActionTestDb,
  runAction,
  tableCounts,
  type ActionTestDb,
  type TestAgent,
  type TestDevice,
} from './support/actions';
import { paymentDoubles } from './support/paymentDoubles';

const today = lagosToday();
const PLANS = DEMO_IDS[SUNLINE_NG.code].planIds;
const DESCRIPTION = 'The screen cracked when the phone fell off a table.';

type Answer = Record<string, unknown>;

/** How many claims, and timeline events of them, the orders have. */
async function countClaimRows(db: Queryable, orderIds: string[]): Promise<{ claims: number; events: number }> {
  const { rows } = await db.query<{ claims: number; events: number }>(
    `SELECT (SELECT count(*)::int FROM public.claim WHERE plan_order_id = ANY($1::uuid[])) AS claims,
            (SELECT count(*)::int FROM public.claim_event e JOIN public.claim c ON c.id = e.claim_id WHERE c.plan_order_id = ANY($1::uuid[])) AS events`,
    [orderIds],
  );
  return rows[0];
}

describe('submit_claim and quote_claim', () => {
  let t: ActionTestDb;
  let agent: TestAgent;
  before(async () => {
    t = await openActionTestDb();
    agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
  });
  after(() => t.close());

  /** Files a claim; without `evidence_ids`, with what its type needs (a damage photo, a theft's police report), uploaded by `who`. */
  const claim = async (input: Answer, who: TestAgent = agent) => {
    const evidence = 'evidence_ids' in input ? {} : { evidence_ids: await claimEvidenceIds(t.db, who, input.claim_type as ClaimType) };
    return runAction(t.db, submitClaim, { ...input, ...evidence }, { session: who.session }) as Promise<Answer>;
  };
  const claimInput = (orderId: string, overrides: Answer = {}) => ({
    idempotency_key: randomUUID(),
    order_id: orderId,
    claim_type: 'SCREEN',
    incident_date: addDays(today, -2),
    description: DESCRIPTION,
    police_report_number: null,
    ...overrides,
  });
  /** A device worth ₦150,000 with an ACTIVE order of `plan` that started `daysAgo` days ago. */
  const covered = async (plan: string, daysAgo = 60, status = 'ACTIVE'): Promise<{ device: TestDevice; orderId: string }> => {
    const device = await createCustomerWithDevice(t.db, agent, { priceKobo: 15_000_000, purchaseDate: addDays(today, -daysAgo - 5) });
    const order = await createOrder(t.db, agent, device, plan, { startsOn: addDays(today, -daysAgo), status });
    return { device, orderId: order.id };
  };
  // As back office would move it; a claim past the excess (ready, handed back) is written with none owed,
  // which is not what these tests are about (excess.test.ts is).
  const setStatus = (claimId: unknown, status: string) =>
    t.db.query(`UPDATE public.claim SET status = $2, excess_kobo = CASE WHEN $2 IN ('READY_FOR_PICKUP', 'COMPLETED') THEN 0 ELSE excess_kobo END WHERE id = $1`, [claimId, status]);
  const claimRows = (orderIds: string[]) => countClaimRows(t.db, orderIds);
  const pick = ({ claims_used, open_claim }: Answer) => ({ claims_used, open_claim });

  it('files a claim: SUBMITTED with its first timeline event and the plan’s excess', async () => {
    const { device, orderId } = await covered(PLANS.TOTAL_CARE_THEFT);
    const answer = await claim(claimInput(orderId));
    assert.match(String(answer.reference), new RegExp(`^CLM-${today.slice(0, 4)}-\\d{6}$`));
    assert.equal(answer.status, 'SUBMITTED');
    assert.equal(answer.excess_kobo, 500_000);
    const { rows } = await t.db.query<Answer>(
      `SELECT c.device_id, c.agent_id, c.claim_type, c.incident_date::text AS incident_date, e.status AS event, e.note
         FROM public.claim c JOIN public.claim_event e ON e.claim_id = c.id WHERE c.id = $1`,
      [answer.claim_id],
    );
    assert.deepEqual(rows, [
      { device_id: device.deviceId, agent_id: agent.id, claim_type: 'SCREEN', incident_date: addDays(today, -2), event: 'SUBMITTED', note: 'Claim submitted by the agent.' },
    ]);
  });

  it('charges 10% of the device value as the excess of a theft claim, which needs a police report', async () => {
    const { orderId } = await covered(PLANS.TOTAL_CARE_THEFT);
    const noReport = await actionError(claim(claimInput(orderId, { claim_type: 'THEFT' })));
    assert.equal(noReport.message, POLICE_REPORT_MESSAGES.required);
    assert.equal(noReport.extensions.field, 'police_report_number');
    const answer = await claim(claimInput(orderId, { claim_type: 'THEFT', police_report_number: ' NPF/IKJ/2025/01234 ' }));
    assert.equal(answer.excess_kobo, 1_500_000);
    const { rows } = await t.db.query(`SELECT police_report_number FROM public.claim WHERE id = $1`, [answer.claim_id]);
    assert.deepEqual(rows, [{ police_report_number: 'NPF/IKJ/2025/01234' }]);
  });

  it('refuses each broken rule with its own code, field and message, and writes nothing', async () => {
    const { orderId } = await covered(PLANS.TOTAL_CARE);
    const { orderId: cancelled } = await covered(PLANS.TOTAL_CARE, 60, 'CANCELLED');
    const { orderId: fresh } = await covered(PLANS.TOTAL_CARE_THEFT, 20);
    const before = await tableCounts(t.db);
    const cases: [Answer, string, string, string][] = [
      [claimInput(orderId, { incident_date: addDays(today, 1) }), 'validation-failed', 'incident_date', INCIDENT_DATE_MESSAGES.future],
      [claimInput(orderId, { incident_date: '2025-02-30' }), 'validation-failed', 'incident_date', INCIDENT_DATE_MESSAGES.invalid],
      [claimInput(orderId, { description: 'Broken screen' }), 'validation-failed', 'description', DESCRIPTION_MESSAGES.tooShort],
      [claimInput(orderId, { description: 'x'.repeat(1001) }), 'validation-failed', 'description', DESCRIPTION_MESSAGES.tooLong],
      [claimInput(cancelled), 'plan-not-active', 'order_id', 'This plan was cancelled: claims need an active plan'],
      [claimInput(orderId, { incident_date: addDays(today, -61) }), 'incident-outside-cover', 'incident_date', 'The plan did not cover'],
      [claimInput(fresh, { incident_date: addDays(today, -10) }), 'waiting-period', 'incident_date', 'the first 14 days of a plan are a waiting period'],
      [claimInput(fresh, { claim_type: 'THEFT', police_report_number: 'NPF/1/2025', incident_date: addDays(today, -1) }), 'waiting-period', 'incident_date', 'the first 30 days'],
      [claimInput(orderId, { claim_type: 'THEFT', police_report_number: 'NPF/1/2025' }), 'claim-type-not-covered', 'claim_type', 'Total Care does not cover theft'],
      [claimInput(orderId, { claim_type: 'FIRE' }), 'validation-failed', 'claim_type', 'claim_type must be one of SCREEN, LIQUID, HARDWARE, THEFT'],
      [claimInput(randomUUID()), 'not-found', 'order_id', 'Order not found'],
    ];
    for (const [input, code, field, message] of cases) {
      const error = await actionError(claim(input));
      assert.deepEqual([error.code, error.extensions.field], [code, field], message);
      assert.ok(error.message.includes(message), `${error.message} should say ${message}`);
    }
    const outside = await actionError(claim(claimInput(orderId, { incident_date: addDays(today, -61) })));
    assert.deepEqual(outside.extensions, { field: 'incident_date', starts_on: addDays(today, -60), ends_on: coverEndsOn(addDays(today, -60), 12) });
    const waiting = await actionError(claim(claimInput(fresh, { incident_date: addDays(today, -10) })));
    assert.deepEqual(waiting.extensions, { field: 'incident_date', covered_from: addDays(today, -6) });
    assert.deepEqual(await tableCounts(t.db), before);
    assert.deepEqual(await claimRows([orderId, cancelled, fresh]), { claims: 0, events: 0 });
  });

  it('allows one open claim per device and the plan’s claims per term, rejected claims not counted', async () => {
    const { orderId } = await covered(PLANS.TOTAL_CARE);
    const first = await claim(claimInput(orderId));
    const open = await actionError(claim(claimInput(orderId, { claim_type: 'LIQUID' })));
    assert.equal(open.code, 'open-claim-exists');
    assert.deepEqual(open.extensions, { field: 'order_id', existing_claim_id: first.claim_id, existing_claim_reference: first.reference });
    // Refused after its idempotency key was claimed: the rollback leaves the first claim and its one event alone.
    assert.deepEqual(await claimRows([orderId]), { claims: 1, events: 1 });

    await setStatus(first.claim_id, 'REJECTED');
    const second = await claim(claimInput(orderId));
    await setStatus(second.claim_id, 'COMPLETED');
    const third = await claim(claimInput(orderId, { claim_type: 'HARDWARE' }));
    await setStatus(third.claim_id, 'COMPLETED');
    const limit = await actionError(claim(claimInput(orderId)));
    assert.deepEqual([limit.code, limit.extensions.field, limit.message], ['claim-limit-reached', 'order_id', 'This plan has used all 2 claims for the term']);
    assert.deepEqual(await claimRows([orderId]), { claims: 3, events: 3 });

    const { orderId: screenGuard } = await covered(PLANS.SCREEN_GUARD);
    const only = await claim(claimInput(screenGuard));
    await setStatus(only.claim_id, 'COMPLETED');
    assert.equal((await actionError(claim(claimInput(screenGuard)))).message, 'This plan has used its 1 claim for the term');
  });

  it('answers a repeated key with the first claim, and files one claim for concurrent submits', async () => {
    const { orderId } = await covered(PLANS.TOTAL_CARE);
    const input = { ...claimInput(orderId), evidence_ids: await claimEvidenceIds(t.db, agent, 'SCREEN') };
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(input)));
    for (const answer of answers) assert.deepEqual(answer, answers[0]);
    assert.deepEqual(await claim(input), answers[0]);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM public.claim WHERE plan_order_id = $1`, [orderId]);
    assert.deepEqual(rows, [{ n: 1 }]);
  });

  it('files claims on the agent’s own orders only', async () => {
    const { orderId } = await covered(PLANS.TOTAL_CARE);
    const other = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    assert.equal((await actionError(claim(claimInput(orderId), other))).code, 'not-found');
  });

  describe('quote_claim', () => {
    const quote = (orderId: string, session: Session = agent.session) => runAction(t.db, quoteClaim, { order_id: orderId }, { session }) as Promise<Answer>;
    const referenceOf = async (orderId: string) =>
      (await t.db.query<{ reference: string }>('SELECT reference FROM public.plan_order WHERE id = $1', [orderId])).rows[0].reference;
    const startsOn = addDays(today, -60);
    const option = (claim_type: string, excess_kobo: number, waitingDays = 14) => ({ claim_type, excess_kobo, covered_from: addDays(startsOn, waitingDays) });

    it('quotes, plan by plan, each covered type with its excess and the first incident date covered', async () => {
      const screenGuard = await covered(PLANS.SCREEN_GUARD);
      assert.deepEqual(await quote(screenGuard.orderId), {
        order_id: screenGuard.orderId,
        reference: await referenceOf(screenGuard.orderId),
        plan_name: 'Screen Guard',
        starts_on: startsOn,
        ends_on: coverEndsOn(startsOn, 12),
        claims_per_term: 1,
        claims_used: 0,
        open_claim: null,
        options: [option('SCREEN', 250_000)],
      });
      const totalCare = await quote((await covered(PLANS.TOTAL_CARE)).orderId);
      assert.deepEqual([totalCare.plan_name, totalCare.claims_per_term, totalCare.options], ['Total Care', 2, [option('SCREEN', 500_000), option('LIQUID', 500_000), option('HARDWARE', 500_000)]]);
      // Theft: 10% of the ₦150,000 device, covered after 30 days.
      const theft = await quote((await covered(PLANS.TOTAL_CARE_THEFT)).orderId);
      assert.deepEqual(
        [theft.plan_name, theft.options],
        ['Total Care + Theft', [option('SCREEN', 500_000), option('LIQUID', 500_000), option('HARDWARE', 500_000), option('THEFT', 1_500_000, 30)]],
      );
    });

    it('quotes the excess submit_claim then charges', async () => {
      const { orderId } = await covered(PLANS.TOTAL_CARE_THEFT);
      const options = (await quote(orderId)).options as Answer[];
      const filed = await claim(claimInput(orderId, { claim_type: 'THEFT', police_report_number: 'NPF/IKJ/2025/01234' }));
      assert.equal(filed.excess_kobo, options.find((o) => o.claim_type === 'THEFT')?.excess_kobo);
    });

    it('counts the claims used this term and names the device’s open claim', async () => {
      const { orderId } = await covered(PLANS.TOTAL_CARE);
      const first = await claim(claimInput(orderId));
      assert.deepEqual(pick(await quote(orderId)), { claims_used: 1, open_claim: { claim_id: first.claim_id, reference: first.reference } });
      await setStatus(first.claim_id, 'REJECTED');
      assert.deepEqual(pick(await quote(orderId)), { claims_used: 0, open_claim: null });
      const second = await claim(claimInput(orderId, { claim_type: 'LIQUID' }));
      await setStatus(second.claim_id, 'COMPLETED');
      assert.deepEqual(pick(await quote(orderId)), { claims_used: 1, open_claim: null });
      // The seeded demo: a Screen Guard order whose one claim is completed.
      const demo = DEMO_IDS[SUNLINE_NG.code];
      const seeded = await quote(demo.activeOrderId, agentSessionOf({ id: demo.demoAgentId, partnerId: demo.partnerId }));
      assert.deepEqual([seeded.plan_name, seeded.claims_per_term, pick(seeded)], ['Screen Guard', 1, { claims_used: 1, open_claim: null }]);
    });

    it('quotes an expired plan, and refuses an order that never covered anything', async () => {
      assert.equal((await quote((await covered(PLANS.SCREEN_GUARD, 400, 'EXPIRED')).orderId)).plan_name, 'Screen Guard');
      const refusals: [string, string][] = [
        ['CANCELLED', 'This plan was cancelled: claims need an active plan'],
        ['PENDING_PAYMENT', 'This plan is waiting for payment: claims need an active plan'],
        ['PAYMENT_FAILED', 'This plan was never paid for: claims need an active plan'],
      ];
      for (const [status, message] of refusals) {
        const error = await actionError(quote((await covered(PLANS.TOTAL_CARE, 60, status)).orderId));
        assert.deepEqual([error.code, error.extensions, error.message], ['plan-not-active', { field: 'order_id' }, message], status);
      }
    });

    it('quotes the agent’s own orders only', async () => {
      const { orderId } = await covered(PLANS.TOTAL_CARE);
      const colleague = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
      const elsewhere = await createAgent(t.db, { partnerId: REDWAVE_NG.id });
      const demo = DEMO_IDS[SUNLINE_NG.code];
      const secondAgentsOrder = await t.db.query<{ id: string }>(`SELECT id FROM public.plan_order WHERE agent_id = $1 AND status = 'ACTIVE' LIMIT 1`, [demo.secondAgentId]);
      const notFound: [string, Session][] = [
        [orderId, colleague.session],
        [orderId, elsewhere.session],
        // A token whose partner is not the agent's sees nothing either.
        [orderId, agentSessionOf({ id: agent.id, partnerId: REDWAVE_NG.id })],
        [secondAgentsOrder.rows[0].id, agentSessionOf({ id: demo.demoAgentId, partnerId: demo.partnerId })],
        [randomUUID(), agent.session],
      ];
      for (const [id, session] of notFound) {
        const error = await actionError(quote(id, session));
        assert.deepEqual([error.code, error.extensions, error.message], ['not-found', { field: 'order_id' }, 'Order not found']);
      }
      assert.equal((await actionError(quote(orderId, ANONYMOUS))).code, 'access-denied');
    });

    it('is served to agents only', () => {
      const queryFields = (role: string) => Object.keys(createRoleRuntime(defaultRegistry(), role, 1).schema.getQueryType()?.getFields() ?? {});
      assert.ok(queryFields('agent').includes('quote_claim'));
      for (const role of ['anonymous', 'back_office']) assert.ok(!queryFields(role).includes('quote_claim'), role);
    });
  });
});

describe('verify_card', () => {
  let t: ActionTestDb;
  let agent: TestAgent;
  before(async () => {
    t = await openActionTestDb();
    agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id, walletKobo: 20_000_000 });
  });
  after(() => t.close());

  const verify = (code: string, imeiLast4?: string | null) =>
    runAction(t.db, verifyCard, imeiLast4 === undefined ? { code } : { code, imei_last4: imeiLast4 }, { session: ANONYMOUS }) as Promise<Answer | null>;
  const buyPlan = createBuyPlan(paymentDoubles().services);
  const buy = async (device: TestDevice, input: Answer = {}) =>
    (await runAction(
      t.db,
      buyPlan,
      { idempotency_key: randomUUID(), device_id: device.deviceId, plan_id: PLANS.TOTAL_CARE, billing: 'PREPAID', payment_method: 'WALLET', ...input },
      { session: agent.session },
    )) as Answer;
  const codeOf = async (orderId: unknown) =>
    (await t.db.query<{ verification_code: string }>('SELECT verification_code FROM public.plan_order WHERE id = $1', [orderId])).rows[0].verification_code;
  /** The same letters in the other case: another code, as codes are matched exactly. */
  const swapCase = (code: string) => [...code].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');

  it('shows a sold plan by its verification code: valid, with the device and a masked IMEI and nothing about the customer', async () => {
    const device = await createCustomerWithDevice(t.db, agent);
    const sale = await buy(device);
    const code = await codeOf(sale.order_id);
    assert.equal(sale.verification_code, code, 'buy_plan answers the code');
    const card = await verify(code);
    assert.deepEqual(card, {
      policy_number: sale.policy_number,
      valid: true,
      status: 'ACTIVE',
      partner_name: 'Sunline Protect',
      plan_name: 'Total Care',
      starts_on: sale.starts_on,
      ends_on: sale.ends_on,
      device_brand: 'Tecno',
      device_model: 'Camon 20',
      masked_imei: `•••••••••••${device.imei.slice(-4)}`,
    });
    // The code needs no IMEI digits, and ignores any given.
    assert.deepEqual(await verify(code, 'abc'), card);
  });

  it('gives every order a code of its own, 22 base64url characters, whether sold, waiting for its money or written directly', async () => {
    const device = await createCustomerWithDevice(t.db, agent);
    const other = await createCustomerWithDevice(t.db, agent);
    const sold = [await buy(device), await buy(other, { plan_id: PLANS.SCREEN_GUARD })];
    const pending = await createCustomerWithDevice(t.db, agent);
    await buy(pending, { payment_method: 'CARD' });
    const failed = await t.db.query<{ id: string }>(`SELECT id FROM public.plan_order WHERE device_id = $1 AND status = 'PENDING_PAYMENT'`, [pending.deviceId]);
    const direct = await createOrder(t.db, agent, await createCustomerWithDevice(t.db, agent), PLANS.SCREEN_GUARD, { startsOn: today });
    const codes = [await codeOf(sold[0].order_id), await codeOf(sold[1].order_id), await codeOf(failed.rows[0].id), direct.verificationCode];
    for (const code of codes) assert.match(code, VERIFICATION_CODE_PATTERN);
    assert.equal(new Set(codes).size, codes.length);
  });

  it('gives the orders sold before migration 0004 codes of their own, and their stored buy_plan answers too', async () => {
    const migration = loadMigrations().find((m) => m.version === '0004_card_verification');
    assert.ok(migration);
    const rollback = new Error('undo the replay');
    const replay = t.db.transaction(async (tx) => {
      await tx.exec('ALTER TABLE public.plan_order DROP COLUMN verification_code');
      await tx.exec(migration.sql);
      const { rows } = await tx.query<{ verification_code: string }>('SELECT verification_code FROM public.plan_order');
      assert.ok(rows.length > 100);
      for (const row of rows) assert.match(row.verification_code, VERIFICATION_CODE_PATTERN);
      assert.equal(new Set(rows.map((row) => row.verification_code)).size, rows.length);
      const stale = await tx.query(
        `SELECT r.idempotency_key FROM public.action_request r JOIN public.plan_order o ON o.id = (r.response #>> '{data,order_id}')::uuid
          WHERE r.action = 'buy_plan' AND r.response #>> '{data,verification_code}' IS DISTINCT FROM o.verification_code`,
      );
      assert.deepEqual(stale.rows, []);
      const stored = await tx.query(`SELECT 1 FROM public.action_request WHERE action = 'buy_plan' AND response ? 'data'`);
      assert.ok(stored.rows.length > 0, 'the suite sold plans before this test');
      throw rollback;
    });
    await assert.rejects(replay, (error) => error === rollback);
  });

  it('refuses a code the database did not make', async () => {
    const device = await createCustomerWithDevice(t.db, agent);
    const order = await createOrder(t.db, agent, device, PLANS.SCREEN_GUARD, { startsOn: today });
    const set = (code: string) => t.db.query(`UPDATE public.plan_order SET verification_code = $2 WHERE id = $1`, [order.id, code]);
    await assert.rejects(set(order.policyNumber), /plan_order_verification_code_format/);
    await assert.rejects(set(`${order.verificationCode.slice(0, 21)}+`), /plan_order_verification_code_format/);
  });

  it('shows a seeded demo order by its code', async () => {
    const card = await verify(DEMO_IDS[SUNLINE_NG.code].activeOrderVerificationCode);
    assert.equal(card?.status, 'ACTIVE');
    assert.equal(card?.partner_name, 'Sunline Protect');
  });

  it('shows a card by its policy number (case and spaces ignored) with the IMEI’s last 4 digits', async () => {
    const device = await createCustomerWithDevice(t.db, agent);
    const sale = await buy(device);
    const card = await verify(` ${String(sale.policy_number).toLowerCase().replaceAll('-', ' - ')} `, ` ${device.imei.slice(-4)} `);
    assert.deepEqual(card, await verify(await codeOf(sale.order_id)));
    assert.equal(card?.policy_number, sale.policy_number);
  });

  it('asks for the IMEI’s last 4 digits with a policy number, then for exactly 4 digits', async () => {
    const device = await createCustomerWithDevice(t.db, agent);
    const sale = await buy(device);
    for (const missing of [undefined, null, '', '   ']) {
      const error = await actionError(verify(String(sale.policy_number), missing));
      assert.deepEqual([error.code, error.message, error.extensions], ['validation-failed', IMEI_LAST4_MESSAGES.required, { field: 'imei_last4' }], String(missing));
    }
    for (const malformed of ['518', '75180', 'abcd', `${device.imei.slice(-4)}x`, "1' OR '1'='1"]) {
      const error = await actionError(verify(String(sale.policy_number), malformed));
      assert.deepEqual([error.code, error.message, error.extensions], ['validation-failed', IMEI_LAST4_MESSAGES.digits, { field: 'imei_last4' }], malformed);
    }
  });

  it('answers a policy number with the wrong IMEI digits exactly like an unknown number', async () => {
    const device = await createCustomerWithDevice(t.db, agent);
    const sale = await buy(device);
    const wrong = String((Number(device.imei.slice(-4)) + 1) % 10_000).padStart(4, '0');
    assert.equal(await verify(String(sale.policy_number), wrong), null);
    assert.equal(await verify('SUN-2025-999999', device.imei.slice(-4)), null);
  });

  it('takes neither the policy number nor a changed code as a code', async () => {
    const device = await createCustomerWithDevice(t.db, agent);
    const sale = await buy(device);
    const code = await codeOf(sale.order_id);
    assert.notEqual(code, sale.policy_number);
    assert.equal((await actionError(verify(String(sale.policy_number)))).extensions.field, 'imei_last4');
    assert.equal(await verify(swapCase(code)), null);
    assert.equal(await verify(`${code.slice(0, -1)}${code.endsWith('A') ? 'Q' : 'A'}`), null);
    assert.equal(await verify('AAAAAAAAAAAAAAAAAAAAAA'), null);
  });

  it('shows an ended plan as not valid, and a renewal not started yet', async () => {
    const device = await createCustomerWithDevice(t.db, agent, { purchaseDate: addMonths(today, -14) });
    const ended = await createOrder(t.db, agent, device, PLANS.SCREEN_GUARD, { startsOn: addMonths(today, -13) });
    const next = await createOrder(t.db, agent, device, PLANS.SCREEN_GUARD, { startsOn: addDays(today, 3) });
    const last4 = device.imei.slice(-4);
    for (const card of [await verify(ended.verificationCode), await verify(ended.policyNumber, last4)]) assert.deepEqual([card?.valid, card?.status], [false, 'EXPIRED']);
    for (const card of [await verify(next.verificationCode), await verify(next.policyNumber, last4)]) assert.deepEqual([card?.valid, card?.status], [false, 'NOT_STARTED']);
  });

  it('answers null for a never-paid order and for anything that is neither a code nor a policy number', async () => {
    const device = await createCustomerWithDevice(t.db, agent);
    const unpaid = await createOrder(t.db, agent, device, PLANS.SCREEN_GUARD, { startsOn: today, status: 'PAYMENT_FAILED' });
    assert.equal(await verify(unpaid.verificationCode), null);
    assert.equal(await verify(unpaid.policyNumber, device.imei.slice(-4)), null);
    for (const code of ["SUN-2025-000001' OR '1'='1", '', 'x'.repeat(1000), `${unpaid.verificationCode} `.repeat(2)]) {
      assert.equal(await verify(code, '1234'), null, code);
    }
  });
});
