import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { PAYSTACK_SUCCESS_TEST_CARD, startPaystackStandIn, type PaystackStandIn } from '../../../stand-ins/paystack';
import { createBuyPlan } from '../../src/actions/handlers/buyPlan';
import type { Database } from '../../src/db/types';
import { reconcilePayment } from '../../src/payments/reconcile';
import { memoryLogger } from '../../src/log';
import { createPaystackGateway } from '../../src/payments/paystack/createPaystackGateway';
import type { PaymentJobDependencies, PaymentServices } from '../../src/payments/services';
import { DEMO_IDS } from '../../src/seed/demo';
import { SUNLINE_NG } from '../../src/seed/partners';
import { createAgent, createCustomerWithDevice, openActionTestDb, runAction, type ActionTestDb, type TestAgent } from './actions';
import { QueueDouble } from './paymentDoubles';
import { request } from './http';

/** A postpaid sale as it happens in a shop: the first instalment paid on the gateway's checkout page, the card saved. */
export interface PostpaidSale {
  orderId: string;
  orderReference: string;
  startsOn: string;
  instalmentKobo: number;
  instalments: number;
}

/**
 * Sells Sunline's Total Care monthly to a new customer of `agent` by card through the gateway (the Paystack
 * stand-in's checkout page, its test card approved) and settles it by reconciliation's verify: the order is
 * ACTIVE with its first instalment paid and the card's reusable authorization kept (card_authorization).
 */
export async function sellPostpaidByCard(
  db: Database,
  services: PaymentServices,
  deps: PaymentJobDependencies,
  agent: TestAgent,
): Promise<PostpaidSale> {
  const device = await createCustomerWithDevice(db, agent);
  const input = {
    idempotency_key: randomUUID(),
    device_id: device.deviceId,
    plan_id: DEMO_IDS[SUNLINE_NG.code].planIds.TOTAL_CARE,
    billing: 'POSTPAID',
    payment_method: 'CARD',
    ussd_bank: null,
    renewal_of_order_id: null,
  };
  const sale = (await runAction(db, createBuyPlan(services), input, { session: agent.session })) as {
    order_id: string;
    payment: { payment_id: string; checkout_url: string };
  };
  await payOnCheckout(deps, sale.payment);
  const { rows } = await db.query<{ reference: string; status: string; starts_on: string; instalment_kobo: unknown; instalments: unknown; saved: unknown }>(
    `SELECT reference, status, starts_on::text AS starts_on, instalment_kobo, instalments,
            (SELECT count(*) FROM public.card_authorization a WHERE a.plan_order_id = o.id AND a.reusable) AS saved
       FROM public.plan_order o WHERE id = $1`,
    [sale.order_id],
  );
  const order = rows[0];
  assert.equal(order.status, 'ACTIVE');
  assert.equal(Number(order.saved), 1, 'the card is kept for the later instalments');
  return { orderId: sale.order_id, orderReference: order.reference, startsOn: order.starts_on, instalmentKobo: Number(order.instalment_kobo), instalments: Number(order.instalments) };
}

/** Noon in Lagos on `day` (YYYY-MM-DD): a clock for the sweeps. */
export const lagosNoon = (day: string): Date => new Date(`${day}T12:00:00+01:00`);

/** The customer pays on the stand-in's checkout page with the test card, and reconciliation's verify settles it. */
export async function payOnCheckout(deps: PaymentJobDependencies, payment: { payment_id: string; checkout_url: string }): Promise<void> {
  const paid = await request(payment.checkout_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ method: 'card', card_number: PAYSTACK_SUCCESS_TEST_CARD, outcome: 'success' }).toString(),
  });
  assert.equal(paid.status, 303, paid.text);
  assert.equal(await reconcilePayment(deps, payment.payment_id), 'settled');
}

/** A database, the Paystack stand-in (webhooks dropped: the tests settle by verify), the real adapter to it, a queue double and an agent. */
export interface StandInTestbed {
  t: ActionTestDb;
  standIn: PaystackStandIn;
  queue: QueueDouble;
  services: PaymentServices;
  deps: PaymentJobDependencies;
  agent: TestAgent;
  close(): Promise<void>;
}

export async function openStandInTestbed(secretKey: string): Promise<StandInTestbed> {
  const t = await openActionTestDb();
  const standIn = await startPaystackStandIn({ port: 0, secretKey, webhookUrl: 'http://127.0.0.1:9/unused' });
  standIn.switches.dropWebhooks = true;
  const gateway = createPaystackGateway({ secretKey, baseUrl: standIn.url, log: memoryLogger(), timeoutMs: 2000 });
  const queue = new QueueDouble();
  const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
  return {
    t,
    standIn,
    queue,
    services: { gateway, queue, appPublicUrl: 'https://agents.example.test' },
    deps: { db: t.db, gateway, queue, log: memoryLogger(), appPublicUrl: 'https://agents.example.test' },
    agent,
    close: async () => {
      await standIn.stop();
      await t.close();
    },
  };
}
