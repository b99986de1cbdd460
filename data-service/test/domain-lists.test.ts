import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AFTER_COOLING_OFF_RULES } from '@/lib/domain/cancellation';
import { CLAIM_STATUSES, CLAIM_TYPES, CLOSED_CLAIM_STATUSES } from '@/lib/domain/claims';
import { EVIDENCE_KINDS } from '@/lib/domain/evidence';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES } from '@/lib/domain/messages';
import { ORDER_STATUSES } from '@/lib/domain/orders';
import { PAYMENT_METHODS, PAYMENT_PURPOSES, PAYMENT_STATUSES } from '@/lib/domain/payments';
import { WALLET_TRANSACTION_KINDS } from '@/lib/wallet/walletTransaction';
import { loadMigrations } from '../src/migrate/migrations';

/**
 * The migrations hold the statuses and claim types in SQL (CHECK lists, the one-open-claim index), the
 * data service, the seed and the app read them from lib/domain: the two must name the same values.
 */

/** The quoted values of the last `<name> … IN ( … )` in the migrations (a later migration may redefine it). */
function quotedList(sql: string, name: string): string[] {
  const pattern = new RegExp(`\\b${name}\\b[^;]*?\\bIN\\s*\\(([^)]*)\\)`, 'g');
  const found = [...sql.matchAll(pattern)];
  assert.ok(found.length > 0, `no ${name} with an IN list in the migrations`);
  const list = found[found.length - 1][1];
  return [...list.matchAll(/'([^']*)'/g)].map((match) => match[1]);
}

/** Each list the database keeps, and lib/domain's counterpart. */
const LISTS: [name: string, domain: readonly string[]][] = [
  ['claim_status_check', CLAIM_STATUSES],
  ['claim_event_status_check', CLAIM_STATUSES],
  ['claim_type_check', CLAIM_TYPES],
  ['plan_order_status_check', ORDER_STATUSES],
  // Payments (migration 0008): the payment's and its history's statuses, methods, purposes.
  ['payment_status_check', PAYMENT_STATUSES],
  ['payment_event_status_check', PAYMENT_STATUSES],
  ['payment_method_check', PAYMENT_METHODS],
  ['payment_purpose_check', PAYMENT_PURPOSES],
  // Cancellation (migration 0010): what a plan gives back after cooling-off.
  ['plan_refund_after_cooling_off_check', AFTER_COOLING_OFF_RULES],
  // The wallet ledger's kinds of line (the claim excess from migration 0015).
  ['wallet_transaction_kind_check', WALLET_TRANSACTION_KINDS],
  // Evidence (migration 0024): what a photo or document is of.
  ['evidence_kind_check', EVIDENCE_KINDS],
  // Messages (migration 0025): how each goes out and where it stands.
  ['message_channel_check', MESSAGE_CHANNELS],
  ['message_status_check', MESSAGE_STATUSES],
  // The partial unique index: a claim is open (one per device) unless its status is in this NOT IN list.
  ['claim_one_open_per_device', CLOSED_CLAIM_STATUSES],
];

/** The lists whose values differ between `sql` and lib/domain (order aside), each with both sides. */
function drift(sql: string, lists = LISTS): { name: string; sql: string[]; domain: string[] }[] {
  return lists
    .map(([name, domain]) => ({ name, sql: quotedList(sql, name).sort(), domain: [...domain].sort() }))
    .filter((list) => list.sql.join(',') !== list.domain.join(','));
}

const migrationsSql = () =>
  loadMigrations()
    .map((migration) => migration.sql)
    .join('\n');

describe('the migrations and lib/domain', () => {
  it('name the same claim statuses, claim types, order statuses, closed claim statuses and payment statuses, methods and purposes', () => {
    assert.deepEqual(drift(migrationsSql()), []);
  });

  it('reads the open-claim index’s NOT IN list', () => {
    assert.match(migrationsSql(), /claim_one_open_per_device[^;]*WHERE status NOT IN \(/);
  });

  it('would notice a value added on one side only', () => {
    const sql = migrationsSql();
    const added = sql.replace(/(claim_status_check CHECK \(status IN \([^)]*)\)/, "$1, 'ARCHIVED')");
    assert.deepEqual(drift(added).map((list) => list.name), ['claim_status_check']);
    const reopened = sql.replace(/(claim_one_open_per_device[^;]*NOT IN \()'REJECTED', /, '$1');
    assert.deepEqual(drift(reopened).map((list) => list.name), ['claim_one_open_per_device']);
    const domainOnly = LISTS.map(([name, domain]): [string, readonly string[]] => [name, name === 'plan_order_status_check' ? [...domain, 'REFUNDED'] : domain]);
    assert.deepEqual(drift(sql, domainOnly).map((list) => list.name), ['plan_order_status_check']);
  });
});
