import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { addDays, addMonths, lagosToday, PURCHASE_DATE_MESSAGES, VERIFICATION_CODE_PATTERN } from '@/lib/validation';
import { createBuyPlan } from '../src/actions/handlers/buyPlan';
import { quotePlan } from '../src/actions/handlers/quotePlan';
import { coverEndsOn } from '../src/actions/rules/dates';
import type { Database } from '../src/db/types';
import { DEMO_IDS } from '../src/seed/demo';
import { REDWAVE_NG, SUNLINE_NG } from '../src/seed/partners';
import {
  actionError,
  addTestDevice,
  createAgent,
  createCustomerWithDevice,
  createOrder,
  openActionTestDb,
  runAction,
  tableCounts,
  type ActionTestDb,
  type TestAgent,
} from './support/actions';
import { paymentDoubles } from './support/paymentDoubles';

const today = lagosToday();
const year = today.slice(0, 4);
const SUN = DEMO_IDS[SUNLINE_NG.code].planIds;
const RED = DEMO_IDS[REDWAVE_NG.code].planIds;

type Answer = Record<string, unknown>;

/** The ledger of an agent is consistent: each running balance follows from the one before, the last is the wallet. */
async function assertLedgerConsistent(db: Database, agentId: string): Promise<number> {
  const { rows } = await db.query<{ amount: number; after: number }>(
    `SELECT amount_kobo::int AS amount, balance_after_kobo::int AS after FROM public.wallet_transaction WHERE agent_id = $1 ORDER BY seq`,
    [agentId],
  );
  let running = 0;
  for (const row of rows) {
    running += row.amount;
    assert.equal(row.after, running, 'running balance');
    assert.ok(row.after >= 0, 'never below zero');
  }
  const wallet = await db.query<{ balance: number }>(`SELECT wallet_balance_kobo::int AS balance FROM public.agent WHERE id = $1`, [agentId]);
  assert.equal(wallet.rows[0].balance, running, 'the wallet equals the sum of its entries');
  return running;
}

async function ledger(db: Database, agentId: string) {
  const { rows } = await db.query<{ kind: string; amount: number }>(
    `SELECT kind, amount_kobo::int AS amount FROM public.wallet_transaction WHERE agent_id = $1 ORDER BY seq`,
    [agentId],
  );
  return rows;
}

/** Sales from the wallet; sales through the gateway and wallet funding are payments.test.ts's. */
describe('quote_plan and buy_plan from the wallet', () => {
  const buyPlan = createBuyPlan(paymentDoubles().services);
  let t: ActionTestDb;
  before(async () => {
    t = await openActionTestDb();
  });
  after(() => t.close());

  const buy = (agent: TestAgent, input: Answer) => runAction(t.db, buyPlan, input, { session: agent.session }) as Promise<Answer>;
  const quote = (agent: TestAgent, input: Answer) => runAction(t.db, quotePlan, input, { session: agent.session }) as Promise<Answer[]>;
  const purchase = (deviceId: string, overrides: Answer = {}) => ({
    idempotency_key: randomUUID(),
    device_id: deviceId,
    plan_id: SUN.SCREEN_GUARD,
    billing: 'PREPAID',
    payment_method: 'WALLET',
    ussd_bank: null,
    renewal_of_order_id: null,
    ...overrides,
  });

  describe('quote_plan', () => {
    it('prices the partner’s plans for the device, with postpaid where the partner allows it', async () => {
      const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
      const device = await createCustomerWithDevice(t.db, agent, { priceKobo: 15_000_000 });
      const quotes = await quote(agent, { device_id: device.deviceId });
      assert.deepEqual(
        quotes.map((q) => [q.code, q.prepaid_premium_kobo, q.postpaid_instalment_kobo, q.postpaid_total_kobo, q.excess_kobo, q.theft_excess_kobo]),
        [
          ['SCREEN_GUARD', 600_000, 55_000, 660_000, 250_000, null],
          ['TOTAL_CARE', 1_050_000, 96_300, 1_155_600, 500_000, null],
          ['TOTAL_CARE_THEFT', 1_500_000, 137_500, 1_650_000, 500_000, 1_500_000],
        ],
      );
      assert.deepEqual(quotes[2].covers, ['SCREEN', 'LIQUID', 'HARDWARE', 'THEFT']);
      assert.equal(quotes[0].starts_on, today);
      assert.equal(quotes[0].ends_on, coverEndsOn(today, 12));
      assert.equal(quotes[0].plan_id, SUN.SCREEN_GUARD);
    });

    it('applies the minimum premium and offers no postpaid where the partner does not allow it', async () => {
      const agent = await createAgent(t.db, { partnerId: REDWAVE_NG.id });
      const device = await createCustomerWithDevice(t.db, agent, { priceKobo: 3_000_000 });
      const quotes = await quote(agent, { device_id: device.deviceId });
      assert.deepEqual(quotes.map((q) => q.prepaid_premium_kobo), [300_000, 500_000, 800_000]);
      for (const q of quotes) assert.equal(q.postpaid_instalment_kobo, null);
    });

    it('refuses a device that is too old, someone else’s, or already covered', async () => {
      const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
      const old = await createCustomerWithDevice(t.db, agent, { purchaseDate: addMonths(today, -13) });
      const tooOld = await actionError(quote(agent, { device_id: old.deviceId }));
      assert.equal(tooOld.code, 'device-not-eligible');
      assert.equal(tooOld.message, PURCHASE_DATE_MESSAGES.outsidePlanWindow);

      const other = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
      assert.equal((await actionError(quote(other, { device_id: old.deviceId }))).code, 'not-found');

      const covered = await createCustomerWithDevice(t.db, agent);
      await createOrder(t.db, agent, covered, SUN.TOTAL_CARE, { startsOn: addDays(today, -20) });
      const active = await actionError(quote(agent, { device_id: covered.deviceId }));
      assert.equal(active.code, 'active-plan-exists');
      assert.match(active.message, /^This device already has an active plan \(ORD-\d{4}-\d{6}\) until /);
    });
  });

  describe('buy_plan', () => {
    it('sells a prepaid plan from the wallet: order, payment, debit and 10% commission', async () => {
      const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id, walletKobo: 2_000_000 });
      const device = await createCustomerWithDevice(t.db, agent, { priceKobo: 15_000_000 });
      const answer = await buy(agent, purchase(device.deviceId));
      assert.match(String(answer.reference), new RegExp(`^ORD-${year}-\\d{6}$`));
      assert.match(String(answer.policy_number), new RegExp(`^SUN-${year}-\\d{6}$`));
      assert.match(String(answer.payment_reference), new RegExp(`^PAY-${year}-\\d{6}$`));
      assert.match(String(answer.verification_code), VERIFICATION_CODE_PATTERN);
      assert.equal(answer.amount_paid_kobo, 600_000);
      assert.equal(answer.commission_kobo, 60_000);
      assert.equal(answer.wallet_balance_kobo, 2_000_000 - 600_000 + 60_000);
      assert.equal(answer.starts_on, today);
      assert.equal(answer.ends_on, coverEndsOn(today, 12));

      const { rows } = await t.db.query<Answer>(
        `SELECT o.status, o.billing, o.premium_kobo::int AS premium, o.agent_id, o.customer_id, o.verification_code, p.method,
                p.status AS payment_status, p.amount_kobo::int AS amount, p.card_last4
           FROM public.plan_order o JOIN public.payment p ON p.plan_order_id = o.id WHERE o.id = $1`,
        [answer.order_id],
      );
      assert.deepEqual(rows, [
        {
          status: 'ACTIVE',
          billing: 'PREPAID',
          premium: 600_000,
          agent_id: agent.id,
          customer_id: device.customerId,
          verification_code: answer.verification_code,
          method: 'WALLET',
          payment_status: 'SUCCEEDED',
          amount: 600_000,
          card_last4: null,
        },
      ]);
      assert.deepEqual((await ledger(t.db, agent.id)).slice(1), [
        { kind: 'PURCHASE', amount: -600_000 },
        { kind: 'COMMISSION', amount: 60_000 },
      ]);
      await assertLedgerConsistent(t.db, agent.id);
    });

    it('sells postpaid where allowed: the first of 12 instalments now, commission on it', async () => {
      const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id, walletKobo: 100_000 });
      const device = await createCustomerWithDevice(t.db, agent, { priceKobo: 15_000_000 });
      const answer = await buy(agent, purchase(device.deviceId, { billing: 'POSTPAID' }));
      assert.deepEqual(
        [answer.premium_kobo, answer.instalment_kobo, answer.instalments, answer.amount_paid_kobo, answer.commission_kobo],
        [660_000, 55_000, 12, 55_000, 5_500],
      );
      await assertLedgerConsistent(t.db, agent.id);

      const red = await createAgent(t.db, { partnerId: REDWAVE_NG.id, walletKobo: 2_000_000 });
      const redDevice = await createCustomerWithDevice(t.db, red);
      const refused = await actionError(buy(red, purchase(redDevice.deviceId, { plan_id: RED.SCREEN_GUARD, billing: 'POSTPAID' })));
      assert.equal(refused.code, 'postpaid-not-allowed');
    });

    it('refuses a wallet that cannot pay, saying by how much, and writes nothing', async () => {
      const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id, walletKobo: 250_000 });
      const device = await createCustomerWithDevice(t.db, agent, { priceKobo: 15_000_000 });
      const before = await tableCounts(t.db);
      const error = await actionError(buy(agent, purchase(device.deviceId)));
      assert.equal(error.code, 'insufficient-wallet-balance');
      assert.match(error.message, /^Insufficient wallet balance: .*₦6,000.*₦2,500.*₦3,500/);
      assert.deepEqual(error.extensions, { shortfall_kobo: 350_000, amount_due_kobo: 600_000, wallet_balance_kobo: 250_000 });
      assert.deepEqual(await tableCounts(t.db), before);
    });

    it('sells one plan per device at a time, and renews from the day after the old plan ends', async () => {
      const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id, walletKobo: 5_000_000 });
      const device = await createCustomerWithDevice(t.db, agent);
      await buy(agent, purchase(device.deviceId));
      assert.equal((await actionError(buy(agent, purchase(device.deviceId, { plan_id: SUN.TOTAL_CARE })))).code, 'active-plan-exists');

      // A phone bought 13 months ago whose plan ends in 10 days: no new plan, but a renewal.
      const old = await createCustomerWithDevice(t.db, agent, { purchaseDate: addMonths(today, -13) });
      const endsOn = addDays(today, 10);
      const order = await createOrder(t.db, agent, old, SUN.SCREEN_GUARD, { startsOn: addDays(addMonths(endsOn, -12), 1), endsOn });
      assert.equal((await actionError(buy(agent, purchase(old.deviceId)))).code, 'device-not-eligible');
      const quotes = await quote(agent, { device_id: old.deviceId, renewal_of_order_id: order.id });
      assert.equal(quotes[0].starts_on, addDays(endsOn, 1));
      const renewal = await buy(agent, purchase(old.deviceId, { renewal_of_order_id: order.id }));
      assert.equal(renewal.starts_on, addDays(endsOn, 1));
      assert.equal(renewal.ends_on, coverEndsOn(addDays(endsOn, 1), 12));
      const { rows } = await t.db.query(`SELECT renewal_of_id FROM public.plan_order WHERE id = $1`, [renewal.order_id]);
      assert.deepEqual(rows, [{ renewal_of_id: order.id }]);
      const twice = await actionError(buy(agent, purchase(old.deviceId, { renewal_of_order_id: order.id })));
      assert.equal(twice.code, 'active-plan-exists', 'a plan is renewed once');
    });

    it('refuses another agent’s device, an unknown plan and another partner’s plan', async () => {
      const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id, walletKobo: 2_000_000 });
      const other = await createAgent(t.db, { partnerId: SUNLINE_NG.id, walletKobo: 2_000_000 });
      const device = await createCustomerWithDevice(t.db, agent);
      assert.equal((await actionError(buy(other, purchase(device.deviceId)))).code, 'not-found');
      assert.equal((await actionError(buy(agent, purchase(device.deviceId, { plan_id: randomUUID() })))).code, 'not-found');
      assert.equal((await actionError(buy(agent, purchase(device.deviceId, { plan_id: RED.SCREEN_GUARD })))).code, 'not-found');

      // A token outlives a suspension: the service still refuses the suspended agent.
      await t.db.query(`UPDATE public.agent SET status = 'SUSPENDED' WHERE id = $1`, [agent.id]);
      assert.equal((await actionError(buy(agent, purchase(device.deviceId)))).code, 'account-suspended');
    });

    it('makes one order, one payment, one debit and one commission of 20 concurrent calls with one key', async () => {
      const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id, walletKobo: 2_000_000 });
      const device = await createCustomerWithDevice(t.db, agent, { priceKobo: 15_000_000 });
      const request = purchase(device.deviceId);
      const answers = await Promise.all(Array.from({ length: 20 }, () => buy(agent, request)));
      for (const answer of answers) assert.deepEqual(answer, answers[0]);
      const count = async (sql: string) => (await t.db.query<{ n: number }>(sql, [agent.id])).rows[0].n;
      assert.equal(await count(`SELECT count(*)::int AS n FROM public.plan_order WHERE agent_id = $1`), 1);
      assert.equal(await count(`SELECT count(*)::int AS n FROM public.payment WHERE agent_id = $1`), 1);
      assert.deepEqual((await ledger(t.db, agent.id)).slice(1), [
        { kind: 'PURCHASE', amount: -600_000 },
        { kind: 'COMMISSION', amount: 60_000 },
      ]);
      assert.equal(await assertLedgerConsistent(t.db, agent.id), 1_460_000);
    });

    it('never takes a small wallet below zero under 50 concurrent purchases', async () => {
      const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id, walletKobo: 2_000_000 });
      const first = await createCustomerWithDevice(t.db, agent, { priceKobo: 3_000_000 });
      const devices = [first];
      for (let i = 1; i < 50; i += 1) devices.push(await addTestDevice(t.db, agent, first.customerId, { priceKobo: 3_000_000 }));
      const results = await Promise.allSettled(devices.map((d) => buy(agent, purchase(d.deviceId))));
      const sold = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      for (const r of refused) assert.equal((r.reason as { code?: string }).code, 'insufficient-wallet-balance');
      // Each sale costs ₦3,000 and earns ₦300 back: from ₦20,000, exactly 7 fit.
      assert.equal(sold.length, 7);
      assert.equal(await assertLedgerConsistent(t.db, agent.id), 2_000_000 - 7 * 270_000);
    });
  });
});
