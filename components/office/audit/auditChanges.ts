import { claimStatusLabel } from '@/lib/claims/claimStatus';
import { formatDateTime } from '@/lib/format/date';
import { bpToPercent } from '@/lib/domain/plans';
import { formatMoney } from '@/lib/format/money';
import { codeInWords } from '@/lib/orders/codeInWords';

/** One field an audit entry's write changed, in words: "Status: Submitted → Under review". */
export interface AuditChange {
  field: string;
  /** Undefined for a field the write created (nothing before it). */
  before?: string;
  after?: string;
}

/** Fields named better than their column. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  suspended_reason: 'Reason',
  body: 'Note',
  signed_in_at: 'Signed in at',
  client_address: 'From address',
  amount_kobo: 'Amount',
  refunded_kobo: 'Refunded so far',
  link_expires_at: 'Link works until',
  premium_rate_bp: 'Premium',
  min_premium_kobo: 'Minimum premium',
  on_sale: 'On sale',
};

/** An ISO instant as the data service writes one into a record. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function valueInWords(table: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field.endsWith('_kobo') && typeof value === 'number') return formatMoney(value);
  if (field.endsWith('_bp') && typeof value === 'number') return `${bpToPercent(value)}%`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    if (field === 'status') return table === 'claim' ? claimStatusLabel(value) : codeInWords(value);
    return INSTANT.test(value) ? formatDateTime(value) : value;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const asRecord = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * What a write changed, field by field, from the record's part before and after it (either may be null): the
 * ids of other records it names are left out (the entry names its record), as are fields it left the same.
 */
export function auditChanges(entry: { record_table: string; before?: unknown; after?: unknown }): AuditChange[] {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => field !== 'id' && !field.endsWith('_id'));
  return fields.flatMap((field) => {
    const was = field in before ? valueInWords(entry.record_table, field, before[field]) : undefined;
    const is = field in after ? valueInWords(entry.record_table, field, after[field]) : undefined;
    if (was === is) return [];
    return [{ field: FIELD_LABELS[field] ?? codeInWords(field), before: was, after: is }];
  });
}
