import assert from 'node:assert/strict';
import { claimEvidenceIds } from './support/evidenceFixtures';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { print } from 'graphql';
import { addDays, lagosToday } from '@/lib/validation';
import { CUSTOM_TYPES } from '../src/actions/definitions';
import { BACK_OFFICE_ROLE } from '../src/auth/jwt';
import { parseActions, parseCustomTypes, namedTypeOf, type ActionModel } from '../src/engine/actions/actionModel';
import { ACTIONS_PATH, ACTIONS_SECRET_HEADER, AUTH_HOOK_PATH } from '../src/http/hasuraRoutes';
import { defaultRegistry } from '../src/metadata/defaultRegistry';
import { DEMO_IDS } from '../src/seed/demo';
import { SUNLINE_NG } from '../src/seed/partners';
import { createAgent, createCustomerWithDevice, createOrder, TEST_PASSWORD, uniqueImei, uniquePhone, type TestAgent } from './support/actions';
import { request } from './support/http';
import { paymentDoubles } from './support/paymentDoubles';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { authHeaders, signToken } from './support/tokens';

/**
 * The actions as real Hasura calls them: Hasura's documented action payload posted to `POST /v1/actions`
 * with the shared secret, answered as the embedded engine answers the same input over GraphQL — outputs,
 * errors (message, code, details) and idempotent replays across the two doors. And the auth hook Hasura
 * asks about each client's token.
 */

const SECRET = 'webhook-secret-for-tests-0123456789abcdef';
const PLANS = DEMO_IDS[SUNLINE_NG.code].planIds;
const today = lagosToday();
const ACTIONS = new Map(parseActions(defaultRegistry()).map((action) => [action.name, action]));
const TYPES = parseCustomTypes(CUSTOM_TYPES);

type Json = Record<string, unknown>;
interface Refusal {
  message: string;
  code: string;
  /** `extensions` without `path` and `code`: the details a client reads (`field`, `minutes_left`, …). */
  details: Json;
}
type Outcome = { output: unknown } | { refusal: Refusal };

/** `record` without the named members. */
function without(record: Json, ...names: string[]): Json {
  return Object.fromEntries(Object.entries(record).filter(([name]) => !names.includes(name)));
}

/** Every field of a custom output type, nested objects whole: the webhook's answer has them all. */
function wholeSelection(typeName: string): string {
  const object = TYPES.objects.get(typeName);
  if (!object) return '';
  const fields = (object.fields ?? []).map((field) => `${field.name.value} ${wholeSelection(namedTypeOf(field.type))}`);
  return `{ ${fields.join(' ')} }`;
}

/** The GraphQL operation calling `action` with every argument of `input` as a variable of its declared type. */
function operationFor(action: ActionModel, input: Json): string {
  const given = action.arguments.filter((arg) => arg.name.value in input);
  const declarations = given.map((arg) => `$${arg.name.value}: ${print(arg.type)}`).join(', ');
  const args = given.map((arg) => `${arg.name.value}: $${arg.name.value}`).join(', ');
  const call = `${action.name}${args ? `(${args})` : ''} ${wholeSelection(namedTypeOf(action.outputType))}`;
  return `${action.kind}${declarations ? ` Call(${declarations})` : ' Call'} { ${call} }`;
}

describe('actions as Hasura action webhooks', () => {
  let ds: TestService;
  let agent: TestAgent;
  let agentHeaders: Record<string, string>;
  let agentVariables: Record<string, string>;
  before(async () => {
    ds = await startTestService({ config: { actionsWebhookSecret: SECRET }, payments: paymentDoubles().services });
    agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id, walletKobo: 50_000_000 });
    agentHeaders = await authHeaders({ userId: agent.id, partnerId: agent.partnerId });
    agentVariables = await sessionVariablesOf(agentHeaders);
  });
  after(() => ds?.stop());

  /** The session variables Hasura would resolve for these headers: what the auth hook answers. */
  async function sessionVariablesOf(headers: Record<string, string>): Promise<Record<string, string>> {
    const answer = await request(`${ds.baseUrl}${AUTH_HOOK_PATH}`, { headers });
    assert.equal(answer.status, 200, answer.text);
    return JSON.parse(answer.text) as Record<string, string>;
  }

  function postWebhook(body: unknown, headers: Record<string, string> = { [ACTIONS_SECRET_HEADER]: SECRET }) {
    return request(`${ds.baseUrl}${ACTIONS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  /** Hasura's action payload (docs: "Action handlers", request payload), as Hasura posts it. */
  const payload = (name: string, input: Json, sessionVariables: Record<string, string>) => ({
    action: { name },
    input,
    session_variables: sessionVariables,
    request_query: `mutation { ${name} }`,
  });

  async function viaWebhook(name: string, input: Json, sessionVariables = agentVariables): Promise<Outcome> {
    const answer = await postWebhook(payload(name, input, sessionVariables));
    const body = JSON.parse(answer.text) as Json;
    if (answer.status === 200) return { output: body };
    assert.equal(answer.status, 400, answer.text);
    const extensions = body.extensions as Json;
    assert.equal(typeof extensions.path, 'string');
    return { refusal: { message: String(body.message), code: String(extensions.code), details: without(extensions, 'code', 'path') } };
  }

  async function viaEngine(name: string, input: Json, headers = agentHeaders): Promise<Outcome> {
    const action = ACTIONS.get(name);
    assert.ok(action, name);
    const answer: GraphqlAnswer = await ds.gql(operationFor(action, input), input, 'Call', headers);
    if (!answer.errors) return { output: answer.data?.[name] };
    assert.equal(answer.errors.length, 1);
    const extensions = answer.errors[0].extensions as Json;
    return { refusal: { message: answer.errors[0].message, code: String(extensions.code), details: without(extensions, 'code', 'path') } };
  }

  /** The same call through both doors, answered alike; returns the answer. */
  async function sameThroughBoth(name: string, input: Json, who: { headers: Record<string, string>; variables: Record<string, string> }) {
    const engine = await viaEngine(name, input, who.headers);
    const webhook = await viaWebhook(name, input, who.variables);
    assert.deepEqual(webhook, engine);
    return engine;
  }

  const asAgent = () => ({ headers: agentHeaders, variables: agentVariables });
  const outputOf = (outcome: Outcome) => {
    assert.ok('output' in outcome, JSON.stringify(outcome));
    return outcome.output as Json;
  };
  const rowCount = async (sql: string, params: unknown[]) => Number((await ds.service.db.query<{ n: string }>(sql, params)).rows[0].n);

  const onboardInput = (key = randomUUID()) => ({
    idempotency_key: key,
    customer: {
      first_name: 'Chiamaka',
      last_name: 'Eze',
      phone: uniquePhone(),
      email: null,
      gender: 'FEMALE',
      date_of_birth: '1994-03-12',
      address: '4 Allen Avenue, Ikeja',
      state: 'Lagos',
      id_type: 'PASSPORT',
      id_number: 'B12345678',
    },
    device: { imei: uniqueImei(), imei2: null, brand: 'Tecno', model: 'Camon 20', purchase_price_kobo: 15_000_000, purchase_date: addDays(today, -10) },
  });

  it('replays a call made over GraphQL when Hasura posts it again, and the other way round (onboard_customer)', async () => {
    const first = onboardInput();
    const engine = outputOf(await viaEngine('onboard_customer', first));
    assert.deepEqual(await viaWebhook('onboard_customer', first), { output: engine });

    const second = onboardInput();
    const webhook = outputOf(await viaWebhook('onboard_customer', second));
    assert.deepEqual(await viaEngine('onboard_customer', second), { output: webhook });
    assert.notEqual(webhook.customer_id, engine.customer_id);
    // One customer per key, whichever door and however often.
    const phones = [first, second].map((input) => input.customer.phone);
    assert.equal(await rowCount(`SELECT count(*)::text AS n FROM public.customer WHERE phone = ANY($1)`, [phones]), 2);

    // The same key with other values is refused alike.
    const reused = await sameThroughBoth('onboard_customer', { ...first, customer: { ...first.customer, first_name: 'Other' } }, asAgent());
    assert.equal('refusal' in reused && reused.refusal.code, 'idempotency-key-reused');
  });

  it('refuses a broken rule with the same message, code and field (onboard_customer, add_device)', async () => {
    const input = onboardInput();
    const badPhone = await sameThroughBoth('onboard_customer', { ...input, customer: { ...input.customer, phone: '0801' } }, asAgent());
    assert.ok('refusal' in badPhone);
    assert.equal(badPhone.refusal.details.field, 'customer.phone');

    const customerId = outputOf(await viaWebhook('onboard_customer', input)).customer_id;
    const device = { imei: input.device.imei, brand: 'Tecno', model: 'Spark 10', purchase_price_kobo: 9_000_000, purchase_date: addDays(today, -3) };
    const taken = await sameThroughBoth('add_device', { idempotency_key: randomUUID(), customer_id: customerId, device }, asAgent());
    assert.equal('refusal' in taken && taken.refusal.code, 'device-exists');

    const added = { idempotency_key: randomUUID(), customer_id: customerId, device: { ...device, imei: uniqueImei() } };
    const engine = outputOf(await viaEngine('add_device', added));
    assert.deepEqual(await viaWebhook('add_device', added), { output: engine });
  });

  it('quotes and sells a plan alike, one order per key, from the wallet and through the gateway', async () => {
    const device = await createCustomerWithDevice(ds.service.db, agent);
    const quote = await sameThroughBoth('quote_plan', { device_id: device.deviceId }, asAgent());
    assert.ok('output' in quote && Array.isArray(quote.output) && quote.output.length > 0);

    const sale = {
      idempotency_key: randomUUID(),
      device_id: device.deviceId,
      plan_id: PLANS.SCREEN_GUARD,
      billing: 'PREPAID',
      payment_method: 'WALLET',
      ussd_bank: null,
      renewal_of_order_id: null,
    };
    const sold = outputOf(await viaWebhook('buy_plan', sale));
    assert.deepEqual(await viaEngine('buy_plan', sale), { output: sold });
    assert.deepEqual(await viaWebhook('buy_plan', sale), { output: sold });
    assert.equal(await rowCount(`SELECT count(*)::text AS n FROM public.plan_order WHERE device_id = $1`, [device.deviceId]), 1);
    const ledger = await ds.service.db.query<{ kind: string }>(`SELECT kind FROM public.wallet_transaction WHERE plan_order_id = $1 ORDER BY kind`, [sold.order_id]);
    assert.deepEqual(ledger.rows.map((row) => row.kind), ['COMMISSION', 'PURCHASE']);

    // By card: a pending order with its checkout page, the same through either door, once per key.
    const other = await createCustomerWithDevice(ds.service.db, agent);
    const byCard = { ...sale, idempotency_key: randomUUID(), device_id: other.deviceId, payment_method: 'CARD' };
    const pending = outputOf(await viaEngine('buy_plan', byCard));
    assert.equal(pending.status, 'PENDING_PAYMENT');
    assert.match(String((pending.payment as Json).checkout_url), /^https:\/\/checkout\.double\.test\//);
    assert.deepEqual(await viaWebhook('buy_plan', byCard), { output: pending });
    const records = await ds.service.db.query<{ order_status: string; payment_status: string }>(
      `SELECT o.status AS order_status, p.status AS payment_status FROM public.plan_order o JOIN public.payment p ON p.plan_order_id = o.id WHERE o.device_id = $1`,
      [other.deviceId],
    );
    assert.deepEqual(records.rows, [{ order_status: 'PENDING_PAYMENT', payment_status: 'PENDING' }]);
  });

  it('starts a wallet funding once per key through either door', async () => {
    const funding = { idempotency_key: randomUUID(), amount_kobo: 250_000 };
    const engine = outputOf(await viaEngine('fund_wallet', funding));
    assert.deepEqual(await viaWebhook('fund_wallet', funding), { output: engine });
    assert.equal(await rowCount(`SELECT count(*)::text AS n FROM public.payment WHERE idempotency_key = $1`, [funding.idempotency_key]), 1);
    const tooSmall = await sameThroughBoth('fund_wallet', { ...funding, idempotency_key: randomUUID(), amount_kobo: 1 }, asAgent());
    assert.ok('refusal' in tooSmall);
  });

  it('quotes, files and advances a claim alike', async () => {
    const device = await createCustomerWithDevice(ds.service.db, agent, { purchaseDate: addDays(today, -70) });
    const order = await createOrder(ds.service.db, agent, device, PLANS.TOTAL_CARE_THEFT, { startsOn: addDays(today, -60) });
    await sameThroughBoth('quote_claim', { order_id: order.id }, asAgent());

    const claim = {
      idempotency_key: randomUUID(),
      order_id: order.id,
      claim_type: 'SCREEN',
      incident_date: addDays(today, -2),
      description: 'The screen cracked when the phone fell off a table at the shop.',
      police_report_number: null,
      evidence_ids: await claimEvidenceIds(ds.service.db, agent, 'SCREEN'),
    };
    const future = await sameThroughBoth('submit_claim', { ...claim, incident_date: addDays(today, 1) }, asAgent());
    assert.equal('refusal' in future && future.refusal.details.field, 'incident_date');
    const filed = outputOf(await viaWebhook('submit_claim', claim));
    assert.deepEqual(await viaEngine('submit_claim', claim), { output: filed });

    // Back office moves it from the status it saw, through Hasura as through GraphQL: the same move again is
    // answered alike, a move from a status the claim has left is refused alike.
    const backOffice = { headers: await authHeaders({ role: BACK_OFFICE_ROLE }), variables: { 'x-hasura-role': BACK_OFFICE_ROLE } };
    const move = { reference: filed.reference, from_status: 'SUBMITTED', to_status: 'UNDER_REVIEW', note: null };
    const review = outputOf(await viaWebhook('advance_claim', move, backOffice.variables));
    assert.deepEqual([review.from_status, review.to_status], ['SUBMITTED', 'UNDER_REVIEW']);
    assert.deepEqual(await sameThroughBoth('advance_claim', move, backOffice), { output: review });
    const backwards = await sameThroughBoth('advance_claim', { reference: filed.reference, from_status: 'UNDER_REVIEW', to_status: 'SUBMITTED' }, backOffice);
    assert.equal('refusal' in backwards && backwards.refusal.code, 'claim-transition-not-allowed');
    const stale = await sameThroughBoth('advance_claim', { ...move, note: 'Another look' }, backOffice);
    assert.equal('refusal' in stale && stale.refusal.code, 'claim-status-changed');
  });

  it('verifies a card for anyone, alike, and answers null for a code that matches nothing', async () => {
    const device = await createCustomerWithDevice(ds.service.db, agent);
    const order = await createOrder(ds.service.db, agent, device, PLANS.SCREEN_GUARD, { startsOn: today });
    const anyone = { headers: {}, variables: { 'x-hasura-role': 'anonymous' } };
    const card = outputOf(await sameThroughBoth('verify_card', { code: order.verificationCode }, anyone));
    assert.equal(card.policy_number, order.policyNumber);
    assert.deepEqual(await sameThroughBoth('verify_card', { code: 'NOSUCHCODE1234' }, anyone), { output: null });
  });

  it('signs in and out alike; the auth hook then refuses the ended session’s token', async () => {
    const other = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const credentials = { partner_code: SUNLINE_NG.code, identifier: other.phone, password: TEST_PASSWORD };
    const anyone = { headers: {}, variables: { 'x-hasura-role': 'anonymous' } };
    const wrong = await sameThroughBoth('login', { ...credentials, password: 'wrong password' }, anyone);
    assert.equal('refusal' in wrong && wrong.refusal.code, 'invalid-credentials');

    const viaHasura = outputOf(await viaWebhook('login', credentials, anyone.variables));
    const viaGraphql = outputOf(await viaEngine('login', credentials, anyone.headers));
    // Each sign-in signs its own token.
    assert.deepEqual(without(viaHasura, 'token', 'expires_at'), without(viaGraphql, 'token', 'expires_at'));

    const tokenHeaders = { authorization: `Bearer ${String(viaHasura.token)}` };
    const variables = await sessionVariablesOf(tokenHeaders);
    assert.equal(variables['x-hasura-user-id'], other.id);
    assert.deepEqual(await viaWebhook('logout', {}, variables), { output: true });
    const refused = await request(`${ds.baseUrl}${AUTH_HOOK_PATH}`, { headers: tokenHeaders });
    assert.equal(refused.status, 401);
    assert.equal((JSON.parse(refused.text) as { extensions: Json }).extensions.code, 'invalid-jwt');
  });

  describe('refusals before any action runs', () => {
    const counts = () => rowCount(`SELECT (SELECT count(*) FROM public.customer) + (SELECT count(*) FROM public.action_request) AS n`, []);

    it('refuses a call without the shared secret, or with a wrong one, and runs nothing', async () => {
      const before = await counts();
      const attempts: Record<string, string>[] = [{}, { [ACTIONS_SECRET_HEADER]: 'wrong' }, { [ACTIONS_SECRET_HEADER]: SECRET.toUpperCase() }];
      for (const headers of attempts) {
        const answer = await postWebhook(payload('onboard_customer', onboardInput(), agentVariables), headers);
        assert.equal(answer.status, 401);
        assert.deepEqual(JSON.parse(answer.text), { message: `missing or wrong ${ACTIONS_SECRET_HEADER} header`, extensions: { code: 'access-denied' } });
      }
      assert.equal(await counts(), before);
    });

    it('refuses an action the session’s role may not call, and one that does not exist', async () => {
      const anonymous = await viaWebhook('onboard_customer', onboardInput(), { 'x-hasura-role': 'anonymous' });
      assert.deepEqual(anonymous, { refusal: { message: "role 'anonymous' may not call action 'onboard_customer'", code: 'access-denied', details: {} } });
      const agentAdvancing = await viaWebhook('advance_claim', { reference: 'CLM-2026-000001', from_status: 'UNDER_REVIEW', to_status: 'APPROVED' });
      assert.equal('refusal' in agentAdvancing && agentAdvancing.refusal.code, 'access-denied');
      const unknown = await viaWebhook('drop_tables', {});
      assert.deepEqual(unknown, { refusal: { message: "action 'drop_tables' does not exist", code: 'not-found', details: {} } });
    });

    it('checks the input against the action’s argument types, as the GraphQL door does', async () => {
      const missing = await viaWebhook('fund_wallet', { idempotency_key: randomUUID() });
      assert.deepEqual(missing, { refusal: { message: "missing required field 'amount_kobo'", code: 'validation-failed', details: {} } });
      const notUuid = await viaWebhook('quote_plan', { device_id: 'not-a-uuid' });
      assert.equal('refusal' in notUuid && notUuid.refusal.code, 'parse-failed');
      const extra = await viaWebhook('quote_plan', { device_id: randomUUID(), price_kobo: 1 });
      assert.equal('refusal' in extra && extra.refusal.message, "field 'price_kobo' not found in type: 'quote_plan'");
    });

    it('answers a malformed body with a 4xx in Hasura’s error shape', async () => {
      for (const [body, status, code] of [
        ['{"action":', 400, 'invalid-json'],
        [{ input: {}, session_variables: agentVariables }, 400, 'bad-request'],
        [{ action: { name: 'logout' }, session_variables: agentVariables }, 400, 'bad-request'],
        [{ action: { name: 'logout' }, input: {}, session_variables: { 'x-hasura-user-id': agent.id } }, 400, 'bad-request'],
        [{ action: { name: 'logout' }, input: {}, session_variables: { 'x-hasura-role': 'agent', 'x-hasura-user-id': 7 } }, 400, 'bad-request'],
      ] as const) {
        const answer = await postWebhook(body);
        assert.equal(answer.status, status, answer.text);
        const parsed = JSON.parse(answer.text) as { message: string; extensions: Json };
        assert.equal(parsed.extensions.code, code);
        assert.equal(typeof parsed.message, 'string');
      }
      const notJson = await postWebhook('{}', { [ACTIONS_SECRET_HEADER]: SECRET, 'content-type': 'text/plain' });
      assert.equal(notJson.status, 415);
    });

    it('reads session variable names in any case, as Hasura’s are case-insensitive', async () => {
      const upper = Object.fromEntries(Object.entries(agentVariables).map(([name, value]) => [name.toUpperCase(), value]));
      const device = await createCustomerWithDevice(ds.service.db, agent);
      assert.deepEqual(await viaWebhook('quote_plan', { device_id: device.deviceId }, upper), await viaWebhook('quote_plan', { device_id: device.deviceId }));
    });
  });

  describe('the auth hook', () => {
    it('answers a token’s session variables, with the same checks as the GraphQL door', async () => {
      assert.deepEqual(agentVariables, {
        'x-hasura-user-id': agent.id,
        'x-hasura-partner-id': agent.partnerId,
        'x-hasura-session-version': '0',
        'x-hasura-role': 'agent',
      });
      const expired = await request(`${ds.baseUrl}${AUTH_HOOK_PATH}`, { headers: await authHeaders({ userId: agent.id, partnerId: agent.partnerId, expiresIn: -60 }) });
      assert.equal(expired.status, 401);
      const forged = await request(`${ds.baseUrl}${AUTH_HOOK_PATH}`, {
        headers: { authorization: `Bearer ${await signToken({ userId: agent.id, partnerId: agent.partnerId, secret: 'another key of at least thirty-two chars' })}` },
      });
      assert.equal(forged.status, 401);
    });

    it('answers the unauthorised role without a token, and never admin, even with an admin secret header', async () => {
      assert.deepEqual(await sessionVariablesOf({}), { 'x-hasura-role': 'anonymous' });
      assert.deepEqual(await sessionVariablesOf({ 'x-hasura-admin-secret': 'anything', 'x-hasura-role': 'admin' }), {
        'x-hasura-role': 'anonymous',
      });
    });
  });
});

describe('without ACTIONS_WEBHOOK_SECRET', () => {
  let ds: TestService;
  before(async () => {
    ds = await startTestService();
  });
  after(() => ds?.stop());

  it('serves neither the action webhook nor the auth hook', async () => {
    const webhook = await request(`${ds.baseUrl}${ACTIONS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ACTIONS_SECRET_HEADER]: SECRET },
      body: JSON.stringify({ action: { name: 'logout' }, input: {}, session_variables: { 'x-hasura-role': 'agent' } }),
    });
    assert.equal(webhook.status, 404);
    assert.equal((await request(`${ds.baseUrl}${AUTH_HOOK_PATH}`)).status, 404);
  });
});
