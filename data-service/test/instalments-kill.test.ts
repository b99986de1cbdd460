import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { instalmentDueOn } from '@/lib/domain/instalments';
import { startPaystackStandIn, type PaystackStandIn } from '../../stand-ins/paystack';
import { openDatabase } from '../src/db/openDatabase';
import { memoryLogger } from '../src/log';
import { createPaystackGateway } from '../src/payments/paystack/createPaystackGateway';
import type { PaymentJobDependencies } from '../src/payments/services';
import { SUNLINE_NG } from '../src/seed/partners';
import { createAgent, openActionTestDb, type ActionTestDb } from './support/actions';
import { QueueDouble } from './support/paymentDoubles';
import { lagosNoon, sellPostpaidByCard, type PostpaidSale } from './support/postpaidSale';
import { startWorker, stopWorker, waitFor, type Worker } from './support/workerProcess';

/**
 * A worker killed (SIGKILL) while the gateway is charging an instalment — the card charged at the gateway,
 * the answer never read — and a worker started again: the job runs again, finds the charge the gateway
 * made under the payment's reference instead of making another, and settles it. One charge, one payment
 * SUCCEEDED, one commission line. The real charge job and Paystack adapter (support/instalmentWorker.ts)
 * against the stand-in. Both databases (PGlite: the same data directory reopened).
 */

const WORKER = 'data-service/test/support/instalmentWorker.ts';
const SECRET = 'sk_test_instalments_kill';
const CHARGE_PATH = '/transaction/charge_authorization';

describe('an instalment charge survives its worker killed mid-charge', () => {
  let t: ActionTestDb;
  let standIn: PaystackStandIn;
  let sale: PostpaidSale;
  const workers: Worker[] = [];
  before(async () => {
    t = await openActionTestDb();
    standIn = await startPaystackStandIn({ port: 0, secretKey: SECRET, webhookUrl: 'http://127.0.0.1:9/unused' });
    standIn.switches.dropWebhooks = true; // only the job settles it
    const gateway = createPaystackGateway({ secretKey: SECRET, baseUrl: standIn.url, log: memoryLogger() });
    const queue = new QueueDouble();
    const deps: PaymentJobDependencies = { db: t.db, gateway, queue, log: memoryLogger(), appPublicUrl: 'https://agents.example.test' };
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    sale = await sellPostpaidByCard(t.db, { gateway, queue, appPublicUrl: 'https://agents.example.test' }, deps, agent);
    await t.db.close(); // PGlite: one process at a time in the directory
  });
  after(async () => {
    for (const worker of workers.splice(0)) await stopWorker(worker, 'SIGKILL');
    await standIn?.stop();
    await t?.target.cleanup();
  });

  const worker = (env: Record<string, string> = {}) => {
    const database: Record<string, string> = t.target.kind === 'postgres' ? { JOB_DATABASE_URL: String(t.target.config.databaseUrl) } : { JOB_DATA_DIR: t.target.config.dataDir };
    const started = startWorker(WORKER, { ...database, PAYSTACK_BASE_URL: standIn.url, PAYSTACK_SECRET_KEY: SECRET, ...env });
    workers.push(started);
    return started;
  };
  const charges = () => standIn.requests.filter((request) => request.path === CHARGE_PATH).length;

  it('charges once and writes one commission line after a restart', async () => {
    standIn.switches.slowMs = 1500; // the charge is made after the worker died waiting for it
    const first = worker({ INSTALMENT_SWEEP_AT: lagosNoon(instalmentDueOn(sale.startsOn, 2)).toISOString() });
    await first.printed('queued 1');
    await waitFor('the charge to reach the gateway', async () => charges() === 1);
    await stopWorker(first, 'SIGKILL');
    await waitFor('the gateway to make the charge', async () => [...standIn.store.transactions.values()].some((tx) => tx.status === 'success' && tx.amount === sale.instalmentKobo));
    standIn.switches.slowMs = 0;

    const second = worker();
    await second.printed('ran instalment-charge');
    await stopWorker(second);

    const db = await openDatabase({ databaseUrl: t.target.config.databaseUrl, dataDir: t.target.config.dataDir, log: memoryLogger() });
    try {
      const payments = await db.query<{ status: string; reference: string }>(`SELECT status, reference FROM public.payment WHERE plan_order_id = $1 AND purpose = 'INSTALMENT'`, [sale.orderId]);
      assert.deepEqual(payments.rows.map((p) => p.status), ['SUCCEEDED']);
      const atGateway = [...standIn.store.transactions.values()].filter((tx) => tx.reference === payments.rows[0].reference);
      assert.deepEqual(atGateway.map((tx) => tx.status), ['success'], 'one charge at the gateway');
      assert.equal(charges(), 2, 'the second run asked under the same reference, and the gateway refused a second charge');
      const lines = await db.query<{ description: string }>(`SELECT description FROM public.wallet_transaction WHERE plan_order_id = $1 AND kind = 'COMMISSION' ORDER BY seq`, [sale.orderId]);
      assert.deepEqual(lines.rows.map((line) => line.description), [`Commission on ${sale.orderReference}`, `Commission on ${sale.orderReference}, instalment 2 of ${sale.instalments}`]);
      const order = await db.query<{ paid: string }>(`SELECT amount_paid_kobo::text AS paid FROM public.plan_order WHERE id = $1`, [sale.orderId]);
      assert.equal(Number(order.rows[0].paid), 2 * sale.instalmentKobo);
    } finally {
      await db.close();
    }
  });
});
