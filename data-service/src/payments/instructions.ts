import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { TRANSFER_ACCOUNT_MINUTES, USSD_BANKS, type UssdBank } from '@/lib/domain/payments';
import type { Queryable } from '../db/types';
import { ActionError } from '../engine/actions/contract';
import type { Logger } from '../log';
import { DUPLICATE_REFERENCE, GatewayRefusedError, GatewayUnavailableError, type UssdBankCode } from './gateway';
import { gatewayCallInFlight } from './gatewayCallInFlight';
import { lacksInstructions, loadPayment, recordPaymentEvent } from './paymentRecords';
import { paymentCallbackUrl, type PaymentServices } from './services';
import { settlePayment } from './settle';

/**
 * Asking the gateway for what the customer does next (a checkout page, a transfer account, a USSD code)
 * for a payment already written PENDING, with no database transaction open while the gateway is asked
 * (on PGlite an open transaction holds the only connection):
 *
 * 1. a short transaction claims the next attempt under the payment's row lock: the gateway reference is
 *    ours for the first (`PAY-2026-000123`), `-2`, `-3`… after (the gateway refuses a reference twice,
 *    and a call that timed out may or may not have reached it);
 * 2. the gateway is called;
 * 3. a short transaction stores its instructions, if that attempt is still the payment's.
 *
 * The gateway not answering is `payment-gateway-unavailable`: the payment stays PENDING without
 * instructions, and the same request sent again (its idempotency key) comes back here for a new attempt.
 * The gateway refusing (it answered) fails the payment (and its order, unless another attempt stands).
 */

export interface InstructionsRequest {
  paymentId: string;
  /** The payer's e-mail (payerEmail.ts). */
  email: string;
  /** USSD: the customer's bank. */
  ussdBank?: UssdBank | null;
}

interface Transactions {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

export const GATEWAY_UNAVAILABLE_MESSAGE =
  'The payment gateway is not answering right now. Nothing was charged: try again in a few seconds, and the same payment continues';

function ussdCode(bank: UssdBank | null | undefined): UssdBankCode {
  const found = USSD_BANKS.find((candidate) => candidate.value === bank);
  if (!found) throw new ActionError("Choose the customer's bank for the USSD code", ACTION_ERROR_CODES.validationFailed, { field: 'ussd_bank' });
  return found.code;
}

/** Makes sure a pending gateway payment has its instructions; a payment that has them (or is settled) is left alone. */
export async function requestInstructions(db: Transactions, services: PaymentServices, log: Logger, request: InstructionsRequest, now: Date): Promise<void> {
  const claimed = await db.transaction(async (tx) => {
    const payment = await loadPayment(tx, request.paymentId, { lock: true });
    if (!payment || payment.gateway === null || !lacksInstructions(payment)) return undefined;
    // A twin of this request is asking the gateway right now: its answer is the payment's.
    if (await gatewayCallInFlight(tx, 'payment', payment.id, now)) return undefined;
    const attempt = payment.gateway_attempt + 1;
    const reference = attempt === 1 ? payment.reference : `${payment.reference}-${String(attempt)}`;
    await tx.query(
      `UPDATE public.payment SET gateway_attempt = $2, gateway_reference = $3, gateway_call_started_at = $4, updated_at = now() WHERE id = $1`,
      [payment.id, attempt, reference, now.toISOString()],
    );
    return { payment, reference };
  });
  if (!claimed) return;
  const { payment, reference } = claimed;
  const metadata = { payment_id: payment.id, payment_reference: payment.reference, purpose: payment.purpose };
  const common = { reference, amountKobo: payment.amount_kobo, email: request.email, metadata };

  let store: (tx: Queryable) => Promise<void>;
  try {
    if (payment.method === 'CARD') {
      const checkout = await services.gateway.initializeCheckout({
        ...common,
        callbackUrl: paymentCallbackUrl(services.appPublicUrl, payment.id),
        channels: ['card'],
      });
      store = (tx) => storeInstructions(tx, payment.id, reference, { checkout_url: checkout.authorizationUrl, access_code: checkout.accessCode });
    } else if (payment.method === 'TRANSFER') {
      const account = await services.gateway.chargeByTransfer({ ...common, accountExpiresAt: new Date(now.getTime() + TRANSFER_ACCOUNT_MINUTES * 60_000) });
      store = (tx) =>
        storeInstructions(tx, payment.id, reference, {
          transfer_account_number: account.accountNumber,
          transfer_account_name: account.accountName,
          transfer_bank_name: account.bankName,
          transfer_expires_at: account.expiresAt,
        });
    } else if (payment.method === 'USSD') {
      const ussd = await services.gateway.chargeByUssd({ ...common, bank: ussdCode(request.ussdBank) });
      store = (tx) => storeInstructions(tx, payment.id, reference, { ussd_code: ussd.ussdCode });
    } else {
      return;
    }
  } catch (error) {
    await db.transaction((tx) =>
      tx.query(`UPDATE public.payment SET gateway_call_started_at = NULL WHERE id = $1 AND gateway_reference = $2`, [payment.id, reference]),
    );
    // The gateway has this attempt's reference already (a call we thought lost did reach it): like a lost
    // answer, the same request again makes a fresh attempt.
    const duplicate = error instanceof GatewayRefusedError && error.code === DUPLICATE_REFERENCE;
    if (error instanceof GatewayUnavailableError || duplicate) {
      log.warn(`payment ${payment.reference}: the gateway did not answer (${error.message}); a retry makes attempt ${String(payment.gateway_attempt + 2)}`);
      throw new ActionError(GATEWAY_UNAVAILABLE_MESSAGE, ACTION_ERROR_CODES.paymentGatewayUnavailable, { payment_id: payment.id });
    }
    if (error instanceof GatewayRefusedError) {
      log.warn(`payment ${payment.reference}: the gateway refused it (${error.message})`);
      await db.transaction((tx) => settlePayment(tx, services, payment.id, { kind: 'failed', reason: `The gateway refused the payment: ${error.message}` }, 'init'));
      return;
    }
    throw error;
  }
  await db.transaction(store);
}

const INSTRUCTION_COLUMNS = [
  'checkout_url',
  'access_code',
  'transfer_account_number',
  'transfer_account_name',
  'transfer_bank_name',
  'transfer_expires_at',
  'ussd_code',
] as const;
type InstructionColumn = (typeof INSTRUCTION_COLUMNS)[number];

/** Stores an attempt's instructions, unless a later attempt took over meanwhile or the payment settled. */
async function storeInstructions(tx: Queryable, paymentId: string, reference: string, values: Partial<Record<InstructionColumn, string>>): Promise<void> {
  const columns = INSTRUCTION_COLUMNS.filter((column) => values[column] !== undefined);
  const sets = columns.map((column, i) => `${column} = $${String(i + 3)}`).join(', ');
  const { rows } = await tx.query<{ partner_id: string }>(
    `UPDATE public.payment SET ${sets}, gateway_call_started_at = NULL, updated_at = now()
      WHERE id = $1 AND gateway_reference = $2 AND status = 'PENDING' RETURNING partner_id`,
    [paymentId, reference, ...columns.map((column) => values[column])],
  );
  if (rows[0]) {
    await recordPaymentEvent(tx, {
      paymentId,
      partnerId: rows[0].partner_id,
      status: 'PENDING',
      source: 'init',
      detail: { gateway_reference: reference, instructions: columns.includes('checkout_url') ? 'checkout' : columns.includes('ussd_code') ? 'ussd' : 'transfer' },
    });
  }
}
