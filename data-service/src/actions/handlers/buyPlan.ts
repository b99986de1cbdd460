import { inspectionPhotosForSale } from '@/lib/domain/evidence';
import { takeInspectionPhotos } from '../../evidence/saleEvidence';
import { BUY_PLAN } from '@/lib/actions/buyPlan';
import type { ActionOutput } from '@/lib/actions/declareAction';
import type { PaymentMethod, UssdBank } from '@/lib/domain/payments';
import { lagosToday } from '@/lib/validation';
import { formatMoney } from '@/lib/format/money';
import type { Queryable } from '../../db/types';
import { agentSession, loadActiveAgent, type AgentSession } from '../db/agentSession';
import { claimIdempotencyKey, storeAnswer } from '../db/idempotency';
import { coverFor, loadActivePlan, loadOwnDevice, loadPartner, loadRenewedOrder, type OwnDevice, type PlanRow } from '../db/plans';
import { nextPolicyNumber, nextReference } from '../db/references';
import { postLedgerEntry } from '../db/wallet';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { readInput } from '../input';
import type { CoverPeriod } from '../rules/eligibility';
import { commissionKobo, orderPrice, type OrderPrice } from '../rules/pricing';
import { ActionError, type OwnTransactionsContext, type OwnTransactionsHandler } from '../../engine/actions/contract';
import { requestInstructions } from '../../payments/instructions';
import { customerPayerEmail } from '../../payments/payerEmail';
import { insertPayment, paymentState, type PaymentState } from '../../payments/paymentRecords';
import { queueSaleReceipt } from '../../messages/saleReceipt';
import { PAYMENT_JOBS, reconcileAfterSecondsOf, type PaymentServices } from '../../payments/services';

/**
 * `buy_plan`: sells a plan for one of the agent's devices. Price and eligibility are the server's.
 *
 * From the wallet, as ever: one transaction, the order ACTIVE at once, the price debited and the agent's 10%
 * commission credited. Through the gateway (CARD, TRANSFER, USSD) the order is PENDING_PAYMENT with a
 * PENDING payment under our reference, committed with the request's key and answer before the gateway is
 * asked for the customer's instructions (payments/instructions.ts): no transaction is held while the
 * gateway answers. It becomes ACTIVE when the payment settles (payments/settle.ts). "Pay another way": a
 * device whose order for the same plan, billing, renewal and cover waits for its money gets another payment
 * on that order, not a second order.
 *
 * Locks, always in this order: the idempotency key, the device, the order, the agent (wallet).
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

interface OrderWritten {
  id: string;
  reference: string;
  policyNumber: string;
  verificationCode: string;
  amountPaid: number;
  commission: number;
}

/** The order row: ACTIVE and paid (wallet), or PENDING_PAYMENT with nothing paid yet (gateway). */
async function insertOrder(tx: Queryable, sale: Sale, idempotencyKey: string, now: Date, paid: boolean): Promise<OrderWritten> {
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
      paid ? 'ACTIVE' : 'PENDING_PAYMENT',
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
 * The device's unpaid order for this very sale (same plan, billing, renewal and cover dates), locked: "pay
 * another way" adds a payment to it, through the gateway or from the wallet. A failed one is pending again.
 * An order whose cover would start on another day is another sale.
 */
async function unpaidOrderOfSale(tx: Queryable, sale: Sale): Promise<OrderWritten | undefined> {
  const { rows } = await tx.query<{ id: string; reference: string; policy_number: string; verification_code: string; status: string }>(
    `SELECT id, reference, policy_number, verification_code, status FROM public.plan_order
      WHERE device_id = $1 AND agent_id = $2 AND status IN ('PENDING_PAYMENT', 'PAYMENT_FAILED') AND plan_id = $3 AND billing = $4
        AND renewal_of_id IS NOT DISTINCT FROM $5::uuid AND starts_on = $6::date AND ends_on = $7::date
      ORDER BY created_at DESC LIMIT 1
      FOR NO KEY UPDATE`,
    [sale.device.id, sale.agent.agentId, sale.plan.id, sale.price.billing, sale.renewalOfId, sale.cover.startsOn, sale.cover.endsOn],
  );
  const order = rows[0];
  if (!order) return undefined;
  if (order.status === 'PAYMENT_FAILED') await tx.query(`UPDATE public.plan_order SET status = 'PENDING_PAYMENT' WHERE id = $1`, [order.id]);
  return { id: order.id, reference: order.reference, policyNumber: order.policy_number, verificationCode: order.verification_code, amountPaid: 0, commission: 0 };
}

/** The sale's unpaid order paid from the wallet ("pay another way" after a gateway attempt): ACTIVE now. */
async function payFromWallet(tx: Queryable, order: OrderWritten, sale: Sale): Promise<OrderWritten> {
  const amountPaid = sale.price.dueNowKobo;
  const commission = commissionKobo(amountPaid);
  await tx.query(`UPDATE public.plan_order SET status = 'ACTIVE', amount_paid_kobo = $2, commission_kobo = $3 WHERE id = $1`, [order.id, amountPaid, commission]);
  return { ...order, amountPaid, commission };
}

type BuyPlanOutput = ActionOutput<typeof BUY_PLAN>;

/** What the first transaction settles: an answer to give, or a gateway payment still to ask instructions for. */
type Written = { output: BuyPlanOutput; pendingPaymentId?: string; email?: string; ussdBank?: UssdBank | null };

async function sell(tx: Queryable, ctx: OwnTransactionsContext, services: PaymentServices, rawInput: Record<string, unknown>): Promise<Written> {
  const agent = agentSession(ctx.session);
  const today = lagosToday(ctx.now);
  const input = readInput(BUY_PLAN, rawInput, today);
  const method: PaymentMethod = input.payment_method;

  const idempotent = {
    key: input.idempotency_key,
    action: 'buy_plan',
    agentId: agent.agentId,
    request: {
      device_id: input.device_id,
      plan_id: input.plan_id,
      billing: input.billing,
      payment_method: method,
      // The sandbox's card fingerprint was `card`; null kept it out of the hash for wallet sales, so keys
      // stored before this release still match.
      card: null,
      ...(input.ussd_bank === null ? {} : { ussd_bank: input.ussd_bank }),
      renewal_of_order_id: input.renewal_of_order_id,
      // Only when sent, so keys stored before inspection photos existed still match.
      ...(input.inspection_evidence_ids === null ? {} : { inspection_evidence_ids: [...new Set(input.inspection_evidence_ids)].sort() }),
    },
  };
  await loadActiveAgent(tx, agent);
  const key = await claimIdempotencyKey(tx, idempotent);
  if (key.kind === 'replay') return { ...(await replayed(tx, key.data as BuyPlanOutput)), ussdBank: input.ussd_bank };

  const device = await loadOwnDevice(tx, agent, input.device_id, { lock: true });
  const partner = await loadPartner(tx, agent.partnerId);
  const plan = await loadActivePlan(tx, agent.partnerId, input.plan_id);
  if (input.billing === 'POSTPAID' && !partner.allow_postpaid_plan) {
    throw new ActionError(`${partner.name} plans can only be paid once (prepaid)`, ACTION_ERROR_CODES.postpaidNotAllowed, { field: 'billing' });
  }
  const renewalOf = await loadRenewedOrder(tx, agent, device, input.renewal_of_order_id, today);
  const cover = await coverFor(tx, device, today, plan.term_months, renewalOf);
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
  const throughGateway = method !== 'WALLET';

  const unpaid = await unpaidOrderOfSale(tx, sale);
  const order = unpaid
    ? throughGateway
      ? unpaid
      : await payFromWallet(tx, unpaid, sale)
    : await insertOrder(tx, sale, input.idempotency_key, ctx.now, !throughGateway);
  await takeInspectionPhotos(tx, {
    agent,
    ids: input.inspection_evidence_ids ?? [],
    order: { orderId: order.id, deviceId: device.id },
    required: inspectionPhotosForSale(plan.inspection_photos, renewalOf !== null),
    now: ctx.now,
  });
  const wallet = await loadActiveAgent(tx, agent, { lock: true });
  if (!throughGateway && wallet.wallet_balance_kobo < due) {
    const shortfall = due - wallet.wallet_balance_kobo;
    throw new ActionError(
      `Insufficient wallet balance: this plan costs ${formatMoney(due)} and the wallet holds ${formatMoney(wallet.wallet_balance_kobo)}. Fund the wallet with at least ${formatMoney(shortfall)} or let the customer pay by card, transfer or USSD`,
      ACTION_ERROR_CODES.insufficientWalletBalance,
      { shortfall_kobo: shortfall, amount_due_kobo: due, wallet_balance_kobo: wallet.wallet_balance_kobo },
    );
  }
  const payment = await insertPayment(
    tx,
    {
      partnerId: agent.partnerId,
      agentId: agent.agentId,
      planOrderId: order.id,
      purpose: 'PLAN_PURCHASE',
      method,
      status: throughGateway ? 'PENDING' : 'SUCCEEDED',
      amountKobo: due,
      idempotencyKey: input.idempotency_key,
      gateway: throughGateway ? services.gateway.name : null,
    },
    ctx.now,
  );

  let balance = wallet.wallet_balance_kobo;
  if (!throughGateway) {
    const debit = await postLedgerEntry(tx, {
      partnerId: agent.partnerId,
      agentId: agent.agentId,
      kind: 'PURCHASE',
      amountKobo: -due,
      description: `${plan.name} for ${device.brand} ${device.model} (${order.reference})`,
      planOrderId: order.id,
      paymentId: payment.id,
    });
    balance = debit.balanceAfterKobo;
    if (order.commission > 0) {
      const credit = await postLedgerEntry(tx, {
        partnerId: agent.partnerId,
        agentId: agent.agentId,
        kind: 'COMMISSION',
        amountKobo: order.commission,
        description: `Commission on ${order.reference}`,
        planOrderId: order.id,
      });
      balance = credit.balanceAfterKobo;
    }
    // Paid now: the customer's receipt goes with this commit (a gateway payment's, when it settles).
    await queueSaleReceipt(tx, services, order.id);
  } else {
    // Asked about after the reconciliation delay (RECONCILE_AFTER_MINUTES) if nothing settled it by then (the outbox rule: with this commit).
    await services.queue.sendInTransaction(tx, PAYMENT_JOBS.reconcile, { paymentId: payment.id }, { startAfterSeconds: reconcileAfterSecondsOf(services), singletonKey: payment.id });
  }

  const output: BuyPlanOutput = {
    order_id: order.id,
    reference: order.reference,
    policy_number: order.policyNumber,
    verification_code: order.verificationCode,
    status: throughGateway ? 'PENDING_PAYMENT' : 'ACTIVE',
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
    payment: (await paymentState(tx, payment.id)) as PaymentState,
  };
  await storeAnswer(tx, input.idempotency_key, output);
  if (!throughGateway) return { output };
  const customer = await tx.query<{ id: string; email: string | null }>(`SELECT id, email FROM public.customer WHERE id = $1`, [device.customer_id]);
  return { output, pendingPaymentId: payment.id, email: customerPayerEmail(customer.rows[0], partner.code), ussdBank: input.ussd_bank };
}

/** A replayed sale: its stored answer, and the customer's e-mail in case its payment still lacks instructions. */
async function replayed(tx: Queryable, stored: BuyPlanOutput): Promise<Written> {
  const { rows } = await tx.query<{ id: string; email: string | null; code: string; status: string }>(
    `SELECT c.id, c.email, pa.code, p.status FROM public.payment p
       JOIN public.plan_order o ON o.id = p.plan_order_id
       JOIN public.customer c ON c.id = o.customer_id
       JOIN public.partner pa ON pa.id = p.partner_id
      WHERE p.id = $1`,
    [stored.payment_id],
  );
  const row = rows[0];
  return row?.status === 'PENDING' ? { output: stored, pendingPaymentId: stored.payment_id, email: customerPayerEmail(row, row.code) } : { output: stored };
}

/** `buy_plan`, with the payment services it asks the gateway through. */
export function createBuyPlan(services: PaymentServices): { ownTransactions: OwnTransactionsHandler } {
  return {
    ownTransactions: async (rawInput, ctx): Promise<BuyPlanOutput> => {
      const written = await ctx.transaction((tx) => sell(tx, ctx, services, rawInput));
      if (written.pendingPaymentId !== undefined && written.email !== undefined) {
        const request = { paymentId: written.pendingPaymentId, email: written.email, ussdBank: written.ussdBank };
        await requestInstructions(ctx, services, ctx.log, request, ctx.now);
      }
      // A wallet payment is settled in the sale's own transaction and never changes: its answer is whole, and
      // nothing more is asked of the database (a busy embedded database could refuse a second call after the sale).
      if (written.output.payment.method === 'WALLET') return written.output;
      // A gateway payment as it stands now (a replay too: the sale's answer, its payment's news).
      const payment = await ctx.transaction((tx) => paymentState(tx, written.output.payment_id));
      return { ...written.output, payment: payment ?? written.output.payment };
    },
  };
}
