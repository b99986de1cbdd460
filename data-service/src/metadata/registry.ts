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
 * - `login_attempt` and `action_request` are bookkeeping of the actions and are not served at all.
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
];
const PUBLIC_PARTNER_COLUMNS = ['id', 'code', 'name', 'allow_postpaid_plan', 'support_phone', 'support_email', 'demo_login_hint'];

const agentColumns = [
  col('id', 'uuid'),
  col('partner_id', 'uuid'),
  col('first_name', 'text'),
  col('last_name', 'text'),
  col('phone', 'text'),
  col('email', 'text', NULLABLE),
  col('password_hash', 'text'),
  col('status', 'text'),
  col('wallet_balance_kobo', 'bigint'),
  col('created_at', 'timestamptz'),
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
  col('active', 'boolean'),
  col('sort_order', 'integer'),
  col('created_at', 'timestamptz'),
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
  col('idempotency_key', 'uuid'),
  col('created_at', 'timestamptz'),
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
];

const claimEventColumns = [
  col('id', 'uuid'),
  col('partner_id', 'uuid'),
  col('claim_id', 'uuid'),
  col('agent_id', 'uuid'),
  col('status', 'text'),
  col('note', 'text', NULLABLE),
  col('created_at', 'timestamptz'),
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

/** An agent's read access to rows it owns: every listed column, capped lists, counts and sums. */
const ownedByAgent = (columns: string[]) => ({
  role: 'agent',
  permission: { columns, filter: OWNED_BY_AGENT, limit: AGENT_ROW_LIMIT, allow_aggregations: true },
});

const tables: TableMetadata[] = [
  {
    table: table('partner'),
    columns: partnerColumns,
    primary_key: ['id'],
    array_relationships: [arrayRel('plans', 'plan', 'partner_id')],
    select_permissions: [
      { role: 'anonymous', permission: { columns: PUBLIC_PARTNER_COLUMNS, filter: {}, limit: 100 } },
      {
        role: 'agent',
        permission: { columns: PUBLIC_PARTNER_COLUMNS, filter: { id: { _eq: 'X-Hasura-Partner-Id' } }, limit: AGENT_ROW_LIMIT },
      },
    ],
  },
  {
    table: table('agent'),
    columns: agentColumns,
    primary_key: ['id'],
    object_relationships: [objectRel('partner', 'partner_id')],
    array_relationships: [
      arrayRel('customers', 'customer', 'agent_id'),
      arrayRel('plan_orders', 'plan_order', 'agent_id'),
      arrayRel('claims', 'claim', 'agent_id'),
      arrayRel('wallet_transactions', 'wallet_transaction', 'agent_id'),
    ],
    select_permissions: [
      {
        role: 'agent',
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
    array_relationships: [arrayRel('plan_orders', 'plan_order', 'device_id'), arrayRel('claims', 'claim', 'device_id')],
    select_permissions: [ownedByAgent(allBut(deviceColumns))],
  },
  {
    table: table('plan'),
    columns: planColumns,
    primary_key: ['id'],
    object_relationships: [objectRel('partner', 'partner_id')],
    // Active and retired plans alike: an old order still names its plan.
    select_permissions: [
      { role: 'agent', permission: { columns: allBut(planColumns), filter: OWN_PARTNER, limit: AGENT_ROW_LIMIT } },
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
    ],
    select_permissions: [ownedByAgent(allBut(planOrderColumns))],
  },
  {
    table: table('payment'),
    columns: paymentColumns,
    primary_key: ['id'],
    object_relationships: [objectRel('partner', 'partner_id'), objectRel('agent', 'agent_id'), objectRel('plan_order', 'plan_order_id')],
    array_relationships: [arrayRel('wallet_transactions', 'wallet_transaction', 'payment_id')],
    select_permissions: [ownedByAgent(allBut(paymentColumns))],
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
    ],
    array_relationships: [arrayRel('claim_events', 'claim_event', 'claim_id')],
    select_permissions: [ownedByAgent(allBut(claimColumns))],
  },
  {
    table: table('claim_event'),
    columns: claimEventColumns,
    primary_key: ['id'],
    object_relationships: [objectRel('partner', 'partner_id'), objectRel('claim', 'claim_id'), objectRel('agent', 'agent_id')],
    // Visible with the claim it belongs to: the timeline follows the claim's owner, whoever wrote the event.
    select_permissions: [
      {
        role: 'agent',
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
];

export const REGISTRY: Registry = { tables };
