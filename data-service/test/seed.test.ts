import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addDays, addMonths, isValidImei, validateIdNumber, validateNigerianPhone, VERIFICATION_CODE_PATTERN } from '@/lib/validation';
import { verifyPassword } from '../src/auth/password';
import { openDatabase } from '../src/db/openDatabase';
import type { Database } from '../src/db/types';
import { migrate } from '../src/migrate/migrate';
import { claimPath, CLAIM_STATUSES, OPEN_CLAIM_STATUSES, type ClaimStatus } from '@/lib/domain/claims';
import { instalmentDueOn } from '@/lib/domain/instalments';
import { ORDER_STATUSES } from '@/lib/domain/orders';
import {
  DEMO_AGENT_PHONE_E164,
  DEMO_AGENT_WALLET_KOBO,
  DEMO_IDS,
  DEMO_LOGIN_HINT,
  DEMO_PASSWORD,
  demoVerificationCode,
  SECOND_AGENT_PHONE_E164,
  SECOND_AGENT_WALLET_KOBO,
} from '../src/seed/demo';
import { SEED_PARTNERS } from '../src/seed/partners';
import { commissionKobo, postpaidInstalmentKobo, prepaidPremiumKobo } from '../src/actions/rules/pricing';
import { SEED_PLANS } from '../src/seed/plans';
import { seed } from '../src/seed/seed';
import { createTestTarget, type TestTarget } from './support/testTarget';

/** The seed's run date is pinned so the expectations below do not move with the calendar. */
const NOW = new Date('2025-03-15T09:30:00Z');
const TODAY = '2025-03-15';
const MAIN_TABLES = ['agent', 'customer', 'device', 'plan', 'plan_order', 'payment', 'claim', 'claim_event', 'wallet_transaction'];

interface Seeded {
  target: TestTarget;
  db: Database;
}

async function seededDatabase(now: Date): Promise<Seeded> {
  const target = await createTestTarget();
  const db = await openDatabase({ databaseUrl: target.config.databaseUrl, dataDir: target.config.dataDir });
  await migrate(db);
  await seed(db, { now });
  return { target, db };
}

async function close(seeded: Seeded | undefined): Promise<void> {
  if (!seeded) return;
  await seeded.db.close();
  await seeded.target.cleanup();
}

/** Every row of a table as JSON text, in id order, so two databases compare exactly. */
async function dump(db: Database, table: string): Promise<string[]> {
  const { rows } = await db.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM public.${table} t ORDER BY id`);
  return rows.map((r) => r.row);
}

describe('the demo seed', () => {
  let one: Seeded;
  let two: Seeded;
  before(async () => {
    one = await seededDatabase(NOW);
    two = await seededDatabase(NOW);
  });
  after(async () => {
    await close(one);
    await close(two);
  });

  const rows = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => (await one.db.query<T>(sql, params)).rows;

  it('gives two fresh databases identical rows', async () => {
    for (const table of MAIN_TABLES) {
      const first = await dump(one.db, table);
      assert.ok(first.length > 0, `${table} is empty`);
      assert.deepEqual(await dump(two.db, table), first, table);
    }
  });

  it('gives every partner its three plans and the two agents, sign-in ready, in the demo supervisor’s team', async () => {
    for (const partner of SEED_PARTNERS) {
      const ids = DEMO_IDS[partner.code];
      const plans = await rows<{ id: string; code: string; premium_rate_bp: number; covers: string[] }>(
        'SELECT id, code, premium_rate_bp, covers FROM public.plan WHERE partner_id = $1 ORDER BY sort_order',
        [partner.id],
      );
      assert.deepEqual(
        plans.map((p) => [p.id, p.code, p.premium_rate_bp, p.covers]),
        SEED_PLANS.map((p) => [ids.planIds[p.code], p.code, p.premium_rate_bp, p.covers]),
      );
      const agents = await rows<{ id: string; phone: string; password_hash: string; wallet_balance_kobo: string; team_lead_id: string }>(
        `SELECT id, phone, password_hash, wallet_balance_kobo::text, team_lead_id FROM public.agent WHERE partner_id = $1 AND role = 'agent' ORDER BY phone`,
        [partner.id],
      );
      assert.deepEqual(
        agents.map((a) => [a.id, a.phone, Number(a.wallet_balance_kobo), a.team_lead_id]),
        [
          [ids.demoAgentId, DEMO_AGENT_PHONE_E164, DEMO_AGENT_WALLET_KOBO, ids.supervisorId],
          [ids.secondAgentId, SECOND_AGENT_PHONE_E164, SECOND_AGENT_WALLET_KOBO, ids.supervisorId],
        ],
      );
      for (const agent of agents) {
        assert.equal(await verifyPassword(DEMO_PASSWORD, agent.password_hash), true);
        assert.equal(await verifyPassword('demo-passwords', agent.password_hash), false);
      }
      const [hint] = await rows<{ demo_login_hint: string; demo_staff_hint: string }>('SELECT demo_login_hint, demo_staff_hint FROM public.partner WHERE id = $1', [
        partner.id,
      ]);
      assert.equal(hint.demo_login_hint, DEMO_LOGIN_HINT);
      assert.equal(
        hint.demo_staff_hint,
        'Claims officer: 08030000010 / demo-password\nOperations: 08030000011 / demo-password\nSupervisor: 08030000012 / demo-password',
      );
    }
  });

  it('gives every partner a claims officer, an operations account and a supervisor, sign-in ready, with no wallet, customers or sales', async () => {
    for (const partner of SEED_PARTNERS) {
      const staff = await rows<{ id: string; role: string; phone: string; password_hash: string; wallet_balance_kobo: string; owned: number }>(
        `SELECT a.id, a.role, a.phone, a.password_hash, a.wallet_balance_kobo::text,
                (SELECT count(*) FROM public.customer c WHERE c.agent_id = a.id)::int
                  + (SELECT count(*) FROM public.wallet_transaction w WHERE w.agent_id = a.id)::int AS owned
           FROM public.agent a WHERE a.partner_id = $1 AND a.role <> 'agent' ORDER BY a.phone`,
        [partner.id],
      );
      assert.deepEqual(
        staff.map((s) => [s.id, s.role, s.phone, Number(s.wallet_balance_kobo), s.owned]),
        [
          [DEMO_IDS[partner.code].claimsOfficerId, 'claims_officer', '+2348030000010', 0, 0],
          [DEMO_IDS[partner.code].partnerOpsId, 'partner_ops', '+2348030000011', 0, 0],
          [DEMO_IDS[partner.code].supervisorId, 'supervisor', '+2348030000012', 0, 0],
        ],
      );
      for (const account of staff) assert.equal(await verifyPassword(DEMO_PASSWORD, account.password_hash), true);
    }
  });

  it('gives the demo agent 25 customers and the second agent 5, valid as the forms would take them', async () => {
    const counts = await rows<{ agent_id: string; n: number; id_types: string[] }>(
      'SELECT agent_id, count(*)::int AS n, array_agg(DISTINCT id_type ORDER BY id_type) AS id_types FROM public.customer GROUP BY agent_id',
    );
    for (const partner of SEED_PARTNERS) {
      const ids = DEMO_IDS[partner.code];
      const of = (agentId: string) => counts.find((c) => c.agent_id === agentId);
      assert.equal(of(ids.demoAgentId)?.n, 25);
      assert.equal(of(ids.secondAgentId)?.n, 5);
      for (const agentId of [ids.demoAgentId, ids.secondAgentId]) {
        assert.deepEqual(of(agentId)?.id_types, ['DRIVERLICENCE', 'PASSPORT', 'VIN', 'VNIN']);
      }
    }
    const customers = await rows<{ phone: string; id_type: string; id_number: string | null; id_number_last4: string }>(
      'SELECT phone, id_type, id_number, id_number_last4 FROM public.customer',
    );
    for (const c of customers) {
      assert.equal(validateNigerianPhone(c.phone), undefined, c.phone);
      if (c.id_type === 'VNIN') assert.equal(c.id_number, null, 'a vNIN is never kept whole');
      else {
        assert.equal(validateIdNumber(c.id_type, c.id_number ?? ''), undefined, `${c.id_type} ${c.id_number}`);
        assert.equal(c.id_number?.slice(-4), c.id_number_last4);
      }
    }
  });

  it('registers devices with valid IMEIs, unique across the whole database', async () => {
    const devices = await rows<{ imei: string; imei2: string | null }>('SELECT imei, imei2 FROM public.device');
    const all = devices.flatMap((d) => (d.imei2 ? [d.imei, d.imei2] : [d.imei]));
    for (const imei of all) assert.ok(isValidImei(imei), imei);
    assert.equal(new Set(all).size, all.length);
    // The IMEI the docs use as an example stays free for people to onboard.
    assert.ok(!all.includes('490154203237518'));
  });

  it('has every order status for every partner but LAPSED (its monthly plans are paid up), including renewals due and just ended', async () => {
    for (const partner of SEED_PARTNERS) {
      const orders = await rows<{ status: string; ends_on: string; agent_id: string }>(
        `SELECT status, to_char(ends_on, 'YYYY-MM-DD') AS ends_on, agent_id FROM public.plan_order WHERE partner_id = $1`,
        [partner.id],
      );
      const demo = orders.filter((o) => o.agent_id === DEMO_IDS[partner.code].demoAgentId);
      assert.deepEqual([...new Set(demo.map((o) => o.status))].sort(), ORDER_STATUSES.filter((status) => status !== 'LAPSED').sort(), partner.code);
      const endingSoon = demo.filter((o) => o.status === 'ACTIVE' && o.ends_on <= addDays(TODAY, 30));
      const endedRecently = demo.filter((o) => o.status === 'EXPIRED' && o.ends_on >= addDays(TODAY, -30));
      assert.ok(endingSoon.length >= 3, `${partner.code}: ${endingSoon.length} ending soon`);
      assert.ok(endedRecently.length >= 3, `${partner.code}: ${endedRecently.length} ended recently`);
    }
  });

  it('keeps the order rules: dates, prices, commission, billing, one active order per device', async () => {
    const orders = await rows<{
      status: string; billing: string; premium_kobo: string; instalment_kobo: string | null; instalments: number;
      amount_paid_kobo: string; commission_kobo: string; starts_on: string; ends_on: string; created_on: string;
      reference: string; policy_number: string; purchase_price_kobo: string; purchase_date: string;
      premium_rate_bp: number; min_premium_kobo: string; allow_postpaid_plan: boolean; policy_prefix: string; declined_instalment: number | null;
    }>(`
      SELECT (SELECT max(f.instalment_number) FROM public.payment f WHERE f.plan_order_id = o.id AND f.purpose = 'INSTALMENT' AND f.status = 'FAILED') AS declined_instalment,
             o.status, o.billing, o.premium_kobo::text, o.instalment_kobo::text, o.instalments, o.amount_paid_kobo::text,
             o.commission_kobo::text, to_char(o.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(o.ends_on, 'YYYY-MM-DD') AS ends_on,
             to_char(o.created_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM-DD') AS created_on, o.reference, o.policy_number,
             d.purchase_price_kobo::text, to_char(d.purchase_date, 'YYYY-MM-DD') AS purchase_date,
             p.premium_rate_bp, p.min_premium_kobo::text, pa.allow_postpaid_plan, pa.policy_prefix
      FROM public.plan_order o JOIN public.device d ON d.id = o.device_id JOIN public.plan p ON p.id = o.plan_id
      JOIN public.partner pa ON pa.id = o.partner_id`);
    assert.ok(orders.length > 100);
    for (const o of orders) {
      const label = o.reference;
      assert.match(o.reference, new RegExp(`^ORD-${o.created_on.slice(0, 4)}-\\d{6}$`), label);
      assert.match(o.policy_number, new RegExp(`^${o.policy_prefix}-\\d{4}-\\d{6}$`), label);
      assert.equal(o.ends_on, addDays(addMonths(o.starts_on, 12), -1), label);
      assert.ok(o.created_on < TODAY && o.starts_on >= addDays(addMonths(TODAY, -13), -1), `${label} within the last 13 months`);
      assert.ok(o.purchase_date <= o.starts_on && o.purchase_date >= addMonths(o.starts_on, -12), `${label} device eligible`);
      if (o.status === 'ACTIVE') assert.ok(o.ends_on >= TODAY, label);
      if (o.status === 'EXPIRED') assert.ok(o.ends_on < TODAY, label);
      const prepaid = prepaidPremiumKobo({ premium_rate_bp: o.premium_rate_bp, min_premium_kobo: Number(o.min_premium_kobo) }, Number(o.purchase_price_kobo));
      if (o.billing === 'POSTPAID') {
        assert.ok(o.allow_postpaid_plan, `${label}: postpaid only where the partner allows it`);
        assert.equal(Number(o.instalment_kobo), postpaidInstalmentKobo(prepaid), label);
        assert.equal(o.instalments, 12);
        assert.equal(Number(o.premium_kobo), 12 * Number(o.instalment_kobo), label);
      } else {
        assert.equal(Number(o.premium_kobo), prepaid, label);
        assert.equal(o.instalment_kobo, null);
      }
      const paid = ['ACTIVE', 'EXPIRED', 'CANCELLED'].includes(o.status);
      const due = o.billing === 'POSTPAID' ? Number(o.instalment_kobo) : Number(o.premium_kobo);
      // A monthly plan has paid every instalment due before the seed's day (all twelve once ended; a cancelled one its first).
      const dueSoFar = Array.from({ length: 12 }, (_, k) => instalmentDueOn(o.starts_on, k + 1)).filter((d) => d < TODAY).length;
      // …but the one the saved card was declined for (the 'postpaid-card-declined' story).
      const owing = o.declined_instalment === null ? 0 : 1;
      const count = !paid ? 0 : o.billing !== 'POSTPAID' || o.status === 'CANCELLED' ? 1 : o.status === 'EXPIRED' ? 12 : Math.max(1, dueSoFar) - owing;
      assert.equal(Number(o.amount_paid_kobo), due * count, label);
      assert.equal(Number(o.commission_kobo), commissionKobo(due) * count, label);
    }
    const doubled = await rows(`SELECT device_id FROM public.plan_order WHERE status = 'ACTIVE' GROUP BY device_id HAVING count(*) > 1`);
    assert.deepEqual(doubled, []);
  });

  it('pays every monthly plan up to date, each later instalment a card payment of its own with one commission line: nothing lapses at start-up', async () => {
    const { lapseUnpaidOrders } = await import('../src/orders/lapse');
    const instalments = await rows<{ reference: string; n: number; lines: number }>(
      `SELECT o.reference, count(p.id)::int AS n,
              (SELECT count(*)::int FROM public.wallet_transaction w WHERE w.plan_order_id = o.id AND w.kind = 'COMMISSION' AND w.payment_id IS NOT NULL) AS lines
         FROM public.plan_order o JOIN public.payment p ON p.plan_order_id = o.id AND p.purpose = 'INSTALMENT' AND p.status = 'SUCCEEDED'
        GROUP BY o.id, o.reference`,
    );
    assert.ok(instalments.length > 0, 'some monthly plans have paid later instalments');
    for (const order of instalments) assert.equal(order.lines, order.n, `${order.reference}: one commission line per instalment`);
    assert.equal(await lapseUnpaidOrders(one.db, NOW), 0, 'on the seed’s day, no plan is unpaid past its grace');
  });

  it('has a monthly plan per partner that offers it whose latest instalment the card declined three times, still in grace', async () => {
    const declined = await rows<{ partner_id: string; tries: { attempt: number; reason: string }[]; status: string; paid: number }>(`
      SELECT o.partner_id, o.status,
             (SELECT count(*)::int FROM public.payment s WHERE s.plan_order_id = o.id AND s.purpose = 'INSTALMENT' AND s.status = 'SUCCEEDED' AND s.instalment_number = f.n) AS paid,
             (SELECT json_agg(json_build_object('attempt', p.charge_attempt, 'reason', p.failure_reason) ORDER BY p.charge_attempt)
                FROM public.payment p WHERE p.plan_order_id = o.id AND p.instalment_number = f.n AND p.status = 'FAILED') AS tries
        FROM public.plan_order o JOIN LATERAL (SELECT max(instalment_number) AS n FROM public.payment WHERE plan_order_id = o.id AND status = 'FAILED' AND purpose = 'INSTALMENT') f ON f.n IS NOT NULL`);
    const postpaidPartners = SEED_PARTNERS.filter((partner) => partner.allow_postpaid_plan).map((partner) => partner.id);
    assert.deepEqual(declined.map((order) => order.partner_id).sort(), [...postpaidPartners].sort());
    for (const order of declined) {
      assert.equal(order.status, 'ACTIVE', 'in grace: not lapsed');
      assert.equal(order.paid, 0);
      assert.deepEqual(order.tries.map((tried) => [tried.attempt, tried.reason]), [[0, 'Insufficient Funds'], [1, 'Insufficient Funds'], [2, 'Insufficient Funds']]);
    }
  });

  it('gives every order a card verification code of its own, derived from the order id (not the database default)', async () => {
    const orders = await rows<{ id: string; verification_code: string }>('SELECT id, verification_code FROM public.plan_order');
    for (const o of orders) {
      assert.match(o.verification_code, VERIFICATION_CODE_PATTERN, o.id);
      assert.equal(o.verification_code, demoVerificationCode(o.id), o.id);
    }
    assert.equal(new Set(orders.map((o) => o.verification_code)).size, orders.length);
  });

  it('records a payment for every attempted order and moves the sequences past the numbers used', async () => {
    const unpaid = await rows(`
      SELECT o.reference FROM public.plan_order o LEFT JOIN public.payment p ON p.plan_order_id = o.id AND p.purpose = 'PLAN_PURCHASE'
      WHERE o.status <> 'PENDING_PAYMENT' AND (p.id IS NULL OR p.amount_kobo <> CASE WHEN o.billing = 'POSTPAID' THEN o.instalment_kobo ELSE o.premium_kobo END
        OR (p.status = CASE WHEN o.status = 'CANCELLED' THEN 'REFUNDED' ELSE 'SUCCEEDED' END) <> (o.status IN ('ACTIVE', 'EXPIRED', 'CANCELLED'))
        OR p.refunded_kobo <> CASE WHEN o.status = 'CANCELLED' THEN p.amount_kobo ELSE 0 END)`);
    assert.deepEqual(unpaid, []);
    for (const [table, sequence] of [['plan_order', 'plan_order_number_seq'], ['payment', 'payment_number_seq'], ['claim', 'claim_number_seq']]) {
      const [{ highest, next }] = await rows<{ highest: number; next: number }>(
        `SELECT (SELECT max(right(reference, 6)::int) FROM public.${table}) AS highest, nextval('public.${sequence}')::int AS next`,
      );
      assert.ok(next > highest, `${sequence}: next ${next} after ${highest}`);
    }
    const [{ highest, next }] = await rows<{ highest: number; next: number }>(
      `SELECT (SELECT max(right(policy_number, 6)::int) FROM public.plan_order) AS highest, nextval('public.policy_number_seq')::int AS next`,
    );
    assert.ok(next > highest);
  });

  it('keeps every wallet ledger consistent with its running balance and the agent balance', async () => {
    const entries = await rows<{ agent_id: string; kind: string; amount_kobo: string; balance_after_kobo: string; plan_order_id: string | null }>(
      'SELECT agent_id, kind, amount_kobo::text, balance_after_kobo::text, plan_order_id FROM public.wallet_transaction ORDER BY agent_id, created_at, seq',
    );
    const agents = await rows<{ id: string; wallet_balance_kobo: string }>(`SELECT id, wallet_balance_kobo::text FROM public.agent WHERE role = 'agent'`);
    for (const agent of agents) {
      const own = entries.filter((e) => e.agent_id === agent.id);
      let running = 0;
      for (const entry of own) {
        running += Number(entry.amount_kobo);
        assert.equal(Number(entry.balance_after_kobo), running);
        assert.ok(running >= 0);
      }
      assert.equal(running, Number(agent.wallet_balance_kobo));
      for (const kind of ['FUNDING', 'PURCHASE', 'COMMISSION']) assert.ok(own.some((e) => e.kind === kind), `${agent.id} has ${kind}`);
    }
    for (const partner of SEED_PARTNERS) {
      const demoKinds = new Set(entries.filter((e) => e.agent_id === DEMO_IDS[partner.code].demoAgentId).map((e) => e.kind));
      assert.deepEqual([...demoKinds].sort(), ['COMMISSION', 'EXCESS', 'FUNDING', 'PURCHASE', 'REFUND']);
    }
    // Commission entries add up to the order's commission (one per paid instalment); wallet-paid orders debit the sale's payment. A
    // cancelled one (within cooling-off) is refunded in full and its commission taken back, as cancel_order does.
    const mismatched = await rows(`
      SELECT o.reference FROM public.plan_order o
      WHERE o.amount_paid_kobo > 0 AND (
        (SELECT coalesce(sum(amount_kobo), 0) FROM public.wallet_transaction w WHERE w.plan_order_id = o.id AND w.kind = 'COMMISSION' AND w.amount_kobo > 0) <> o.commission_kobo
        OR (SELECT coalesce(-sum(amount_kobo), 0) FROM public.wallet_transaction w WHERE w.plan_order_id = o.id AND w.kind = 'COMMISSION' AND w.amount_kobo < 0)
           <> CASE WHEN o.status = 'CANCELLED' THEN o.commission_kobo ELSE 0 END
        OR (SELECT coalesce(sum(amount_kobo), 0) FROM public.wallet_transaction w WHERE w.plan_order_id = o.id AND w.kind = 'REFUND')
           <> CASE WHEN o.status = 'CANCELLED' THEN o.amount_paid_kobo ELSE 0 END
        OR (SELECT coalesce(-sum(amount_kobo), 0) FROM public.wallet_transaction w WHERE w.plan_order_id = o.id AND w.kind = 'PURCHASE')
           <> CASE WHEN EXISTS (SELECT 1 FROM public.payment p WHERE p.plan_order_id = o.id AND p.method = 'WALLET' AND p.status IN ('SUCCEEDED', 'REFUNDED'))
                   THEN (SELECT p.amount_kobo FROM public.payment p WHERE p.plan_order_id = o.id AND p.purpose = 'PLAN_PURCHASE') ELSE 0 END)`);
    assert.deepEqual(mismatched, []);
    const cancelledWithout = await rows(`SELECT reference FROM public.plan_order WHERE (status = 'CANCELLED') <> (cancelled_at IS NOT NULL AND cancel_reason IS NOT NULL)`);
    assert.deepEqual(cancelledWithout, [], 'a cancelled order says when and why, as cancel_order writes it');
  });

  it('has the excess of every claim ready for pickup or completed paid, once, as pay_excess pays it', async () => {
    const unpaid = await rows(`SELECT reference FROM public.claim WHERE status IN ('READY_FOR_PICKUP', 'COMPLETED') AND excess_kobo > 0 AND excess_payment_id IS NULL`);
    assert.deepEqual(unpaid, []);
    const owing = await rows(`SELECT reference FROM public.claim WHERE status IN ('APPROVED', 'IN_REPAIR') AND excess_payment_id IS NULL`);
    assert.ok(owing.length > 0, 'an approved claim still owes its excess, to show the way to pay it');
    const wrong = await rows(`
      SELECT c.reference FROM public.claim c JOIN public.payment p ON p.id = c.excess_payment_id
       WHERE p.purpose <> 'EXCESS' OR p.claim_id <> c.id OR p.status <> 'SUCCEEDED' OR p.amount_kobo <> c.excess_kobo OR p.plan_order_id IS NOT NULL
          OR (SELECT count(*) FROM public.claim_event e WHERE e.claim_id = c.id AND e.payment_id = p.id AND e.status = 'APPROVED' AND e.note LIKE '%' || p.reference || '%') <> 1
          OR (SELECT coalesce(-sum(w.amount_kobo), 0) FROM public.wallet_transaction w WHERE w.payment_id = p.id AND w.kind = 'EXCESS')
             <> CASE WHEN p.method = 'WALLET' THEN p.amount_kobo ELSE 0 END`);
    assert.deepEqual(wrong, []);
    const methods = await rows<{ method: string }>(`SELECT DISTINCT method FROM public.payment WHERE purpose = 'EXCESS' ORDER BY method`);
    assert.deepEqual(methods.map((row) => row.method), ['CARD', 'WALLET']);
  });

  it('has claims in every status, with timelines that follow the claim path', async () => {
    const claims = await rows<{
      id: string; agent_id: string; partner_id: string; status: ClaimStatus; claim_type: string; incident_date: string; starts_on: string;
      ends_on: string; covers: string[]; updated_at: string; events: { status: ClaimStatus; created_at: string }[];
    }>(`
      SELECT c.id, c.agent_id, c.partner_id, c.status, c.claim_type, to_char(c.incident_date, 'YYYY-MM-DD') AS incident_date,
             to_char(o.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(o.ends_on, 'YYYY-MM-DD') AS ends_on, p.covers,
             c.updated_at::text,
             (SELECT json_agg(json_build_object('status', e.status, 'created_at', e.created_at::text) ORDER BY e.created_at)
                FROM public.claim_event e WHERE e.claim_id = c.id AND e.payment_id IS NULL) AS events
      FROM public.claim c JOIN public.plan_order o ON o.id = c.plan_order_id JOIN public.plan p ON p.id = o.plan_id`);
    for (const partner of SEED_PARTNERS) {
      const statuses = new Set(claims.filter((c) => c.agent_id === DEMO_IDS[partner.code].demoAgentId).map((c) => c.status));
      assert.deepEqual([...statuses].sort(), [...CLAIM_STATUSES].sort(), partner.code);
    }
    for (const claim of claims) {
      assert.deepEqual(claim.events.map((e) => e.status), claimPath(claim.status), claim.id);
      assert.equal(claim.events[claim.events.length - 1].created_at, claim.updated_at);
      assert.ok(claim.covers.includes(claim.claim_type), 'a covered claim type');
      const waiting = claim.claim_type === 'THEFT' ? 30 : 14;
      assert.ok(claim.incident_date >= addDays(claim.starts_on, waiting) && claim.incident_date <= claim.ends_on, `${claim.id} within cover`);
      assert.ok(claim.incident_date < TODAY);
    }
    const open = await rows(`SELECT device_id FROM public.claim WHERE status = ANY($1::text[]) GROUP BY device_id HAVING count(*) > 1`, [OPEN_CLAIM_STATUSES]);
    assert.deepEqual(open, []);
  });

  it('keeps what does not depend on the date the same on another day', async () => {
    const later = await seededDatabase(new Date('2025-09-01T12:00:00Z'));
    try {
      const identity = `SELECT id, first_name, last_name, phone, id_type, id_number_last4 FROM public.customer ORDER BY id`;
      assert.deepEqual((await later.db.query(identity)).rows, await rows(identity));
      const devices = `SELECT id, imei, imei2, brand, model, purchase_price_kobo::text FROM public.device ORDER BY id`;
      assert.deepEqual((await later.db.query(devices)).rows, await rows(devices));
      // Printed cards and their QR codes keep their codes too.
      const codes = `SELECT id, verification_code FROM public.plan_order ORDER BY id`;
      assert.deepEqual((await later.db.query(codes)).rows, await rows(codes));
    } finally {
      await close(later);
    }
  });
});
