import { CONFIRM_PAYMENT } from '@/lib/actions/confirmPayment';
import type { ActionOutput } from '@/lib/actions/declareAction';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { lagosToday } from '@/lib/validation';
import { agentSession } from '../db/agentSession';
import { readInput } from '../input';
import { ActionError, type OwnTransactionsHandler } from '../../engine/actions/contract';
import { GatewayUnavailableError } from '../../payments/gateway';
import { loadPayment, paymentState, type PaymentState } from '../../payments/paymentRecords';
import type { PaymentServices } from '../../payments/services';
import { outcomeOfVerify, settlePayment } from '../../payments/settle';

/**
 * `confirm_payment`: the browser back from checkout, or "Check again". One of the agent's gateway payments
 * not paid yet is verified at the gateway (no transaction held meanwhile) and settled as a webhook would
 * settle it (payments/settle.ts); a paid one is answered as it stands.
 */
export function createConfirmPayment(services: PaymentServices): { ownTransactions: OwnTransactionsHandler } {
  return {
    ownTransactions: async (rawInput, ctx): Promise<ActionOutput<typeof CONFIRM_PAYMENT>> => {
      const agent = agentSession(ctx.session);
      const input = readInput(CONFIRM_PAYMENT, rawInput, lagosToday(ctx.now));
      const found = await ctx.transaction(async (tx) => {
        const state = await paymentState(tx, input.payment_id, agent);
        return state && { state, payment: await loadPayment(tx, input.payment_id) };
      });
      if (!found) throw new ActionError('Payment not found', ACTION_ERROR_CODES.notFound, { field: 'payment_id' });
      const { payment } = found;
      // A failed or abandoned one is asked about too: money beats a failure (a second card on the same
      // checkout page, a customer who paid after reconciliation gave up), and its webhook may be lost.
      const settled = payment?.status === 'SUCCEEDED' || payment?.status === 'REFUNDED';
      if (!payment || settled || payment.gateway === null || payment.gateway_reference === null) return found.state;

      let transaction;
      try {
        transaction = await services.gateway.verify(payment.gateway_reference);
      } catch (error) {
        if (error instanceof GatewayUnavailableError) {
          throw new ActionError('The payment gateway is not answering right now: check again in a few seconds', ACTION_ERROR_CODES.paymentGatewayUnavailable, {
            payment_id: payment.id,
          });
        }
        throw error;
      }
      const outcome = outcomeOfVerify(payment, transaction, ctx.now);
      return ctx.transaction(async (tx) => {
        if (outcome) await settlePayment(tx, services, payment.id, outcome, 'verify');
        return (await paymentState(tx, payment.id, agent)) as PaymentState;
      });
    },
  };
}
