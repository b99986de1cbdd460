import type { Queryable } from '../db/types';
import { nextReference } from '../actions/db/references';
import type { DedicatedAccount, GatewayTransaction } from './gateway';
import { recordPaymentEvent } from './paymentRecords';
import { lockAgent, OUR_CURRENCY, postFunding } from './settle';

/**
 * An agent's own bank account at the gateway (a dedicated virtual account, `wallet_account`): any transfer
 * to it funds the wallet, once per gateway transaction.
 */

export type WalletAccountRow = {
  id: string;
  partner_id: string;
  agent_id: string;
  customer_code: string | null;
  account_number: string | null;
  account_name: string | null;
  bank_name: string | null;
  status: 'PENDING' | 'ASSIGNED' | 'FAILED';
};

export async function loadWalletAccount(tx: Queryable, agentId: string, options: { lock?: boolean } = {}): Promise<WalletAccountRow | undefined> {
  const { rows } = await tx.query<WalletAccountRow>(
    `SELECT id, partner_id, agent_id, customer_code, account_number, account_name, bank_name, status
       FROM public.wallet_account WHERE agent_id = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [agentId],
  );
  return rows[0];
}

/** The account as assigned (at once, or by the `dedicatedaccount.assign.success` webhook); a second word changes nothing. */
export async function assignWalletAccount(tx: Queryable, account: DedicatedAccount): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE public.wallet_account
        SET status = 'ASSIGNED', account_number = $2, account_name = $3, bank_name = $4, failure_reason = NULL, updated_at = now()
      WHERE customer_code = $1 AND (status <> 'ASSIGNED' OR account_number IS DISTINCT FROM $2)
      RETURNING id`,
    [account.customerCode, account.accountNumber, account.accountName, account.bankName],
  );
  return rows.length > 0;
}

export async function walletAccountFailed(tx: Queryable, customerCode: string, reason: string): Promise<void> {
  await tx.query(`UPDATE public.wallet_account SET status = 'FAILED', failure_reason = $2, updated_at = now() WHERE customer_code = $1 AND status = 'PENDING'`, [
    customerCode,
    reason,
  ]);
}

/**
 * A `charge.success` into an agent's account: a WALLET_FUNDING / TRANSFER payment, SUCCEEDED, written from
 * the event (unique on the gateway's transaction id, so the same transfer reported twice is credited once)
 * and the FUNDING line with the gateway's reference. `false` when no account of ours received it.
 */
export async function creditAccountTransfer(tx: Queryable, gateway: string, transaction: GatewayTransaction, now: Date): Promise<'credited' | 'unchanged' | 'no-account'> {
  const { rows: accounts } = await tx.query<{ agent_id: string; partner_id: string }>(
    `SELECT agent_id, partner_id FROM public.wallet_account
      WHERE ($1::text IS NOT NULL AND account_number = $1) OR ($2::text IS NOT NULL AND customer_code = $2)
      ORDER BY (account_number = $1) DESC NULLS LAST LIMIT 1`,
    [transaction.receiverAccountNumber, transaction.customerCode],
  );
  const account = accounts[0];
  if (!account) return 'no-account';
  if (transaction.currency !== OUR_CURRENCY || transaction.amountKobo <= 0) return 'unchanged';
  // The agent first (as every wallet change), then the payment row that makes the credit happen once.
  await lockAgent(tx, account.agent_id);
  const reference = await nextReference(tx, 'PAY', now);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO public.payment
       (partner_id, agent_id, purpose, method, status, amount_kobo, reference, gateway, gateway_reference, gateway_transaction_id, channel, paid_at)
     VALUES ($1, $2, 'WALLET_FUNDING', 'TRANSFER', 'SUCCEEDED', $3, $4, $9, $5, $6, $7, COALESCE($8::timestamptz, now()))
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [account.partner_id, account.agent_id, transaction.amountKobo, reference, transaction.reference, transaction.id, transaction.channel, transaction.paidAt, gateway],
  );
  const payment = rows[0];
  if (!payment) return 'unchanged';
  await recordPaymentEvent(tx, {
    paymentId: payment.id,
    partnerId: account.partner_id,
    status: 'SUCCEEDED',
    source: 'webhook',
    detail: { gateway_reference: transaction.reference, gateway_transaction_id: transaction.id, channel: transaction.channel, amount_kobo: transaction.amountKobo },
  });
  await postFunding(tx, { partnerId: account.partner_id, agentId: account.agent_id, amountKobo: transaction.amountKobo, paymentId: payment.id }, transaction);
  return 'credited';
}
