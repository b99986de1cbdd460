import type { ActionOutput } from '@/lib/actions/declareAction';
import { PAY_EXCESS } from '@/lib/actions/payExcess';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { formatMoney } from '@/lib/format/money';
import { lagosToday } from '@/lib/validation';
import type { Queryable } from '../../db/types';
import { ActionError, type OwnTransactionsHandler } from '../../engine/actions/contract';
import { lockExcessClaim, recordExcessPaid, whyExcessNotPayable, type ExcessClaim } from '../../payments/excess';
import { requestInstructions } from '../../payments/instructions';
import { customerPayerEmail } from '../../payments/payerEmail';
import { insertPayment, paymentState, type PaymentState } from '../../payments/paymentRecords';
import { PAYMENT_JOBS, reconcileAfterSecondsOf, type PaymentServices } from '../../payments/services';
import { agentSession, loadActiveAgent, type AgentSession } from '../db/agentSession';
import { claimIdempotencyKey, storeAnswer } from '../db/idempotency';
import { postLedgerEntry } from '../db/wallet';
import { readInput } from '../input';

/**
 * `pay_excess`: the customer pays an approved claim's excess (lib/domain/claims.ts), which the claim needs
 * before it can be ready for pickup. Under the claim's row lock, with the request's key:
 * - WALLET (the customer paid the agent in cash): the agent's wallet is debited, the payment SUCCEEDED and
 *   the claim paid (payments/excess.ts) in this one transaction;
 * - CARD (a payment link) or TRANSFER: a PENDING `EXCESS` payment is committed with its reconciliation job,
 *   then the gateway is asked for its instructions (no transaction held meanwhile); it settles as every
 *   payment does (payments/settle.ts: the claim paid once, a second payment given back). A payment of the
 *   excess already waiting for the customer by the same method is answered again instead of a second.
 */

type PayExcessOutput = ActionOutput<typeof PAY_EXCESS>;

/** The agent's claim, locked, that owes its excess now; refused in words otherwise. */
async function claimOwingExcess(tx: Queryable, agent: AgentSession, claimId: string): Promise<ExcessClaim & { customer: { id: string; email: string | null }; partnerCode: string }> {
  const claim = await lockExcessClaim(tx, claimId, agent);
  if (!claim) throw new ActionError('Claim not found', ACTION_ERROR_CODES.notFound, { field: 'claim_id' });
  const problem = whyExcessNotPayable(claim);
  if (problem !== null) throw new ActionError(problem, ACTION_ERROR_CODES.noExcessDue, { field: 'claim_id' });
  const { rows } = await tx.query<{ id: string; email: string | null; code: string }>(
    `SELECT cu.id, cu.email, p.code FROM public.claim c JOIN public.customer cu ON cu.id = c.customer_id JOIN public.partner p ON p.id = c.partner_id WHERE c.id = $1`,
    [claim.id],
  );
  return { ...claim, customer: { id: rows[0].id, email: rows[0].email }, partnerCode: rows[0].code };
}

export function createPayExcess(services: PaymentServices): { ownTransactions: OwnTransactionsHandler } {
  return {
    ownTransactions: async (rawInput, ctx): Promise<PayExcessOutput> => {
      const agent = agentSession(ctx.session);
      const input = readInput(PAY_EXCESS, rawInput, lagosToday(ctx.now));
      const method = input.payment_method;
      const written = await ctx.transaction(async (tx) => {
        const idempotent = { key: input.idempotency_key, action: 'pay_excess', agentId: agent.agentId, request: { claim_id: input.claim_id, payment_method: method } };
        await loadActiveAgent(tx, agent);
        const key = await claimIdempotencyKey(tx, idempotent);
        if (key.kind === 'replay') return { output: key.data as PayExcessOutput, email: null };
        const claim = await claimOwingExcess(tx, agent, input.claim_id);

        if (method === 'WALLET') {
          const wallet = await loadActiveAgent(tx, agent, { lock: true });
          if (wallet.wallet_balance_kobo < claim.excess_kobo) {
            const shortfall = claim.excess_kobo - wallet.wallet_balance_kobo;
            throw new ActionError(
              `Insufficient wallet balance: the excess is ${formatMoney(claim.excess_kobo)} and the wallet holds ${formatMoney(wallet.wallet_balance_kobo)}. Fund the wallet with at least ${formatMoney(shortfall)} or let the customer pay by card or transfer`,
              ACTION_ERROR_CODES.insufficientWalletBalance,
              { shortfall_kobo: shortfall, amount_due_kobo: claim.excess_kobo, wallet_balance_kobo: wallet.wallet_balance_kobo },
            );
          }
          const payment = await insertPayment(
            tx,
            { ...paymentOf(agent, claim, input.idempotency_key), method, status: 'SUCCEEDED', gateway: null },
            ctx.now,
          );
          await postLedgerEntry(tx, {
            partnerId: agent.partnerId,
            agentId: agent.agentId,
            kind: 'EXCESS',
            amountKobo: -claim.excess_kobo,
            description: `Excess on claim ${claim.reference} for ${claim.device_label}`,
            paymentId: payment.id,
          });
          await recordExcessPaid(tx, claim, { id: payment.id, amount_kobo: claim.excess_kobo, method, reference: payment.reference }, ctx.now);
          const output: PayExcessOutput = { claim_id: claim.id, payment: (await paymentState(tx, payment.id)) as PaymentState };
          await storeAnswer(tx, input.idempotency_key, output);
          return { output, email: null };
        }

        const { rows: waiting } = await tx.query<{ id: string }>(
          `SELECT id FROM public.payment WHERE claim_id = $1 AND purpose = 'EXCESS' AND status = 'PENDING' AND method = $2 ORDER BY created_at DESC LIMIT 1`,
          [claim.id, method],
        );
        let paymentId = waiting[0]?.id;
        if (paymentId === undefined) {
          paymentId = (await insertPayment(tx, { ...paymentOf(agent, claim, input.idempotency_key), method, status: 'PENDING', gateway: services.gateway.name }, ctx.now, { claim: claim.reference }))
            .id;
          await services.queue.sendInTransaction(tx, PAYMENT_JOBS.reconcile, { paymentId }, { startAfterSeconds: reconcileAfterSecondsOf(services), singletonKey: paymentId });
        }
        const output: PayExcessOutput = { claim_id: claim.id, payment: (await paymentState(tx, paymentId)) as PaymentState };
        await storeAnswer(tx, input.idempotency_key, output);
        return { output, email: customerPayerEmail(claim.customer, claim.partnerCode) };
      });
      const { payment_id: paymentId, method: paid } = written.output.payment;
      if (paid === 'WALLET') return written.output;
      // A replay's payment has its instructions unless the gateway's answer was lost: the e-mail is read again then.
      const email = written.email ?? (await ctx.transaction((tx) => payerEmailOf(tx, paymentId)));
      await requestInstructions(ctx, services, ctx.log, { paymentId, email }, ctx.now);
      const payment = await ctx.transaction((tx) => paymentState(tx, paymentId));
      return { claim_id: written.output.claim_id, payment: payment as PaymentState };
    },
  };
}

/** What every excess payment of `claim` is: the agent's, for the claim (no order), the excess's amount. */
function paymentOf(agent: AgentSession, claim: ExcessClaim, idempotencyKey: string) {
  return {
    partnerId: agent.partnerId,
    agentId: agent.agentId,
    planOrderId: null,
    purpose: 'EXCESS' as const,
    amountKobo: claim.excess_kobo,
    idempotencyKey,
    claimId: claim.id,
  };
}

/** The payer e-mail of an excess payment's customer. */
async function payerEmailOf(tx: Queryable, paymentId: string): Promise<string> {
  const { rows } = await tx.query<{ id: string; email: string | null; code: string }>(
    `SELECT cu.id, cu.email, p.code FROM public.payment pay
       JOIN public.claim c ON c.id = pay.claim_id JOIN public.customer cu ON cu.id = c.customer_id JOIN public.partner p ON p.id = c.partner_id
      WHERE pay.id = $1`,
    [paymentId],
  );
  return customerPayerEmail(rows[0], rows[0].code);
}
