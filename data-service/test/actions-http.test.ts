import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { addMonths, IMEI_LAST4_MESSAGES, lagosToday, VERIFICATION_CODE_PATTERN } from '@/lib/validation';
import { DEMO_AGENT_PHONE, DEMO_IDS, DEMO_PASSWORD } from '../src/seed/demo';
import { SUNLINE_NG } from '../src/seed/partners';
import { createAgent, createCustomerWithDevice, tableCounts, TEST_PASSWORD, uniqueImei, uniquePhone, type TestAgent } from './support/actions';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/** The actions through the whole service: GraphQL over HTTP, tokens, the engine's transaction. */

const LOGIN = `mutation Login($partner: String!, $identifier: String!, $password: String!) {
  login(partner_code: $partner, identifier: $identifier, password: $password) { token expires_at agent_id partner_id first_name last_name phone email }
}`;
const ONBOARD = `mutation Onboard($key: uuid!, $customer: onboard_customer_input!, $device: device_input!) {
  onboard_customer(idempotency_key: $key, customer: $customer, device: $device) { customer_id device_id plan_eligible ineligible_reason }
}`;
const QUOTE = `query Quote($device: uuid!) {
  quote_plan(device_id: $device) { plan_id code name covers prepaid_premium_kobo postpaid_instalment_kobo excess_kobo starts_on ends_on }
}`;
const BUY = `mutation Buy($key: uuid!, $device: uuid!, $plan: uuid!, $billing: billing_type!, $method: payment_method!, $bank: ussd_bank) {
  buy_plan(idempotency_key: $key, device_id: $device, plan_id: $plan, billing: $billing, payment_method: $method, ussd_bank: $bank) {
    order_id reference policy_number amount_paid_kobo commission_kobo wallet_balance_kobo starts_on ends_on
  }
}`;
const VERIFY = `query Verify($code: String!, $imei: String) {
  verify_card(code: $code, imei_last4: $imei) { policy_number valid status plan_name device_brand device_model masked_imei }
}`;
const ORDER_CODE = `query OrderCode($id: uuid!) { plan_order_by_pk(id: $id) { verification_code } }`;

const PLANS = DEMO_IDS[SUNLINE_NG.code].planIds;
const today = lagosToday();

describe('actions over GraphQL', () => {
  let ds: TestService;
  let agent: TestAgent;
  let headers: Record<string, string>;
  before(async () => {
    ds = await startTestService();
    agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id, walletKobo: 5_000_000 });
    headers = await authHeaders({ userId: agent.id, partnerId: agent.partnerId });
  });
  after(() => ds?.stop());

  const data = (answer: GraphqlAnswer, field: string) => {
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    return (answer.data as Record<string, Record<string, unknown>>)[field];
  };

  it('signs in anonymously and serves the agent with the token it returns', async () => {
    const login = data(await ds.gql(LOGIN, { partner: SUNLINE_NG.code, identifier: DEMO_AGENT_PHONE, password: DEMO_PASSWORD }), 'login');
    assert.equal(login.agent_id, DEMO_IDS[SUNLINE_NG.code].demoAgentId);
    const me = await ds.gql('{ agent { id first_name } }', undefined, undefined, { authorization: `Bearer ${String(login.token)}` });
    assert.deepEqual(data(me, 'agent'), [{ id: login.agent_id, first_name: login.first_name }]);
    // A signed-in app may sign in again (another agent on a shared shop computer).
    const again = await ds.gql(LOGIN, { partner: SUNLINE_NG.code, identifier: agent.email, password: TEST_PASSWORD }, undefined, headers);
    assert.equal(data(again, 'login').agent_id, agent.id);
  });

  it('answers a failed sign-in in Hasura’s error shape and locks after 5 failures', async () => {
    const other = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const attempt = () => ds.gql(LOGIN, { partner: SUNLINE_NG.code, identifier: other.phone, password: 'wrong' });
    assert.deepEqual(await attempt(), {
      errors: [{ extensions: { path: '$', code: 'invalid-credentials' }, message: 'Incorrect phone number, email or password' }],
    });
    for (let i = 0; i < 3; i += 1) await attempt();
    const fifth = await attempt();
    assert.equal(fifth.errors?.[0].extensions.code, 'too-many-attempts');
    assert.match(fifth.errors?.[0].message ?? '', /^Too many failed sign-in attempts\. Try again in 1[45] minutes\.$/);
    assert.ok([14, 15].includes(Number((fifth.errors?.[0].extensions as Record<string, unknown>).minutes_left)));
    const right = await ds.gql(LOGIN, { partner: SUNLINE_NG.code, identifier: other.phone, password: TEST_PASSWORD });
    assert.equal(right.errors?.[0].extensions.code, 'too-many-attempts');
  });

  it('onboards, quotes, sells and verifies a plan', async () => {
    const phone = uniquePhone();
    const imei = uniqueImei();
    const onboard = data(
      await ds.gql(
        ONBOARD,
        {
          key: randomUUID(),
          customer: {
            first_name: 'Bola',
            last_name: 'Adeyemi',
            phone: `0${phone.slice(4)}`,
            email: null,
            gender: 'MALE',
            date_of_birth: '1988-11-05',
            address: '4 Broad Street, Lagos Island',
            state: 'Lagos',
            id_type: 'DRIVERLICENCE',
            id_number: 'ABC12345DE67',
          },
          device: { imei, brand: 'Infinix', model: 'Hot 40', purchase_price_kobo: 15_000_000, purchase_date: addMonths(today, -1) },
        },
        undefined,
        headers,
      ),
      'onboard_customer',
    );
    assert.equal(onboard.plan_eligible, true);

    const quotes = data(await ds.gql(QUOTE, { device: onboard.device_id }, undefined, headers), 'quote_plan') as unknown as Record<string, unknown>[];
    assert.deepEqual(quotes.map((q) => q.code), ['SCREEN_GUARD', 'TOTAL_CARE', 'TOTAL_CARE_THEFT']);
    assert.deepEqual(quotes[0].covers, ['SCREEN']);
    assert.equal(quotes[0].prepaid_premium_kobo, 600_000);

    const sale = data(
      await ds.gql(BUY, { key: randomUUID(), device: onboard.device_id, plan: PLANS.TOTAL_CARE, billing: 'POSTPAID', method: 'WALLET' }, undefined, headers),
      'buy_plan',
    );
    assert.equal(sale.amount_paid_kobo, 96_300);
    assert.equal(sale.starts_on, today);

    // The agent's card screen reads the code for the QR link; anyone with it checks the card.
    const order = data(await ds.gql(ORDER_CODE, { id: sale.order_id }, undefined, headers), 'plan_order_by_pk');
    const card = data(await ds.gql(VERIFY, { code: order.verification_code }), 'verify_card');
    assert.deepEqual(card, {
      policy_number: sale.policy_number,
      valid: true,
      status: 'ACTIVE',
      plan_name: 'Total Care',
      device_brand: 'Infinix',
      device_model: 'Hot 40',
      masked_imei: `•••••••••••${imei.slice(-4)}`,
    });
    assert.deepEqual(data(await ds.gql(VERIFY, { code: sale.policy_number, imei: imei.slice(-4) }), 'verify_card'), card);
  });

  it('asks for the IMEI’s last 4 digits with a policy number, in Hasura’s error shape', async () => {
    const device = await createCustomerWithDevice(ds.service.db, agent);
    const sale = data(await ds.gql(BUY, { key: randomUUID(), device: device.deviceId, plan: PLANS.SCREEN_GUARD, billing: 'PREPAID', method: 'WALLET' }, undefined, headers), 'buy_plan');
    assert.deepEqual(await ds.gql(VERIFY, { code: sale.policy_number }), {
      errors: [{ message: IMEI_LAST4_MESSAGES.required, extensions: { path: '$', code: 'validation-failed', field: 'imei_last4' } }],
    });
    assert.deepEqual(await ds.gql(VERIFY, { code: sale.policy_number, imei: '12' }), {
      errors: [{ message: IMEI_LAST4_MESSAGES.digits, extensions: { path: '$', code: 'validation-failed', field: 'imei_last4' } }],
    });
    const wrong = String((Number(device.imei.slice(-4)) + 1) % 10_000).padStart(4, '0');
    assert.deepEqual(await ds.gql(VERIFY, { code: sale.policy_number, imei: wrong }), { data: { verify_card: null } });
  });

  it('keeps orders and their codes from anonymous callers, and each agent to its own', async () => {
    const device = await createCustomerWithDevice(ds.service.db, agent);
    const sale = data(await ds.gql(BUY, { key: randomUUID(), device: device.deviceId, plan: PLANS.SCREEN_GUARD, billing: 'PREPAID', method: 'WALLET' }, undefined, headers), 'buy_plan');
    const own = data(await ds.gql(ORDER_CODE, { id: sale.order_id }, undefined, headers), 'plan_order_by_pk');
    assert.match(String(own.verification_code), VERIFICATION_CODE_PATTERN);

    for (const query of [ORDER_CODE, `query($id: uuid!) { plan_order(where: { id: { _eq: $id } }) { verification_code } }`]) {
      const anonymous = await ds.gql(query, { id: sale.order_id });
      assert.equal(anonymous.data, undefined);
      assert.equal(anonymous.errors?.[0].extensions.code, 'validation-failed');
      assert.match(anonymous.errors?.[0].message ?? '', /^field 'plan_order(_by_pk)?' not found in type: 'query_root'$/);
    }

    const other = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const otherHeaders = await authHeaders({ userId: other.id, partnerId: other.partnerId });
    assert.equal(data(await ds.gql(ORDER_CODE, { id: sale.order_id }, undefined, otherHeaders), 'plan_order_by_pk'), null);
    const byCode = `query($code: String!) { plan_order(where: { verification_code: { _eq: $code } }) { id } }`;
    assert.deepEqual(data(await ds.gql(byCode, { code: own.verification_code }, undefined, otherHeaders), 'plan_order'), []);
    assert.deepEqual(data(await ds.gql(byCode, { code: own.verification_code }, undefined, headers), 'plan_order'), [{ id: sale.order_id }]);
  });

  it('offers the agent actions to agents only', async () => {
    const anonymous = await ds.gql(BUY, { key: randomUUID(), device: randomUUID(), plan: PLANS.TOTAL_CARE, billing: 'PREPAID', method: 'WALLET' });
    assert.equal(anonymous.errors?.[0].extensions.code, 'validation-failed');
    assert.equal(anonymous.data, undefined);
  });

  it('makes one sale of 20 concurrent requests with one idempotency key', async () => {
    const device = await createCustomerWithDevice(ds.service.db, agent);
    const variables = { key: randomUUID(), device: device.deviceId, plan: PLANS.SCREEN_GUARD, billing: 'PREPAID', method: 'WALLET' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => ds.gql(BUY, variables, undefined, headers)));
    for (const answer of answers) assert.deepEqual(answer, answers[0]);
    assert.equal(answers[0].errors, undefined);
    const { rows } = await ds.service.db.query(`SELECT count(*)::int AS n FROM public.plan_order WHERE device_id = $1`, [device.deviceId]);
    assert.deepEqual(rows, [{ n: 1 }]);
  });

  it('answers injection strings, wrong types and oversize values with errors and changes nothing', async () => {
    const device = await createCustomerWithDevice(ds.service.db, agent);
    const good = { key: randomUUID(), device: device.deviceId, plan: PLANS.SCREEN_GUARD, billing: 'PREPAID', method: 'WALLET' };
    const before = await tableCounts(ds.service.db);
    const attempts: [string, Record<string, unknown> | undefined][] = [
      [BUY, { ...good, device: "'; DROP TABLE public.plan_order; --" }],
      [BUY, { ...good, plan: `${PLANS.SCREEN_GUARD}' OR '1'='1` }],
      [BUY, { ...good, key: 42 }],
      [BUY, { ...good, billing: 'FREE' }],
      [BUY, { ...good, method: 'BITCOIN' }],
      [BUY, { ...good, method: 'USSD', bank: "GTBANK' OR '1'='1" }],
      [BUY, { ...good, device: null }],
      [`mutation { buy_plan(idempotency_key: "${good.key}", device_id: "${good.device}", plan_id: "${good.plan}", billing: PREPAID, payment_method: WALLET, discount: 100) { order_id } }`, undefined],
      [`mutation { buy_plan(idempotency_key: "${good.key}", device_id: "${good.device}", plan_id: "${good.plan}", billing: "PREPAID", payment_method: WALLET) { order_id } }`, undefined],
      [
        'mutation($key: uuid!, $amount: bigint!) { fund_wallet(idempotency_key: $key, amount_kobo: $amount) { payment { payment_id } } }',
        { key: randomUUID(), amount: '1e9' },
      ],
      [
        'mutation($key: uuid!, $amount: bigint!) { fund_wallet(idempotency_key: $key, amount_kobo: $amount) { payment { payment_id } } }',
        { key: randomUUID(), amount: 99_999_999_999_999_999 },
      ],
      [LOGIN, { partner: SUNLINE_NG.code, identifier: 'x'.repeat(100_000), password: 'p' }],
      [LOGIN, { partner: SUNLINE_NG.code, identifier: "' OR 1=1 --", password: "' OR 1=1 --" }],
      [VERIFY.replace('$code: String!', '$code: Int!'), { code: 1 }],
    ];
    for (const [query, variables] of attempts) {
      const answer = await ds.gql(query, variables, undefined, headers);
      assert.ok(answer.errors && answer.errors.length > 0, `${JSON.stringify(variables)} should fail`);
      assert.equal(answer.data, undefined);
      assert.ok(!/select|insert|syntax|relation/i.test(answer.errors[0].message), `no SQL in ${answer.errors[0].message}`);
    }
    // The one plain SQL-injection sign-in is an ordinary failed attempt.
    const after = await tableCounts(ds.service.db);
    assert.deepEqual({ ...after, login_attempt: before.login_attempt }, before);
    assert.equal(after.login_attempt - before.login_attempt, 1);
  });
});
