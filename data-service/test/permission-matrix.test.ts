import assert from 'node:assert/strict';
import { uploadedEvidence } from './support/evidenceFixtures';
import { after, before, describe, it } from 'node:test';
import { ALL_ACTIONS } from '@/lib/actions/allActions';
import { ACCOUNT_ROLES, AGENT_ROLE, ANONYMOUS_ROLE, isAccountRole, type AccountRole } from '@/lib/domain/roles';
import { resolveRelationships, type ResolvedRelationship } from '../src/engine/registry/relationships';
import type { PgType, SelectPermission, TableMetadata } from '../src/engine/registry/types';
import { REGISTRY } from '../src/metadata/registry';
import { REDWAVE_NG, SUNLINE_NG } from '../src/seed/partners';
import { createAgent } from './support/actions';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/**
 * The permission matrix (issue 32): every table × every role × every operation, derived from REGISTRY, the
 * database's own tables and columns, lib/domain/roles.ts and lib/actions/allActions.ts, so a new table,
 * column, role or action is covered without touching this file. On the demo seed (plus a few rows of the
 * tables the seed leaves empty), as an account of partner A, with B another partner:
 *
 * - reads: a role lists, fetches by primary key, counts and reaches through relationships only partner A's
 *   rows, and an agent only the rows it owns; a table, column or relationship the role is not given is
 *   refused, in the selection and in every argument that could probe it (where, order_by, distinct_on, max);
 * - a few columns no role reads (secrets), none of the back office's fields for an agent, and only public
 *   tables for a caller without a partner: stated here rather than read from the registry, so loosening
 *   the registry fails;
 * - writes: no role has a table mutation; each action answers only the roles it declares; nothing changed.
 *
 * What the agent sees of crafted cross-links (its payment pointing at another agent's order, …) is in
 * permissions.test.ts; the claims desk's and operations' screens in claims-officer-permissions.test.ts and
 * audit-log-search.test.ts. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

type Row = Record<string, unknown>;

const A = SUNLINE_NG.id;
const B = REDWAVE_NG.id;
/** More rows than this are not asked for in one list; a list shorter than it (and the permission's cap) is complete. */
const LIST_LIMIT = 100;

const TABLES: ReadonlyMap<string, TableMetadata> = new Map(REGISTRY.tables.map((table) => [table.table.name, table]));
const RELATIONSHIPS = resolveRelationships(REGISTRY);

/** Every role anything is given to, and every role a token can carry: anonymous, the accounts', the back office's. */
const ROLES: readonly string[] = [
  ...new Set([
    ANONYMOUS_ROLE,
    ...ACCOUNT_ROLES,
    ...REGISTRY.tables.flatMap((table) =>
      [table.select_permissions, table.insert_permissions, table.update_permissions, table.delete_permissions].flatMap((list) => (list ?? []).map((p) => p.role)),
    ),
    ...ALL_ACTIONS.flatMap((action) => action.roles),
  ]),
];

// What holds whatever the registry says: loosening it must fail here.

/**
 * Columns no role reads, ever: credentials, the customer's whole ID number, the gateway's codes (a card
 * authorization's code charges the card), a password link's token hash.
 */
const NO_ROLE_READS: Readonly<Record<string, readonly string[]>> = {
  agent: ['password_hash', 'session_version'],
  customer: ['id_number'],
  payment: ['access_code'],
  wallet_account: ['customer_code'],
  card_authorization: ['authorization_code', 'signature'],
  password_link: ['token_hash'],
};
/** The back office's own fields and tables: an agent reaches none of them. */
const BACK_OFFICE_ONLY: Readonly<Record<string, readonly string[] | 'whole table'>> = {
  payment: ['flagged_reason', 'gateway_attempt', 'gateway_call_started_at'],
  audit_event: 'whole table',
  gateway_event: 'whole table',
};
/** What a caller without a partner (anonymous, a back-office tool) may read: the partner gate's list. */
const PUBLIC_TABLES = ['partner'];
/**
 * A row whose owner is its parent's owner rather than the agent it names: a claim's timeline follows the
 * claim, whoever wrote the event (registry.ts). Otherwise a row's owner is its `agent_id`, or its parent's.
 */
const OWNED_THROUGH: Readonly<Record<string, string>> = { claim_event: 'claim' };

const GRAPHQL_SCALARS: Readonly<Record<PgType, string>> = {
  uuid: 'uuid',
  text: 'String',
  boolean: 'Boolean',
  timestamptz: 'timestamptz',
  integer: 'Int',
  bigint: 'bigint',
  numeric: 'numeric',
  date: 'date',
  jsonb: 'jsonb',
};

const selectPermission = (role: string, table: string): SelectPermission | undefined =>
  TABLES.get(table)?.select_permissions.find((entry) => entry.role === role)?.permission;
const tableMeta = (table: string): TableMetadata => {
  const meta = TABLES.get(table);
  assert.ok(meta, `${table} is not in the registry`);
  return meta;
};
const primaryKey = (table: string) => tableMeta(table).primary_key;
const hasColumn = (table: string, column: string) => tableMeta(table).columns.some((c) => c.name === column);
const objectRelationships = (table: string) => (RELATIONSHIPS.get(table) ?? []).filter((rel) => rel.kind === 'object');
/**
 * Whether a root field of that name is an action the role may call: a table's root fields share the namespace
 * with actions (the `password_link` action looks links up; the table of that name is not served).
 */
const isActionOf = (role: string, kind: 'query' | 'mutation', field: string) =>
  ALL_ACTIONS.some((action) => action.name === field && action.kind === kind && (action.roles as readonly string[]).includes(role));
/** The tables a role may read, in registry order. */
const readableTables = (role: string) => REGISTRY.tables.map((t) => t.table.name).filter((table) => selectPermission(role, table));
/** Whether the role reads the table's primary key, so that its rows can be told apart (and `_by_pk` exists). */
const readsPrimaryKey = (role: string, table: string) => primaryKey(table).every((column) => selectPermission(role, table)?.columns.includes(column));

/** How a row reaches a column: through object relationships (none for a column of its own). */
interface Path {
  via: ResolvedRelationship[];
  column: string;
}

/** Whose a row is: `partner.id`, a `partner_id` of its own, or its parent's (renewal_reminder → order). */
function partnerPath(table: string, seen: ReadonlySet<string> = new Set([table])): Path | undefined {
  if (table === 'partner') return { via: [], column: 'id' };
  if (hasColumn(table, 'partner_id')) return { via: [], column: 'partner_id' };
  for (const rel of objectRelationships(table)) {
    if (seen.has(rel.remote)) continue;
    const rest = partnerPath(rel.remote, new Set([...seen, rel.remote]));
    if (rest) return { via: [rel, ...rest.via], column: rest.column };
  }
  return undefined;
}

/**
 * Which agent owns a row: `agent.id`, an `agent_id` of its own, or its parent's (payment_event → payment). A
 * relationship to `agent` itself names a person acting (a note's author, an audit entry's actor), not the
 * owner. None for the partner's shared tables (partner, plan): an agent reads all of its partner's.
 */
function ownerPath(table: string, seen: ReadonlySet<string> = new Set([table])): Path | undefined {
  if (table === 'agent') return { via: [], column: 'id' };
  const through = OWNED_THROUGH[table];
  if (!through && hasColumn(table, 'agent_id')) return { via: [], column: 'agent_id' };
  for (const rel of objectRelationships(table)) {
    if (through ? rel.name !== through : rel.remote === 'agent' || seen.has(rel.remote)) continue;
    const rest = ownerPath(rel.remote, new Set([...seen, rel.remote]));
    if (rest) return { via: [rel, ...rest.via], column: rest.column };
  }
  return undefined;
}

/** Each row of the table by its primary key (as text), with its partner and owner worked out in SQL. */
function scopeSql(table: string): string {
  const joins: string[] = [];
  const follow = (path: Path | undefined): string => {
    if (!path) return 'NULL';
    let alias = 't0';
    for (const rel of path.via) {
      const next = `t${joins.length + 1}`;
      const on = rel.mapping.map((m) => `${next}.${m.remote} = ${alias}.${m.local}`).join(' AND ');
      joins.push(`LEFT JOIN public.${rel.remote} ${next} ON ${on}`);
      alias = next;
    }
    return `${alias}.${path.column}::text`;
  };
  const partner = follow(partnerPath(table));
  const owner = follow(ownerPath(table));
  const key = primaryKey(table).map((column) => `t0.${column}::text`).join(` || '|' || `);
  return `SELECT ${key} AS key, ${partner} AS partner_id, ${owner} AS owner_id FROM public.${table} t0 ${joins.join(' ')}`;
}

/** A row's primary key as scopeSql writes it. */
const keyOf = (table: string, row: Row) => primaryKey(table).map((column) => String(row[column])).join('|');

/** Who asks. */
interface Caller {
  /** For messages: `claims_officer 1 of SUNLINE-NG`. */
  name: string;
  role: string;
  headers: Record<string, string>;
  /** The token's partner; none for anonymous and a back-office tool. */
  partnerId?: string;
  /** The account the token names. */
  userId?: string;
}

interface RowScope {
  partnerId: string | null;
  ownerId: string | null;
}

describe('the permission matrix: every table × role × operation', () => {
  let ds: TestService;
  /** Every table of the database and of the registry. */
  let allTables: string[];
  /** Each table's columns, the database's and the registry's. */
  const columnsOf = new Map<string, Set<string>>();
  /** Per table, each row's partner and owner, by primary key. */
  const scopes = new Map<string, Map<string, RowScope>>();
  /** Each role's caller of partner A (or without a partner: anonymous, back office). */
  const home = new Map<string, Caller>();
  /** Each account role's caller of partner B. */
  const foreign = new Map<string, Caller>();
  /** Another agent of partner A: its rows are partner A's and still not the home agent's. */
  let colleague: Caller;
  /** What each caller listed, per table (the lists test fills it; by_pk and counts read it). */
  const listed = new Map<Caller, Map<string, Row[]>>();
  /** Each table's row count and digest before any request. */
  let digestsBefore: Map<string, string>;

  const sql = async <T extends Row>(text: string, params: unknown[] = []) => (await ds.service.db.query<T>(text, params)).rows;
  const ask = (caller: Caller, query: string, variables?: Record<string, unknown>) => ds.gql(query, variables, undefined, caller.headers);
  const data = (caller: Caller, query: string, answer: GraphqlAnswer) => {
    assert.equal(answer.errors, undefined, `${caller.name}: ${query}: ${JSON.stringify(answer.errors)}`);
    return answer.data as Record<string, unknown>;
  };
  /** The request is refused before anything runs, with this message (Hasura's for a field the role is not given). */
  const assertRefused = async (caller: Caller, query: string, message: string | RegExp) => {
    const answer = await ask(caller, query);
    const what = `${caller.name}: ${query}`;
    assert.equal(answer.data, undefined, `${what} was answered: ${JSON.stringify(answer.data)}`);
    const [error] = answer.errors ?? [];
    assert.equal(error?.extensions?.code, 'validation-failed', `${what}: ${JSON.stringify(answer.errors)}`);
    if (typeof message === 'string') assert.equal(error.message, message, what);
    else assert.match(error.message, message, what);
  };
  const partnered = () => [...home.values(), ...foreign.values(), colleague].filter((caller) => caller.partnerId);
  const partnerless = () => [...home.values()].filter((caller) => !caller.partnerId);

  before(async () => {
    ds = await startTestService({ config: { runJobs: false } });

    const dbColumns = await sql<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
    );
    for (const { table_name, column_name } of dbColumns) columnsOf.set(table_name, (columnsOf.get(table_name) ?? new Set()).add(column_name));
    for (const meta of REGISTRY.tables) for (const { name } of meta.columns) columnsOf.set(meta.table.name, (columnsOf.get(meta.table.name) ?? new Set()).add(name));
    allTables = [...columnsOf.keys()].sort();

    for (const role of ROLES) {
      if (role === ANONYMOUS_ROLE) home.set(role, { name: role, role, headers: {} });
      else if (!isAccountRole(role)) home.set(role, { name: role, role, headers: await authHeaders({ role }) });
    }
    for (const role of ACCOUNT_ROLES) {
      const [own, second] = await accounts(role, A, role === AGENT_ROLE ? 2 : 1);
      home.set(role, own);
      if (second) colleague = second;
      const [theirs] = await accounts(role, B, 1);
      foreign.set(role, theirs);
    }
    await addRowsTheSeedLacks([home.get(AGENT_ROLE), colleague, foreign.get(AGENT_ROLE)].map((caller) => caller?.userId as string));

    for (const { table } of REGISTRY.tables) {
      const rows = await sql<{ key: string; partner_id: string | null; owner_id: string | null }>(scopeSql(table.name));
      scopes.set(table.name, new Map(rows.map((row) => [row.key, { partnerId: row.partner_id, ownerId: row.owner_id }])));
    }
    digestsBefore = await tableDigests();
  });
  after(() => ds?.stop());

  /**
   * Callers of an account role in a partner: its seeded accounts, the one with most customers first (the
   * demo agent), and new ones (createAgent) where the seed has too few (supervisor).
   */
  async function accounts(role: AccountRole, partnerId: string, count: number): Promise<Caller[]> {
    const found = await sql<{ id: string; session_version: number }>(
      `SELECT a.id, a.session_version FROM public.agent a WHERE a.partner_id = $1 AND a.role = $2 AND a.status = 'ACTIVE'
       ORDER BY (SELECT count(*) FROM public.customer c WHERE c.agent_id = a.id) DESC, a.id LIMIT $3`,
      [partnerId, role, count],
    );
    while (found.length < count) found.push({ id: (await createAgent(ds.service.db, { partnerId, role })).id, session_version: 0 });
    const code = partnerId === A ? SUNLINE_NG.code : REDWAVE_NG.code;
    return Promise.all(
      found.map(async ({ id, session_version }, i) => ({
        name: `${role} ${i + 1} of ${code}`,
        role,
        partnerId,
        userId: id,
        headers: await authHeaders({ role, partnerId, userId: id, sessionVersion: session_version }),
      })),
    );
  }

  /**
   * Rows of the tables the demo seed leaves empty (the daily sweep's reminders and gaps, wallet accounts,
   * notes, the audit log), one per agent given, so that every table has rows of both partners and of two
   * agents of A to tell apart. And an audit entry of no partner, which no partner's staff may read.
   */
  async function addRowsTheSeedLacks(agentIds: string[]): Promise<void> {
    for (const [i, agentId] of agentIds.entries()) {
      const [{ partner_id: partnerId }] = await sql<{ partner_id: string }>('SELECT partner_id FROM public.agent WHERE id = $1', [agentId]);
      const [order] = await sql<{ id: string }>('SELECT id FROM public.plan_order WHERE agent_id = $1 ORDER BY id LIMIT 1', [agentId]);
      const [claim] = await sql<{ id: string }>('SELECT id FROM public.claim WHERE agent_id = $1 ORDER BY id LIMIT 1', [agentId]);
      assert.ok(order && claim, `agent ${agentId} has an order and a claim in the demo seed`);
      await sql(`INSERT INTO public.renewal_reminder (order_id, days_before, due_on) VALUES ($1, 30, current_date) ON CONFLICT DO NOTHING`, [order.id]);
      await sql(`INSERT INTO public.cover_gap (order_id, from_on, until_on) VALUES ($1, '2020-01-01', '2020-01-05') ON CONFLICT DO NOTHING`, [order.id]);
      await sql(
        `INSERT INTO public.wallet_account (partner_id, agent_id, gateway, customer_code) VALUES ($1, $2, 'paystack', $3) ON CONFLICT DO NOTHING`,
        [partnerId, agentId, `CUS_matrix_${i}`],
      );
      await sql(
        `INSERT INTO public.claim_note (partner_id, claim_id, author_id, author_role, body, idempotency_key) VALUES ($1, $2, $3, 'agent', 'Matrix note', gen_random_uuid())`,
        [partnerId, claim.id, agentId],
      );
      await sql(
        `INSERT INTO public.audit_event (partner_id, actor_id, actor_role, action, record_table, record_id, record_label) VALUES ($1, $2, 'agent', 'matrix', 'claim', $3, 'matrix')`,
        [partnerId, agentId, claim.id],
      );
      // Evidence: a photo of the claim, an inspection photo of the order, one not yet taken, and a match of the two taken.
      const agent = { id: agentId, partnerId };
      const [claimPhoto, orderPhoto] = [await uploadedEvidence(ds.service.db, agent, 'DAMAGE'), await uploadedEvidence(ds.service.db, agent, 'DEVICE_FRONT')];
      await uploadedEvidence(ds.service.db, agent, 'DEVICE_BACK');
      await sql(`UPDATE public.evidence SET claim_id = c.id, device_id = c.device_id, attached_at = now() FROM public.claim c WHERE c.id = $2 AND evidence.id = $1`, [claimPhoto, claim.id]);
      await sql(`UPDATE public.evidence SET plan_order_id = o.id, device_id = o.device_id, attached_at = now() FROM public.plan_order o WHERE o.id = $2 AND evidence.id = $1`, [orderPhoto, order.id]);
      await sql(`INSERT INTO public.evidence_match (evidence_id, matched_evidence_id, partner_id, distance) VALUES ($1, $2, $3, 3)`, [claimPhoto, orderPhoto, partnerId]);
      // A message about the order (its receipt), as the sale writes it.
      await sql(
        `INSERT INTO public.message (partner_id, agent_id, customer_id, plan_order_id, event, event_key, template, language, channel, recipient, body)
         SELECT o.partner_id, o.agent_id, o.customer_id, o.id, 'SALE_RECEIPT', 'MATRIX:' || o.id, 'sale-receipt', 'en', 'SMS', c.phone, 'Matrix receipt'
           FROM public.plan_order o JOIN public.customer c ON c.id = o.customer_id WHERE o.id = $1
         ON CONFLICT (event_key) DO NOTHING`,
        [order.id],
      );
    }
    await sql(`INSERT INTO public.audit_event (partner_id, actor_role, action, record_table, record_id) VALUES (NULL, 'back_office', 'matrix', 'payment', 'none')`);
  }

  /** Each table's row count and a digest of its rows: any insert, update or delete changes it. */
  async function tableDigests(): Promise<Map<string, string>> {
    const digests = new Map<string, string>();
    for (const table of allTables) {
      const [row] = await sql<{ n: number; digest: string }>(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS digest FROM public.${table} AS t`,
      );
      digests.set(table, `${row.n} rows, ${row.digest}`);
    }
    return digests;
  }

  /** The row belongs to the caller's partner, and for an agent to the agent, where the table has an owner. */
  function assertCallersRow(caller: Caller, table: string, row: Row, where: string): void {
    const scope = scopes.get(table)?.get(keyOf(table, row));
    assert.ok(scope, `${where}: ${table} ${keyOf(table, row)} is no row of the database`);
    assert.equal(scope.partnerId, caller.partnerId, `${where}: ${table} ${keyOf(table, row)} belongs to partner ${scope.partnerId}, not ${caller.partnerId}`);
    if (caller.role === AGENT_ROLE && ownerPath(table)) {
      assert.equal(scope.ownerId, caller.userId, `${where}: ${table} ${keyOf(table, row)} is agent ${scope.ownerId}'s, not ${caller.userId}'s`);
    }
  }

  /** How many rows of the table are the caller's (its partner's; an agent's own where the table has an owner). */
  function callersRowCount(caller: Caller, table: string): number {
    const owned = caller.role === AGENT_ROLE && ownerPath(table) !== undefined;
    return [...(scopes.get(table)?.values() ?? [])].filter((s) => s.partnerId === caller.partnerId && (!owned || s.ownerId === caller.userId)).length;
  }

  /** The relationships the role may follow from the table: those to a table it reads, by primary key. */
  const followable = (role: string, table: string) => (RELATIONSHIPS.get(table) ?? []).filter((rel) => selectPermission(role, rel.remote) && readsPrimaryKey(role, rel.remote));

  it('has rows of both partners, and of two agents of A, in every table a partner’s account reads (else the checks below prove nothing)', () => {
    for (const table of REGISTRY.tables.map((t) => t.table.name)) {
      const readers = ACCOUNT_ROLES.filter((role) => selectPermission(role, table));
      if (readers.length === 0) continue;
      const rows = [...(scopes.get(table)?.values() ?? [])];
      assert.ok(partnerPath(table), `${table}: no path to a partner (add partner_id or an object relationship)`);
      for (const partnerId of [A, B]) assert.ok(rows.some((row) => row.partnerId === partnerId), `${table} has rows of ${partnerId}: add some in addRowsTheSeedLacks`);
      if (readers.includes(AGENT_ROLE) && ownerPath(table)) {
        for (const agent of [home.get(AGENT_ROLE), colleague]) {
          assert.ok(rows.some((row) => row.ownerId === agent?.userId), `${table} has rows of ${agent?.name}: add some in addRowsTheSeedLacks`);
        }
      }
    }
  });

  it('lists only the caller’s partner’s rows (an agent only its own), in every table it reads and through every relationship', async () => {
    // Every list first (the _by_pk and count checks below read them), then what is in them.
    const callers = [...partnered(), ...partnerless()];
    for (const caller of callers) {
      const byTable = new Map<string, Row[]>();
      listed.set(caller, byTable);
      for (const table of readableTables(caller.role)) {
        const columns = selectPermission(caller.role, table)?.columns ?? [];
        const relationships = followable(caller.role, table).map((rel) => `${rel.name} { ${primaryKey(rel.remote).join(' ')} }`);
        const query = `{ ${table}(limit: ${LIST_LIMIT}) { ${[...columns, ...relationships].join(' ')} } }`;
        byTable.set(table, data(caller, query, await ask(caller, query))[table] as Row[]);
      }
    }
    for (const caller of callers) {
      for (const [table, rows] of listed.get(caller) ?? []) {
        assert.ok(rows.length > 0, `${caller.name} lists some ${table}`);
        if (!caller.partnerId) continue;
        assert.ok(readsPrimaryKey(caller.role, table), `${caller.role} reads ${table} without its primary key: whose rows it sees cannot be told`);
        for (const row of rows) {
          assertCallersRow(caller, table, row, `${caller.name} lists ${table}`);
          for (const rel of followable(caller.role, table)) {
            const related = row[rel.name];
            for (const child of Array.isArray(related) ? related : related === null ? [] : [related]) {
              assertCallersRow(caller, rel.remote, child as Row, `${caller.name} follows ${table}.${rel.name}`);
            }
          }
        }
      }
    }
  });

  it('answers _by_pk with the caller’s own rows and null for another partner’s (or another agent’s), and offers it only with the key', async () => {
    for (const caller of home.values()) {
      if (!caller.partnerId) continue;
      for (const table of readableTables(caller.role)) {
        const pk = primaryKey(table);
        if (!readsPrimaryKey(caller.role, table)) {
          await assertRefused(caller, `{ ${table}_by_pk { __typename } }`, `field '${table}_by_pk' not found in type: 'query_root'`);
          continue;
        }
        // Rows the same role sees in partner B, and for an agent the rows its colleague owns.
        const others = [...(listed.get(foreign.get(caller.role) as Caller)?.get(table) ?? [])].slice(0, 5);
        if (caller.role === AGENT_ROLE && ownerPath(table)) others.push(...(listed.get(colleague)?.get(table) ?? []).slice(0, 5));
        assert.ok(others.length > 0, `${caller.name}: rows of others in ${table} to ask for`);
        const own = listed.get(caller)?.get(table)?.[0] as Row;
        const asked = [own, ...others];
        const types = Object.fromEntries(tableMeta(table).columns.map((c) => [c.name, GRAPHQL_SCALARS[c.type]]));
        const variables: Record<string, unknown> = {};
        const definitions: string[] = [];
        const fields = asked.map((row, i) => {
          const args = pk.map((column) => {
            variables[`r${i}_${column}`] = row[column];
            definitions.push(`$r${i}_${column}: ${types[column]}!`);
            return `${column}: $r${i}_${column}`;
          });
          return `r${i}: ${table}_by_pk(${args.join(', ')}) { ${pk.join(' ')} }`;
        });
        const query = `query (${definitions.join(', ')}) { ${fields.join(' ')} }`;
        const answer = data(caller, query, await ask(caller, query, variables));
        assert.equal(keyOf(table, answer.r0 as Row), keyOf(table, own), `${caller.name}: ${table}_by_pk of its own row`);
        for (let i = 1; i < asked.length; i += 1) {
          assert.equal(answer[`r${i}`], null, `${caller.name}: ${table}_by_pk(${keyOf(table, asked[i])}) is someone else’s row`);
        }
      }
    }
  });

  it('counts only the caller’s rows in _aggregate, and offers _aggregate only where aggregations are allowed', async () => {
    for (const caller of [...partnered(), ...partnerless()]) {
      for (const table of readableTables(caller.role)) {
        const permission = selectPermission(caller.role, table) as SelectPermission;
        const query = `{ ${table}_aggregate { aggregate { count } } }`;
        if (!permission.allow_aggregations) {
          await assertRefused(caller, query, `field '${table}_aggregate' not found in type: 'query_root'`);
          continue;
        }
        const { count } = (data(caller, query, await ask(caller, query))[`${table}_aggregate`] as { aggregate: { count: number } }).aggregate;
        const rows = listed.get(caller)?.get(table) ?? [];
        assert.ok(count >= rows.length && count > 0, `${caller.name}: ${table}_aggregate counts ${count}, lists ${rows.length}`);
        // A list shorter than its cap is every row the role may read: the count must be that many.
        if (rows.length < Math.min(LIST_LIMIT, permission.limit ?? Infinity)) assert.equal(count, rows.length, `${caller.name}: ${table}_aggregate`);
        if (caller.partnerId) {
          const theirs = callersRowCount(caller, table);
          assert.ok(count <= theirs, `${caller.name}: ${table}_aggregate counts ${count} of the ${theirs} rows that are its own`);
        }
      }
    }
  });

  it('refuses every table a role is not given, in every root field (tables of the database the registry leaves out too)', async () => {
    for (const caller of home.values()) {
      for (const table of allTables.filter((t) => !selectPermission(caller.role, t))) {
        for (const field of [table, `${table}_by_pk`, `${table}_aggregate`].filter((f) => !isActionOf(caller.role, 'query', f))) {
          await assertRefused(caller, `{ ${field} { __typename } }`, `field '${field}' not found in type: 'query_root'`);
        }
      }
    }
  });

  it('refuses every column and relationship a role is not given: to read, to filter, to sort, to pick distinct rows by, to aggregate', async () => {
    for (const caller of home.values()) {
      for (const table of readableTables(caller.role)) {
        const permission = selectPermission(caller.role, table) as SelectPermission;
        const shown = permission.columns[0];
        for (const column of [...(columnsOf.get(table) ?? [])].filter((c) => !permission.columns.includes(c))) {
          await assertRefused(caller, `{ ${table}(limit: 1) { ${column} } }`, `field '${column}' not found in type: '${table}'`);
          await assertRefused(caller, `{ ${table}(limit: 1, where: {${column}: {_is_null: false}}) { ${shown} } }`, `field '${column}' not found in type: '${table}_bool_exp'`);
          await assertRefused(caller, `{ ${table}(limit: 1, order_by: {${column}: asc}) { ${shown} } }`, `field '${column}' not found in type: '${table}_order_by'`);
          const distinct = await ask(caller, `{ ${table}(limit: 1, distinct_on: [${column}]) { ${shown} } }`);
          const offered = /^expected one of the values \[(.*)\] for type '\w+_select_column', but found '\w+'$/.exec(distinct.errors?.[0]?.message ?? '');
          assert.ok(offered, `${caller.name}: distinct_on ${table}.${column}: ${JSON.stringify(distinct)}`);
          assert.ok(!offered[1].split(', ').includes(`'${column}'`), `${caller.name}: distinct_on offers ${table}.${column}`);
          if (permission.allow_aggregations) {
            await assertRefused(caller, `{ ${table}_aggregate { aggregate { max { ${column} } } } }`, `field '${column}' not found in type: '${table}_max_fields'`);
          }
        }
        // A relationship to a table the role does not read is no field, nor a filter.
        for (const rel of (RELATIONSHIPS.get(table) ?? []).filter((r) => !selectPermission(caller.role, r.remote))) {
          await assertRefused(caller, `{ ${table}(limit: 1) { ${rel.name} { __typename } } }`, `field '${rel.name}' not found in type: '${table}'`);
          await assertRefused(caller, `{ ${table}(limit: 1, where: {${rel.name}: {}}) { ${shown} } }`, `field '${rel.name}' not found in type: '${table}_bool_exp'`);
        }
      }
    }
  });

  it('gives no role the secrets, an agent none of the back office’s fields, and a caller without a partner only public tables', async () => {
    const refusedColumn = (table: string, column: string) => new RegExp(`^field '(${column}' not found in type: '${table}|${table}' not found in type: 'query_root)'$`);
    for (const caller of home.values()) {
      for (const [table, columns] of Object.entries(NO_ROLE_READS).filter(([t]) => !isActionOf(caller.role, 'query', t))) {
        for (const column of columns) await assertRefused(caller, `{ ${table}(limit: 1) { ${column} } }`, refusedColumn(table, column));
      }
    }
    const agent = home.get(AGENT_ROLE) as Caller;
    for (const [table, columns] of Object.entries(BACK_OFFICE_ONLY)) {
      if (columns === 'whole table') await assertRefused(agent, `{ ${table}(limit: 1) { __typename } }`, `field '${table}' not found in type: 'query_root'`);
      else for (const column of columns) await assertRefused(agent, `{ ${table}(limit: 1) { ${column} } }`, refusedColumn(table, column));
    }
    for (const caller of partnerless()) {
      assert.deepEqual(readableTables(caller.role).filter((table) => !PUBLIC_TABLES.includes(table)), [], `${caller.name} reads only public tables`);
      for (const table of allTables.filter((t) => !PUBLIC_TABLES.includes(t) && !isActionOf(caller.role, 'query', t))) {
        await assertRefused(caller, `{ ${table}(limit: 1) { __typename } }`, `field '${table}' not found in type: 'query_root'`);
      }
    }
  });

  it('offers no role a table mutation: every write is an action', async () => {
    for (const caller of home.values()) {
      for (const table of allTables) {
        const fields = [`insert_${table}`, `insert_${table}_one`, `update_${table}`, `update_${table}_by_pk`, `delete_${table}`, `delete_${table}_by_pk`];
        for (const field of fields.filter((f) => !isActionOf(caller.role, 'mutation', f))) {
          // No arguments: were the field there, it would be refused for them rather than run.
          await assertRefused(caller, `mutation { ${field} { __typename } }`, new RegExp(`^(field '${field}' not found in type: 'mutation_root'|no mutations exist)$`));
        }
      }
    }
  });

  it('offers each action to the roles it declares, and to no other role', async () => {
    for (const action of ALL_ACTIONS) {
      const root = action.kind === 'mutation' ? 'mutation_root' : 'query_root';
      // An argument no action has: refused before anything runs, whoever asks — for its name where the field
      // is there (the roles it declares), for the field itself elsewhere.
      const probe = `${action.kind} { ${action.name}(matrix_probe: 1) { __typename } }`;
      for (const caller of home.values()) {
        if ((action.roles as readonly string[]).includes(caller.role)) {
          const answer = await ask(caller, probe);
          assert.equal(answer.errors?.[0]?.message, `'${action.name}' has no argument named 'matrix_probe'`, `${caller.name} may call ${action.name}`);
        } else {
          await assertRefused(caller, probe, new RegExp(`^(field '${action.name}' not found in type: '${root}'|no mutations exist)$`));
        }
      }
    }
  });

  it('refuses an account’s token naming another partner or another role than the account’s', async () => {
    // permissions.test.ts checks this for an agent's token over the agent's tables; here for every account role.
    const query = '{ __typename }';
    for (const role of ACCOUNT_ROLES) {
      const account = home.get(role) as Caller;
      const otherPartner = await authHeaders({ role, partnerId: B, userId: account.userId });
      const answer = await ds.gql(query, undefined, undefined, otherPartner);
      assert.deepEqual(answer.errors?.map((e) => e.extensions.code), ['invalid-jwt'], `${role} of A with partner B`);
      for (const otherRole of ACCOUNT_ROLES.filter((r) => r !== role)) {
        const wrongRole = await ds.gql(query, undefined, undefined, await authHeaders({ role: otherRole, partnerId: A, userId: account.userId }));
        assert.deepEqual(wrongRole.errors?.map((e) => e.extensions.code), ['invalid-jwt'], `${role}'s account as ${otherRole}`);
      }
    }
  });

  it('changed no row of any table', async () => {
    assert.deepEqual(await tableDigests(), digestsBefore);
  });
});
