import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { addDays, addMonths, DESCRIPTION_MESSAGES, INCIDENT_DATE_MESSAGES, lagosToday, POLICE_REPORT_MESSAGES } from '../../lib/validation';
import { buyPlan } from '../src/actions/handlers/buyPlan';
import { submitClaim } from '../src/actions/handlers/submitClaim';
import { verifyCard } from '../src/actions/handlers/verifyCard';
import { DEMO_IDS } from '../src/seed/demo';
import { SUNLINE_NG } from '../src/seed/partners';
import {
  actionError,
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

const today = lagosToday();
const PLANS = DEMO_IDS[SUNLINE_NG.code].planIds;
const DESCRIPTION = 'The screen cracked when the phone fell off a table.';

type Answer = Record<string, unknown>;

describe('submit_claim', () => {
  let t: ActionTestDb;
  let agent: TestAgent;
  before(async () => {
    t = await openActionTestDb();
    agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
  });
  after(() => t.close());

  const claim = (input: Answer, who: TestAgent = agent) => runAction(t.db, submitClaim, input, { session: who.session }) as Promise<Answer>;
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
  const setStatus = (claimId: unknown, status: string) => t.db.query(`UPDATE public.claim SET status = $2 WHERE id = $1`, [claimId, status]);

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

  it('refuses each broken rule with its own message and writes nothing', async () => {
    const { orderId } = await covered(PLANS.TOTAL_CARE);
    const { orderId: cancelled } = await covered(PLANS.TOTAL_CARE, 60, 'CANCELLED');
    const { orderId: fresh } = await covered(PLANS.TOTAL_CARE_THEFT, 20);
    const before = await tableCounts(t.db);
    const cases: [Answer, string, string][] = [
      [claimInput(orderId, { incident_date: addDays(today, 1) }), 'validation-failed', INCIDENT_DATE_MESSAGES.future],
      [claimInput(orderId, { incident_date: '2025-02-30' }), 'validation-failed', INCIDENT_DATE_MESSAGES.invalid],
      [claimInput(orderId, { description: 'Broken screen' }), 'validation-failed', DESCRIPTION_MESSAGES.tooShort],
      [claimInput(orderId, { description: 'x'.repeat(1001) }), 'validation-failed', DESCRIPTION_MESSAGES.tooLong],
      [claimInput(cancelled), 'plan-not-active', 'This plan was cancelled: claims need an active plan'],
      [claimInput(orderId, { incident_date: addDays(today, -61) }), 'plan-not-active', 'The plan did not cover'],
      [claimInput(fresh, { incident_date: addDays(today, -10) }), 'waiting-period', 'the first 14 days of a plan are a waiting period'],
      [claimInput(fresh, { claim_type: 'THEFT', police_report_number: 'NPF/1/2025', incident_date: addDays(today, -1) }), 'waiting-period', 'the first 30 days'],
      [claimInput(orderId, { claim_type: 'THEFT', police_report_number: 'NPF/1/2025' }), 'claim-type-not-covered', 'Total Care does not cover theft'],
      [claimInput(orderId, { claim_type: 'FIRE' }), 'validation-failed', 'claim_type must be one of SCREEN, LIQUID, HARDWARE, THEFT'],
      [claimInput(randomUUID()), 'not-found', 'Order not found'],
    ];
    for (const [input, code, message] of cases) {
      const error = await actionError(claim(input));
      assert.equal(error.code, code, message);
      assert.ok(error.message.includes(message), `${error.message} should say ${message}`);
    }
    assert.deepEqual(await tableCounts(t.db), before);
  });

  it('allows one open claim per device and the plan’s claims per term, rejected claims not counted', async () => {
    const { orderId } = await covered(PLANS.TOTAL_CARE);
    const first = await claim(claimInput(orderId));
    const open = await actionError(claim(claimInput(orderId, { claim_type: 'LIQUID' })));
    assert.equal(open.code, 'open-claim-exists');
    assert.equal(open.extensions.existing_claim_id, first.claim_id);

    await setStatus(first.claim_id, 'REJECTED');
    const second = await claim(claimInput(orderId));
    await setStatus(second.claim_id, 'COMPLETED');
    const third = await claim(claimInput(orderId, { claim_type: 'HARDWARE' }));
    await setStatus(third.claim_id, 'COMPLETED');
    const limit = await actionError(claim(claimInput(orderId)));
    assert.equal(limit.code, 'claim-limit-reached');
    assert.equal(limit.message, 'This plan has used all 2 claims for the term');

    const { orderId: screenGuard } = await covered(PLANS.SCREEN_GUARD);
    const only = await claim(claimInput(screenGuard));
    await setStatus(only.claim_id, 'COMPLETED');
    assert.equal((await actionError(claim(claimInput(screenGuard)))).message, 'This plan has used its 1 claim for the term');
  });

  it('answers a repeated key with the first claim, and files one claim for concurrent submits', async () => {
    const { orderId } = await covered(PLANS.TOTAL_CARE);
    const input = claimInput(orderId);
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
});

describe('verify_card', () => {
  let t: ActionTestDb;
  let agent: TestAgent;
  before(async () => {
    t = await openActionTestDb();
    agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id, walletKobo: 5_000_000 });
  });
  after(() => t.close());

  const verify = (code: string) => runAction(t.db, verifyCard, { code }, { session: ANONYMOUS }) as Promise<Answer | null>;

  it('shows a sold plan as valid, with the device and a masked IMEI and nothing about the customer', async () => {
    const device = await createCustomerWithDevice(t.db, agent);
    const sale = (await runAction(
      t.db,
      buyPlan,
      { idempotency_key: randomUUID(), device_id: device.deviceId, plan_id: PLANS.TOTAL_CARE, billing: 'PREPAID', payment_method: 'WALLET' },
      { session: agent.session },
    )) as Answer;
    const card = await verify(` ${String(sale.policy_number).toLowerCase()} `);
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
  });

  it('shows an ended plan as not valid, and a renewal not started yet', async () => {
    const device = await createCustomerWithDevice(t.db, agent, { purchaseDate: addMonths(today, -14) });
    const ended = await createOrder(t.db, agent, device, PLANS.SCREEN_GUARD, { startsOn: addMonths(today, -13) });
    const next = await createOrder(t.db, agent, device, PLANS.SCREEN_GUARD, { startsOn: addDays(today, 3) });
    assert.deepEqual([(await verify(ended.policyNumber))?.valid, (await verify(ended.policyNumber))?.status], [false, 'EXPIRED']);
    assert.deepEqual([(await verify(next.policyNumber))?.valid, (await verify(next.policyNumber))?.status], [false, 'NOT_STARTED']);
  });

  it('answers null for an unknown, malformed or never-paid policy number', async () => {
    const device = await createCustomerWithDevice(t.db, agent);
    const unpaid = await createOrder(t.db, agent, device, PLANS.SCREEN_GUARD, { startsOn: today, status: 'PAYMENT_FAILED' });
    for (const code of ['SUN-2025-999999', "SUN-2025-000001' OR '1'='1", '', 'x'.repeat(1000), unpaid.policyNumber]) {
      assert.equal(await verify(code), null, code);
    }
  });
});
