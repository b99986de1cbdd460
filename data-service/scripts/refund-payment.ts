// `npm run payment:refund -- <payment id> --reason "text" [--amount <naira>]`: stands in for the back office's
// refund button until it has one (issue 32). Refunds all of a paid gateway payment, or part of it, through
// the gateway's refund API (the `refund_payment` action), and prints the refund's id and status; the
// gateway's refund webhook later ends it PROCESSED or FAILED. The same command run again asks for the same
// refund (its idempotency key is made from the payment, the amount and the reason), so it never refunds twice.
//
// A client of the running data service, as a back office would be (./backOfficeClient.ts).
import { createHash } from 'node:crypto';
import { formatMoney } from '@/lib/format/money';
import { isUuid } from '@/lib/validation/uuid';
import { nairaToKobo } from '@/lib/validation/money';
import type { ServiceClientConfig } from '../src/config';
import { backOfficeClientConfig, BackOfficeScriptError, callAsBackOffice, runWhenStarted } from './backOfficeClient';

export class RefundPaymentError extends BackOfficeScriptError {
  constructor(message: string) {
    super(message, 'RefundPaymentError');
  }
}

export interface RefundPaymentArguments {
  paymentId: string;
  /** Part of the payment, in kobo; all that is left when absent. */
  amountKobo: number | undefined;
  reason: string;
}

export interface RequestedRefund {
  refund_id: string;
  payment_id: string;
  amount_kobo: number;
  status: string;
}

const USAGE = [
  'usage: npm run payment:refund -- <payment id> --reason "text" [--amount <naira>]',
  '  e.g. npm run payment:refund -- 0b6c…e1 --reason "Customer cancelled within the cooling-off period" --amount 2500',
].join('\n');

export function parseArguments(args: readonly string[]): RefundPaymentArguments {
  const positional: string[] = [];
  let reason: string | undefined;
  let amount: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const value = args[i + 1];
    if (args[i] === '--reason' || args[i] === '--amount') {
      if (value === undefined) throw new RefundPaymentError(`${args[i]} needs a value\n${USAGE}`);
      if (args[i] === '--reason') reason = value;
      else amount = value;
      i += 1;
    } else if (args[i] === '--help' || args[i] === '-h') throw new RefundPaymentError(USAGE);
    else positional.push(args[i]);
  }
  if (positional.length !== 1 || reason === undefined) throw new RefundPaymentError(USAGE);
  const paymentId = positional[0].toLowerCase();
  if (!isUuid(paymentId)) throw new RefundPaymentError(`${positional[0]} is not a payment id (a uuid)`);
  let amountKobo: number | undefined;
  if (amount !== undefined) {
    const kobo = nairaToKobo(amount);
    if (kobo === undefined || kobo <= 0) throw new RefundPaymentError(`--amount ${amount} is not an amount of naira above 0`);
    amountKobo = kobo;
  }
  return { paymentId, amountKobo, reason };
}

/** The same refund asked twice is one refund: its key is made from what it is. */
export function refundKey(args: RefundPaymentArguments): string {
  const hex = createHash('sha256').update(JSON.stringify([args.paymentId, args.amountKobo ?? null, args.reason])).digest('hex');
  // A version-5-shaped uuid (RFC 9562 layout) of the hash.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const REFUND_PAYMENT = `mutation RefundPayment($key: uuid!, $payment: uuid!, $amount: bigint, $reason: String!) {
  refund_payment(idempotency_key: $key, payment_id: $payment, amount_kobo: $amount, reason: $reason) { refund_id payment_id amount_kobo status }
}`;

export function requestRefund(config: ServiceClientConfig, args: RefundPaymentArguments, now: Date = new Date()): Promise<RequestedRefund> {
  const variables = { key: refundKey(args), payment: args.paymentId, amount: args.amountKobo ?? null, reason: args.reason };
  return callAsBackOffice<RequestedRefund>(config, { query: REFUND_PAYMENT, variables, field: 'refund_payment' }, (message) => new RefundPaymentError(message), now);
}

/** The whole command: arguments and environment in, the line to print out; RefundPaymentError for anything refused. */
export async function refundPaymentCommand(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): Promise<string> {
  const args = parseArguments(argv);
  const config = backOfficeClientConfig(env, (message) => new RefundPaymentError(message));
  const refund = await requestRefund(config, args);
  return `refund ${refund.refund_id} of ${formatMoney(refund.amount_kobo)} on payment ${refund.payment_id}: ${refund.status}`;
}

runWhenStarted(import.meta.url, refundPaymentCommand);
