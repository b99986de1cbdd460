import { AGENT_ROLE, ANONYMOUS_ROLE, CLAIMS_OFFICER_ROLE, PARTNER_OPS_ROLE, SUPERVISOR_ROLE } from '@/lib/domain/roles';
import type { ArrayRelationship, BoolExpJson, ColumnMetadata, ObjectRelationship, PgType, Registry, TableMetadata } from '../engine/registry/types';

/**
 * What the data service serves: the ten tables of `0002_core.sql` (the data model of PRODUCT.md), in
 * Hasura's metadata format, with the relationships between them and what each role may read.
 *
 * - `anonymous` (no token) reads partners only — the app's partner gate runs before anyone signs in —
 *   with the fields the gate, the sign-in screen and the chat screen need; `policy_prefix` (internal
 *   numbering) and `created_at` stay hidden. `login` and `verify_card` are actions (definitions.ts).
 * - `agent` reads its own partner, its own agent row (never `password_hash`), its partner's plans,
 *   and the customers, devices, orders, payments, claims (with their events) and wallet entries it
 *   owns; a customer's full ID number never leaves the database (only `id_number_last4`). Every filter
 *   names the partner too, so a token whose user and partner disagree sees nothing.
 * - No role has insert, update or delete permissions: every write is an action, which carries the
 *   business rules (pricing, eligibility, ledger, idempotency) in one transaction.
 * - `login_attempt` and `action_request` are bookkeeping of the actions and are not served at all; nor are
 *   the gateway's webhook inbox (`gateway_event`), refunds (`payment_refund`) and above all the card
 *   authorizations (`card_authorization`: its code charges the customer's card).
 * - Payments (0008): the agent reads its own payments without the gateway's bookkeeping, their history
 *   (`payment_event`) through the payment, and its own wallet account without the gateway's customer code.
 * - Renewal reminders (0012): the agent reads the reminders of its own orders, through the order (the
 *   table has no agent or partner of its own); the daily sweep writes them.
 */

const col = (name: string, type: PgType, nullable = false): ColumnMetadata => ({ name, type, nullable });
const NULLABLE = true;

const table = (name: string) => ({ schema: 'public', name });

/** This row points at one row through its foreign key column. */
const objectRel = (name: string, column: string): ObjectRelationship => ({ name, using: { foreign_key_constraint_on: column } });

/** Rows of `remoteTable` point at this row through their `column`. */
const arrayRel = (name: string, remoteTable: string, column: string): ArrayRelationship => ({
  name,
  using: { foreign_key_constraint_on: { table: table(remoteTable), column } },
});

/** The column names of `columns` except the ones listed. */
const allBut = (columns: ColumnMetadata[], ...hidden: string[]) => columns.map((c) => c.name).filter((name) => !hidden.includes(name));

const OWN_PARTNER: BoolExpJson = { partner_id: { _eq: 'X-Hasura-Partner-Id' } };
/** Rows the agent owns (it onboarded the customer, sold the order, filed the claim, holds the wallet). */
const OWNED_BY_AGENT: BoolExpJson = { _and: [{ agent_id: { _eq: 'X-Hasura-User-Id' } }, OWN_PARTNER] };
/** Upper bound on the rows one list request returns to an agent, whatever `limit` it asks for. */
const AGENT_ROW_LIMIT = 100;

const partnerColumns = [
  col('id', 'uuid'),
  col('code', 'text'),
  col('name', 'text'),
  col('allow_postpaid_plan', 'boolean'),
  col('policy_prefix', 'text'),
  col('support_phone', 'text'),
  col('support_email', 'text'),
  col('created_at', 'timestamptz'),
  // 0003: set only by the demo seed, so the sign-in screen can show the demo credentials.
  col('demo_login_hint', 'text', NULLABLE),
  // 0017: the demo's staff sign-ins (claims officer, …), set by the demo seed beside the agent's.
  col('demo_staff_hint', 'text', NULLABLE),
];
const PUBLIC_PARTNER_COLUMNS = ['id', 'code', 'name', 'allow_postpaid_plan', 'support_phone', 'support_email', 'demo_login_hint', 'demo_staff_hint'];

const agentColumns = [
  col('id', 'uuid'),
  col('partner_id', 'uuid'),
  col('first_name', 'text'),
  col('last_name', 'text'),
  col('phone', 'text'),
  col('email', 'text', NULLABLE),
  // 0021: NULL for an invitation not taken up yet.
  col('password_hash', 'text', NULLABLE),
  col('status', 'text'),
  col('wallet_balance_kobo', 'bigint'),
  col('created_at', 'timestamptz'),
  // 0017: agent, claims_officer, partner_ops or supervisor (lib/domain/roles.ts ACCOUNT_ROLES).
  col('role', 'text'),
  // 0019: set by login; and why operations suspended the account (set_agent_status).
  col('last_signed_in_at', 'timestamptz', NULLABLE),
  col('suspended_reason', 'text', NULLABLE),
  // 0023: the supervisor whose team the agent is in (set_agent_team).
  { ...col('team_lead_id', 'uuid', NULLABLE), references: { table: table('agent'), column: 'id' } },
];

const customerColumns = [
  col('id', 'uuid'),
  col('partner_id', 'uuid'),
  col('agent_id', 'uuid'),
  col('first_name', 'text'),
  col('last_name', 'text'),
  col('phone', 'text'),
  col('email', 'text', NULLABLE),
  col('gender', 'text'),
  col('date_of_birth', 'date'),
  col('address', 'text'),
  col('state', 'text'),
  col('id_type', 'text'),
  col('id_number', 'text', NULLABLE),
  col('id_number_last4', 'text'),
  col('created_at', 'timestamptz'),
  // First and last name without accents, generated by the database (migration 0006): what search reads.
  col('search_name', 'text'),
];

const deviceColumns = [
  col('id', 'uuid'),
  col('partner_id', 'uuid'),
  col('customer_id', 'uuid'),
  col('agent_id', 'uuid'),
  col('imei', 'text'),
  col('imei2', 'text', NULLABLE),
  col('brand', 'text'),
  col('model', 'text'),
  col('purchase_price_kobo', 'bigint'),
  col('purchase_date', 'date'),
  col('created_at', 'timestamptz'),
];

const planColumns = [
  col('id', 'uuid'),
  col('partner_id', 'uuid'),
  col('code', 'text'),
  col('name', 'text'),
  col('description', 'text'),
  col('covers', 'jsonb'),
  col('premium_rate_bp', 'integer'),
  col('min_premium_kobo', 'bigint'),
  col('excess_kobo', 'bigint'),
  col('theft_excess_rate_bp', 'integer', NULLABLE),
  col('claims_per_term', 'integer'),
  col('term_months', 'integer'),
  // 0010: what a cancellation after cooling-off gives back (lib/domain/cancellation.ts).
  col('refund_after_cooling_off', 'text'),
  col('active', 'boolean'),
  col('sort_order', 'integer'),
  col('created_at', 'timestamptz'),
  // 0022: the version of its code (revise_plan makes the next; orders keep the one they were sold on).
  col('version', 'integer'),
  // 0024: the inspection photos a sale on it needs (lib/domain/evidence.ts).
  col('inspection_photos', 'jsonb'),
];

const planOrderColumns = [
  col('id', 'uuid'),
  col('partner_id', 'uuid'),
  col('agent_id', 'uuid'),
  col('customer_id', 'uuid'),
  col('device_id', 'uuid'),
  col('plan_id', 'uuid'),
  col('reference', 'text'),
  col('policy_number', 'text'),
  // The protection card's unguessable code (migration 0004): the agent's card screen puts it in the QR
  // link; anonymous callers reach a card only through verify_card.
  col('verification_code', 'text'),
  col('billing', 'text'),
  col('status', 'text'),
  col('premium_kobo', 'bigint'),
  col('instalment_kobo', 'bigint', NULLABLE),
  col('instalments', 'integer'),
  col('amount_paid_kobo', 'bigint'),
  col('commission_kobo', 'bigint'),
  col('starts_on', 'date'),
  col('ends_on', 'date'),
  { ...col('renewal_of_id', 'uuid', NULLABLE), references: { table: table('plan_order'), column: 'id' } },
  col('idempotency_key', 'uuid'),
  col('created_at', 'timestamptz'),
  // 0010: when and why the agent cancelled it (cancel_order).
  col('cancelled_at', 'timestamptz', NULLABLE),
  col('cancel_reason', 'text', NULLABLE),
  // 0014: the first day without cover of the lapse it is in (grace and lapse, orders/lapse.ts).
  col('lapsed_on', 'date', NULLABLE),
];

const paymentColumns = [
  col('id', 'uuid'),
  col('partner_id', 'uuid'),
  col('agent_id', 'uuid'),
  col('plan_order_id', 'uuid', NULLABLE),
  col('purpose', 'text'),
  col('method', 'text'),
  col('status', 'text'),
  col('amount_kobo', 'bigint'),
  col('reference', 'text'),
  col('card_last4', 'text', NULLABLE),
  col('failure_reason', 'text', NULLABLE),
  // NULL only for a transfer into an agent's own account, recorded from the gateway's webhook (0008).
  col('idempotency_key', 'uuid', NULLABLE),
  col('created_at', 'timestamptz'),
  // 0008: the gateway's side of a payment (data-service/src/payments).
  col('gateway', 'text', NULLABLE),
  col('gateway_reference', 'text', NULLABLE),
  col('gateway_attempt', 'integer'),
  col('gateway_call_started_at', 'timestamptz', NULLABLE),
  col('gateway_transaction_id', 'text', NULLABLE),
  col('channel', 'text', NULLABLE),
  col('checkout_url', 'text', NULLABLE),
  col('access_code', 'text', NULLABLE),
  col('transfer_account_number', 'text', NULLABLE),
  col('transfer_account_name', 'text', NULLABLE),
  col('transfer_bank_name', 'text', NULLABLE),
  col('transfer_expires_at', 'timestamptz', NULLABLE),
  col('ussd_code', 'text', NULLABLE),
  col('paid_at', 'timestamptz', NULLABLE),
  col('refunded_kobo', 'bigint'),
  col('flagged_reason', 'text', NULLABLE),
  col('updated_at', 'timestamptz'),
  // 0013: an instalment's payment (payments/instalments.ts): which instalment, and the automatic charge's try.
  col('instalment_number', 'integer', NULLABLE),
  col('charge_attempt', 'integer', NULLABLE),
  // 0015: an excess payment's claim (payments/excess.ts).
  { ...col('claim_id', 'uuid', NULLABLE), references: { table: table('claim'), column: 'id' } },
];

const renewalReminderColumns = [
  { ...col('order_id', 'uuid'), references: { table: table('plan_order'), column: 'id' } },
  col('days_before', 'integer'),
  col('due_on', 'date'),
  col('created_at', 'timestamptz'),
];

const coverGapColumns = [
  { ...col('order_id', 'uuid'), references: { table: table('plan_order'), column: 'id' } },
  col('from_on', 'date'),
  col('until_on', 'date', NULLABLE),
];

// 0025: messages to customers and agents (messages/queueMessage.ts), readable by the agent whose record it is.
const messageColumns = [
  col('id', 'uuid'),
  col('partner_id', 'uuid'),
  { ...col('agent_id', 'uuid', NULLABLE), references: { table: table('agent'), column: 'id' } },
  { ...col('customer_id', 'uuid', NULLABLE), references: { table: table('customer'), column: 'id' } },
  { ...col('plan_order_id', 'uuid', NULLABLE), references: { table: table('plan_order'), column: 'id' } },
  { ...col('claim_id', 'uuid', NULLABLE), references: { table: table('claim'), column: 'id' } },
  col('event', 'text'),
  col('event_key', 'text'),
  col('template', 'text'),
  col('language', 'text'),
  col('channel', 'text'),
  col('recipient', 'text'),
  col('body', 'text'),
  col('status', 'text'),
  col('provider', 'text', NULLABLE),
  col('provider_reference', 'text', NULLABLE),
  col('provider_status', 'text', NULLABLE),
  col('attempts', 'integer'),
  col('last_error', 'text', NULLABLE),
  col('created_at', 'timestamptz'),
  col('sent_at', 'timestamptz', NULLABLE),
  col('delivered_at', 'timestamptz', NULLABLE),
];

/** What of a payment its agent reads: not the gateway's bookkeeping (attempt, access code) nor ops' flags. */
const AGENT_PAYMENT_COLUMNS = allBut(paymentColumns, 'gateway_attempt', 'gateway_call_started_at', 'access_code', 'flagged_reason');

const paymentEventColumns = [
  col('id', 'uuid'),
  col('partner_id', 'uuid'),
  col('payment_id', 'uuid'),
  col('status', 'text'),
  col('source', 'text'),
  col('detail', 'jsonb'),
  col('at', 'timestamptz'),
];

const walletAccountColumns = [
  col('id', 'uuid'),
  col('partner_id', 'uuid'),
  col('agent_id', 'uuid'),
  col('gateway', 'text'),
  col('customer_code', 'text', NULLABLE),
  col('account_number', 'text', NULLABLE),
  col('account_name', 'text', NULLABLE),
  col('bank_name', 'text', NULLABLE),
  col('status', 'text'),
  col('failure_reason', 'text', NULLABLE),
  col('created_at', 'timestamptz'),
  col('updated_at', 'timestamptz'),
];

const claimColumns = [
  col('id', 'uuid'),
  col('partner_id', 'uuid'),
  col('agent_id', 'uuid'),
  col('customer_id', 'uuid'),
  col('device_id', 'uuid'),
  col('plan_order_id', 'uuid'),
  col('reference', 'text'),
  col('claim_type', 'text'),
  col('incident_date', 'date'),
  col('description', 'text'),
  col('police_report_number', 'text', NULLABLE),
  col('status', 'text'),
  col('excess_kobo', 'bigint'),
  col('idempotency_key', 'uuid'),
  col('created_at', 'timestamptz'),
  col('updated_at', 'timestamptz'),
  // 0015: the payment that paid the excess (payments/excess.ts); NULL unpaid.
  { ...col('excess_payment_id', 'uuid', NULLABLE), references: { table: table('payment'), column: 'id' } },
  // 0024: the claims desk asked for more evidence (request_claim_evidence); cleared when the agent adds some.
  col('evidence_requested_at', 'timestamptz', NULLABLE),
];

const claimEventColumns = [
  col('id', 'uuid'),
  col('partner_id', 'uuid'),
  col('claim_id', 'uuid'),
  col('agent_id', 'uuid'),
  col('status', 'text'),
  col('note', 'text', NULLABLE),
  col('created_at', 'timestamptz'),
  // 0015: an event that is the excess paid (the status unchanged): the payment.
  { ...col('payment_id', 'uuid', NULLABLE), references: { table: table('payment'), column: 'id' } },
];

const walletTransactionColumns = [
  col('id', 'uuid'),
  col('partner_id', 'uuid'),
  col('agent_id', 'uuid'),
  col('kind', 'text'),
  col('amount_kobo', 'bigint'),
  col('balance_after_kobo', 'bigint'),
  col('description', 'text'),
  col('plan_order_id', 'uuid', NULLABLE),
  col('payment_id', 'uuid', NULLABLE),
  col('created_at', 'timestamptz'),
  // Orders the entries of one transaction (same created_at) for the running balance.
  col('seq', 'bigint'),
];

const claimNoteColumns = [
  col('id', 'uuid'),
  col('partner_id', 'uuid'),
  col('claim_id', 'uuid'),
  { ...col('author_id', 'uuid'), references: { table: table('agent'), column: 'id' } },
  col('author_role', 'text'),
  col('body', 'text'),
  col('idempotency_key', 'uuid'),
  col('created_at', 'timestamptz'),
];

// 0024: photos and documents of sales and claims (the files are in the object store; links by evidence_links).
const evidenceColumns = [
  col('id', 'uuid'),
  col('partner_id', 'uuid'),
  col('agent_id', 'uuid'),
  col('kind', 'text'),
  col('content_type', 'text'),
  col('size_bytes', 'integer'),
  col('width', 'integer', NULLABLE),
  col('height', 'integer', NULLABLE),
  col('sha256', 'text'),
  col('phash', 'bigint', NULLABLE),
  col('storage_key', 'text'),
  col('plan_order_id', 'uuid', NULLABLE),
  col('claim_id', 'uuid', NULLABLE),
  col('device_id', 'uuid', NULLABLE),
  col('created_at', 'timestamptz'),
  col('attached_at', 'timestamptz', NULLABLE),
];
/** What nobody reads through GraphQL: where the file is kept, and the hashes the service compares. */
const EVIDENCE_INTERNAL = ['storage_key', 'sha256', 'phash'];

const evidenceMatchColumns = [
  col('evidence_id', 'uuid'),
  { ...col('matched_evidence_id', 'uuid'), references: { table: table('evidence'), column: 'id' } },
  col('partner_id', 'uuid'),
  col('distance', 'integer'),
];

const auditEventColumns = [
  col('id', 'bigint'),
  col('partner_id', 'uuid', NULLABLE),
  { ...col('actor_id', 'uuid', NULLABLE), references: { table: table('agent'), column: 'id' } },
  col('actor_role', 'text'),
  col('action', 'text'),
  col('record_table', 'text'),
  col('record_id', 'text'),
  // 0020: the record's name a person knows it by (a claim's reference, an account's name); NULL before 0020.
  col('record_label', 'text', NULLABLE),
  col('before', 'jsonb', NULLABLE),
  col('after', 'jsonb', NULLABLE),
  col('at', 'timestamptz'),
];

/** An agent's read access to rows it owns: every listed column, capped lists, counts and sums. */
const ownedByAgent = (columns: string[]) => ({
  role: AGENT_ROLE,
  permission: { columns, filter: OWNED_BY_AGENT, limit: AGENT_ROW_LIMIT, allow_aggregations: true },
});

const tables: TableMetadata[] = [
  {
    table: table('partner'),
    columns: partnerColumns,
    primary_key: ['id'],
    array_relationships: [arrayRel('plans', 'plan', 'partner_id')],
    select_permissions: [
      { role: ANONYMOUS_ROLE, permission: { columns: PUBLIC_PARTNER_COLUMNS, filter: {}, limit: 100 } },
      {
        role: AGENT_ROLE,
        permission: { columns: PUBLIC_PARTNER_COLUMNS, filter: { id: { _eq: 'X-Hasura-Partner-Id' } }, limit: AGENT_ROW_LIMIT },
      },
    ],
  },
  {
    table: table('agent'),
    columns: agentColumns,
    primary_key: ['id'],
    object_relationships: [objectRel('partner', 'partner_id'), objectRel('team_lead', 'team_lead_id')],
    array_relationships: [
      arrayRel('customers', 'customer', 'agent_id'),
      arrayRel('plan_orders', 'plan_order', 'agent_id'),
      arrayRel('claims', 'claim', 'agent_id'),
      arrayRel('wallet_transactions', 'wallet_transaction', 'agent_id'),
      arrayRel('payments', 'payment', 'agent_id'),
      arrayRel('team_members', 'agent', 'team_lead_id'),
    ],
    select_permissions: [
      {
        role: AGENT_ROLE,
        permission: {
          columns: allBut(agentColumns, 'password_hash'),
          filter: { _and: [{ id: { _eq: 'X-Hasura-User-Id' } }, OWN_PARTNER] },
          limit: AGENT_ROW_LIMIT,
        },
      },
    ],
  },
  {
    table: table('customer'),
    columns: customerColumns,
    primary_key: ['id'],
    object_relationships: [objectRel('partner', 'partner_id'), objectRel('agent', 'agent_id')],
    array_relationships: [
      arrayRel('devices', 'device', 'customer_id'),
      arrayRel('plan_orders', 'plan_order', 'customer_id'),
      arrayRel('claims', 'claim', 'customer_id'),
    ],
    // The whole ID number stays in the database; screens show the last 4.
    select_permissions: [ownedByAgent(allBut(customerColumns, 'id_number'))],
  },
  {
    table: table('device'),
    columns: deviceColumns,
    primary_key: ['id'],
    object_relationships: [objectRel('partner', 'partner_id'), objectRel('customer', 'customer_id'), objectRel('agent', 'agent_id')],
    array_relationships: [arrayRel('plan_orders', 'plan_order', 'device_id'), arrayRel('claims', 'claim', 'device_id'), arrayRel('evidence', 'evidence', 'device_id')],
    select_permissions: [ownedByAgent(allBut(deviceColumns))],
  },
  {
    table: table('plan'),
    columns: planColumns,
    primary_key: ['id'],
    object_relationships: [objectRel('partner', 'partner_id')],
    array_relationships: [arrayRel('plan_orders', 'plan_order', 'plan_id')],
    // Active and retired plans alike: an old order still names its plan.
    select_permissions: [
      { role: AGENT_ROLE, permission: { columns: allBut(planColumns), filter: OWN_PARTNER, limit: AGENT_ROW_LIMIT } },
    ],
  },
  {
    table: table('plan_order'),
    columns: planOrderColumns,
    primary_key: ['id'],
    object_relationships: [
      objectRel('partner', 'partner_id'),
      objectRel('agent', 'agent_id'),
      objectRel('customer', 'customer_id'),
      objectRel('device', 'device_id'),
      objectRel('plan', 'plan_id'),
      objectRel('renewal_of', 'renewal_of_id'),
    ],
    array_relationships: [
      arrayRel('payments', 'payment', 'plan_order_id'),
      arrayRel('claims', 'claim', 'plan_order_id'),
      arrayRel('renewals', 'plan_order', 'renewal_of_id'),
      arrayRel('wallet_transactions', 'wallet_transaction', 'plan_order_id'),
      arrayRel('renewal_reminders', 'renewal_reminder', 'order_id'),
      arrayRel('cover_gaps', 'cover_gap', 'order_id'),
      arrayRel('evidence', 'evidence', 'plan_order_id'),
      arrayRel('messages', 'message', 'plan_order_id'),
    ],
    select_permissions: [ownedByAgent(allBut(planOrderColumns))],
  },
  {
    // 0025: what was sent to the customer about the order (its receipt…) and whether it arrived.
    table: table('message'),
    columns: messageColumns,
    primary_key: ['id'],
    object_relationships: [
      objectRel('partner', 'partner_id'),
      objectRel('agent', 'agent_id'),
      objectRel('customer', 'customer_id'),
      objectRel('plan_order', 'plan_order_id'),
      objectRel('claim', 'claim_id'),
    ],
    // The key is ours (one message per event), not the agent's business.
    select_permissions: [ownedByAgent(allBut(messageColumns, 'event_key'))],
  },
  {
    table: table('renewal_reminder'),
    columns: renewalReminderColumns,
    primary_key: ['order_id', 'days_before'],
    object_relationships: [objectRel('order', 'order_id')],
    // Visible with the order it reminds of, as a payment's history follows the payment's owner.
    select_permissions: [
      { role: AGENT_ROLE, permission: { columns: allBut(renewalReminderColumns), filter: { order: OWNED_BY_AGENT }, limit: AGENT_ROW_LIMIT } },
    ],
  },
  {
    // 0014: a postpaid plan's lapses (orders/lapse.ts): visible with the order.
    table: table('cover_gap'),
    columns: coverGapColumns,
    primary_key: ['order_id', 'from_on'],
    object_relationships: [objectRel('order', 'order_id')],
    select_permissions: [{ role: AGENT_ROLE, permission: { columns: allBut(coverGapColumns), filter: { order: OWNED_BY_AGENT }, limit: AGENT_ROW_LIMIT } }],
  },
  {
    table: table('payment'),
    columns: paymentColumns,
    primary_key: ['id'],
    object_relationships: [objectRel('partner', 'partner_id'), objectRel('agent', 'agent_id'), objectRel('plan_order', 'plan_order_id'), objectRel('claim', 'claim_id')],
    array_relationships: [
      arrayRel('wallet_transactions', 'wallet_transaction', 'payment_id'),
      arrayRel('payment_events', 'payment_event', 'payment_id'),
    ],
    select_permissions: [ownedByAgent(AGENT_PAYMENT_COLUMNS)],
  },
  {
    table: table('payment_event'),
    columns: paymentEventColumns,
    primary_key: ['id'],
    object_relationships: [objectRel('partner', 'partner_id'), objectRel('payment', 'payment_id')],
    // The history follows the payment's owner, as a claim's timeline follows the claim's.
    select_permissions: [
      {
        role: AGENT_ROLE,
        permission: {
          columns: allBut(paymentEventColumns),
          filter: { _and: [{ payment: OWNED_BY_AGENT }, OWN_PARTNER] },
          limit: AGENT_ROW_LIMIT,
        },
      },
    ],
  },
  {
    table: table('wallet_account'),
    columns: walletAccountColumns,
    primary_key: ['id'],
    object_relationships: [objectRel('partner', 'partner_id'), objectRel('agent', 'agent_id')],
    // The account the wallet screen shows; the gateway's customer code stays with the service.
    select_permissions: [ownedByAgent(allBut(walletAccountColumns, 'customer_code'))],
  },
  {
    table: table('claim'),
    columns: claimColumns,
    primary_key: ['id'],
    object_relationships: [
      objectRel('partner', 'partner_id'),
      objectRel('agent', 'agent_id'),
      objectRel('customer', 'customer_id'),
      objectRel('device', 'device_id'),
      objectRel('plan_order', 'plan_order_id'),
      objectRel('excess_payment', 'excess_payment_id'),
    ],
    array_relationships: [
      arrayRel('claim_events', 'claim_event', 'claim_id'),
      arrayRel('excess_payments', 'payment', 'claim_id'),
      arrayRel('notes', 'claim_note', 'claim_id'),
      arrayRel('evidence', 'evidence', 'claim_id'),
    ],
    select_permissions: [ownedByAgent(allBut(claimColumns))],
  },
  {
    table: table('claim_event'),
    columns: claimEventColumns,
    primary_key: ['id'],
    object_relationships: [objectRel('partner', 'partner_id'), objectRel('claim', 'claim_id'), objectRel('agent', 'agent_id'), objectRel('payment', 'payment_id')],
    // Visible with the claim it belongs to: the timeline follows the claim's owner, whoever wrote the event.
    select_permissions: [
      {
        role: AGENT_ROLE,
        permission: {
          columns: allBut(claimEventColumns),
          filter: { _and: [{ claim: OWNED_BY_AGENT }, OWN_PARTNER] },
          limit: AGENT_ROW_LIMIT,
        },
      },
    ],
  },
  {
    table: table('wallet_transaction'),
    columns: walletTransactionColumns,
    primary_key: ['id'],
    object_relationships: [
      objectRel('partner', 'partner_id'),
      objectRel('agent', 'agent_id'),
      objectRel('plan_order', 'plan_order_id'),
      objectRel('payment', 'payment_id'),
    ],
    select_permissions: [ownedByAgent(allBut(walletTransactionColumns))],
  },
  {
    // Migration 0018: notes between the claim's agent and the claims desk, seen with the claim.
    table: table('claim_note'),
    columns: claimNoteColumns,
    primary_key: ['id'],
    object_relationships: [objectRel('partner', 'partner_id'), objectRel('claim', 'claim_id'), objectRel('author', 'author_id')],
    select_permissions: [
      {
        role: AGENT_ROLE,
        permission: { columns: allBut(claimNoteColumns, 'idempotency_key'), filter: { _and: [{ claim: OWNED_BY_AGENT }, OWN_PARTNER] }, limit: AGENT_ROW_LIMIT },
      },
    ],
  },
  {
    // Migration 0024: a sale's inspection photos, a claim's photos and police report. The agent sees those of
    // its own orders and claims, and its own not yet taken by either (the sale or claim being prepared).
    table: table('evidence'),
    columns: evidenceColumns,
    primary_key: ['id'],
    object_relationships: [
      objectRel('partner', 'partner_id'),
      objectRel('agent', 'agent_id'),
      objectRel('plan_order', 'plan_order_id'),
      objectRel('claim', 'claim_id'),
      objectRel('device', 'device_id'),
    ],
    // matches: the earlier photos this one is near; matched_by: the later ones near it (the same pairs, seen
    // from the other side, so the earlier claim is flagged too).
    array_relationships: [arrayRel('matches', 'evidence_match', 'evidence_id'), arrayRel('matched_by', 'evidence_match', 'matched_evidence_id')],
    select_permissions: [
      {
        role: AGENT_ROLE,
        permission: {
          columns: allBut(evidenceColumns, ...EVIDENCE_INTERNAL),
          filter: { _and: [OWN_PARTNER, { _or: [{ claim: OWNED_BY_AGENT }, { plan_order: OWNED_BY_AGENT }, { _and: [{ attached_at: { _is_null: true } }, OWNED_BY_AGENT] }] }] },
          limit: AGENT_ROW_LIMIT,
        },
      },
    ],
  },
  {
    // Migration 0024: a claim photo near one already used on another claim or phone, for the claims desk.
    table: table('evidence_match'),
    columns: evidenceMatchColumns,
    primary_key: ['evidence_id', 'matched_evidence_id'],
    object_relationships: [objectRel('evidence', 'evidence_id'), objectRel('matched_evidence', 'matched_evidence_id'), objectRel('partner', 'partner_id')],
    select_permissions: [],
  },
  {
    // Migration 0016: operations search their partner's (PARTNER_OPS_READS); its triggers refuse every
    // change, whoever asks.
    table: table('audit_event'),
    columns: auditEventColumns,
    primary_key: ['id'],
    object_relationships: [objectRel('partner', 'partner_id'), objectRel('actor', 'actor_id')],
    select_permissions: [],
  },
];

/**
 * What the claims desk reads (role claims_officer, issue 32): its own partner's rows only, with the columns
 * an assessment needs — the claim and its timeline, the device (the whole IMEI, for fraud checks), the order
 * and plan and any gap in the cover, the customer's and the agent's names and phones, and the excess
 * payments. Not the customer's ID, address or birth date, nor anything of the agents' money.
 */
const CLAIMS_OFFICER_READS: Readonly<Record<string, { columns: string[]; filter?: BoolExpJson }>> = {
  partner: { columns: PUBLIC_PARTNER_COLUMNS, filter: { id: { _eq: 'X-Hasura-Partner-Id' } } },
  // The agents' (and colleagues') contacts; the desk's own row is what its shell shows.
  agent: { columns: ['id', 'partner_id', 'first_name', 'last_name', 'phone', 'email', 'status', 'role'] },
  // search_name: the queue's search by name, as the agent's lists search.
  customer: { columns: ['id', 'partner_id', 'agent_id', 'first_name', 'last_name', 'phone', 'search_name', 'created_at'] },
  device: { columns: allBut(deviceColumns), filter: { _and: [OWN_PARTNER, { customer: OWN_PARTNER }] } },
  plan: { columns: allBut(planColumns) },
  plan_order: { columns: allBut(planOrderColumns, 'idempotency_key', 'verification_code') },
  cover_gap: { columns: allBut(coverGapColumns), filter: { order: OWN_PARTNER } },
  claim: { columns: allBut(claimColumns, 'idempotency_key') },
  // A claim's timeline, notes and excess payments are read through the claim too: the database does not
  // make a child row's partner its parent's, so the filter does.
  claim_event: { columns: allBut(claimEventColumns), filter: { _and: [OWN_PARTNER, { claim: OWN_PARTNER }] } },
  claim_note: { columns: allBut(claimNoteColumns, 'idempotency_key'), filter: { _and: [OWN_PARTNER, { claim: OWN_PARTNER }] } },
  // The photos and documents of the partner's sales and claims (the inspection photos through the phone),
  // and which claim photos were seen before on another claim or phone.
  evidence: { columns: allBut(evidenceColumns, ...EVIDENCE_INTERNAL), filter: { _and: [OWN_PARTNER, { attached_at: { _is_null: false } }] } },
  evidence_match: { columns: allBut(evidenceMatchColumns), filter: { _and: [OWN_PARTNER, { evidence: OWN_PARTNER }, { matched_evidence: OWN_PARTNER }] } },
  payment: {
    columns: ['id', 'partner_id', 'claim_id', 'purpose', 'method', 'status', 'amount_kobo', 'refunded_kobo', 'reference', 'channel', 'card_last4', 'paid_at', 'created_at'],
    filter: { _and: [OWN_PARTNER, { purpose: { _eq: 'EXCESS' } }, { claim: OWN_PARTNER }] },
  },
};
const CLAIMS_OFFICER_ROW_LIMIT = 100;

/**
 * What the partner's operations read (role partner_ops, issue 32): their partner's accounts (agents and
 * staff, with status and last sign-in), each agent's sales, commission and claims as counts and sums, the
 * customers' names and contact details and their phones, every version of the plan catalogue, and the audit
 * log. Not the customers' identity documents, the payments or the wallets' ledgers.
 */
const PARTNER_OPS_READS: Readonly<Record<string, { columns: string[]; filter?: BoolExpJson }>> = {
  partner: { columns: PUBLIC_PARTNER_COLUMNS, filter: { id: { _eq: 'X-Hasura-Partner-Id' } } },
  agent: { columns: ['id', 'partner_id', 'first_name', 'last_name', 'phone', 'email', 'status', 'role', 'created_at', 'last_signed_in_at', 'suspended_reason', 'team_lead_id'] },
  plan_order: { columns: ['id', 'partner_id', 'agent_id', 'reference', 'status', 'billing', 'premium_kobo', 'amount_paid_kobo', 'commission_kobo', 'created_at'] },
  claim: { columns: ['id', 'partner_id', 'agent_id', 'reference', 'status', 'claim_type', 'created_at'] },
  // A customer's phones, to transfer one to a new owner (transfer_device); read through the customer, as the desk does.
  device: {
    columns: ['id', 'partner_id', 'customer_id', 'agent_id', 'imei', 'brand', 'model', 'purchase_price_kobo', 'purchase_date', 'created_at'],
    filter: { _and: [OWN_PARTNER, { customer: OWN_PARTNER }] },
  },
  // Names and contact details, to find a customer and correct them (correct_customer); not the identity.
  customer: { columns: ['id', 'partner_id', 'agent_id', 'first_name', 'last_name', 'phone', 'email', 'address', 'state', 'search_name', 'created_at'] },
  // The plan catalogue, every version, to retire and revise (revise_plan, set_plan_on_sale).
  plan: { columns: allBut(planColumns) },
  // The audit log: every back-office write and sign-in of their partner, with who made it.
  audit_event: { columns: allBut(auditEventColumns) },
};
const PARTNER_OPS_ROW_LIMIT = 100;

/** Rows of an agent in the supervisor's team (an agent whose team lead is the supervisor). */
const IN_TEAM: BoolExpJson = { team_lead_id: { _eq: 'X-Hasura-User-Id' } };
/** Rows of the supervisor's partner sold, filed or received by an agent of its team. */
const TEAM_ROWS: BoolExpJson = { _and: [OWN_PARTNER, { agent: IN_TEAM }] };

/**
 * What a supervisor reads (role supervisor, issue 32): its team's agents (and its own account), their
 * sales, claims and the plans' money received as counts and sums for the Team screen, and their commission
 * lines of the ledger. Only its own team's rows, of its own partner: not the customers, devices or other
 * ledger lines, nor another team's.
 */
const SUPERVISOR_READS: Readonly<Record<string, { columns: string[]; filter?: BoolExpJson }>> = {
  partner: { columns: PUBLIC_PARTNER_COLUMNS, filter: { id: { _eq: 'X-Hasura-Partner-Id' } } },
  agent: {
    columns: ['id', 'partner_id', 'first_name', 'last_name', 'phone', 'email', 'status', 'role', 'created_at', 'last_signed_in_at', 'team_lead_id'],
    filter: { _and: [OWN_PARTNER, { _or: [IN_TEAM, { id: { _eq: 'X-Hasura-User-Id' } }] }] },
  },
  plan_order: {
    columns: ['id', 'partner_id', 'agent_id', 'reference', 'status', 'billing', 'premium_kobo', 'amount_paid_kobo', 'commission_kobo', 'renewal_of_id', 'created_at'],
    filter: TEAM_ROWS,
  },
  claim: { columns: ['id', 'partner_id', 'agent_id', 'reference', 'status', 'claim_type', 'created_at'], filter: TEAM_ROWS },
  payment: { columns: ['id', 'partner_id', 'agent_id', 'purpose', 'status', 'amount_kobo', 'refunded_kobo', 'paid_at', 'created_at'], filter: TEAM_ROWS },
  wallet_transaction: {
    columns: ['id', 'partner_id', 'agent_id', 'kind', 'amount_kobo', 'created_at'],
    // Commission earned, and taken back by a cancellation (a negative COMMISSION line).
    filter: { _and: [TEAM_ROWS, { kind: { _eq: 'COMMISSION' } }] },
  },
};
const SUPERVISOR_ROW_LIMIT = 100;

const STAFF_READS = [
  { role: CLAIMS_OFFICER_ROLE, reads: CLAIMS_OFFICER_READS, limit: CLAIMS_OFFICER_ROW_LIMIT },
  { role: PARTNER_OPS_ROLE, reads: PARTNER_OPS_READS, limit: PARTNER_OPS_ROW_LIMIT },
  { role: SUPERVISOR_ROLE, reads: SUPERVISOR_READS, limit: SUPERVISOR_ROW_LIMIT },
];

for (const metadata of tables) {
  for (const { role, reads: byTable, limit } of STAFF_READS) {
    const reads = byTable[metadata.table.name];
    if (!reads) continue;
    metadata.select_permissions = [
      ...(metadata.select_permissions ?? []),
      { role, permission: { columns: reads.columns, filter: reads.filter ?? OWN_PARTNER, limit, allow_aggregations: true } },
    ];
  }
}

export const REGISTRY: Registry = { tables };
