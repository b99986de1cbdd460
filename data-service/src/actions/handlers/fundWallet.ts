import { randomUUID } from 'node:crypto';
import type { ActionOutput } from '@/lib/actions/declareAction';
import { FUND_WALLET } from '@/lib/actions/fundWallet';
import { lagosToday } from '@/lib/validation';
import { agentSession, loadActiveAgent } from '../db/agentSession';
import { cardFingerprint } from '../db/cardInput';
import { claimIdempotencyKey, failAndRemember, storeAnswer } from '../db/idempotency';
import { insertPayment } from '../db/payments';
import { postLedgerEntry } from '../db/wallet';
import { readInput } from '../input';
import { cardLast4, sandboxCharge } from '../rules/card';
import { ActionError, type ActionHandler } from '../../engine/actions/contract';

/**
 * `fund_wallet`: the agent tops up the wallet by card (sandbox gateway); one FUNDING ledger line. One
 * top-up is ₦1,000 to ₦1,000,000: the limits and their message are lib/validation's, checked as its declaration
 * says (`FUND_WALLET`).
 */

export const fundWallet: ActionHandler = async (rawInput, ctx) => {
  const agent = agentSession(ctx.session);
  const input = readInput(FUND_WALLET, rawInput, lagosToday(ctx.now));
  const { amount_kobo: amount, card } = input;

  const idempotent = {
    key: input.idempotency_key,
    action: 'fund_wallet',
    agentId: agent.agentId,
    request: { amount_kobo: amount, card: cardFingerprint(card) },
  };
  await loadActiveAgent(ctx.tx, agent);
  const key = await claimIdempotencyKey(ctx.tx, idempotent);
  if (key.kind === 'replay') return key.data;

  await loadActiveAgent(ctx.tx, agent, { lock: true });
  const payment = {
    partnerId: agent.partnerId,
    agentId: agent.agentId,
    planOrderId: null,
    purpose: 'WALLET_FUNDING' as const,
    method: 'CARD' as const,
    amountKobo: amount,
    cardLast4: cardLast4(card),
  };
  const outcome = sandboxCharge(card, 'WALLET_FUNDING');
  if (outcome.status !== 'SUCCEEDED') {
    const error = new ActionError(outcome.message, outcome.code);
    failAndRemember(ctx, idempotent, error, async (tx) => {
      await insertPayment(tx, { ...payment, status: outcome.status, failureReason: outcome.failureReason, idempotencyKey: randomUUID() }, ctx.now);
    });
  }

  const paid = await insertPayment(ctx.tx, { ...payment, status: 'SUCCEEDED', failureReason: null, idempotencyKey: input.idempotency_key }, ctx.now);
  const entry = await postLedgerEntry(ctx.tx, {
    partnerId: agent.partnerId,
    agentId: agent.agentId,
    kind: 'FUNDING',
    amountKobo: amount,
    description: `Wallet funded by card •••• ${payment.cardLast4}`,
    paymentId: paid.id,
  });
  const output: ActionOutput<typeof FUND_WALLET> = {
    payment_id: paid.id,
    reference: paid.reference,
    amount_kobo: amount,
    wallet_balance_kobo: entry.balanceAfterKobo,
    wallet_transaction_id: entry.id,
  };
  await storeAnswer(ctx.tx, input.idempotency_key, output);
  return output;
};
