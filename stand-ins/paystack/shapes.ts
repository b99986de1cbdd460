import { INTEGRATION_ID, type StandInAuthorization, type StandInCustomer, type StandInDedicatedAccount, type StandInRefund, type StandInStore, type StandInTransaction } from './store';

/**
 * Paystack's JSON shapes, built from the stand-in's memory: field for field what the OpenAPI spec
 * (openapi/paystack.yaml) and Paystack's documented examples show, so our adapter reads the stand-in exactly
 * as it reads Paystack (tests check every answer against the spec).
 */

const DOMAIN = 'test';

export function customerBrief(customer: StandInCustomer) {
  return {
    id: customer.id,
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    customer_code: customer.code,
    phone: customer.phone,
    metadata: customer.metadata,
    risk_action: 'default',
    international_format_phone: customer.phone,
  };
}

export function authorizationData(authorization: StandInAuthorization) {
  return {
    authorization_code: authorization.code,
    bin: authorization.bin,
    last4: authorization.last4,
    exp_month: authorization.expMonth,
    exp_year: authorization.expYear,
    channel: authorization.channel,
    card_type: authorization.cardType,
    bank: authorization.bank,
    country_code: 'NG',
    brand: authorization.brand,
    reusable: authorization.reusable,
    signature: authorization.signature,
    account_name: null,
    ...(authorization.senderName
      ? { sender_country: 'NG', sender_bank: 'Test Bank', sender_bank_account_number: 'XXXXXXX553', sender_name: authorization.senderName, narration: 'Stand-in transfer' }
      : {}),
    ...(authorization.receiverAccountNumber
      ? { receiver_bank_account_number: authorization.receiverAccountNumber, receiver_bank: authorization.receiverBank ?? null }
      : {}),
  };
}

/** Paystack's fee on local transactions: 1.5 % plus ₦100 from ₦2,500, capped at ₦2,000 (in kobo). */
function fees(transaction: StandInTransaction): number | null {
  if (transaction.status !== 'success') return null;
  const fee = Math.round(transaction.amount * 0.015) + (transaction.amount >= 250_000 ? 10_000 : 0);
  return Math.min(fee, 200_000);
}

/** The transaction object of verify and of `charge.success`. */
export function transactionData(store: StandInStore, transaction: StandInTransaction) {
  const customer = store.customers.get(transaction.customerCode);
  return {
    id: transaction.id,
    domain: DOMAIN,
    status: transaction.status,
    reference: transaction.reference,
    receipt_number: null,
    amount: transaction.amount,
    message: null,
    gateway_response: transaction.gatewayResponse ?? '',
    paid_at: transaction.paidAt,
    created_at: transaction.createdAt,
    channel: transaction.channel ?? 'card',
    currency: transaction.currency,
    ip_address: '127.0.0.1',
    metadata: transaction.metadata ?? '',
    log: null,
    fees: fees(transaction),
    fees_split: null,
    authorization: transaction.authorization ? authorizationData(transaction.authorization) : {},
    customer: customer ? customerBrief(customer) : {},
    plan: null,
    split: {},
    order_id: null,
    paidAt: transaction.paidAt,
    createdAt: transaction.createdAt,
    requested_amount: transaction.amount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: transaction.createdAt,
    plan_object: {},
    subaccount: {},
  };
}

/** charge_authorization's answer: the transaction, with metadata as the string the endpoint takes. */
export function chargeAuthorizationData(store: StandInStore, transaction: StandInTransaction) {
  const customer = store.customers.get(transaction.customerCode);
  const metadata = transaction.metadata;
  return {
    amount: transaction.amount,
    currency: transaction.currency,
    transaction_date: transaction.createdAt,
    status: transaction.status,
    reference: transaction.reference,
    domain: DOMAIN,
    metadata: typeof metadata === 'string' ? metadata : metadata ? JSON.stringify(metadata) : '',
    gateway_response: transaction.gatewayResponse ?? '',
    message: null,
    channel: 'card',
    ip_address: null,
    log: null,
    fees: fees(transaction),
    authorization: transaction.authorization ? authorizationData(transaction.authorization) : {},
    customer: customer ? customerBrief(customer) : {},
    plan: null,
    id: transaction.id,
  };
}

export function customerData(customer: StandInCustomer) {
  return {
    transactions: [],
    subscriptions: [],
    authorizations: [],
    email: customer.email,
    first_name: customer.firstName ?? '',
    last_name: customer.lastName ?? '',
    phone: customer.phone ?? '',
    integration: INTEGRATION_ID,
    domain: DOMAIN,
    metadata: customer.metadata ?? {},
    customer_code: customer.code,
    risk_action: 'default',
    id: customer.id,
    createdAt: customer.createdAt,
    updatedAt: customer.updatedAt,
    identified: false,
    identifications: null,
  };
}

export function dedicatedAccountData(account: StandInDedicatedAccount, customer: StandInCustomer) {
  return {
    bank: account.bank,
    account_name: account.accountName,
    account_number: account.accountNumber,
    assigned: true,
    currency: 'NGN',
    metadata: null,
    active: true,
    id: account.id,
    created_at: account.createdAt,
    updated_at: account.updatedAt,
    assignment: {
      integration: INTEGRATION_ID,
      assignee_id: customer.id,
      assignee_type: 'Customer',
      expired: false,
      account_type: 'PAY-WITH-TRANSFER-RECURRING',
      assigned_at: account.createdAt,
      expired_at: null,
    },
    customer: { ...customerBrief(customer), first_name: customer.firstName ?? '', last_name: customer.lastName ?? '', phone: customer.phone ?? '', metadata: customer.metadata ?? {} },
  };
}

export function refundData(refund: StandInRefund, transaction: StandInTransaction) {
  return {
    transaction: {
      id: transaction.id,
      domain: DOMAIN,
      reference: transaction.reference,
      amount: transaction.amount,
      paid_at: transaction.paidAt ?? transaction.createdAt,
      channel: transaction.channel ?? 'card',
      currency: transaction.currency,
      authorization: { exp_month: null, exp_year: null, account_name: null },
      customer: { international_format_phone: null },
      plan: {},
      subaccount: { currency: null },
      split: {},
      order_id: null,
      paidAt: transaction.paidAt ?? transaction.createdAt,
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
    },
    integration: INTEGRATION_ID,
    deducted_amount: 0,
    channel: null,
    merchant_note: refund.merchantNote,
    customer_note: refund.customerNote,
    status: refund.status,
    refunded_by: 'stand-in@devicecover.local',
    expected_at: new Date(Date.parse(refund.createdAt) + 9 * 24 * 3600_000).toISOString(),
    currency: transaction.currency,
    domain: DOMAIN,
    amount: refund.amount,
    fully_deducted: false,
    id: refund.id,
    createdAt: refund.createdAt,
    updatedAt: refund.updatedAt,
  };
}

/** `refund.*` events' data, as Paystack's refund event examples show it. */
export function refundEventData(refund: StandInRefund, customer: StandInCustomer | undefined) {
  return {
    status: refund.status,
    transaction_reference: refund.transactionReference,
    refund_reference: refund.refundReference,
    amount: refund.amount,
    currency: 'NGN',
    processor: 'instant-transfer',
    customer: { first_name: customer?.firstName ?? null, last_name: customer?.lastName ?? null, email: customer?.email ?? '' },
    integration: INTEGRATION_ID,
    domain: DOMAIN,
    id: String(refund.id),
  };
}

/** An item of List Refunds (`RefundListResponseArray`): the transaction by its id and reference, the customer in brief. */
export function refundListItem(refund: StandInRefund, transaction: StandInTransaction | undefined, customer: StandInCustomer | undefined) {
  const transactionAmount = transaction?.amount ?? refund.amount;
  return {
    integration: INTEGRATION_ID,
    transaction: transaction?.id ?? 0,
    dispute: null,
    settlement: null,
    id: refund.id,
    domain: DOMAIN,
    currency: transaction?.currency ?? 'NGN',
    amount: refund.amount,
    status: refund.status,
    refunded_at: refund.status === 'processed' ? refund.updatedAt : null,
    refunded_by: 'stand-in@devicecover.local',
    customer_note: refund.customerNote,
    merchant_note: refund.merchantNote,
    deducted_amount: 0,
    fully_deducted: 0,
    createdAt: refund.createdAt,
    bank_reference: null,
    transaction_reference: refund.transactionReference,
    reason: refund.merchantNote,
    customer: {
      id: customer?.id ?? 0,
      first_name: customer?.firstName ?? '',
      last_name: customer?.lastName ?? '',
      email: customer?.email ?? '',
      customer_code: customer?.code ?? '',
      phone: customer?.phone ?? null,
      metadata: customer?.metadata ? JSON.stringify(customer.metadata) : '',
      risk_action: 'default',
      international_format_phone: customer?.phone ?? '',
    },
    refund_type: refund.amount < transactionAmount ? 'partial' : 'full',
    transaction_amount: transactionAmount,
    initiated_by: 'merchant',
    refund_channel: transaction?.channel ?? 'card',
    session_id: null,
    collect_account_number: false,
  };
}
