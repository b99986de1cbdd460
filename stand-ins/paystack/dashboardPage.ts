import { escapeHtml, naira, page } from './html';
import type { ControlContext } from './controlApi';

/** `GET /`: what the stand-in holds, with a button for each thing a demo does (all plain forms to /__standin/). */
export function dashboardPage(ctx: ControlContext, webhookUrl: string): string {
  const { store, switches, webhooks } = ctx;
  const button = (action: string, label: string, fields: Record<string, string> = {}, kind = '') =>
    `<form class="inline" method="post" action="/__standin/${action}">${Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('')}<button type="submit"${kind ? ` class="${kind}"` : ''}>${escapeHtml(label)}</button></form>`;

  const transactions = [...store.transactions.values()].reverse();
  const transactionRows = transactions
    .map((transaction) => {
      const customer = store.customers.get(transaction.customerCode);
      const open = transaction.status !== 'success' && transaction.status !== 'reversed';
      const actions = [
        transaction.status === 'success' || !transaction.hostedCheckout ? '' : `<a href="/checkout/${escapeHtml(transaction.accessCode)}">Checkout page</a>`,
        open && transaction.ussdCode ? button(`ussd/${encodeURIComponent(transaction.reference)}/approve`, 'Approve USSD') : '',
        open && (transaction.status === 'ongoing' || transaction.status === 'pay_offline')
          ? `${button(`transactions/${encodeURIComponent(transaction.reference)}/settle`, 'Settle: paid', { outcome: 'success' })} ${button(
              `transactions/${encodeURIComponent(transaction.reference)}/settle`,
              'Settle: declined',
              { outcome: 'declined' },
              'danger',
            )}`
          : '',
      ].filter(Boolean);
      return `<tr><td class="mono">${escapeHtml(transaction.reference)}</td><td>${escapeHtml(naira(transaction.amount))}</td><td>${escapeHtml(transaction.status)}</td><td>${escapeHtml(
        transaction.channel ?? '',
      )}</td><td class="mono">${escapeHtml(transaction.transferAccount?.accountNumber ?? transaction.ussdCode ?? '')}</td><td>${escapeHtml(customer?.email ?? '')}</td><td>${actions.join(' ')}</td></tr>`;
    })
    .join('');

  const transferAccounts = transactions.filter((transaction) => transaction.transferAccount).map((transaction) => transaction.transferAccount!.accountNumber);
  const accounts = [...store.dedicatedAccounts.values()];
  const accountOptions = [
    ...accounts.map((account) => `<option value="${escapeHtml(account.accountNumber)}">${escapeHtml(account.accountNumber)} (dedicated: ${escapeHtml(account.accountName)})</option>`),
    ...transferAccounts.map((number) => `<option value="${escapeHtml(number)}">${escapeHtml(number)} (one payment)</option>`),
  ].join('');
  const accountRows = accounts
    .map(
      (account) =>
        `<tr><td class="mono">${escapeHtml(account.accountNumber)}</td><td>${escapeHtml(account.accountName)}</td><td>${escapeHtml(account.bank.name)}</td><td class="mono">${escapeHtml(
          account.customerCode,
        )}</td><td>${button(`dedicated-accounts/${account.accountNumber}/assigned`, 'Send assign.success')}</td></tr>`,
    )
    .join('');
  const refundRows = [...store.refunds.values()]
    .reverse()
    .map(
      (refund) =>
        `<tr><td>${refund.id}</td><td class="mono">${escapeHtml(refund.transactionReference)}</td><td>${escapeHtml(naira(refund.amount))}</td><td>${escapeHtml(refund.status)}</td><td>${
          refund.status === 'pending' || refund.status === 'processing'
            ? `${button(`refunds/${refund.id}/process`, 'Process')} ${button(`refunds/${refund.id}/fail`, 'Fail', {}, 'danger')}`
            : ''
        }</td></tr>`,
    )
    .join('');
  const eventRows = [...webhooks.events]
    .reverse()
    .map(
      (event) =>
        `<tr><td>${event.id}</td><td>${escapeHtml(event.event)}</td><td>${escapeHtml(event.state)}</td><td>${escapeHtml(
          event.attempts.map((attempt) => attempt.result).join(', '),
        )}</td><td>${button(`events/${event.id}/resend`, 'Re-send', {}, 'secondary')}</td></tr>`,
    )
    .join('');
  const checkbox = (name: 'dropWebhooks' | 'duplicateWebhooks' | 'reorderWebhooks', label: string) =>
    `<label class="choice"><input type="checkbox" name="${name}"${switches[name] ? ' checked' : ''}><span>${escapeHtml(label)}</span></label>`;
  const table = (caption: string, headings: string[], rows: string, empty: string) =>
    rows
      ? `<div class="scroll"><table><caption class="hint">${escapeHtml(caption)}</caption><thead><tr>${headings.map((heading) => `<th scope="col">${escapeHtml(heading)}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table></div>`
      : `<p class="hint">${escapeHtml(empty)}</p>`;

  return page(
    'Paystack stand-in',
    `<h1>Paystack stand-in</h1>
<p class="hint">Webhooks go to <span class="mono">${escapeHtml(webhookUrl)}</span>, signed with the stand-in’s secret key.</p>

<h2 id="switches">Switches</h2>
<form class="card" method="post" action="/__standin/switches" aria-labelledby="switches">
<div class="row">
<div><label for="slowMs">Slow answers (ms)</label><input type="number" id="slowMs" name="slowMs" min="0" step="100" value="${switches.slowMs}"></div>
<div><label for="failNext">Answer the next calls 503</label><input type="number" id="failNext" name="failNext" min="0" value="${switches.failNext}"></div>
<div><label for="loseNextAnswer">Carry out the next calls, then cut them off unanswered</label><input type="number" id="loseNextAnswer" name="loseNextAnswer" min="0" value="${switches.loseNextAnswer}"></div>
<div><label for="chargeAuthorizationOutcome">Saved-card charges</label><select id="chargeAuthorizationOutcome" name="chargeAuthorizationOutcome">${['success', 'declined', 'insufficient_funds']
      .map((value) => `<option value="${value}"${switches.chargeAuthorizationOutcome === value ? ' selected' : ''}>${value}</option>`)
      .join('')}</select></div>
</div>
<fieldset><legend>Webhooks</legend>
${checkbox('dropWebhooks', 'Lose them (recorded, never sent)')}
${checkbox('duplicateWebhooks', 'Send each twice')}
${checkbox('reorderWebhooks', 'Hold them; switching off sends them newest first')}
</fieldset>
<button type="submit">Save switches</button>
</form>
<p>${button('webhooks/release', 'Send held webhooks (newest first)', {}, 'secondary')} ${button('reset', 'Reset everything', {}, 'danger')}</p>

<h2 id="transfer">Pay into an account</h2>
${
  accountOptions
    ? `<form class="card" method="post" action="/__standin/transfers" aria-labelledby="transfer"><div class="row">
<div><label for="accountNumber">Account</label><select id="accountNumber" name="accountNumber">${accountOptions}</select></div>
<div><label for="amountKobo">Amount (kobo)</label><input type="number" id="amountKobo" name="amountKobo" min="1" required></div>
<button type="submit">Transfer</button></div></form>`
    : '<p class="hint">No account yet: a pay-with-transfer charge or a dedicated account opens one.</p>'
}

<h2>Transactions</h2>
${table('Newest first', ['Reference', 'Amount', 'Status', 'Channel', 'Account / code', 'Customer', 'Actions'], transactionRows, 'No transaction yet.')}
<h2>Dedicated accounts</h2>
${table('Agents’ wallet accounts', ['Account number', 'Name', 'Bank', 'Customer', 'Actions'], accountRows, 'No dedicated account yet.')}
<h2>Refunds</h2>
${table('Newest first', ['Id', 'Transaction', 'Amount', 'Status', 'Actions'], refundRows, 'No refund yet.')}
<h2>Webhook events</h2>
${table('Newest first; attempts show what our side answered', ['Id', 'Event', 'State', 'Attempts', 'Actions'], eventRows, 'No event yet.')}`,
    { wide: true },
  );
}
