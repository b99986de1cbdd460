import { refundEventData, transactionData, dedicatedAccountData } from './shapes';
import type { StandInRefund, StandInStore, StandInTransaction } from './store';
import { CARD_OUTCOMES, PAYSTACK_SUCCESS_TEST_CARD, type CardOutcome } from './testCards';
import type { WebhookSender, WebhookSwitches } from './webhookSender';

/** The switches a test or a demo sets at `/__standin/switches`. */
export interface StandInSwitches extends WebhookSwitches {
  /** Every Paystack API answer waits this long (ms). */
  slowMs: number;
  /** The next this-many Paystack API calls answer 503 (Paystack down). */
  failNext: number;
  /** The next this-many Paystack API calls are carried out, then the connection is cut before the answer (a timeout after Paystack acted). */
  loseNextAnswer: number;
  /** What charge_authorization's bank answers. */
  chargeAuthorizationOutcome: 'success' | 'declined' | 'insufficient_funds';
}

export function defaultSwitches(): StandInSwitches {
  return {
    slowMs: 0,
    failNext: 0,
    loseNextAnswer: 0,
    dropWebhooks: false,
    duplicateWebhooks: false,
    reorderWebhooks: false,
    chargeAuthorizationOutcome: 'success',
  };
}

export class StandInError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * What happens at "the bank" and at "the customer's phone", for the checkout page, the control API and the
 * dashboard alike: money arrives, a charge settles, a refund ends. Each sends the webhook Paystack would.
 */
export class StandInActions {
  constructor(
    private readonly store: StandInStore,
    private readonly webhooks: WebhookSender,
  ) {}

  chargeSucceeded(transaction: StandInTransaction): void {
    this.webhooks.emit('charge.success', transactionData(this.store, transaction));
  }

  /**
   * Money transferred into an account: a per-payment transfer account pays its transaction (the exact
   * amount; another amount is rejected as Paystack's `bank.transfer.rejected` shows); a dedicated account
   * creates a new transaction of channel `dedicated_nuban` for its customer, any amount.
   */
  transferInto(accountNumber: string, amount: number, senderName = 'STAND-IN SENDER'): StandInTransaction | { rejected: string } {
    const transaction = this.store.transactionByTransferAccount(accountNumber);
    if (transaction) {
      const account = transaction.transferAccount!;
      if (transaction.status === 'success') throw new StandInError(409, 'This transaction is already paid');
      if (Date.parse(account.expiresAt) < Date.now()) throw new StandInError(409, 'This transfer account has expired');
      if (amount !== transaction.amount) {
        const customer = this.store.customers.get(transaction.customerCode);
        this.webhooks.emit('bank.transfer.rejected', {
          bank_transfer: { amount: String(amount), message: 'incorrect amount sent', message_type: 'INCORRECT_AMOUNT', transaction_id: String(transaction.id) },
          customer: customer ? { email: customer.email, customer_code: customer.code, id: customer.id, domain: 'test' } : null,
        });
        return { rejected: 'incorrect amount sent' };
      }
      this.store.markPaid(transaction, 'bank_transfer', this.store.transferAuthorization('bank_transfer', transaction.customerCode, senderName));
      this.chargeSucceeded(transaction);
      return transaction;
    }
    const dedicated = this.store.dedicatedAccounts.get(accountNumber);
    if (!dedicated) throw new StandInError(404, `No account ${accountNumber} at the stand-in`);
    const customer = this.store.customers.get(dedicated.customerCode)!;
    const payment = this.store.createTransaction({
      reference: `${this.store.newReference()}_dva`,
      amount,
      email: customer.email,
      status: 'success',
      channel: 'dedicated_nuban',
      metadata: { receiver_account_number: dedicated.accountNumber, receiver_bank: dedicated.bank.name },
    });
    this.store.markPaid(payment, 'dedicated_nuban', this.store.transferAuthorization('dedicated_nuban', customer.code, senderName, dedicated));
    this.chargeSucceeded(payment);
    return payment;
  }

  /** A charge left under way (USSD waiting for the phone, a card whose bank did not answer) settles. */
  settle(reference: string, outcome: CardOutcome): StandInTransaction {
    const transaction = this.store.transactions.get(reference);
    if (!transaction) throw new StandInError(404, `No transaction ${reference}`);
    if (transaction.status === 'success') throw new StandInError(409, 'This transaction is already paid');
    if (outcome === 'timeout') throw new StandInError(400, 'Settle with success, declined or insufficient_funds');
    const result = CARD_OUTCOMES[outcome];
    if (transaction.ussdCode && transaction.channel === 'ussd') {
      if (result.status === 'success') {
        this.store.markPaid(transaction, 'ussd', this.store.ussdAuthorization(transaction.customerCode), 'Payment successful');
      } else {
        transaction.status = 'failed';
        transaction.gatewayResponse = result.gatewayResponse;
      }
    } else if (result.status === 'success') {
      this.store.markPaid(transaction, transaction.channel ?? 'card', transaction.authorization ?? this.store.cardAuthorization(PAYSTACK_SUCCESS_TEST_CARD, transaction.customerCode));
    } else {
      transaction.status = result.status;
      transaction.gatewayResponse = result.gatewayResponse;
    }
    if (transaction.status === 'success') this.chargeSucceeded(transaction);
    return transaction;
  }

  refundPending(refund: StandInRefund): void {
    this.refundEvent(refund);
  }

  /** The refund reaches the customer (`processed`) or does not (`failed`, the amount is free again). */
  finishRefund(id: number, outcome: 'processed' | 'failed'): StandInRefund {
    const refund = this.store.refunds.get(id);
    if (!refund) throw new StandInError(404, `No refund ${id}`);
    if (refund.status === 'processed' || refund.status === 'failed') throw new StandInError(409, `This refund is already ${refund.status}`);
    refund.status = outcome;
    refund.updatedAt = new Date().toISOString();
    refund.refundReference = `TRF_${id}`;
    const transaction = this.store.transactions.get(refund.transactionReference);
    if (transaction) {
      if (outcome === 'failed') transaction.refundedAmount -= refund.amount;
      if (outcome === 'processed' && transaction.refundedAmount >= transaction.amount) transaction.status = 'reversed';
    }
    this.refundEvent(refund);
    return refund;
  }

  private refundEvent(refund: StandInRefund): void {
    const transaction = this.store.transactions.get(refund.transactionReference);
    const customer = transaction ? this.store.customers.get(transaction.customerCode) : undefined;
    this.webhooks.emit(`refund.${refund.status}`, refundEventData(refund, customer));
  }

  /** Paystack's `dedicatedaccount.assign.success` (for demos of the asynchronous assignment). */
  dedicatedAccountAssigned(accountNumber: string): void {
    const account = this.store.dedicatedAccounts.get(accountNumber);
    if (!account) throw new StandInError(404, `No account ${accountNumber}`);
    const customer = this.store.customers.get(account.customerCode)!;
    const data = dedicatedAccountData(account, customer);
    const { customer: customerData, ...dedicated } = data;
    this.webhooks.emit('dedicatedaccount.assign.success', { customer: customerData, dedicated_account: dedicated, identification: { status: 'success' } });
  }
}
