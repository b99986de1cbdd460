import { escapeHtml, page } from './html';
import type { DeliveryReport, StoredMessage } from './store';

/** `GET /`, the local sink: every SMS "sent", newest first, with what became of its delivery report. */

const STATE_WORDS: Record<DeliveryReport['state'], string> = {
  sending: 'sending',
  retrying: 'to be retried',
  delivered: 'accepted',
  'given-up': 'given up',
};

const readableTime = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

function reportsText(message: StoredMessage): string {
  if (message.reports.length === 0) return 'None yet';
  const items = message.reports.map((report) => {
    const answers = report.attempts.map((attempt) => attempt.answer).join(', ');
    return `<li>${escapeHtml(report.status)}: ${escapeHtml(STATE_WORDS[report.state])}${answers ? ` (answers: ${escapeHtml(answers)})` : ''}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

function messageItem(message: StoredMessage): string {
  const pages = `${message.pages} page${message.pages === 1 ? '' : 's'}`;
  return `<li class="card">
<h2>To <span class="mono">${escapeHtml(message.to)}</span></h2>
<p class="text">${escapeHtml(message.sms)}</p>
<dl>
<dt>Time</dt><dd><time datetime="${escapeHtml(message.receivedAt)}">${escapeHtml(readableTime(message.receivedAt))}</time></dd>
<dt>From</dt><dd>${escapeHtml(message.from)}</dd>
<dt>Channel</dt><dd>${escapeHtml(message.channel)}, ${escapeHtml(message.type)}, ${escapeHtml(pages)}</dd>
<dt>Status</dt><dd>${escapeHtml(message.status)}</dd>
<dt>Message ID</dt><dd class="mono">${escapeHtml(message.id)}</dd>
<dt>Reports</dt><dd>${reportsText(message)}</dd>
</dl>
</li>`;
}

export function messagesPage(messages: StoredMessage[], reportUrl: string): string {
  const list = messages.length === 0 ? '<p>No messages yet.</p>' : `<ol class="messages">${messages.map(messageItem).join('\n')}</ol>`;
  return page(
    'Messages sent',
    `<h1>Messages sent</h1>
<p class="hint">Newest first. Delivery reports go to <span class="mono">${escapeHtml(reportUrl)}</span>, signed with the stand-in’s secret key. <a href="/">Refresh</a></p>
${list}`,
  );
}
