import type { ActionOutput } from '@/lib/actions/declareAction';
import { FUND_WALLET } from '@/lib/actions/fundWallet';
import { RECONCILE_AFTER_MINUTES } from '@/lib/domain/payments';
import { lagosToday } from '@/lib/validation';
import { agentSession, loadActiveAgent } from '../db/agentSession';
import { claimIdempotencyKey, storeAnswer } from '../db/idempotency';
import { readInput } from '../input';
import type { OwnTransactionsHandler } from '../../engine/actions/contract';
import { requestInstructions } from '../../payments/instructions';
import { agentPayerEmail } from '../../payments/payerEmail';
import { insertPayment, paymentState, type PaymentState } from '../../payments/paymentRecords';
import { PAYMENT_JOBS, type PaymentServices } from '../../payments/services';

/**
 * `fund_wallet`: the agent tops up the wallet by card on the gateway's checkout page. A PENDING card
 * payment is committed with the request's key and answer, then the gateway is asked for the checkout page
 * (payments/instructions.ts, no transaction held meanwhile); the wallet is credited once, when the payment
 * settles (payments/settle.ts: one FUNDING line with the gateway's reference). ₦1,000 to ₦1,000,000 per
 * top-up: the limits and their message are lib/validation's, checked as its declaration says.
 */

type FundWalletOutput = ActionOutput<typeof FUND_WALLET>;

/** The payment a stored answer names: `payment.payment_id`, or `payment_id` in answers stored before issue 30. */
function storedPaymentId(stored: unknown): string {
  const answer = stored as { payment?: { payment_id?: string }; payment_id?: string };
  return String(answer.payment?.payment_id ?? answer.payment_id);
}

export function createFundWallet(services: PaymentServices): { ownTransactions: OwnTransactionsHandler } {
  return {
    ownTransactions: async (rawInput, ctx): Promise<FundWalletOutput> => {
      const agent = agentSession(ctx.session);
      const input = readInput(FUND_WALLET, rawInput, lagosToday(ctx.now));
      const written = await ctx.transaction(async (tx) => {
        const idempotent = {
          key: input.idempotency_key,
          action: 'fund_wallet',
          agentId: agent.agentId,
          // `card: null` keeps the fingerprint's old shape (the sandbox's card is gone).
          request: { amount_kobo: input.amount_kobo, card: null },
        };
        await loadActiveAgent(tx, agent);
        const { rows } = await tx.query<{ id: string; email: string | null; code: string }>(
          `SELECT a.id, a.email, p.code FROM public.agent a JOIN public.partner p ON p.id = a.partner_id WHERE a.id = $1`,
          [agent.agentId],
        );
        const email = agentPayerEmail(rows[0], rows[0].code);
        const key = await claimIdempotencyKey(tx, idempotent);
        if (key.kind === 'replay') return { paymentId: storedPaymentId(key.data), email };

        const payment = await insertPayment(
          tx,
          {
            partnerId: agent.partnerId,
            agentId: agent.agentId,
            planOrderId: null,
            purpose: 'WALLET_FUNDING',
            method: 'CARD',
            status: 'PENDING',
            amountKobo: input.amount_kobo,
            idempotencyKey: input.idempotency_key,
            gateway: services.gateway.name,
          },
          ctx.now,
        );
        await services.queue.sendInTransaction(tx, PAYMENT_JOBS.reconcile, { paymentId: payment.id }, { startAfterSeconds: RECONCILE_AFTER_MINUTES * 60, singletonKey: payment.id });
        const output: FundWalletOutput = { payment: (await paymentState(tx, payment.id)) as PaymentState };
        await storeAnswer(tx, input.idempotency_key, output);
        return { paymentId: payment.id, email };
      });
      await requestInstructions(ctx, services, ctx.log, { paymentId: written.paymentId, email: written.email }, ctx.now);
      const payment = await ctx.transaction((tx) => paymentState(tx, written.paymentId));
      return { payment: payment as PaymentState };
    },
  };
}
