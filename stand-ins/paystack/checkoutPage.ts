import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, naira, page } from './html';
import { parseBody, readBody, redirect, sendHtml } from './httpHelpers';
import type { StandInActions } from './standInActions';
import type { StandInStore, StandInTransaction } from './store';
import { CARD_OUTCOMES, isCardOutcome, isLuhnValid, normalizeCardNumber, PAYSTACK_SUCCESS_TEST_CARD } from './testCards';

/**
 * The hosted checkout page `authorization_url` points at: `GET /checkout/<access_code>`. A tester pays by
 * card (a test card number and the bank's answer), bank transfer or USSD; once paid, the browser goes to the
 * transaction's `callback_url` with `?trxref=<ref>&reference=<ref>` and `charge.success` is sent, as Paystack does.
 */

const USSD_BANKS: Record<string, string> = { '737': 'GTBank', '919': 'UBA', '822': 'Sterling Bank', '966': 'Zenith Bank' };

export interface CheckoutContext {
  store: StandInStore;
  actions: StandInActions;
}

export function isCheckoutPath(pathname: string): boolean {
  return /^\/checkout\/[^/]+(\/(transfer|ussd))?$/.test(pathname);
}

/** The callback URL with Paystack's two query parameters. */
export function callbackLocation(transaction: StandInTransaction): string | null {
  if (!transaction.callbackUrl) return null;
  const url = new URL(transaction.callbackUrl);
  url.searchParams.set('trxref', transaction.reference);
  url.searchParams.set('reference', transaction.reference);
  return url.toString();
}

export async function handleCheckout(ctx: CheckoutContext, request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> {
  const [, , accessCode, step] = pathname.split('/');
  const transaction = ctx.store.transactionByAccessCode(decodeURIComponent(accessCode));
  if (!transaction) {
    sendHtml(response, 404, page('Payment not found', '<h1>Payment not found</h1><p>This checkout link is unknown or has been reset.</p>'));
    return;
  }
  if (request.method === 'GET') {
    sendHtml(response, 200, transaction.status === 'success' ? paidPage(transaction) : choosePage(transaction));
    return;
  }
  if (request.method !== 'POST') {
    sendHtml(response, 405, page('Not allowed', '<h1>Not allowed</h1>'));
    return;
  }
  const form = parseBody(request, await readBody(request)) ?? {};
  if (transaction.status === 'success') return finish(response, transaction);

  if (form.action === 'cancel') {
    const location = callbackLocation(transaction);
    if (location) return redirect(response, location);
    return sendHtml(response, 200, page('Payment cancelled', '<h1>Payment cancelled</h1><p>You can close this page.</p>'));
  }
  if (step === 'transfer') {
    const paid = ctx.actions.transferInto(transaction.transferAccount?.accountNumber ?? '', transaction.amount);
    return 'rejected' in paid ? sendHtml(response, 409, choosePage(transaction, paid.rejected)) : finish(response, transaction);
  }
  if (step === 'ussd') {
    ctx.actions.settle(transaction.reference, 'success');
    return finish(response, transaction);
  }

  const method = form.method;
  if (typeof method !== 'string' || !transaction.channels.includes(method)) {
    return sendHtml(response, 422, choosePage(transaction, 'Choose how to pay.'));
  }
  if (method === 'card') {
    const number = normalizeCardNumber(String(form.card_number ?? ''));
    if (!isLuhnValid(number)) return sendHtml(response, 422, choosePage(transaction, 'Enter a valid card number, for example Paystack’s test card 4084 0840 8408 4081.', form));
    const outcome = isCardOutcome(form.outcome) ? form.outcome : 'success';
    ctx.store.applyCardOutcome(transaction, outcome, number);
    if (transaction.status === 'success') {
      ctx.actions.chargeSucceeded(transaction);
      return finish(response, transaction);
    }
    if (transaction.status === 'ongoing') return sendHtml(response, 202, waitingPage(transaction));
    return sendHtml(response, 402, choosePage(transaction, `${CARD_OUTCOMES[outcome].gatewayResponse}. Try another card or another way to pay.`, form));
  }
  if (method === 'bank_transfer') {
    transaction.channel = 'bank_transfer';
    ctx.store.openTransferAccount(transaction, new Date(Date.now() + 30 * 60_000).toISOString());
    return sendHtml(response, 200, transferPage(transaction));
  }
  if (method === 'ussd') {
    const bank = typeof form.ussd_bank === 'string' && USSD_BANKS[form.ussd_bank] ? form.ussd_bank : '737';
    transaction.channel = 'ussd';
    transaction.ussdCode = `*${bank}*000*${String(transaction.id).slice(-5)}#`;
    return sendHtml(response, 200, ussdPage(transaction));
  }
  sendHtml(response, 422, choosePage(transaction, 'This way to pay is not offered by the stand-in.'));
}

function finish(response: ServerResponse, transaction: StandInTransaction): void {
  const location = callbackLocation(transaction);
  if (location) redirect(response, location);
  else sendHtml(response, 200, paidPage(transaction));
}

function summary(transaction: StandInTransaction): string {
  return `<div class="card"><p class="hint">Amount to pay</p><p class="amount">${escapeHtml(naira(transaction.amount))}</p><p class="hint">Reference <span class="mono">${escapeHtml(transaction.reference)}</span></p></div>`;
}

function cancelForm(transaction: StandInTransaction): string {
  return `<form method="post" action="/checkout/${escapeHtml(transaction.accessCode)}"><input type="hidden" name="action" value="cancel"><button type="submit" class="secondary">Cancel payment</button></form>`;
}

function choosePage(transaction: StandInTransaction, error?: string, form: Record<string, unknown> = {}): string {
  const offered = (channel: string) => transaction.channels.includes(channel);
  const chosen = typeof form.method === 'string' ? form.method : transaction.channels[0];
  const outcome = isCardOutcome(form.outcome) ? form.outcome : 'success';
  const radio = (value: string, label: string, hint: string) =>
    offered(value)
      ? `<label class="choice"><input type="radio" name="method" value="${value}"${chosen === value ? ' checked' : ''}><span>${label}<br><span class="hint">${hint}</span></span></label>`
      : '';
  const outcomes = Object.entries(CARD_OUTCOMES)
    .map(([value, result]) => `<label class="choice"><input type="radio" name="outcome" value="${value}"${outcome === value ? ' checked' : ''}><span>${escapeHtml(result.label)}</span></label>`)
    .join('');
  const banks = Object.entries(USSD_BANKS)
    .map(([code, name]) => `<option value="${code}">${escapeHtml(name)} (*${code}#)</option>`)
    .join('');
  return page(
    `Pay ${naira(transaction.amount)}`,
    `<h1>Pay ${escapeHtml(naira(transaction.amount))}</h1>
${error ? `<div class="alert" role="alert">${escapeHtml(error)}</div>` : ''}
${summary(transaction)}
<form method="post" action="/checkout/${escapeHtml(transaction.accessCode)}">
<fieldset><legend>How to pay</legend>
${radio('card', 'Card', 'A test card number; the bank’s answer is yours to pick.')}
${radio('bank_transfer', 'Bank transfer', 'Shows an account to transfer the exact amount to.')}
${radio('ussd', 'USSD', 'Shows a code to dial on a phone.')}
</fieldset>
${
  offered('card')
    ? `<fieldset><legend>Card</legend>
<label for="card_number">Card number</label>
<input type="text" id="card_number" name="card_number" inputmode="numeric" autocomplete="off" value="${escapeHtml(form.card_number ?? '')}" aria-describedby="card_hint">
<p class="hint" id="card_hint">Paystack’s test card: <span class="mono">${PAYSTACK_SUCCESS_TEST_CARD.replace(/(\d{4})/g, '$1 ').trim()}</span> (CVV 408, any future expiry). Test numbers only, never a real card.</p>
<fieldset><legend>What the bank answers</legend>${outcomes}</fieldset>
</fieldset>`
    : ''
}
${offered('ussd') ? `<fieldset><legend>USSD</legend><label for="ussd_bank">Customer’s bank</label><select id="ussd_bank" name="ussd_bank">${banks}</select></fieldset>` : ''}
<button type="submit">Pay ${escapeHtml(naira(transaction.amount))}</button>
</form>
<p></p>
${cancelForm(transaction)}`,
  );
}

function transferPage(transaction: StandInTransaction): string {
  const account = transaction.transferAccount!;
  return page(
    'Pay by bank transfer',
    `<h1>Transfer ${escapeHtml(naira(transaction.amount))}</h1>
<div class="card"><dl>
<dt>Bank</dt><dd>${escapeHtml(account.bankName)}</dd>
<dt>Account number</dt><dd class="mono">${escapeHtml(account.accountNumber)}</dd>
<dt>Account name</dt><dd>${escapeHtml(account.accountName)}</dd>
<dt>Amount (exactly)</dt><dd>${escapeHtml(naira(transaction.amount))}</dd>
<dt>Expires</dt><dd>${escapeHtml(new Date(account.expiresAt).toUTCString())}</dd>
</dl></div>
<form method="post" action="/checkout/${escapeHtml(transaction.accessCode)}/transfer"><button type="submit">Simulate the customer’s transfer</button></form>
<p class="hint">Or pay any amount into the account from the stand-in’s dashboard.</p>
${cancelForm(transaction)}`,
  );
}

function ussdPage(transaction: StandInTransaction): string {
  return page(
    'Pay by USSD',
    `<h1>Dial to pay ${escapeHtml(naira(transaction.amount))}</h1>
<div class="card"><p>On the phone, dial</p><p class="amount mono">${escapeHtml(transaction.ussdCode)}</p></div>
<form method="post" action="/checkout/${escapeHtml(transaction.accessCode)}/ussd"><button type="submit">Simulate the approval on the phone</button></form>
${cancelForm(transaction)}`,
  );
}

function waitingPage(transaction: StandInTransaction): string {
  return page(
    'Waiting for the bank',
    `<h1>Waiting for the bank</h1>
<div class="card" role="status"><p>The bank has not answered yet. The transaction stays under way until the stand-in’s dashboard settles it.</p></div>
${summary(transaction)}
${cancelForm(transaction)}`,
  );
}

function paidPage(transaction: StandInTransaction): string {
  const location = callbackLocation(transaction);
  return page(
    'Paid',
    `<h1>Paid</h1><div class="ok" role="status">${escapeHtml(naira(transaction.amount))} paid, reference <span class="mono">${escapeHtml(transaction.reference)}</span>.</div>
${location ? `<p><a href="${escapeHtml(location)}">Back to the merchant</a></p>` : '<p>You can close this page.</p>'}`,
  );
}
