import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../src/db/types';
import {
  GatewayRefusedError,
  GatewayUnavailableError,
  type Checkout,
  type DedicatedAccount,
  type GatewayEvent,
  type GatewayRefund,
  type GatewayTransaction,
  type GatewayTransactionStatus,
  type PaymentGateway,
  type SavedAuthorization,
  type TransferInstructions,
  type UssdInstructions,
} from '../../src/payments/gateway';
import type { SendOptions } from '../../src/jobs/queue';
import type { PaymentServices } from '../../src/payments/services';

/**
 * Test doubles for the payment flows' unit tests (payments.test.ts), written against `payments/gateway.ts`
 * and `jobs/queue.ts`. Written while the Paystack stand-in and the pg-boss queue were being built; kept
 * beside them for what the stand-in cannot be told exactly (a timeout before or after the gateway took a
 * call, a payment of another amount or currency, events in a chosen order), while
 * payments-stand-in.test.ts runs the flows with the real adapter, the stand-in and the real queue. They
 * model only what the flows rely on:
 *
 * - the gateway keeps transactions by reference and refuses a reference twice (as Paystack does), can be
 *   told to time out on the next call (before or after it took the call: `nextCall`) or to hold it until
 *   the test lets it go (a slow gateway: `holdNextCall`), answers verify,
 *   takes payments (`pay`, `fail`) and signs webhooks with HMAC-SHA512 of the raw body (`webhook`);
 * - the queue records what was sent (it does not roll back with the transaction: tests send nothing they
 *   then roll back), and a test runs the jobs' work itself.
 */

export const TEST_WEBHOOK_SECRET = 'sk_test_double_secret';

interface Held {
  reference: string;
  amountKobo: number;
  email: string;
  status: GatewayTransactionStatus;
  channel: string;
  metadata: Record<string, string>;
  id: string;
  paidAt: string | null;
  gatewayResponse: string;
  authorization: SavedAuthorization | null;
}

export type NextCall = 'ok' | 'timeout-before' | 'timeout-after' | 'refuse';

export class GatewayDouble implements PaymentGateway {
  readonly name = 'paystack';
  readonly transactions = new Map<string, Held>();
  readonly customers = new Map<string, { customerCode: string; email: string }>();
  readonly refunds: GatewayRefund[] = [];
  /** Whose each refund is (`ourRefundId` by the gateway's refund id), as Paystack keeps it in the note. */
  readonly refundOwners = new Map<string, string>();
  readonly calls: string[] = [];
  /** What the next call does: answer, time out before taking it, take it and time out, or refuse. */
  nextCall: NextCall = 'ok';
  /** `now`: assignDedicatedAccount answers the account; `later`: null (the webhook brings it). */
  accountAssignment: 'now' | 'later' = 'now';
  private counter = 0;
  private held: { reached: () => void; released: Promise<void> } | null = null;

  /**
   * A slow gateway: the next call is counted when it comes in (`reached`) and taken only when the test calls
   * `release` (then as `nextCall` says).
   */
  holdNextCall(): { reached: Promise<void>; release: () => void } {
    let release = () => {};
    let reached = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const came = new Promise<void>((resolve) => (reached = resolve));
    this.held = { reached, released };
    return { reached: came, release };
  }

  private async take<T>(what: string, work: () => T): Promise<T> {
    this.calls.push(what);
    const mode = this.nextCall;
    this.nextCall = 'ok';
    const held = this.held;
    this.held = null;
    if (held) {
      held.reached();
      await held.released;
    }
    if (mode === 'timeout-before') throw new GatewayUnavailableError(`${what}: timed out`);
    if (mode === 'refuse') throw new GatewayRefusedError(`${what}: refused`, 400);
    const result = work();
    if (mode === 'timeout-after') throw new GatewayUnavailableError(`${what}: timed out after the gateway took it`);
    return result;
  }

  private open(reference: string, amountKobo: number, email: string, channel: string, metadata: Readonly<Record<string, string>>): void {
    if (this.transactions.has(reference)) throw new GatewayRefusedError('Duplicate Transaction Reference', 400);
    this.counter += 1;
    this.transactions.set(reference, {
      reference,
      amountKobo,
      email,
      status: 'abandoned',
      channel,
      metadata: { ...metadata },
      id: String(4_000_000_000 + this.counter),
      paidAt: null,
      gatewayResponse: 'The transaction was not completed',
      authorization: null,
    });
  }

  async initializeCheckout(request: Parameters<PaymentGateway['initializeCheckout']>[0]): Promise<Checkout> {
    return this.take('initializeCheckout', () => {
      this.open(request.reference, request.amountKobo, request.email, 'card', request.metadata);
      const accessCode = `ac_${request.reference.toLowerCase()}`;
      return { authorizationUrl: `https://checkout.double.test/${accessCode}`, accessCode, reference: request.reference };
    });
  }

  async chargeByTransfer(request: Parameters<PaymentGateway['chargeByTransfer']>[0]): Promise<TransferInstructions> {
    return this.take('chargeByTransfer', () => {
      this.open(request.reference, request.amountKobo, request.email, 'bank_transfer', request.metadata);
      this.transactions.get(request.reference)!.status = 'pending';
      return {
        reference: request.reference,
        accountNumber: String(9_900_000_000 + this.counter),
        accountName: 'PAYSTACK-TITAN CHECKOUT',
        bankName: 'Paystack-Titan',
        amountKobo: request.amountKobo,
        expiresAt: request.accountExpiresAt.toISOString(),
        displayText: 'Transfer the exact amount',
      };
    });
  }

  async chargeByUssd(request: Parameters<PaymentGateway['chargeByUssd']>[0]): Promise<UssdInstructions> {
    return this.take('chargeByUssd', () => {
      this.open(request.reference, request.amountKobo, request.email, 'ussd', request.metadata);
      this.transactions.get(request.reference)!.status = 'pay_offline';
      return { reference: request.reference, ussdCode: `*${request.bank}*000*${String(this.counter).padStart(4, '0')}#`, displayText: 'Dial the code' };
    });
  }

  async verify(reference: string): Promise<GatewayTransaction | null> {
    return this.take('verify', () => {
      const held = this.transactions.get(reference);
      return held ? this.asTransaction(held) : null;
    });
  }

  async chargeAuthorization(): Promise<GatewayTransaction> {
    throw new GatewayRefusedError('not in the double', 400);
  }

  async createCustomer(request: Parameters<PaymentGateway['createCustomer']>[0]): Promise<{ customerCode: string }> {
    return this.take('createCustomer', () => {
      const known = this.customers.get(request.email);
      if (known) return { customerCode: known.customerCode };
      const customerCode = `CUS_${String(this.customers.size + 1).padStart(6, '0')}`;
      this.customers.set(request.email, { customerCode, email: request.email });
      return { customerCode };
    });
  }

  async assignDedicatedAccount(customerCode: string): Promise<DedicatedAccount | null> {
    return this.take('assignDedicatedAccount', () => (this.accountAssignment === 'now' ? this.dedicatedAccount(customerCode) : null));
  }

  /** The account the gateway gives a customer (the same each time). */
  dedicatedAccount(customerCode: string): DedicatedAccount {
    const digits = customerCode.replace(/\D/g, '').padStart(6, '0');
    return { id: `dva_${digits}`, accountNumber: `8800${digits}`, accountName: 'DEVICECOVER/TEST AGENT', bankName: 'Wema Bank', customerCode };
  }

  async refund(request: Parameters<PaymentGateway['refund']>[0]): Promise<GatewayRefund> {
    return this.take('refund', () => {
      const held = this.transactions.get(request.transactionReference);
      if (!held || held.status !== 'success') throw new GatewayRefusedError('Transaction not found or not paid', 400);
      const refund: GatewayRefund = {
        id: `rf_${String(this.refunds.length + 1)}`,
        transactionReference: request.transactionReference,
        amountKobo: request.amountKobo ?? held.amountKobo,
        status: 'pending',
      };
      this.refunds.push(refund);
      this.refundOwners.set(refund.id, request.ourRefundId);
      return refund;
    });
  }

  async findRefund(lookup: Parameters<PaymentGateway['findRefund']>[0]): Promise<GatewayRefund | null> {
    return this.take('findRefund', () => {
      const found = this.refunds.find((refund) => refund.transactionReference === lookup.transactionReference && this.refundOwners.get(refund.id) === lookup.ourRefundId);
      return found ? { ...found } : null;
    });
  }

  /** The customer pays: the transaction succeeds at the gateway (amount and currency as given, else as asked). */
  pay(reference: string, options: { amountKobo?: number; currency?: string; channel?: string; authorization?: SavedAuthorization | null } = {}): GatewayTransaction {
    const held = this.transactions.get(reference);
    if (!held) throw new Error(`the double has no transaction ${reference}`);
    Object.assign(held, {
      status: 'success',
      paidAt: new Date().toISOString(),
      gatewayResponse: 'Approved',
      channel: options.channel ?? held.channel,
      authorization: options.authorization === undefined ? (held.channel === 'card' ? TEST_AUTHORIZATION : null) : options.authorization,
    });
    const transaction = this.asTransaction(held);
    return { ...transaction, amountKobo: options.amountKobo ?? transaction.amountKobo, currency: options.currency ?? transaction.currency };
  }

  fail(reference: string, gatewayResponse = 'Declined'): GatewayTransaction {
    const held = this.transactions.get(reference);
    if (!held) throw new Error(`the double has no transaction ${reference}`);
    Object.assign(held, { status: 'failed', gatewayResponse });
    return this.asTransaction(held);
  }

  /** A transfer into an agent's dedicated account, as the gateway reports it (no transaction of ours). */
  transferIn(account: DedicatedAccount, amountKobo: number): GatewayTransaction {
    this.counter += 1;
    return {
      id: String(5_000_000_000 + this.counter),
      reference: `T${String(100_000 + this.counter)}`,
      status: 'success',
      amountKobo,
      currency: 'NGN',
      channel: 'dedicated_nuban',
      paidAt: new Date().toISOString(),
      gatewayResponse: 'Approved',
      authorization: null,
      customerCode: account.customerCode,
      receiverAccountNumber: account.accountNumber,
      metadata: {},
    };
  }

  private asTransaction(held: Held): GatewayTransaction {
    return {
      id: held.id,
      reference: held.reference,
      status: held.status,
      amountKobo: held.amountKobo,
      currency: 'NGN',
      channel: held.channel,
      paidAt: held.paidAt,
      gatewayResponse: held.gatewayResponse,
      authorization: held.authorization,
      customerCode: null,
      receiverAccountNumber: null,
      metadata: held.metadata,
    };
  }

  /** A webhook as the gateway would send it: the raw body and its signature (HMAC-SHA512, hex). */
  webhook(event: GatewayEvent, secret = TEST_WEBHOOK_SECRET): { raw: Buffer; signature: string } {
    const raw = Buffer.from(JSON.stringify({ event: event.kind, double: event }));
    return { raw, signature: createHmac('sha512', secret).update(raw).digest('hex') };
  }

  readWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent | null {
    if (signature === undefined) return null;
    const expected = createHmac('sha512', TEST_WEBHOOK_SECRET).update(rawBody).digest();
    const given = Buffer.from(signature, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return (JSON.parse(rawBody.toString('utf8')) as { double: GatewayEvent }).double;
  }
}

/** Paystack's documented test card's authorization (its shape; the code is made up). */
export const TEST_AUTHORIZATION: SavedAuthorization = {
  authorizationCode: 'AUTH_double0001',
  last4: '4081',
  cardType: 'visa',
  bank: 'TEST BANK',
  reusable: true,
  signature: 'SIG_double0001',
};

export interface SentJob {
  name: string;
  data: Record<string, unknown>;
  options: SendOptions | undefined;
}

/** Records the jobs sent; the test runs their work. */
export class QueueDouble {
  readonly sent: SentJob[] = [];
  async sendInTransaction(_tx: Queryable, name: string, data: object, options?: SendOptions): Promise<void> {
    this.sent.push({ name, data: data as Record<string, unknown>, options });
  }
  named(name: string): SentJob[] {
    return this.sent.filter((job) => job.name === name);
  }
}

export function paymentDoubles(): { gateway: GatewayDouble; queue: QueueDouble; services: PaymentServices } {
  const gateway = new GatewayDouble();
  const queue = new QueueDouble();
  return { gateway, queue, services: { gateway, queue, appPublicUrl: 'https://agents.example.test' } };
}
