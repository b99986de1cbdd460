import type { IncomingMessage, ServerResponse } from 'node:http';
import { isEmail, parseBody, readBody, readKobo, refuse, sendJson, sleep } from './httpHelpers';
import { chargeAuthorizationData, customerData, dedicatedAccountData, refundData, refundListItem, transactionData } from './shapes';
import type { StandInActions, StandInSwitches } from './standInActions';
import type { StandInStore } from './store';
import { CARD_OUTCOMES } from './testCards';

/**
 * The subset of Paystack's REST API the data service uses, with Paystack's paths, bodies, answers and
 * status codes (openapi/paystack.yaml). JSON bodies only; every call needs `Authorization: Bearer <key>`.
 */

export interface ApiContext {
  store: StandInStore;
  actions: StandInActions;
  switches: StandInSwitches;
  secretKey: string;
  /** The stand-in's own address, for `authorization_url`. */
  url: () => string;
  /** Every Paystack API request as it arrived (tests check them against the spec). */
  requests: RecordedRequest[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

const USSD_TYPES = new Set(['737', '919', '822', '966']);
const CHANNELS = new Set(['card', 'bank', 'ussd', 'qr', 'eft', 'mobile_money', 'bank_transfer']);

// Paystack's refusal of a reference it already has (the OpenAPI spec's example, word for word).
const DUPLICATE_REFERENCE = {
  meta: { nextStep: 'Try and create the Transaction or Charge with a new reference' },
  type: 'validation_error',
  code: 'duplicate_reference',
};

type Handler = (ctx: ApiContext, body: Record<string, unknown>, response: ServerResponse, match: RegExpMatchArray, query: URLSearchParams) => void;

const ROUTES: { method: string; pattern: RegExp; handler: Handler }[] = [
  { method: 'POST', pattern: /^\/transaction\/initialize$/, handler: initialize },
  { method: 'GET', pattern: /^\/transaction\/verify\/([^/]+)$/, handler: verify },
  { method: 'POST', pattern: /^\/transaction\/charge_authorization$/, handler: chargeAuthorization },
  { method: 'POST', pattern: /^\/charge$/, handler: charge },
  { method: 'POST', pattern: /^\/customer$/, handler: createCustomer },
  { method: 'POST', pattern: /^\/dedicated_account$/, handler: createDedicatedAccount },
  { method: 'POST', pattern: /^\/refund$/, handler: createRefund },
  { method: 'GET', pattern: /^\/refund$/, handler: listRefunds },
];

export function isPaystackApiPath(pathname: string): boolean {
  return ROUTES.some((route) => route.pattern.test(pathname));
}

export async function handlePaystackApi(ctx: ApiContext, request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> {
  const raw = await readBody(request);
  const body = parseBody(request, raw);
  ctx.requests.push({ method: request.method ?? '', path: pathname, body: body ?? raw.toString('utf8') });
  if (ctx.switches.slowMs > 0) {
    const resets = ctx.store.resets;
    await sleep(ctx.switches.slowMs);
    // Reset while it slept: its caller gave up long ago, and it must not use the next scenario's switches
    // (a failNext meant for a later call) or data.
    if (ctx.store.resets !== resets) {
      request.socket.destroy();
      return;
    }
  }
  if (request.headers.authorization !== `Bearer ${ctx.secretKey}`) {
    refuse(response, 401, 'Invalid key');
    return;
  }
  if (ctx.switches.failNext > 0) {
    ctx.switches.failNext -= 1;
    refuse(response, 503, 'Service temporarily unavailable (stand-in switch failNext)');
    return;
  }
  const route = ROUTES.find((candidate) => candidate.method === request.method && candidate.pattern.test(pathname));
  if (!route) {
    refuse(response, 405, 'Method not allowed');
    return;
  }
  if (body === null) {
    refuse(response, 400, 'Invalid JSON body');
    return;
  }
  const query = new URL(request.url ?? '/', 'http://stand-in').searchParams;
  if (ctx.switches.loseNextAnswer > 0) {
    ctx.switches.loseNextAnswer -= 1;
    // The call is carried out; its answer never leaves (writes to a destroyed socket are dropped).
    request.socket.destroy();
  }
  route.handler(ctx, body, response, pathname.match(route.pattern)!, query);
}

/** A reference we may use: absent (the stand-in makes one), or unique. `null` after answering a refusal. */
function takeReference(ctx: ApiContext, body: Record<string, unknown>, response: ServerResponse): string | null {
  const reference = body.reference;
  if (reference === undefined) return ctx.store.newReference();
  if (typeof reference !== 'string' || !/^[A-Za-z0-9.=-]+$/.test(reference)) {
    refuse(response, 400, 'Invalid transaction reference. Only -, ., = and alphanumeric characters allowed.');
    return null;
  }
  if (ctx.store.transactions.has(reference)) {
    refuse(response, 400, 'Duplicate Transaction Reference', DUPLICATE_REFERENCE);
    return null;
  }
  return reference;
}

function amountAndEmail(body: Record<string, unknown>, response: ServerResponse): { amount: number; email: string } | null {
  if (!isEmail(body.email)) {
    refuse(response, 400, 'Invalid Email Address Passed');
    return null;
  }
  const amount = readKobo(body.amount);
  if (amount === null) {
    refuse(response, 400, 'Invalid Amount Sent');
    return null;
  }
  return { amount, email: body.email };
}

function initialize(ctx: ApiContext, body: Record<string, unknown>, response: ServerResponse): void {
  const basics = amountAndEmail(body, response);
  if (!basics) return;
  const reference = takeReference(ctx, body, response);
  if (!reference) return;
  const channels = Array.isArray(body.channels) ? body.channels.filter((channel): channel is string => typeof channel === 'string' && CHANNELS.has(channel)) : [];
  const transaction = ctx.store.createTransaction({
    reference,
    amount: basics.amount,
    email: basics.email,
    callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : null,
    channels: channels.length > 0 ? channels : ['card', 'bank_transfer', 'ussd'],
    metadata: body.metadata,
    hostedCheckout: true,
  });
  sendJson(response, 200, {
    status: true,
    message: 'Authorization URL created',
    data: { authorization_url: `${ctx.url()}/checkout/${transaction.accessCode}`, access_code: transaction.accessCode, reference },
  });
}

function verify(ctx: ApiContext, _body: Record<string, unknown>, response: ServerResponse, match: RegExpMatchArray): void {
  const transaction = ctx.store.transactions.get(decodeURIComponent(match[1]));
  // The spec documents 404 for an unknown reference.
  if (!transaction) return refuse(response, 404, 'Transaction reference not found');
  sendJson(response, 200, { status: true, message: 'Verification successful', data: transactionData(ctx.store, transaction) });
}

function chargeAuthorization(ctx: ApiContext, body: Record<string, unknown>, response: ServerResponse): void {
  const basics = amountAndEmail(body, response);
  if (!basics) return;
  const authorization = typeof body.authorization_code === 'string' ? ctx.store.authorizationByCode(body.authorization_code) : undefined;
  if (!authorization || !authorization.reusable) return refuse(response, 400, 'Invalid authorization code');
  const owner = ctx.store.customers.get(authorization.customerCode);
  if (owner?.email !== basics.email.toLowerCase()) return refuse(response, 400, 'Email does not match authorization code');
  const reference = takeReference(ctx, body, response);
  if (!reference) return;
  const transaction = ctx.store.createTransaction({ reference, amount: basics.amount, email: basics.email, metadata: body.metadata, status: 'failed', channel: 'card' });
  const outcome = CARD_OUTCOMES[ctx.switches.chargeAuthorizationOutcome];
  transaction.authorization = authorization;
  if (outcome.status === 'success') {
    ctx.store.markPaid(transaction, 'card', authorization);
    ctx.actions.chargeSucceeded(transaction);
  } else {
    transaction.status = outcome.status;
    transaction.gatewayResponse = outcome.gatewayResponse;
  }
  sendJson(response, 200, { status: true, message: 'Charge attempted', data: chargeAuthorizationData(ctx.store, transaction) });
}

function charge(ctx: ApiContext, body: Record<string, unknown>, response: ServerResponse): void {
  const basics = amountAndEmail(body, response);
  if (!basics) return;
  const transfer = body.bank_transfer as { account_expires_at?: unknown } | undefined;
  const ussd = body.ussd as { type?: unknown } | undefined;
  if (transfer && typeof transfer === 'object') {
    const requested = typeof transfer.account_expires_at === 'string' ? Date.parse(transfer.account_expires_at) : NaN;
    const reference = takeReference(ctx, body, response);
    if (!reference) return;
    const expiresAt = new Date(Number.isNaN(requested) ? Date.now() + 30 * 60_000 : requested).toISOString();
    const transaction = ctx.store.createTransaction({ reference, amount: basics.amount, email: basics.email, metadata: body.metadata, status: 'pending_bank_transfer', channel: 'bank_transfer' });
    const account = ctx.store.openTransferAccount(transaction, expiresAt);
    sendJson(response, 200, {
      status: true,
      message: 'Charge attempted',
      data: {
        reference,
        status: 'pending_bank_transfer',
        display_text: 'Please make a transfer to the account specified',
        account_name: account.accountName,
        account_number: account.accountNumber,
        bank: { slug: account.bankSlug, name: account.bankName, id: account.bankId },
        account_expires_at: account.expiresAt,
      },
    });
    return;
  }
  if (ussd && typeof ussd === 'object') {
    if (typeof ussd.type !== 'string' || !USSD_TYPES.has(ussd.type)) return refuse(response, 400, 'Invalid USSD type');
    const reference = takeReference(ctx, body, response);
    if (!reference) return;
    const transaction = ctx.store.createTransaction({ reference, amount: basics.amount, email: basics.email, metadata: body.metadata, status: 'pay_offline', channel: 'ussd' });
    transaction.ussdCode = `*${ussd.type}*000*${String(transaction.id).slice(-5)}#`;
    sendJson(response, 200, {
      status: true,
      message: 'Charge attempted',
      data: {
        reference,
        status: 'pay_offline',
        display_text: `Please dial ${transaction.ussdCode} on your mobile phone to complete the transaction`,
        ussd_code: transaction.ussdCode,
      },
    });
    return;
  }
  refuse(response, 400, 'The stand-in charges only bank_transfer and ussd (cards go through the checkout page)');
}

function createCustomer(ctx: ApiContext, body: Record<string, unknown>, response: ServerResponse): void {
  if (!isEmail(body.email)) return refuse(response, 400, 'Invalid Email Address Passed');
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  let metadata: Record<string, unknown> | null = null;
  if (typeof body.metadata === 'string') {
    try {
      metadata = JSON.parse(body.metadata) as Record<string, unknown>;
    } catch {
      return refuse(response, 400, 'Invalid metadata: a stringified JSON object is expected');
    }
  } else if (body.metadata && typeof body.metadata === 'object') {
    metadata = body.metadata as Record<string, unknown>;
  }
  const customer = ctx.store.upsertCustomer({
    email: body.email,
    firstName: text(body.first_name),
    lastName: text(body.last_name),
    phone: text(body.phone),
    metadata,
  });
  sendJson(response, 200, { status: true, message: 'Customer created', data: customerData(customer) });
}

function createDedicatedAccount(ctx: ApiContext, body: Record<string, unknown>, response: ServerResponse): void {
  const customer = typeof body.customer === 'string' ? ctx.store.customers.get(body.customer) : undefined;
  if (!customer) return refuse(response, 400, 'Customer not found');
  const account = ctx.store.openDedicatedAccount(customer);
  sendJson(response, 200, { status: true, message: 'NUBAN successfully created', data: dedicatedAccountData(account, customer) });
}

function createRefund(ctx: ApiContext, body: Record<string, unknown>, response: ServerResponse): void {
  const transaction = typeof body.transaction === 'string' ? ctx.store.transactions.get(body.transaction) : undefined;
  if (!transaction) return refuse(response, 400, 'Transaction not found');
  if (transaction.status !== 'success') return refuse(response, 400, 'Transaction has not been completed. Only successful transactions can be refunded');
  const left = transaction.amount - transaction.refundedAmount;
  const amount = body.amount === undefined ? left : readKobo(body.amount);
  if (amount === null) return refuse(response, 400, 'Invalid Amount Sent');
  if (left <= 0) return refuse(response, 400, 'Transaction has been fully reversed');
  if (amount > left) return refuse(response, 400, 'Refund amount cannot be more than the unrefunded transaction amount');
  transaction.refundedAmount += amount;
  const now = new Date().toISOString();
  const refund = {
    id: ctx.store.newId(),
    transactionReference: transaction.reference,
    amount,
    status: 'pending' as const,
    merchantNote: typeof body.merchant_note === 'string' ? body.merchant_note : `Refund for transaction ${transaction.reference}`,
    customerNote: typeof body.customer_note === 'string' ? body.customer_note : `Refund for transaction ${transaction.reference}`,
    refundReference: null,
    createdAt: now,
    updatedAt: now,
  };
  ctx.store.refunds.set(refund.id, refund);
  ctx.actions.refundPending(refund);
  sendJson(response, 200, { status: true, message: 'Refund has been queued for processing', data: refundData(refund, transaction) });
}

/** A positive whole number from the query, the default when absent; `null` when given but not one. */
function queryCount(query: URLSearchParams, name: string, fallback: number): number | null {
  const text = query.get(name);
  if (text === null || text === '') return fallback;
  return /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** A date from the query (`from`, `to`: ISO 8601); `undefined` when absent, `null` when unreadable. */
function queryDate(query: URLSearchParams, name: string): number | undefined | null {
  const text = query.get(name);
  if (text === null || text === '') return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : time;
}

/** List Refunds: newest first, `perPage` (default 50) a page, created within `from`…`to` when given. */
function listRefunds(ctx: ApiContext, _body: Record<string, unknown>, response: ServerResponse, _match: RegExpMatchArray, query: URLSearchParams): void {
  const perPage = queryCount(query, 'perPage', 50);
  const page = queryCount(query, 'page', 1);
  const from = queryDate(query, 'from');
  const to = queryDate(query, 'to');
  if (perPage === null || page === null) return refuse(response, 400, 'perPage and page must be whole numbers above 0');
  if (from === null || to === null) return refuse(response, 400, 'Invalid date: from and to are ISO 8601 dates');
  const listed = [...ctx.store.refunds.values()]
    .filter((refund) => (from === undefined || Date.parse(refund.createdAt) >= from) && (to === undefined || Date.parse(refund.createdAt) <= to))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  const skipped = (page - 1) * perPage;
  const data = listed.slice(skipped, skipped + perPage).map((refund) => {
    const transaction = ctx.store.transactions.get(refund.transactionReference);
    return refundListItem(refund, transaction, transaction ? ctx.store.customers.get(transaction.customerCode) : undefined);
  });
  sendJson(response, 200, {
    status: true,
    message: 'Refunds retrieved',
    data,
    meta: {
      total: listed.length,
      skipped,
      perPage: String(perPage),
      page,
      pageCount: Math.ceil(listed.length / perPage),
      failedRefundCount: listed.filter((refund) => refund.status === 'failed').length,
    },
  });
}
