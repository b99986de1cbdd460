import type { ActionOutput } from '@/lib/actions/declareAction';
import { PAY_INSTALMENT } from '@/lib/actions/payInstalment';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { instalmentDueOn, instalmentsPaid, REINSTATEMENT_DAYS, reinstatableUntil } from '@/lib/domain/instalments';
import { IN_FORCE_ORDER_STATUS, LAPSED_ORDER_STATUS } from '@/lib/domain/orders';
import { formatDate } from '@/lib/format/date';
import { lagosToday } from '@/lib/validation';
import type { Queryable } from '../../db/types';
import { ActionError, type OwnTransactionsHandler } from '../../engine/actions/contract';
import { requestInstructions } from '../../payments/instructions';
import { customerPayerEmail } from '../../payments/payerEmail';
import { insertPayment, paymentState, type PaymentState } from '../../payments/paymentRecords';
import { PAYMENT_JOBS, reconcileAfterSecondsOf, type PaymentServices } from '../../payments/services';
import { agentSession, loadActiveAgent, type AgentSession } from '../db/agentSession';
import { claimIdempotencyKey, storeAnswer } from '../db/idempotency';
import { toNumber } from '../db/values';
import { readInput } from '../input';

/**
 * `pay_instalment`: the customer pays a postpaid order's next instalment that has fallen due, by a payment
 * link (the gateway's checkout page, which the agent sends) or a bank transfer — the way on after the saved
 * card was declined, or for an order with no card saved. A PENDING `INSTALMENT` payment is committed with
 * the request's key and answer, then the gateway is asked for its instructions (payments/instructions.ts,
 * no transaction held meanwhile); it settles as every payment does (payments/settle.ts: the instalment
 * counted on the order, the commission on the ledger, once). A payment of the instalment already waiting
 * for the customer by the same method is answered again instead of a second; one being charged on the
 * saved card right now is refused (the sweep's try: its answer comes in seconds). A lapsed plan's arrears
 * are paid the same way, one instalment at a time, within its reinstatement window (settle.ts puts it back
 * in force once none is overdue).
 */

type PayInstalmentOutput = ActionOutput<typeof PAY_INSTALMENT>;

interface DueInstalment {
  orderReference: string;
  partnerCode: string;
  customer: { id: string; email: string | null };
  number: number;
  amountKobo: number;
}

/** The order's next instalment, due today or before, under the order's row lock; refused in words otherwise. */
async function dueInstalment(tx: Queryable, agent: AgentSession, orderId: string, today: string): Promise<DueInstalment> {
  const { rows } = await tx.query<Record<string, unknown>>(
    `SELECT o.reference, o.status, o.billing, o.starts_on::text AS starts_on, o.lapsed_on::text AS lapsed_on, o.instalments, o.instalment_kobo, o.amount_paid_kobo,
            c.id AS customer_id, c.email, p.code AS partner_code
       FROM public.plan_order o JOIN public.customer c ON c.id = o.customer_id JOIN public.partner p ON p.id = o.partner_id
      WHERE o.id = $1 AND o.agent_id = $2 AND o.partner_id = $3
        FOR NO KEY UPDATE OF o`,
    [orderId, agent.agentId, agent.partnerId],
  );
  const order = rows[0];
  if (!order) throw new ActionError('Order not found', ACTION_ERROR_CODES.notFound, { field: 'order_id' });
  const reference = String(order.reference);
  const refuse = (message: string): never => {
    throw new ActionError(message, ACTION_ERROR_CODES.noInstalmentDue, { field: 'order_id' });
  };
  if (order.billing !== 'POSTPAID') refuse(`Order ${reference} is paid once: it has no instalments`);
  if (order.status === LAPSED_ORDER_STATUS && today > reinstatableUntil(String(order.lapsed_on))) {
    refuse(`Order ${reference} lapsed on ${formatDate(String(order.lapsed_on))}, more than ${REINSTATEMENT_DAYS} days ago: it can no longer be reinstated`);
  }
  if (order.status !== IN_FORCE_ORDER_STATUS && order.status !== LAPSED_ORDER_STATUS) refuse(`Order ${reference} is not in force: no instalment is owed on it`);
  const count = toNumber(order.instalments);
  const amountKobo = toNumber(order.instalment_kobo);
  const number = instalmentsPaid(toNumber(order.amount_paid_kobo), amountKobo, count) + 1;
  if (number > count) refuse(`Every instalment of order ${reference} is paid`);
  const dueOn = instalmentDueOn(String(order.starts_on), number);
  if (dueOn > today) refuse(`Instalment ${number} of order ${reference} is due on ${formatDate(dueOn)}: it can be paid from that day`);
  return { orderReference: reference, partnerCode: String(order.partner_code), customer: { id: String(order.customer_id), email: (order.email as string | null) ?? null }, number, amountKobo };
}

/** A payment of the instalment under way: the saved card's try (refused), or one waiting for the customer by `method` (answered again). */
async function pendingPayment(tx: Queryable, orderId: string, instalment: DueInstalment, method: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string; method: string; charge_attempt: number | null }>(
    `SELECT id, method, charge_attempt FROM public.payment
      WHERE plan_order_id = $1 AND purpose = 'INSTALMENT' AND instalment_number = $2 AND status = 'PENDING'
      ORDER BY created_at DESC`,
    [orderId, instalment.number],
  );
  if (rows.some((row) => row.charge_attempt !== null)) {
    throw new ActionError(
      `The saved card is being charged for instalment ${instalment.number} of order ${instalment.orderReference} right now: look at the order again in a minute`,
      ACTION_ERROR_CODES.instalmentBeingCharged,
      { field: 'order_id' },
    );
  }
  return rows.find((row) => row.method === method)?.id;
}

export function createPayInstalment(services: PaymentServices): { ownTransactions: OwnTransactionsHandler } {
  return {
    ownTransactions: async (rawInput, ctx): Promise<PayInstalmentOutput> => {
      const agent = agentSession(ctx.session);
      const today = lagosToday(ctx.now);
      const input = readInput(PAY_INSTALMENT, rawInput, today);
      const written = await ctx.transaction(async (tx) => {
        const idempotent = { key: input.idempotency_key, action: 'pay_instalment', agentId: agent.agentId, request: { order_id: input.order_id, payment_method: input.payment_method } };
        await loadActiveAgent(tx, agent);
        const key = await claimIdempotencyKey(tx, idempotent);
        if (key.kind === 'replay') {
          const stored = key.data as PayInstalmentOutput;
          return { paymentId: stored.payment.payment_id, number: stored.instalment_number, email: null };
        }
        const instalment = await dueInstalment(tx, agent, input.order_id, today);
        const email = customerPayerEmail(instalment.customer, instalment.partnerCode);
        const waiting = await pendingPayment(tx, input.order_id, instalment, input.payment_method);
        const paymentId =
          waiting ??
          (
            await insertPayment(
              tx,
              {
                partnerId: agent.partnerId,
                agentId: agent.agentId,
                planOrderId: input.order_id,
                purpose: 'INSTALMENT',
                method: input.payment_method,
                status: 'PENDING',
                amountKobo: instalment.amountKobo,
                idempotencyKey: input.idempotency_key,
                gateway: services.gateway.name,
                instalment: { number: instalment.number, chargeAttempt: null },
              },
              ctx.now,
              { instalment_number: instalment.number },
            )
          ).id;
        if (!waiting) {
          await services.queue.sendInTransaction(tx, PAYMENT_JOBS.reconcile, { paymentId }, { startAfterSeconds: reconcileAfterSecondsOf(services), singletonKey: paymentId });
        }
        const output: PayInstalmentOutput = { instalment_number: instalment.number, payment: (await paymentState(tx, paymentId)) as PaymentState };
        await storeAnswer(tx, input.idempotency_key, output);
        return { paymentId, number: instalment.number, email };
      });
      // A replay's payment has its instructions unless the gateway's answer was lost: the e-mail is read again then.
      const email = written.email ?? (await ctx.transaction((tx) => payerEmailOf(tx, written.paymentId)));
      await requestInstructions(ctx, services, ctx.log, { paymentId: written.paymentId, email }, ctx.now);
      const payment = await ctx.transaction((tx) => paymentState(tx, written.paymentId));
      return { instalment_number: written.number, payment: payment as PaymentState };
    },
  };
}

/** The payer e-mail of an instalment payment's customer. */
async function payerEmailOf(tx: Queryable, paymentId: string): Promise<string> {
  const { rows } = await tx.query<{ id: string; email: string | null; code: string }>(
    `SELECT c.id, c.email, p.code FROM public.payment pay
       JOIN public.plan_order o ON o.id = pay.plan_order_id JOIN public.customer c ON c.id = o.customer_id JOIN public.partner p ON p.id = o.partner_id
      WHERE pay.id = $1`,
    [paymentId],
  );
  return customerPayerEmail(rows[0], rows[0].code);
}
