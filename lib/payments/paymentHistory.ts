import { formatMoney } from '@/lib/format/money';
import { paymentChannelLabel, paymentStatusLabel, paymentStatusPalette } from './paymentDisplay';

/**
 * A payment's history (`payment_event`, written by the data service's payments module) in the words the
 * order screen shows: what happened, who said so (the gateway's answer to our check, its webhook, the
 * reconciliation pass), and the gateway's reference and channel. `detail` is stored JSON: read defensively,
 * and an unknown source or status still reads as its status.
 */

/** One stored line of a payment's history. */
export interface PaymentEvent {
  id: string;
  /** The payment's status after it (`PENDING`, `SUCCEEDED`, …). */
  status: string;
  /** `init`, `verify`, `webhook`, `reconcile`, `refund` or `charge`. */
  source: string;
  detail: unknown;
  /** ISO date-time. */
  at: string;
}

/** A history line as a timeline shows it. */
export interface PaymentHistoryLine {
  id: string;
  title: string;
  note: string | null;
  at: string;
  palette: string;
}

/** How the gateway's instructions were given (`detail.instructions`). */
const INSTRUCTION_TITLES: Record<string, string> = {
  checkout: 'Sent to the card checkout page',
  transfer: 'Transfer account given to the customer',
  ussd: 'USSD code given to the customer',
};

/** Who told us a payment was settled. */
const SETTLED_BY: Record<string, string> = {
  verify: 'checked with the gateway',
  webhook: 'the gateway told us',
  reconcile: 'found by the reconciliation check',
  charge: 'charged on the saved card',
};

const REFUND_TITLES: Record<string, string> = {
  PENDING: 'Refund asked for',
  PROCESSED: 'Refund made',
  FAILED: 'Refund failed',
};

type Detail = Record<string, unknown>;

function detailOf(event: PaymentEvent): Detail {
  return typeof event.detail === 'object' && event.detail !== null && !Array.isArray(event.detail) ? (event.detail as Detail) : {};
}

function text(detail: Detail, key: string): string | null {
  const value = detail[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function kobo(detail: Detail, key: string): number | null {
  const value = detail[key];
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/**
 * "By card. Gateway reference PAY-…-2": what the gateway said of the money, when it said anything; the
 * reference only when it is not the one the screen shows beside the history (an earlier attempt's).
 */
function gatewayNote(detail: Detail, shownReference: string | null): string[] {
  const channel = text(detail, 'channel');
  const said = text(detail, 'gateway_reference');
  const reference = said === shownReference ? null : said;
  return [channel ? `By ${paymentChannelLabel(channel)}.` : null, reference ? `Gateway reference ${reference}.` : null].filter(
    (part): part is string => part !== null,
  );
}

function joined(parts: (string | null)[]): string | null {
  const kept = parts.filter((part): part is string => part !== null);
  return kept.length === 0 ? null : kept.join(' ');
}

function refundLine(detail: Detail): Omit<PaymentHistoryLine, 'id' | 'at'> {
  const status = text(detail, 'refund_status') ?? 'PENDING';
  const amount = kobo(detail, 'amount_kobo');
  const title = `${REFUND_TITLES[status] ?? 'Refund'}${amount === null ? '' : ` (${formatMoney(amount)})`}`;
  return { title, note: joined([text(detail, 'reason'), text(detail, 'note')]), palette: status === 'FAILED' ? 'red' : 'purple' };
}

function statusLine(event: PaymentEvent, detail: Detail, shownReference: string | null): Omit<PaymentHistoryLine, 'id' | 'at'> {
  const palette = paymentStatusPalette(event.status);
  const flagged = text(detail, 'flagged');
  if (event.status === 'PENDING') {
    const instructions = text(detail, 'instructions');
    if (detail.charge_attempt !== undefined) return { title: 'Charge on the saved card scheduled', note: null, palette };
    const title = instructions ? (INSTRUCTION_TITLES[instructions] ?? 'Instructions given to the customer') : 'Payment started, waiting for the customer';
    return { title, note: joined(gatewayNote(detail, shownReference)), palette };
  }
  if (event.status === 'SUCCEEDED') {
    if (event.source === 'init') return { title: 'Paid from the agent wallet', note: null, palette };
    if (detail.second_transaction_id !== undefined && detail.second_transaction_id !== null) {
      return { title: 'Paid a second time', note: joined(['The customer paid twice: this money is to be given back.', ...gatewayNote(detail, shownReference)]), palette: 'red' };
    }
    const by = SETTLED_BY[event.source];
    const title = by ? `Paid: ${by}` : 'Paid';
    return { title, note: joined([flagged ? 'The order was paid already: this money is being refunded.' : null, ...gatewayNote(detail, shownReference)]), palette };
  }
  const reason = text(detail, 'reason');
  const by = SETTLED_BY[event.source];
  return { title: by ? `${paymentStatusLabel(event.status)}: ${by}` : paymentStatusLabel(event.status), note: joined([reason, flagged ? `${flagged}.` : null, ...gatewayNote(detail, shownReference)]), palette };
}

/** One history line in words; `shownReference`: the gateway reference the screen shows already (not repeated). */
export function paymentHistoryLine(event: PaymentEvent, shownReference: string | null = null): PaymentHistoryLine {
  const detail = detailOf(event);
  const line = event.source === 'refund' ? refundLine(detail) : statusLine(event, detail, shownReference);
  return { id: event.id, at: event.at, ...line };
}
