import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { advanceClaim } from '../src/actions/handlers/advanceClaim';
import { createPayExcess } from '../src/actions/handlers/payExcess';
import { BACK_OFFICE_ROLE } from '../src/auth/jwt';
import type { Session } from '../src/engine/parse/context';
import { reconcilePayment } from '../src/payments/reconcile';
import { PAYMENT_JOBS } from '../src/payments/services';
import { SUNLINE_NG } from '../src/seed/partners';
import { actionError, createAgent, fileScreenClaim, runAction, tableCounts, type TestAgent } from './support/actions';
import { request } from './support/http';
import { openStandInTestbed, payOnCheckout, type StandInTestbed } from './support/postpaidSale';

/**
 * The claim excess collected before pickup (payments/excess.ts, lib/domain/claims.ts): payable once the
 * claim is approved, from the agent's wallet or by a card link or transfer through the gateway (the real
 * Paystack adapter against the stand-in); paid once however often it is asked or paid; the claim ready for
 * pickup only with it paid, and its timeline naming the payment. Both databases.
 */

const SECRET = 'sk_test_excess';
const BACK_OFFICE: Session = { role: BACK_OFFICE_ROLE, variables: { 'x-hasura-role': BACK_OFFICE_ROLE } };
const WALLET_KOBO = 5_000_000;

type Paid = {
  claim_id: string;
  payment: { payment_id: string; reference: string; status: string; method: string; purpose: string; checkout_url: string | null; transfer: { account_number: string } | null; claim_id: string | null };
};

describe('the claim excess', () => {
  let bed: StandInTestbed;
  let agent: TestAgent;
  before(async () => {
    bed = await openStandInTestbed(SECRET);
    agent = await createAgent(bed.t.db, { partnerId: SUNLINE_NG.id, walletKobo: WALLET_KOBO });
  });
  after(() => bed?.close());

  const db = () => bed.t.db;
  const pay = (claimId: string, method: string, key = randomUUID(), who = agent) =>
    runAction(db(), createPayExcess(bed.services), { idempotency_key: key, claim_id: claimId, payment_method: method }, { session: who.session }) as Promise<Paid>;
  const advance = (reference: string, from: string, to: string | null = null) =>
    runAction(db(), advanceClaim, { reference, from_status: from, to_status: to, note: null }, { session: BACK_OFFICE }) as Promise<{ to_status: string; event_id: string }>;

  /** A screen claim of `who`, moved by back office up to `status` (SUBMITTED, UNDER_REVIEW, APPROVED or IN_REPAIR). */
  async function claimIn(status: 'SUBMITTED' | 'UNDER_REVIEW' | 'APPROVED' | 'IN_REPAIR', who = agent) {
    const filed = await fileScreenClaim(db(), who);
    const path = ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'IN_REPAIR'];
    for (let i = 0; i < path.indexOf(status); i += 1) await advance(filed.reference, path[i]);
    return { id: filed.claimId, reference: filed.reference, excessKobo: filed.excessKobo };
  }
  async function claimRow(claimId: string) {
    const { rows } = await db().query<{ status: string; excess_payment_id: string | null; excess_kobo: unknown }>('SELECT status, excess_payment_id, excess_kobo FROM public.claim WHERE id = $1', [claimId]);
    return rows[0];
  }
  async function timeline(claimId: string) {
    const { rows } = await db().query<{ status: string; note: string; payment_id: string | null }>(
      'SELECT status, note, payment_id FROM public.claim_event WHERE claim_id = $1 ORDER BY created_at, id',
      [claimId],
    );
    return rows;
  }
  async function excessLines(claimReference: string) {
    const { rows } = await db().query<{ amount_kobo: unknown; payment_id: string }>(
      `SELECT amount_kobo, payment_id FROM public.wallet_transaction WHERE agent_id = $1 AND kind = 'EXCESS' AND description LIKE $2`,
      [agent.id, `Excess on claim ${claimReference} %`],
    );
    return rows.map((row) => ({ amount: Number(row.amount_kobo), paymentId: row.payment_id }));
  }

  it('is not payable before the claim is approved, and holds the claim back from pickup until it is paid', async () => {
    const claim = await claimIn('UNDER_REVIEW');
    const early = await actionError(pay(claim.id, 'WALLET'));
    assert.deepEqual([early.code, early.message], ['no-excess-due', `Claim ${claim.reference} is not approved yet: its excess is paid once it is`]);

    await advance(claim.reference, 'UNDER_REVIEW');
    assert.equal((await advance(claim.reference, 'APPROVED')).to_status, 'IN_REPAIR', 'the repair may start before the excess is paid');
    const held = await actionError(advance(claim.reference, 'IN_REPAIR'));
    assert.equal(held.code, 'excess-unpaid');
    assert.equal(held.message, `Claim ${claim.reference} cannot be ready for pickup yet: the customer has not paid its excess of ₦5,000`);
    assert.equal((await claimRow(claim.id)).status, 'IN_REPAIR');
    await assert.rejects(
      db().query(`UPDATE public.claim SET status = 'READY_FOR_PICKUP' WHERE id = $1`, [claim.id]),
      /claim_excess_paid_before_pickup/,
      'the table keeps the rule too',
    );
  });

  it('is paid from the wallet once, however often asked, and then lets the claim go to pickup', async () => {
    const claim = await claimIn('APPROVED');
    const key = randomUUID();
    const paid = await pay(claim.id, 'WALLET', key);
    assert.deepEqual([paid.payment.status, paid.payment.method, paid.payment.purpose, paid.payment.claim_id], ['SUCCEEDED', 'WALLET', 'EXCESS', claim.id]);
    assert.deepEqual(await pay(claim.id, 'WALLET', key), paid, 'a double click: the same answer');
    const again = await actionError(pay(claim.id, 'WALLET'));
    assert.deepEqual([again.code, again.message], ['no-excess-due', `The excess of claim ${claim.reference} is paid already`]);

    assert.deepEqual(await excessLines(claim.reference), [{ amount: -claim.excessKobo, paymentId: paid.payment.payment_id }], 'one debit of the excess');
    assert.equal((await claimRow(claim.id)).excess_payment_id, paid.payment.payment_id);
    const events = await timeline(claim.id);
    assert.deepEqual(events.at(-1), {
      status: 'APPROVED',
      note: `Excess of ₦5,000 paid from the agent’s wallet (${paid.payment.reference}).`,
      payment_id: paid.payment.payment_id,
    });

    await advance(claim.reference, 'APPROVED');
    const ready = await advance(claim.reference, 'IN_REPAIR');
    assert.equal(ready.to_status, 'READY_FOR_PICKUP');
    assert.deepEqual(await advance(claim.reference, 'IN_REPAIR'), ready, 'the move repeated is answered as the first time, the payment event aside');
  });

  it('refuses a wallet that cannot pay it, changing nothing', async () => {
    const poor = await createAgent(db(), { partnerId: SUNLINE_NG.id, walletKobo: 100_000 });
    const claim = await claimIn('APPROVED', poor);
    const before = await tableCounts(db());
    const refused = await actionError(pay(claim.id, 'WALLET', randomUUID(), poor));
    assert.equal(refused.code, 'insufficient-wallet-balance');
    assert.match(refused.message, /^Insufficient wallet balance: the excess is ₦5,000 and the wallet holds ₦1,000\. Fund the wallet with at least ₦4,000 or let the customer pay by card or transfer$/);
    assert.deepEqual(await tableCounts(db()), before);
  });

  it('is paid by a card link through the gateway, the same link twice, and a second payment is given back', async () => {
    const claim = await claimIn('IN_REPAIR');
    const link = await pay(claim.id, 'CARD');
    assert.equal(link.payment.status, 'PENDING');
    assert.ok(link.payment.checkout_url?.startsWith(`${bed.standIn.url}/checkout/`), 'a checkout page at the gateway');
    assert.equal((await pay(claim.id, 'CARD')).payment.payment_id, link.payment.payment_id, 'asked again: the link already waiting');
    assert.equal((await claimRow(claim.id)).excess_payment_id, null, 'not paid until the gateway says so');

    // A transfer account opened meanwhile: the link is paid first, then the transfer comes too.
    const transfer = await pay(claim.id, 'TRANSFER');
    const account = String(transfer.payment.transfer?.account_number);
    assert.match(account, /^\d{10}$/);
    await payOnCheckout(bed.deps, { payment_id: link.payment.payment_id, checkout_url: String(link.payment.checkout_url) });
    assert.equal((await claimRow(claim.id)).excess_payment_id, link.payment.payment_id);
    assert.equal((await timeline(claim.id)).at(-1)?.note, `Excess of ₦5,000 paid by card (${link.payment.reference}).`);
    assert.deepEqual(await excessLines(claim.reference), [], 'the wallet is not touched');

    const sent = await request(`${bed.standIn.url}/__standin/transfers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accountNumber: account, amountKobo: claim.excessKobo }),
    });
    assert.equal(sent.status, 200, sent.text);
    assert.equal(await reconcilePayment(bed.deps, transfer.payment.payment_id), 'flagged');
    const { rows } = await db().query<{ status: string; flagged_reason: string | null }>('SELECT status, flagged_reason FROM public.payment WHERE id = $1', [transfer.payment.payment_id]);
    assert.deepEqual(rows[0], { status: 'SUCCEEDED', flagged_reason: `Paid, but the excess of claim ${claim.reference} is paid already: the money is refunded` });
    assert.ok(bed.queue.named(PAYMENT_JOBS.refundLate).some((job) => job.data.paymentId === transfer.payment.payment_id), 'given back by a job');
    assert.equal((await claimRow(claim.id)).excess_payment_id, link.payment.payment_id, 'the claim keeps the first payment');
    assert.equal((await timeline(claim.id)).filter((event) => event.payment_id !== null).length, 1, 'one payment on the timeline');
  });

  it('refuses another agent’s claim and a way the excess is not paid', async () => {
    const claim = await claimIn('APPROVED');
    const stranger = await createAgent(db(), { partnerId: SUNLINE_NG.id, walletKobo: WALLET_KOBO });
    assert.equal((await actionError(pay(claim.id, 'WALLET', randomUUID(), stranger))).code, 'not-found');
    const ussd = await actionError(pay(claim.id, 'USSD'));
    assert.deepEqual([ussd.code, ussd.extensions.field], ['validation-failed', 'payment_method']);
  });
});
