import { createHash } from 'node:crypto';
import { addDays, lagosToday } from '@/lib/validation';
import { hashPassword } from '../auth/password';
import type { Queryable } from '../db/types';
import { DEMO_LOGIN_HINT, DEMO_PASSWORD, DEMO_STAFF_HINT } from './demo';
import { DEMO_HISTORY_DAYS, generateDemoData } from './demoData';
import { insertRows } from './insertRows';
import { SEED_PARTNERS } from './partners';
import { SEED_PLANS, seedPlanId } from './plans';

const PLANS_DATED_DAYS_AGO = DEMO_HISTORY_DAYS + 1;

/**
 * The three plans of PRODUCT.md for every partner: business configuration, not demo data. Dated
 * before the demo's first records (rather than now()) so every fresh database has the same rows.
 */
export async function seedPlans(tx: Queryable, now: Date): Promise<void> {
  const createdAt = `${addDays(lagosToday(now), -PLANS_DATED_DAYS_AGO)}T08:00:00+01:00`;
  const rows = SEED_PARTNERS.flatMap((partner) =>
    SEED_PLANS.map((plan) => ({
      id: seedPlanId(partner.id, plan.code),
      partner_id: partner.id,
      code: plan.code,
      name: plan.name,
      description: plan.description,
      covers: JSON.stringify(plan.covers),
      premium_rate_bp: plan.premium_rate_bp,
      min_premium_kobo: plan.min_premium_kobo,
      excess_kobo: plan.excess_kobo,
      theft_excess_rate_bp: plan.theft_excess_rate_bp,
      claims_per_term: plan.claims_per_term,
      term_months: plan.term_months,
      refund_after_cooling_off: plan.refund_after_cooling_off,
      active: true,
      sort_order: plan.sort_order,
      created_at: createdAt,
    })),
  );
  await insertRows(tx, 'plan', rows);
}

/**
 * The demo: agents, customers, devices, orders, payments, claims with their timelines and wallet
 * ledgers for every partner (demoData.ts), dated relative to `now`'s date in Lagos. The reference
 * sequences are moved past the numbers used, and each partner's `demo_login_hint` is set.
 */
export async function seedDemo(tx: Queryable, now: Date): Promise<void> {
  const data = generateDemoData(lagosToday(now), SEED_PARTNERS);
  // A fixed salt keeps the rows identical on every fresh database; one hash serves every demo agent
  // (the password is published anyway), since each scrypt hash costs tens of milliseconds.
  const salt = createHash('sha256').update('devicecover-seed/demo-password-salt').digest().subarray(0, 16);
  const passwordHash = await hashPassword(DEMO_PASSWORD, { salt });
  const agents = data.agents.map((agent) => ({ ...agent, password_hash: passwordHash }));
  await insertRows(tx, 'agent', agents);
  await insertRows(tx, 'customer', data.customers);
  await insertRows(tx, 'device', data.devices);
  await insertRows(tx, 'plan_order', data.planOrders);
  // An excess payment names its claim, written below (the claim names it back): checked at the commit.
  await tx.query('SET CONSTRAINTS public.payment_claim_id_fkey DEFERRED');
  await insertRows(tx, 'payment', data.payments);
  // Each demo payment's history, one line: settled by the gateway's webhook (a card), at once (the wallet).
  // Ids derived from the payment's, so two fresh databases stay identical.
  await tx.query(
    `INSERT INTO public.payment_event (id, partner_id, payment_id, status, source, detail, at)
     SELECT md5(p.id::text || ':history')::uuid, p.partner_id, p.id, p.status, CASE WHEN p.gateway IS NULL THEN 'init' ELSE 'webhook' END,
            jsonb_strip_nulls(jsonb_build_object('reference', p.reference, 'gateway_reference', p.gateway_reference, 'channel', p.channel,
              'amount_kobo', p.amount_kobo, 'reason', p.failure_reason)),
            p.created_at
       FROM public.payment p WHERE p.id = ANY($1::uuid[])`,
    [data.payments.map((payment) => payment.id)],
  );
  await insertRows(tx, 'claim', data.claims);
  await insertRows(tx, 'claim_event', data.claimEvents);
  await insertRows(tx, 'wallet_transaction', data.walletTransactions);
  for (const [sequence, last] of Object.entries(data.sequences)) {
    if (last > 0) await tx.query('SELECT setval($1::regclass, $2::bigint)', [`public.${sequence}`, last]);
  }
  for (const partner of SEED_PARTNERS) {
    await tx.query('UPDATE public.partner SET demo_login_hint = $1, demo_staff_hint = $2 WHERE id = $3', [DEMO_LOGIN_HINT, DEMO_STAFF_HINT, partner.id]);
  }
}
