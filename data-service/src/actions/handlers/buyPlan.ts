import { randomUUID } from 'node:crypto';
import { BUY_PLAN } from '@/lib/actions/buyPlan';
import type { ActionOutput } from '@/lib/actions/declareAction';
import type { CardInput } from '@/lib/actions/cardInput';
import { lagosToday } from '@/lib/validation';
import { formatMoney } from '@/lib/format/money';
import type { Queryable } from '../../db/types';
import { agentSession, loadActiveAgent, type AgentSession } from '../db/agentSession';
import { cardFingerprint } from '../db/cardInput';
import { claimIdempotencyKey, failAndRemember, storeAnswer, type IdempotentRequest } from '../db/idempotency';
import { insertPayment } from '../db/payments';
import { coverFor, loadActivePlan, loadOwnDevice, loadPartner, loadRenewedOrder, type OwnDevice, type PlanRow } from '../db/plans';
import { nextPolicyNumber, nextReference } from '../db/references';
import { postLedgerEntry } from '../db/wallet';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { readInput } from '../input';
import { cardLast4, sandboxCharge, type ChargeRefusal } from '../rules/card';
import type { CoverPeriod } from '../rules/eligibility';
import { commissionKobo, orderPrice, type OrderPrice } from '../rules/pricing';
import { ActionError, type ActionContext, type ActionHandler } from '../../engine/actions/contract';

/**
 * `buy_plan`: sells a plan for one of the agent's devices. Price and eligibility are the server's;
 * payment from the wallet or by card (sandbox); the agent's 10% commission goes to the wallet in the
 * same transaction. Locks, always in this order: the idempotency key, the device, the agent (wallet).
 */

interface Sale {
  agent: AgentSession;
  device: OwnDevice;
  plan: PlanRow;
  price: OrderPrice;
  cover: CoverPeriod;
  policyPrefix: string;
  renewalOfId: string | null;
}

/**
 * The order row; `paid` false writes the record of a failed card payment (PAYMENT_FAILED, nothing paid).
 * The card's verification code is the column's default (random, migration 0004), read back here.
 */
async function insertOrder(tx: Queryable, sale: Sale, idempotencyKey: string, now: Date, paid: boolean) {
  const reference = await nextReference(tx, 'ORD', now);
  const policyNumber = await nextPolicyNumber(tx, sale.policyPrefix, sale.cover.startsOn);
  const amountPaid = paid ? sale.price.dueNowKobo : 0;
  const commission = commissionKobo(amountPaid);
  const { rows } = await tx.query<{ id: string; verification_code: string }>(
    `INSERT INTO public.plan_order
       (partner_id, agent_id, customer_id, device_id, plan_id, reference, policy_number, billing, status, premium_kobo,
        instalment_kobo, instalments, amount_paid_kobo, commission_kobo, starts_on, ends_on, renewal_of_id, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     RETURNING id, verification_code`,
    [
      sale.agent.partnerId,
      sale.agent.agentId,
      sale.device.customer_id,
      sale.device.id,
      sale.plan.id,
      reference,
      policyNumber,
      sale.price.billing,
      paid ? 'ACTIVE' : 'PAYMENT_FAILED',
      sale.price.premiumKobo,
      sale.price.instalmentKobo,
      sale.price.instalments,
      amountPaid,
      commission,
      sale.cover.startsOn,
      sale.cover.endsOn,
      sale.renewalOfId,
      idempotencyKey,
    ],
  );
  return { id: rows[0].id, reference, policyNumber, verificationCode: rows[0].verification_code, amountPaid, commission };
}

/**
 * A declined card: the rollback undoes everything, then a PAYMENT_FAILED order and its failed payment
 * are written (under fresh keys, so the request's key stays free for another card) and the same request
 * sent again gets this answer back without a second attempt.
 */
function declined(ctx: ActionContext, key: IdempotentRequest, sale: Sale, card: CardInput, outcome: ChargeRefusal): never {
  const error = new ActionError(outcome.message, outcome.code);
  return failAndRemember(ctx, key, error, async (tx) => {
    const order = await insertOrder(tx, sale, randomUUID(), ctx.now, false);
    await insertPayment(
      tx,
      {
        partnerId: sale.agent.partnerId,
        agentId: sale.agent.agentId,
        planOrderId: order.id,
        purpose: 'PLAN_PURCHASE',
        method: 'CARD',
        status: outcome.status,
        amountKobo: sale.price.dueNowKobo,
        cardLast4: cardLast4(card),
        failureReason: outcome.failureReason,
        idempotencyKey: randomUUID(),
      },
      ctx.now,
    );
  });
}

export const buyPlan: ActionHandler = async (rawInput, ctx) => {
  const agent = agentSession(ctx.session);
  const today = lagosToday(ctx.now);
  const input = readInput(BUY_PLAN, rawInput, today);
  const { card } = input;

  const idempotent = {
    key: input.idempotency_key,
    action: 'buy_plan',
    agentId: agent.agentId,
    request: {
      device_id: input.device_id,
      plan_id: input.plan_id,
      billing: input.billing,
      payment_method: input.payment_method,
      card: cardFingerprint(card),
      renewal_of_order_id: input.renewal_of_order_id,
    },
  };
  await loadActiveAgent(ctx.tx, agent);
  const key = await claimIdempotencyKey(ctx.tx, idempotent);
  if (key.kind === 'replay') return key.data;

  const device = await loadOwnDevice(ctx.tx, agent, input.device_id, { lock: true });
  const partner = await loadPartner(ctx.tx, agent.partnerId);
  const plan = await loadActivePlan(ctx.tx, agent.partnerId, input.plan_id);
  if (input.billing === 'POSTPAID' && !partner.allow_postpaid_plan) {
    throw new ActionError(`${partner.name} plans can only be paid once (prepaid)`, ACTION_ERROR_CODES.postpaidNotAllowed, { field: 'billing' });
  }
  const renewalOf = await loadRenewedOrder(ctx.tx, agent, device, input.renewal_of_order_id, today);
  const cover = await coverFor(ctx.tx, device, today, plan.term_months, renewalOf);
  const sale: Sale = {
    agent,
    device,
    plan,
    price: orderPrice(plan, device.purchase_price_kobo, input.billing),
    cover,
    policyPrefix: partner.policy_prefix,
    renewalOfId: renewalOf?.id ?? null,
  };
  const due = sale.price.dueNowKobo;

  const wallet = await loadActiveAgent(ctx.tx, agent, { lock: true });
  if (card === null && wallet.wallet_balance_kobo < due) {
    const shortfall = due - wallet.wallet_balance_kobo;
    throw new ActionError(
      `Insufficient wallet balance: this plan costs ${formatMoney(due)} and the wallet holds ${formatMoney(wallet.wallet_balance_kobo)}. Fund the wallet with at least ${formatMoney(shortfall)} or pay by card`,
      ACTION_ERROR_CODES.insufficientWalletBalance,
      { shortfall_kobo: shortfall, amount_due_kobo: due, wallet_balance_kobo: wallet.wallet_balance_kobo },
    );
  }
  if (card !== null) {
    const outcome = sandboxCharge(card, 'PLAN_PURCHASE');
    if (outcome.status !== 'SUCCEEDED') declined(ctx, idempotent, sale, card, outcome);
  }

  const order = await insertOrder(ctx.tx, sale, input.idempotency_key, ctx.now, true);
  const payment = await insertPayment(
    ctx.tx,
    {
      partnerId: agent.partnerId,
      agentId: agent.agentId,
      planOrderId: order.id,
      purpose: 'PLAN_PURCHASE',
      method: card === null ? 'WALLET' : 'CARD',
      status: 'SUCCEEDED',
      amountKobo: due,
      cardLast4: card === null ? null : cardLast4(card),
      failureReason: null,
      idempotencyKey: input.idempotency_key,
    },
    ctx.now,
  );
  let balance = wallet.wallet_balance_kobo;
  if (card === null) {
    const debit = await postLedgerEntry(ctx.tx, {
      partnerId: agent.partnerId,
      agentId: agent.agentId,
      kind: 'PURCHASE',
      amountKobo: -due,
      description: `${plan.name} for ${device.brand} ${device.model} (${order.reference})`,
      planOrderId: order.id,
      paymentId: payment.id,
    });
    balance = debit.balanceAfterKobo;
  }
  if (order.commission > 0) {
    const credit = await postLedgerEntry(ctx.tx, {
      partnerId: agent.partnerId,
      agentId: agent.agentId,
      kind: 'COMMISSION',
      amountKobo: order.commission,
      description: `Commission on ${order.reference}`,
      planOrderId: order.id,
    });
    balance = credit.balanceAfterKobo;
  }

  const output: ActionOutput<typeof BUY_PLAN> = {
    order_id: order.id,
    reference: order.reference,
    policy_number: order.policyNumber,
    verification_code: order.verificationCode,
    status: 'ACTIVE',
    billing: input.billing,
    premium_kobo: sale.price.premiumKobo,
    instalment_kobo: sale.price.instalmentKobo,
    instalments: sale.price.instalments,
    amount_paid_kobo: order.amountPaid,
    commission_kobo: order.commission,
    wallet_balance_kobo: balance,
    payment_id: payment.id,
    payment_reference: payment.reference,
    starts_on: cover.startsOn,
    ends_on: cover.endsOn,
  };
  await storeAnswer(ctx.tx, input.idempotency_key, output);
  return output;
};
