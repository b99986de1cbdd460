import assert from 'node:assert/strict';
import { plansWithoutInspectionPhotos } from './evidenceFixtures';
import { luhnCheckDigit } from '@/lib/validation';
import type { Queryable } from '../../src/db/types';
import { DEMO_IDS } from '../../src/seed/demo';
import { SUNLINE_NG } from '../../src/seed/partners';
import { signToken } from './tokens';

/**
 * Agents selling plans over HTTP, many at once, for the tests that take the database away or flood it
 * (database-outage.test.ts, pglite-busy.test.ts): the fixtures, the `buy_plan` request, and the check
 * that the books hold exactly the sales that were acknowledged.
 */

export const BUY_PLAN = `mutation BuyPlan($idempotency_key: uuid!, $device_id: uuid!, $plan_id: uuid!) {
  buy_plan(idempotency_key: $idempotency_key, device_id: $device_id, plan_id: $plan_id, billing: PREPAID, payment_method: WALLET) {
    order_id wallet_balance_kobo
  }
}`;

export const SCREEN_GUARD_PLAN_ID = DEMO_IDS[SUNLINE_NG.code].planIds.SCREEN_GUARD;

export interface Seller {
  agentId: string;
  /** `Authorization` header value. */
  authorization: string;
  /** Devices without a plan, one per sale. */
  deviceIds: string[];
}

const WALLET_KOBO = 1_000_000_000_00; // ₦1bn: never the limit in a test

/** `count` agents of Sunline with a funded wallet (ledger and balance agree), `devices` devices each, written set-based. */
export async function createSellers(db: Queryable, count: number, devices: number): Promise<Seller[]> {
  const partnerId = SUNLINE_NG.id;
  // The sales these sellers make are about money and load, not the phone's photos (support/evidenceFixtures.ts).
  await plansWithoutInspectionPhotos(db);
  const run = `${process.pid % 1000}`.padStart(3, '0');
  const sellers: Seller[] = [];
  for (let a = 0; a < count; a += 1) {
    const serial = `${run}${String(a).padStart(3, '0')}`;
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO public.agent (partner_id, first_name, last_name, phone, password_hash, wallet_balance_kobo)
       VALUES ($1, 'Load', 'Seller', $2, 'no-login', $3) RETURNING id`,
      [partnerId, `+234905${serial}0`, WALLET_KOBO],
    );
    const agentId = rows[0].id;
    await db.query(
      `INSERT INTO public.wallet_transaction (partner_id, agent_id, kind, amount_kobo, balance_after_kobo, description)
       VALUES ($1, $2, 'FUNDING', $3, $3, 'Opening balance')`,
      [partnerId, agentId, WALLET_KOBO],
    );
    const customer = await db.query<{ id: string }>(
      `INSERT INTO public.customer (partner_id, agent_id, first_name, last_name, phone, gender, date_of_birth, address, state, id_type, id_number, id_number_last4)
       VALUES ($1, $2, 'Ada', 'Obi', $3, 'FEMALE', '1990-01-01', '1 Marina Road', 'Lagos', 'PASSPORT', 'A12345678', '5678') RETURNING id`,
      [partnerId, agentId, `+234906${serial}0`],
    );
    // Luhn-valid IMEIs in a range neither the seed nor other fixtures use: 98 + run + agent + counter.
    const imeis = Array.from({ length: devices }, (_, i) => {
      const payload = `98${serial}${String(i).padStart(6, '0')}`;
      return payload + luhnCheckDigit(payload);
    });
    const { rows: deviceRows } = await db.query<{ id: string }>(
      `INSERT INTO public.device (partner_id, customer_id, agent_id, imei, brand, model, purchase_price_kobo, purchase_date)
       SELECT $1, $2, $3, imei, 'Tecno', 'Camon 20', 15000000, current_date - 30 FROM unnest($4::text[]) AS imei
       RETURNING id`,
      [partnerId, customer.rows[0].id, agentId, imeis],
    );
    const token = await signToken({ userId: agentId, partnerId });
    sellers.push({ agentId, authorization: `Bearer ${token}`, deviceIds: deviceRows.map((r) => r.id) });
  }
  return sellers;
}

/**
 * The books hold exactly the acknowledged sales (`orders`: idempotency key → the order id answered): one
 * order per key and no other, each with its payment and its two ledger lines (purchase, commission), no
 * ledger line without its order, no key left pending, and each agent's running balance ending at its wallet.
 */
export async function assertBooksMatchSales(db: Queryable, agentIds: readonly string[], orders: ReadonlyMap<string, string>): Promise<void> {
  const stored = await db.query<{ id: string; idempotency_key: string }>(
    `SELECT id, idempotency_key FROM public.plan_order WHERE agent_id = ANY($1::uuid[])`,
    [agentIds],
  );
  assert.deepEqual(
    new Map(stored.rows.map((r) => [r.idempotency_key, r.id])),
    new Map(orders),
    'one order per acknowledged sale, and no other',
  );
  const orderIds = [...orders.values()];
  const perOrder = await db.query<{ id: string; payments: number; purchases: number; commissions: number }>(
    `SELECT o.id,
            (SELECT count(*)::int FROM public.payment p WHERE p.plan_order_id = o.id) AS payments,
            (SELECT count(*)::int FROM public.wallet_transaction w WHERE w.plan_order_id = o.id AND w.kind = 'PURCHASE') AS purchases,
            (SELECT count(*)::int FROM public.wallet_transaction w WHERE w.plan_order_id = o.id AND w.kind = 'COMMISSION') AS commissions
       FROM public.plan_order o WHERE o.id = ANY($1::uuid[])`,
    [orderIds],
  );
  for (const row of perOrder.rows) assert.deepEqual({ ...row }, { id: row.id, payments: 1, purchases: 1, commissions: 1 }, 'each order is whole');
  const orphans = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM public.wallet_transaction
      WHERE agent_id = ANY($1::uuid[]) AND kind <> 'FUNDING' AND (plan_order_id IS NULL OR NOT (plan_order_id = ANY($2::uuid[])))`,
    [agentIds, orderIds],
  );
  assert.equal(orphans.rows[0].n, 0, 'no ledger line without its acknowledged order');
  const pending = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM public.action_request WHERE agent_id = ANY($1::uuid[]) AND NOT (response ? 'data')`,
    [agentIds],
  );
  assert.equal(pending.rows[0].n, 0, 'no idempotency key left without its answer');
  for (const agentId of agentIds) {
    const lines = await db.query<{ amount: string; after: string }>(
      `SELECT amount_kobo::text AS amount, balance_after_kobo::text AS after FROM public.wallet_transaction WHERE agent_id = $1 ORDER BY seq`,
      [agentId],
    );
    let running = 0n;
    for (const line of lines.rows) {
      running += BigInt(line.amount);
      assert.equal(BigInt(line.after), running, 'each running balance follows from the one before');
    }
    const wallet = await db.query<{ balance: string }>(`SELECT wallet_balance_kobo::text AS balance FROM public.agent WHERE id = $1`, [agentId]);
    assert.equal(BigInt(wallet.rows[0].balance), running, 'the wallet equals the sum of its ledger');
  }
}
