import { createHash, randomBytes } from 'node:crypto';
import { cardBrand, CARD_OUTCOMES, type CardOutcome } from './testCards';

/**
 * The stand-in's memory: what Paystack would hold for our integration. Gone when the process stops, on
 * purpose: every test and demo starts from nothing (`/__standin/reset` empties it too).
 */

export interface StandInCustomer {
  id: number;
  code: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  metadata: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
}

export interface StandInAuthorization {
  code: string;
  bin: string;
  last4: string;
  expMonth: string;
  expYear: string;
  channel: string;
  cardType: string;
  bank: string;
  brand: string;
  reusable: boolean;
  signature: string | null;
  customerCode: string;
  /** A transfer's sender and, into a dedicated account, the account that received it. */
  senderName?: string;
  receiverAccountNumber?: string;
  receiverBank?: string;
}

export interface TransferAccount {
  accountNumber: string;
  accountName: string;
  bankName: string;
  bankSlug: string;
  bankId: number;
  expiresAt: string;
}

export interface StandInTransaction {
  id: number;
  reference: string;
  accessCode: string;
  /** Made by initialize, so its access code opens the hosted checkout page (charges by API have none to open). */
  hostedCheckout: boolean;
  amount: number;
  currency: string;
  customerCode: string;
  status: string;
  channel: string | null;
  gatewayResponse: string | null;
  paidAt: string | null;
  createdAt: string;
  callbackUrl: string | null;
  channels: string[];
  /** As sent: an object, a JSON string, or nothing. */
  metadata: unknown;
  authorization: StandInAuthorization | null;
  transferAccount: TransferAccount | null;
  ussdCode: string | null;
  /** Kobo refunded so far (processed or under way): a refund may not exceed what is left. */
  refundedAmount: number;
}

export interface StandInDedicatedAccount {
  id: number;
  accountNumber: string;
  accountName: string;
  bank: { name: string; id: number; slug: string };
  customerCode: string;
  createdAt: string;
  updatedAt: string;
}

export interface StandInRefund {
  id: number;
  transactionReference: string;
  amount: number;
  status: 'pending' | 'processing' | 'processed' | 'failed';
  merchantNote: string;
  customerNote: string;
  refundReference: string | null;
  createdAt: string;
  updatedAt: string;
}

export const INTEGRATION_ID = 100_123;
const TRANSFER_BANK = { name: 'Test Bank', id: 24, slug: 'test-bank' };
const DEDICATED_BANK = { name: 'Test Bank', id: 20, slug: 'test-bank' };

const lowerAlnum = (length: number) => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
};

export class StandInStore {
  customers = new Map<string, StandInCustomer>(); // by code
  transactions = new Map<string, StandInTransaction>(); // by reference
  dedicatedAccounts = new Map<string, StandInDedicatedAccount>(); // by account number
  refunds = new Map<number, StandInRefund>();
  /** How many resets so far: a call that arrived before the last one belongs to a scenario that is over. */
  resets = 0;
  private nextId = 4_099_260_000;
  private nextAccount = 0;

  reset(): void {
    this.resets += 1;
    this.customers.clear();
    this.transactions.clear();
    this.dedicatedAccounts.clear();
    this.refunds.clear();
  }

  newId(): number {
    this.nextId += 1;
    return this.nextId;
  }

  now(): string {
    return new Date().toISOString();
  }

  customerByEmail(email: string): StandInCustomer | undefined {
    return [...this.customers.values()].find((customer) => customer.email === email.toLowerCase());
  }

  /** Paystack keeps one customer per e-mail: asked again, it answers with the same one. */
  upsertCustomer(input: { email: string; firstName?: string; lastName?: string; phone?: string; metadata?: Record<string, unknown> | null }): StandInCustomer {
    const existing = this.customerByEmail(input.email);
    if (existing) {
      existing.firstName = input.firstName ?? existing.firstName;
      existing.lastName = input.lastName ?? existing.lastName;
      existing.phone = input.phone ?? existing.phone;
      existing.metadata = input.metadata ?? existing.metadata;
      existing.updatedAt = this.now();
      return existing;
    }
    const customer: StandInCustomer = {
      id: this.newId(),
      code: `CUS_${lowerAlnum(15)}`,
      email: input.email.toLowerCase(),
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      phone: input.phone ?? null,
      metadata: input.metadata ?? null,
      createdAt: this.now(),
      updatedAt: this.now(),
    };
    this.customers.set(customer.code, customer);
    return customer;
  }

  newReference(): string {
    return lowerAlnum(10);
  }

  createTransaction(input: {
    reference: string;
    amount: number;
    email: string;
    callbackUrl?: string | null;
    channels?: string[];
    metadata?: unknown;
    status?: string;
    channel?: string | null;
    hostedCheckout?: boolean;
  }): StandInTransaction {
    const customer = this.upsertCustomer({ email: input.email });
    const transaction: StandInTransaction = {
      id: this.newId(),
      reference: input.reference,
      accessCode: lowerAlnum(15),
      hostedCheckout: input.hostedCheckout ?? false,
      amount: input.amount,
      currency: 'NGN',
      customerCode: customer.code,
      // Paystack reports a transaction nobody has paid yet as abandoned.
      status: input.status ?? 'abandoned',
      channel: input.channel ?? null,
      gatewayResponse: input.status ? null : 'The transaction was not completed',
      paidAt: null,
      createdAt: this.now(),
      callbackUrl: input.callbackUrl ?? null,
      channels: input.channels ?? ['card', 'bank_transfer', 'ussd'],
      metadata: input.metadata,
      authorization: null,
      transferAccount: null,
      ussdCode: null,
      refundedAmount: 0,
    };
    this.transactions.set(transaction.reference, transaction);
    return transaction;
  }

  transactionByAccessCode(accessCode: string): StandInTransaction | undefined {
    return [...this.transactions.values()].find((transaction) => transaction.hostedCheckout && transaction.accessCode === accessCode);
  }

  transactionByTransferAccount(accountNumber: string): StandInTransaction | undefined {
    return [...this.transactions.values()].find((transaction) => transaction.transferAccount?.accountNumber === accountNumber);
  }

  authorizationByCode(code: string): StandInAuthorization | undefined {
    for (const transaction of this.transactions.values()) {
      if (transaction.authorization?.code === code) return transaction.authorization;
    }
    return undefined;
  }

  private accountNumber(prefix: string): string {
    this.nextAccount += 1;
    return `${prefix}${String(this.nextAccount).padStart(6, '0')}`;
  }

  /** Pay-with-transfer: an account for this one payment, until it expires. */
  openTransferAccount(transaction: StandInTransaction, expiresAt: string): TransferAccount {
    transaction.transferAccount ??= {
      accountNumber: this.accountNumber('1260'),
      accountName: 'PAYSTACK STAND-IN CHECKOUT',
      bankName: TRANSFER_BANK.name,
      bankSlug: TRANSFER_BANK.slug,
      bankId: TRANSFER_BANK.id,
      expiresAt,
    };
    return transaction.transferAccount;
  }

  openDedicatedAccount(customer: StandInCustomer): StandInDedicatedAccount {
    const existing = [...this.dedicatedAccounts.values()].find((account) => account.customerCode === customer.code);
    if (existing) return existing;
    const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email;
    const account: StandInDedicatedAccount = {
      id: this.newId(),
      accountNumber: this.accountNumber('9930'),
      accountName: `PAYSTACK/${name}`,
      bank: DEDICATED_BANK,
      customerCode: customer.code,
      createdAt: this.now(),
      updatedAt: this.now(),
    };
    this.dedicatedAccounts.set(account.accountNumber, account);
    return account;
  }

  cardAuthorization(cardNumber: string, customerCode: string): StandInAuthorization {
    const brand = cardBrand(cardNumber);
    return {
      code: `AUTH_${lowerAlnum(10)}`,
      bin: cardNumber.slice(0, 6),
      last4: cardNumber.slice(-4),
      expMonth: '12',
      expYear: '2030',
      channel: 'card',
      cardType: `${brand} `,
      bank: 'TEST BANK',
      brand,
      reusable: true,
      // The same card gives the same signature, as Paystack's does.
      signature: `SIG_${createHash('sha256').update(cardNumber).digest('base64url').slice(0, 20)}`,
      customerCode,
    };
  }

  transferAuthorization(channel: 'bank_transfer' | 'dedicated_nuban', customerCode: string, senderName: string, receiver?: StandInDedicatedAccount): StandInAuthorization {
    return {
      code: `AUTH_${lowerAlnum(10)}`,
      bin: '008XXX',
      last4: 'X553',
      expMonth: '12',
      expYear: '2030',
      channel,
      cardType: 'transfer',
      bank: 'Test Bank',
      brand: 'Managed Account',
      reusable: false,
      signature: null,
      customerCode,
      senderName,
      ...(receiver ? { receiverAccountNumber: receiver.accountNumber, receiverBank: receiver.bank.name } : {}),
    };
  }

  ussdAuthorization(customerCode: string): StandInAuthorization {
    return {
      code: `AUTH_${lowerAlnum(10)}`,
      bin: 'XXXXXX',
      last4: 'XXXX',
      expMonth: '12',
      expYear: '2030',
      channel: 'ussd',
      cardType: 'offline',
      bank: 'Guaranty Trust Bank',
      brand: 'offline',
      reusable: false,
      signature: null,
      customerCode,
    };
  }

  /** Applies a card answer: paid (with a reusable authorization), failed, or left under way. */
  applyCardOutcome(transaction: StandInTransaction, outcome: CardOutcome, cardNumber: string): void {
    const result = CARD_OUTCOMES[outcome];
    transaction.channel = 'card';
    transaction.status = result.status;
    transaction.gatewayResponse = result.gatewayResponse;
    if (result.status === 'success') transaction.paidAt = this.now();
    // Kept while the bank has not answered, so a later settlement pays with this card.
    if (result.status !== 'failed') transaction.authorization = this.cardAuthorization(cardNumber, transaction.customerCode);
  }

  markPaid(transaction: StandInTransaction, channel: string, authorization: StandInAuthorization, gatewayResponse = 'Approved'): void {
    transaction.status = 'success';
    transaction.channel = channel;
    transaction.gatewayResponse = gatewayResponse;
    transaction.paidAt = this.now();
    transaction.authorization = authorization;
  }
}
