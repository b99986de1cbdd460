import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  addMonths,
  DATE_OF_BIRTH_MESSAGES,
  EMAIL_MESSAGES,
  ID_NUMBER_MESSAGES,
  IMEI_MESSAGES,
  lagosToday,
  NAME_MESSAGES,
  OPTION_MESSAGES,
  PHONE_MESSAGES,
  PURCHASE_DATE_MESSAGES,
  PURCHASE_PRICE_MESSAGES,
  STATE_MESSAGES,
} from '@/lib/validation';
import { addDevice } from '../src/actions/handlers/addDevice';
import { onboardCustomer } from '../src/actions/handlers/onboardCustomer';
import { SUNLINE_NG } from '../src/seed/partners';
import {
  actionError,
  ANONYMOUS,
  createAgent,
  createCustomerWithDevice,
  openActionTestDb,
  runAction,
  tableCounts,
  uniqueImei,
  uniquePhone,
  type ActionTestDb,
  type TestAgent,
} from './support/actions';

const today = lagosToday();

function customerInput(overrides: Record<string, unknown> = {}) {
  const phone = uniquePhone();
  return {
    first_name: '  Chiamaka ',
    last_name: "O'Neil-Eze",
    phone: `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`,
    email: 'Chi.Eze@Example.NG',
    gender: 'FEMALE',
    date_of_birth: '1994-02-28',
    address: '12 Allen Avenue, Ikeja',
    state: 'Lagos',
    id_type: 'VNIN',
    id_number: 'ab-123456789012-cd',
    ...overrides,
  };
}

function deviceInput(overrides: Record<string, unknown> = {}) {
  return { imei: uniqueImei(), imei2: null, brand: 'Samsung', model: 'Galaxy A15', purchase_price_kobo: 18_500_000, purchase_date: addMonths(today, -2), ...overrides };
}

describe('onboard_customer and add_device', () => {
  let t: ActionTestDb;
  let agent: TestAgent;
  let otherAgent: TestAgent;
  before(async () => {
    t = await openActionTestDb();
    agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    otherAgent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
  });
  after(() => t.close());

  const onboard = (input: Record<string, unknown>, who: TestAgent = agent) => runAction(t.db, onboardCustomer, input, { session: who.session });

  it('creates the customer and the device for the calling agent, normalised', async () => {
    const customer = customerInput();
    const device = deviceInput({ imei: uniqueImei().replace(/(\d{5})/, '$1 ') });
    const answer = (await onboard({ idempotency_key: randomUUID(), customer, device })) as Record<string, unknown>;
    assert.equal(answer.plan_eligible, true);
    assert.equal(answer.ineligible_reason, null);

    const { rows } = await t.db.query<Record<string, unknown>>(
      `SELECT c.agent_id, c.partner_id, c.first_name, c.phone, c.email, c.id_type, c.id_number, c.id_number_last4,
              d.imei, d.customer_id, d.agent_id AS device_agent, d.purchase_price_kobo::int AS price
         FROM public.customer c JOIN public.device d ON d.customer_id = c.id WHERE c.id = $1 AND d.id = $2`,
      [answer.customer_id, answer.device_id],
    );
    const row = rows[0];
    assert.equal(row.agent_id, agent.id);
    assert.equal(row.device_agent, agent.id);
    assert.equal(row.partner_id, SUNLINE_NG.id);
    assert.equal(row.first_name, 'Chiamaka');
    assert.match(String(row.phone), /^\+2349\d{9}$/);
    assert.equal(row.email, 'chi.eze@example.ng');
    assert.equal(row.id_type, 'VNIN');
    assert.equal(row.id_number, null, 'a vNIN is never kept whole');
    assert.equal(row.id_number_last4, '12CD');
    assert.match(String(row.imei), /^\d{15}$/);
    assert.equal(row.price, 18_500_000);
  });

  it('keeps the whole number of other IDs', async () => {
    const answer = (await onboard({
      idempotency_key: randomUUID(),
      customer: customerInput({ id_type: 'PASSPORT', id_number: 'a1234 5678', email: null }),
      device: deviceInput(),
    })) as Record<string, unknown>;
    const { rows } = await t.db.query(`SELECT id_number, id_number_last4, email FROM public.customer WHERE id = $1`, [answer.customer_id]);
    assert.deepEqual(rows[0], { id_number: 'A12345678', id_number_last4: '5678', email: null });
  });

  it('registers a device bought more than 12 months ago, but says no plan can be offered', async () => {
    const answer = (await onboard({ idempotency_key: randomUUID(), customer: customerInput(), device: deviceInput({ purchase_date: addMonths(today, -13) }) })) as Record<string, unknown>;
    assert.equal(answer.plan_eligible, false);
    assert.equal(answer.ineligible_reason, PURCHASE_DATE_MESSAGES.outsidePlanWindow);
  });

  it('refuses each invalid field with the shared form rule’s message, and writes nothing', async () => {
    const cases: [string, Record<string, unknown>, Record<string, unknown>, string][] = [
      ['customer.first_name', { first_name: 'J' }, {}, NAME_MESSAGES.tooShort],
      ['customer.last_name', { last_name: 'Robert; DROP TABLE customer;--' }, {}, NAME_MESSAGES.characters],
      ['customer.phone', { phone: '0612 345 6789' }, {}, PHONE_MESSAGES.network],
      ['customer.email', { email: 'not-an-email' }, {}, EMAIL_MESSAGES.format],
      ['customer.gender', { gender: 'OTHER' }, {}, OPTION_MESSAGES.gender],
      ['customer.date_of_birth', { date_of_birth: addMonths(today, -12 * 17) }, {}, DATE_OF_BIRTH_MESSAGES.tooYoung],
      ['customer.date_of_birth', { date_of_birth: '1990-02-30' }, {}, DATE_OF_BIRTH_MESSAGES.invalid],
      ['customer.address', { address: '   ' }, {}, 'Enter the address'],
      ['customer.state', { state: 'Atlantis' }, {}, STATE_MESSAGES.required],
      ['customer.id_type', { id_type: 'NIN' }, {}, OPTION_MESSAGES.idType],
      ['customer.id_number', { id_number: 'AB12345CD' }, {}, ID_NUMBER_MESSAGES.VNIN],
      ['device.imei', {}, { imei: '490154203237519' }, IMEI_MESSAGES.checkDigit],
      ['device.imei', {}, { imei: '49015420323751' }, IMEI_MESSAGES.length],
      ['device.imei2', {}, { imei: '490154203237518', imei2: '490154203237518' }, IMEI_MESSAGES.sameAsFirst],
      ['device.brand', {}, { brand: '' }, 'Enter the device brand'],
      ['device.model', {}, { model: 'x'.repeat(101) }, 'The device model can have at most 100 characters'],
      ['device.purchase_price_kobo', {}, { purchase_price_kobo: 1_999_999 }, PURCHASE_PRICE_MESSAGES.tooLow],
      ['device.purchase_price_kobo', {}, { purchase_price_kobo: 300_000_001 }, PURCHASE_PRICE_MESSAGES.tooHigh],
      ['device.purchase_date', {}, { purchase_date: '2999-01-01' }, PURCHASE_DATE_MESSAGES.future],
    ];
    const before = await tableCounts(t.db);
    for (const [field, customer, device, message] of cases) {
      const error = await actionError(onboard({ idempotency_key: randomUUID(), customer: customerInput(customer), device: deviceInput(device) }));
      assert.equal(error.code, 'validation-failed', field);
      assert.equal(error.message, message, field);
      assert.equal(error.extensions.field, field);
    }
    assert.deepEqual(await tableCounts(t.db), before);
  });

  it('refuses oversize and wrongly typed values without writing', async () => {
    const before = await tableCounts(t.db);
    for (const input of [
      { idempotency_key: 'not-a-uuid', customer: customerInput(), device: deviceInput() },
      { idempotency_key: randomUUID(), customer: customerInput({ address: 'x'.repeat(5000) }), device: deviceInput() },
      { idempotency_key: randomUUID(), customer: customerInput(), device: deviceInput({ purchase_price_kobo: '12abc' }) },
      { idempotency_key: randomUUID(), customer: customerInput({ first_name: 42 }), device: deviceInput() },
    ]) {
      assert.equal((await actionError(onboard(input))).code, 'validation-failed');
    }
    assert.deepEqual(await tableCounts(t.db), before);
  });

  it('refuses a phone already registered for the partner, linking the agent’s own customer only', async () => {
    const customer = customerInput();
    const first = (await onboard({ idempotency_key: randomUUID(), customer, device: deviceInput() })) as Record<string, unknown>;
    const again = await actionError(onboard({ idempotency_key: randomUUID(), customer: { ...customer, phone: `+234${String(customer.phone).replace(/\D/g, '').slice(1)}` }, device: deviceInput() }));
    assert.equal(again.code, 'customer-exists');
    assert.equal(again.extensions.existing_customer_id, first.customer_id);

    const byOther = await actionError(onboard({ idempotency_key: randomUUID(), customer, device: deviceInput() }, otherAgent));
    assert.equal(byOther.code, 'customer-exists');
    assert.equal(byOther.extensions.existing_customer_id, undefined, 'another agent’s customer is not linked');
  });

  it('refuses an IMEI registered anywhere, as first or second IMEI', async () => {
    const device = deviceInput({ imei2: uniqueImei() });
    const first = (await onboard({ idempotency_key: randomUUID(), customer: customerInput(), device })) as Record<string, unknown>;

    const same = await actionError(onboard({ idempotency_key: randomUUID(), customer: customerInput(), device: deviceInput({ imei: device.imei }) }));
    assert.equal(same.code, 'device-exists');
    assert.equal(same.extensions.existing_customer_id, first.customer_id);
    assert.equal(same.extensions.field, 'device.imei');

    const crossed = await actionError(onboard({ idempotency_key: randomUUID(), customer: customerInput(), device: deviceInput({ imei: device.imei2 }) }, otherAgent));
    assert.equal(crossed.code, 'device-exists');
    assert.equal(crossed.extensions.existing_customer_id, undefined);

    const asSecond = await actionError(onboard({ idempotency_key: randomUUID(), customer: customerInput(), device: deviceInput({ imei2: device.imei }) }));
    assert.equal(asSecond.extensions.field, 'device.imei2');
  });

  it('answers a repeated key with the first answer, and refuses the key for another request', async () => {
    const key = randomUUID();
    const request = { idempotency_key: key, customer: customerInput(), device: deviceInput() };
    const first = await onboard(request);
    const before = await tableCounts(t.db);
    assert.deepEqual(await onboard(request), first);
    assert.deepEqual(await tableCounts(t.db), before);

    const reused = await actionError(onboard({ ...request, device: deviceInput() }));
    assert.equal(reused.code, 'idempotency-key-reused');
    assert.equal((await actionError(onboard(request, otherAgent))).code, 'idempotency-key-reused', 'a key is its agent’s');
  });

  it('creates one customer for concurrent submits of one request', async () => {
    const request = { idempotency_key: randomUUID(), customer: customerInput(), device: deviceInput() };
    const answers = await Promise.all(Array.from({ length: 8 }, () => onboard(request)));
    for (const answer of answers) assert.deepEqual(answer, answers[0]);
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.device WHERE imei = $1`, [request.device.imei]);
    assert.equal(rows[0].n, 1);
  });

  it('needs an agent session', async () => {
    const error = await actionError(runAction(t.db, onboardCustomer, { idempotency_key: randomUUID(), customer: customerInput(), device: deviceInput() }, { session: ANONYMOUS }));
    assert.equal(error.code, 'access-denied');
  });

  it('add_device adds a device to the agent’s own customer only', async () => {
    const own = await createCustomerWithDevice(t.db, agent);
    const answer = (await runAction(t.db, addDevice, { idempotency_key: randomUUID(), customer_id: own.customerId, device: deviceInput() }, { session: agent.session })) as Record<string, unknown>;
    assert.equal(answer.customer_id, own.customerId);
    assert.equal(answer.plan_eligible, true);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM public.device WHERE customer_id = $1`, [own.customerId]);
    assert.deepEqual(rows[0], { n: 2 });

    const notOwn = await actionError(runAction(t.db, addDevice, { idempotency_key: randomUUID(), customer_id: own.customerId, device: deviceInput() }, { session: otherAgent.session }));
    assert.equal(notOwn.code, 'not-found');

    const duplicate = await actionError(runAction(t.db, addDevice, { idempotency_key: randomUUID(), customer_id: own.customerId, device: deviceInput({ imei: own.imei }) }, { session: agent.session }));
    assert.equal(duplicate.code, 'device-exists');
    assert.equal(duplicate.extensions.existing_customer_id, own.customerId);
  });
});
