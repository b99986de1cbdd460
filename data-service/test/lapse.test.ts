import assert from 'node:assert/strict';
import { claimEvidenceIds } from './support/evidenceFixtures';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { addDays, addMonths, lagosToday } from '@/lib/validation';
import { GRACE_DAYS, instalmentDueOn, lapsesOn, REINSTATEMENT_DAYS } from '@/lib/domain/instalments';
import { createPayInstalment } from '../src/actions/handlers/payInstalment';
import { submitClaim } from '../src/actions/handlers/submitClaim';
import { verifyCard } from '../src/actions/handlers/verifyCard';
import { lapseUnpaidOrders } from '../src/orders/lapse';
import { queueInstalmentCharges } from '../src/payments/instalments';
import type { PaymentJobDependencies, PaymentServices } from '../src/payments/services';
import { actionError, ANONYMOUS, runAction, type ActionTestDb, type TestAgent } from './support/actions';
import { lagosNoon, openStandInTestbed, payOnCheckout, sellPostpaidByCard, type PostpaidSale, type StandInTestbed } from './support/postpaidSale';

/**
 * Grace and lapse (orders/lapse.ts, lib/domain/instalments.ts): a postpaid plan whose instalment is unpaid
 * GRACE_DAYS after its due day lapses the next day (stored, with its gap in the cover), whenever the sweep
 * runs; the card says "not covered"; a claim for an incident in the gap is refused with its own code, one
 * from before it is not; paying the arrears within the reinstatement window puts the plan back in force
 * from the payment's day (the gap closed there), after it the plan cannot be paid. Real Paystack adapter
 * against the stand-in; the cover moved back in time so the real clock is the plan's. Both databases.
 */

const SECRET = 'sk_test_lapse';

describe('grace and lapse of a postpaid plan', () => {
  let bed: StandInTestbed;
  let t: ActionTestDb;
  let deps: PaymentJobDependencies;
  let services: PaymentServices;
  let agent: TestAgent;
  before(async () => {
    bed = await openStandInTestbed(SECRET);
    ({ t, deps, services, agent } = bed);
  });
  after(() => bed?.close());

  const today = lagosToday();
  /** A postpaid plan sold by card whose second instalment fell due `daysAgo` days ago, unpaid. */
  async function dueDaysAgo(daysAgo: number): Promise<PostpaidSale & { dueOn: string }> {
    const sale = await sellPostpaidByCard(t.db, services, deps, agent);
    const startsOn = addMonths(addDays(today, -daysAgo), -1);
    await t.db.query(`UPDATE public.plan_order SET starts_on = $2, ends_on = $3 WHERE id = $1`, [sale.orderId, startsOn, addDays(addMonths(startsOn, 12), -1)]);
    return { ...sale, startsOn, dueOn: instalmentDueOn(startsOn, 2) };
  }
  async function orderState(orderId: string) {
    const { rows } = await t.db.query<{ status: string; lapsed_on: string | null; paid: string; verification_code: string }>(
      `SELECT status, lapsed_on::text AS lapsed_on, amount_paid_kobo::text AS paid, verification_code FROM public.plan_order WHERE id = $1`,
      [orderId],
    );
    const gaps = await t.db.query<{ from_on: string; until_on: string | null }>(`SELECT from_on::text AS from_on, until_on::text AS until_on FROM public.cover_gap WHERE order_id = $1`, [orderId]);
    return { ...rows[0], gaps: gaps.rows };
  }
  const claim = async (orderId: string, incidentDate: string) =>
    runAction(
      t.db,
      submitClaim,
      {
        idempotency_key: randomUUID(),
        order_id: orderId,
        claim_type: 'SCREEN',
        incident_date: incidentDate,
        description: 'The screen cracked after a fall in the market.',
        police_report_number: null,
        evidence_ids: await claimEvidenceIds(t.db, agent, 'SCREEN'),
      },
      { session: agent.session },
    );
  const payLink = (orderId: string) =>
    runAction(t.db, createPayInstalment(services), { idempotency_key: randomUUID(), order_id: orderId, payment_method: 'CARD' }, { session: agent.session }) as Promise<{
      payment: { payment_id: string; checkout_url: string };
    }>;
  const customerPays = (link: { payment: { payment_id: string; checkout_url: string } }) => payOnCheckout(deps, link.payment);

  it(`covers for ${GRACE_DAYS} days after an unpaid instalment's due day and lapses the next, from that day however late the sweep runs`, async () => {
    const inGrace = await dueDaysAgo(GRACE_DAYS);
    const lapsed = await dueDaysAgo(GRACE_DAYS + 5);
    assert.ok((await lapseUnpaidOrders(t.db)) >= 1);
    assert.equal(await lapseUnpaidOrders(t.db), 0, 'a second run: nothing more');
    assert.equal((await orderState(inGrace.orderId)).status, 'ACTIVE', 'the last day of grace is covered');
    const state = await orderState(lapsed.orderId);
    assert.deepEqual([state.status, state.lapsed_on, state.gaps], ['LAPSED', lapsesOn(lapsed.dueOn), [{ from_on: lapsesOn(lapsed.dueOn), until_on: null }]]);
    assert.equal(state.lapsed_on, addDays(today, -4), 'the day after the grace period, not the sweep’s');
    assert.equal(await queueInstalmentCharges(deps, lagosNoon(today)), 1, 'the saved card is tried for the plan in grace only');

    const card = (await runAction(t.db, verifyCard, { code: state.verification_code }, { session: ANONYMOUS })) as { valid: boolean; status: string };
    assert.deepEqual([card.valid, card.status], [false, 'LAPSED'], 'the public check says not covered');

    const refused = await actionError(claim(lapsed.orderId, addDays(today, -1)));
    assert.equal(refused.code, 'plan-lapsed');
    assert.equal(refused.extensions.field, 'incident_date');
    assert.match(refused.message, /for unpaid instalments and is still lapsed/);
    const before = (await claim(lapsed.orderId, addDays(state.lapsed_on as string, -1))) as { status: string };
    assert.equal(before.status, 'SUBMITTED', 'an incident while it was still covered is claimable');
  });

  it('is back in force from the day its arrears are paid; the lapse stays uncovered', async () => {
    const sale = await dueDaysAgo(GRACE_DAYS + 3);
    assert.equal(await lapseUnpaidOrders(t.db), 1);
    const lapsedOn = String((await orderState(sale.orderId)).lapsed_on);
    await customerPays(await payLink(sale.orderId));
    const state = await orderState(sale.orderId);
    assert.deepEqual([state.status, state.lapsed_on, Number(state.paid)], ['ACTIVE', null, 2 * sale.instalmentKobo]);
    assert.deepEqual(state.gaps, [{ from_on: lapsedOn, until_on: today }]);
    assert.equal((await actionError(claim(sale.orderId, addDays(today, -1)))).code, 'plan-lapsed', 'the day before the payment stays uncovered');
    assert.equal(await lapseUnpaidOrders(t.db), 0);
  });

  it('stays lapsed while an instalment is still overdue after a payment, and cannot be paid after the reinstatement window', async () => {
    // Two instalments overdue: the second and the third.
    const behind = await dueDaysAgo(GRACE_DAYS + 21);
    assert.ok(instalmentDueOn(behind.startsOn, 3) <= today);
    const late = await dueDaysAgo(GRACE_DAYS + REINSTATEMENT_DAYS + 2);
    assert.equal(await lapseUnpaidOrders(t.db, new Date(), 1, 0), 2, 'a backlog in batches (here of one): each order once');
    for (const order of [behind, late]) assert.equal((await orderState(order.orderId)).gaps.length, 1, 'one gap in the cover each');
    await customerPays(await payLink(behind.orderId));
    assert.equal((await orderState(behind.orderId)).status, 'LAPSED', 'one of two overdue instalments paid');
    await customerPays(await payLink(behind.orderId));
    assert.equal((await orderState(behind.orderId)).status, 'ACTIVE', 'both paid: in force again');

    const refused = await actionError(payLink(late.orderId));
    assert.equal(refused.code, 'no-instalment-due');
    assert.match(refused.message, new RegExp(`more than ${REINSTATEMENT_DAYS} days ago: it can no longer be reinstated$`));
  });
});
