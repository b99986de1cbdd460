import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Database, QueryOptions } from '../src/db/types';
import { StatementNames } from '../src/db/statementNames';
import { createEngine, type Engine } from '../src/engine/engine';
import { ParseContext, type Session } from '../src/engine/parse/context';
import { PlanTrace } from '../src/engine/parse/planTrace';
import { exactJson, PlanCache } from '../src/engine/plan/planCache';
import { compileQueryPlan, type QueryPlan } from '../src/engine/plan/queryPlan';
import type { RootPlan } from '../src/engine/parse/queryRoot';
import { bindVariables, selectOperation } from '../src/engine/request/operation';
import { createRoleRuntime } from '../src/engine/roleRuntime';
import { memoryLogger } from '../src/log';
import { startEngineHarness, type EngineHarness } from './support/engineHarness';
import { SHOP_REGISTRY, SHOP_SETUP_SQL } from './support/shopRegistry';

/**
 * The engine's query plan cache (engine/plan/planCache.ts): a query's SQL is compiled once per shape and
 * reused with each request's own values. Every answer of an engine whose cache is warm must equal, as
 * text, the answer of an engine that has never seen the query — data, errors, messages and paths alike —
 * across variable values that change the statement's shape, values that only fill its parameters, other
 * sessions and other roles. Data: test/support/shopRegistry.ts.
 */

const u1: Session = { role: 'user', variables: { 'x-hasura-role': 'user', 'x-hasura-user-id': 'u1' } };
const u2: Session = { role: 'user', variables: { 'x-hasura-role': 'user', 'x-hasura-user-id': 'u2' } };
const noUserId: Session = { role: 'user', variables: { 'x-hasura-role': 'user' } };
const plain: Session = { role: 'plain', variables: { 'x-hasura-role': 'plain' } };

interface Request {
  query: string;
  variables: Record<string, unknown>;
  session: Session;
}

const BY_PK = 'query($id: Int!) { client_by_pk(id: $id) { id last_name } }';
const WHERE_VARIABLE = 'query($w: client_bool_exp) { client(where: $w, order_by: {id: asc}) { id last_name } }';
const WHERE_SLOTS = 'query($name: String, $ids: [Int!]) { client(where: {last_name: {_like: $name}, id: {_in: $ids}}, order_by: {id: asc}) { id last_name } }';
const PAGE = 'query($limit: Int, $offset: Int) { client(order_by: {id: asc}, limit: $limit, offset: $offset) { id } }';
const SKIP = 'query($s: Boolean!, $id: Int!) { client_by_pk(id: $id) { id last_name @skip(if: $s) } }';
const ORDER = 'query($o: [client_order_by!]) { client(order_by: $o) { id } }';
const DEFAULTED = 'query($id: Int = 2) { client_by_pk(id: $id) { id } }';
const SEVERAL = 'query($a: Int!, $b: Int!) { a: client_by_pk(id: $a) { id } __typename s: shop(order_by: {id: asc}) { name } b: client_by_pk(id: $b) { id } }';
const NESTED = 'query($min: bigint!) { client(order_by: {id: asc}) { id purchases(where: {amount: {_gte: $min}}, order_by: {id: asc}) { id amount } } }';
const UUID = 'query($ref: uuid) { purchase(where: {ref: {_eq: $ref}}) { id } }';
const BOTH_WAYS = 'query($n: Int!) { client(limit: $n, where: {id: {_gte: $n}}, order_by: {id: asc}) { id } }';
const SKIPPED_SUBTREE =
  'query($s: Boolean!, $id: Int!, $w: client_bool_exp) { a: client_by_pk(id: $id) @include(if: $s) { id } b: client(where: $w, order_by: {id: asc}) @skip(if: $s) { id } }';

const REQUESTS: Request[] = [
  ...[1, 2, 4, 5, 99, 'x', 1.5, 2147483648, null].map((id) => ({ query: BY_PK, variables: { id }, session: u1 })),
  { query: BY_PK, variables: {}, session: u1 },
  { query: BY_PK, variables: { id: 4 }, session: u2 },
  { query: BY_PK, variables: { id: 1 }, session: u2 },
  { query: BY_PK, variables: { id: 1 }, session: noUserId },
  { query: BY_PK, variables: { id: 1 }, session: plain },
  { query: BY_PK, variables: { id: 4 }, session: plain },
  ...[
    {},
    { id: { _eq: 1 } },
    { id: { _eq: 2 } },
    { last_name: { _is_null: true } },
    { last_name: { _is_null: false } },
    { id: { _in: [1, 2] } },
    { id: { _in: [1, 2, 3] } },
    { _or: [{ id: { _eq: 1 } }, { last_name: { _eq: 'Baker' } }] },
    { last_name: { _eq: null } },
    { bad: 1 },
    null,
  ].map((w) => ({ query: WHERE_VARIABLE, variables: { w }, session: u1 })),
  { query: WHERE_VARIABLE, variables: { w: { id: { _eq: 4 } } }, session: u2 },
  ...[
    { name: '%a%', ids: [1, 2, 3] },
    { name: 'B%', ids: [2] },
    { name: '%', ids: 2 },
    { name: '%', ids: [] },
    { name: 'nul\u0000', ids: [1] },
    { name: null, ids: [1] },
    { ids: [1] },
    { name: '%', ids: [1, 'two'] },
    { name: 7, ids: [1] },
  ].map((variables) => ({ query: WHERE_SLOTS, variables, session: u1 })),
  ...[{ limit: 1 }, { limit: 2, offset: 1 }, { limit: null }, {}, { limit: 50 }, { limit: -1 }, { offset: '1' }, { offset: 'x' }].map(
    (variables) => ({ query: PAGE, variables, session: u1 }),
  ),
  ...[{ s: true, id: 1 }, { s: false, id: 1 }, { s: false, id: 2 }, { s: 'yes', id: 2 }].map((variables) => ({ query: SKIP, variables, session: u1 })),
  ...[[{ id: 'asc' }], [{ id: 'desc' }], { id: 'desc' }, [{ last_name: 'asc_nulls_first' }], [{ id: 'sideways' }]].map((o) => ({
    query: ORDER,
    variables: { o },
    session: u1,
  })),
  ...[{}, { id: 3 }, { id: null }].map((variables) => ({ query: DEFAULTED, variables, session: u1 })),
  ...[{ a: 1, b: 2 }, { a: 3, b: 4 }, { a: 'x', b: 1 }, { a: 1, b: 'y' }].map((variables) => ({ query: SEVERAL, variables, session: u1 })),
  ...[50, 100, '250', 'abc', 1e3].map((min) => ({ query: NESTED, variables: { min }, session: u1 })),
  ...['00000000-0000-0000-0000-00000000000a', 'F0000000-0000-0000-0000-000000000000', 'not-a-uuid', null].map((ref) => ({
    query: UUID,
    variables: { ref },
    session: u1,
  })),
  ...[1, 2, 3].map((n) => ({ query: BOTH_WAYS, variables: { n }, session: u1 })),
  ...[
    { s: true, id: 1 },
    { s: false, id: 1 },
    { s: false, id: 1, w: { id: { _eq: 2 } } },
    { s: false, id: 1, w: { id: { _gt: 1 } } },
    { s: true, id: 2, w: { id: { _gt: 1 } } },
  ].map((variables) => ({ query: SKIPPED_SUBTREE, variables, session: u1 })),
];

describe('query plan cache', () => {
  let harness: EngineHarness;
  /** An engine that has never answered anything: every request is parsed and compiled afresh. */
  let cold: (request: Request) => Promise<string>;
  let warm: Engine;
  const preparedTexts = new Set<string>();

  before(async () => {
    harness = await startEngineHarness({ registry: SHOP_REGISTRY, setupSql: SHOP_SETUP_SQL });
    const db = harness.db;
    // Records which statements the engine asks to keep prepared.
    const spied: Database = {
      ...db,
      kind: db.kind,
      description: db.description,
      query: (sql, params, options?: QueryOptions) => {
        if (options?.prepared) preparedTexts.add(sql);
        return db.query(sql, params, options);
      },
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            ...tx,
            query: (sql, params, options?: QueryOptions) => {
              if (options?.prepared) preparedTexts.add(sql);
              return tx.query(sql, params, options);
            },
          }),
        ),
    };
    const options = { registry: SHOP_REGISTRY, db: spied, log: memoryLogger() };
    warm = createEngine({ ...options, planCacheSize: 8 });
    cold = (request) => createEngine(options).execute({ query: request.query, variables: request.variables, operationName: undefined }, request.session);
  });
  after(async () => {
    await harness?.close();
  });

  it('answers as an engine that has never seen the query, whatever the values, sessions and roles', async () => {
    const expected = new Map<Request, string>();
    for (const request of REQUESTS) expected.set(request, await cold(request));
    // Forwards, then backwards: each plan is built by one request and reused by the others of its shape,
    // some of them after it was evicted (8 plans per role) and built again.
    for (const request of [...REQUESTS, ...[...REQUESTS].reverse(), ...REQUESTS]) {
      const answer = await warm.execute({ query: request.query, variables: request.variables, operationName: undefined }, request.session);
      assert.equal(answer, expected.get(request), `${request.query} with ${JSON.stringify(request.variables)} as ${JSON.stringify(request.session.variables)}`);
    }
    assert.ok(preparedTexts.size > 0);
  });

  it('answers the right rows, not just the same ones', async () => {
    const run = async (query: string, variables: Record<string, unknown>, session = u1) =>
      JSON.parse(await warm.execute({ query, variables, operationName: undefined }, session)) as { data?: Record<string, unknown>; errors?: { message: string; extensions: { path: string } }[] };
    assert.deepEqual((await run(BY_PK, { id: 1 })).data, { client_by_pk: { id: 1, last_name: 'Adams' } });
    assert.deepEqual((await run(BY_PK, { id: 2 })).data, { client_by_pk: { id: 2, last_name: 'Baker' } });
    assert.deepEqual((await run(BY_PK, { id: 4 })).data, { client_by_pk: null }); // u2's client
    assert.deepEqual((await run(BY_PK, { id: 4 }, u2)).data, { client_by_pk: { id: 4, last_name: 'Carter' } });
    assert.deepEqual((await run(PAGE, { limit: 2, offset: 1 })).data, { client: [{ id: 2 }, { id: 3 }] });
    assert.deepEqual((await run(PAGE, { limit: 1, offset: 0 })).data, { client: [{ id: 1 }] });
    const bad = await run(BY_PK, { id: 'x' });
    assert.equal(bad.errors?.[0].extensions.path, '$.selectionSet.client_by_pk.args.id');
    const missing = await run(BY_PK, { id: 1 }, noUserId);
    assert.equal(missing.errors?.[0].message, 'missing session variable: "x-hasura-user-id"');
  });
});

describe('what a query plan is keyed on', () => {
  const runtime = createRoleRuntime(SHOP_REGISTRY, 'user', 10);

  /** Parses `query` with a trace: which variables shaped it, and how many parameters the request fills. */
  const trace = (query: string, variables: Record<string, unknown>, session = u1) => {
    const document = runtime.prepare(query);
    const operation = selectOperation(document, undefined);
    const planTrace = new PlanTrace<ParseContext>();
    const ctx = new ParseContext(bindVariables(operation, variables, document.usedVariables.get(operation) ?? new Set()), session, [], planTrace);
    const roots = runtime.queryRoot.parse(ctx, operation.selectionSet.selections, document.fragments);
    return { shape: [...planTrace.shapeVariables].sort(), slots: planTrace.slots.length, cacheable: planTrace.cacheable, roots, planTrace };
  };

  it('takes values that only fill parameters as slots, and session variables too', () => {
    // client_by_pk: the id, then the permission's X-Hasura-User-Id.
    assert.deepEqual(trace(BY_PK, { id: 1 }).shape, []);
    assert.equal(trace(BY_PK, { id: 1 }).slots, 2);
    assert.deepEqual(trace(WHERE_SLOTS, { name: '%', ids: [1, 2] }).shape, []);
    assert.deepEqual(trace(NESTED, { min: 5 }).shape, []);
  });

  it('keys on values that decide the statement: where objects, limits, offsets, order, directives', () => {
    assert.deepEqual(trace(WHERE_VARIABLE, { w: { id: { _eq: 1 } } }).shape, ['w']);
    assert.deepEqual(trace(PAGE, { limit: 1, offset: 2 }).shape, ['limit', 'offset']);
    assert.deepEqual(trace(ORDER, { o: [{ id: 'asc' }] }).shape, ['o']);
    assert.deepEqual(trace(SKIP, { s: false, id: 1 }).shape, ['s']);
    assert.deepEqual(trace(BOTH_WAYS, { n: 1 }).shape, ['n']);
    // Only what the parse read: the skipped field's `where` is not read at all.
    assert.deepEqual(trace(SKIPPED_SUBTREE, { s: true, id: 1, w: {} }).shape, ['s']);
    assert.deepEqual(trace(SKIPPED_SUBTREE, { s: false, id: 1, w: {} }).shape, ['s', 'w']);
  });

  it('gives requests of one shape one key, and requests of another shape another', () => {
    const plans = new PlanCache(4, new Set());
    const keyOf = (query: string, variables: Record<string, unknown>) => {
      const document = runtime.prepare(query);
      const operation = selectOperation(document, undefined);
      const entry = plans.operation(document, operation);
      assert.ok(entry);
      entry.learn(new Set(trace(query, variables).shape), variables);
      return entry.keyOf(variables);
    };
    assert.equal(keyOf(BY_PK, { id: 1 }), keyOf(BY_PK, { id: 2 }));
    assert.equal(keyOf(PAGE, { limit: 1, offset: 0 }), keyOf(PAGE, { limit: 1, offset: 0 }));
    assert.notEqual(keyOf(PAGE, { limit: 1, offset: 0 }), keyOf(PAGE, { limit: 2, offset: 0 }));
    assert.notEqual(keyOf(PAGE, { limit: 1 }), keyOf(PAGE, { limit: 1, offset: null }));
    assert.notEqual(keyOf(DEFAULTED, {}), keyOf(DEFAULTED, { id: 2 }));
    assert.notEqual(keyOf(WHERE_VARIABLE, { w: { id: { _eq: 1 } } }), keyOf(WHERE_VARIABLE, { w: { id: { _eq: 2 } } }));
    // A shape value too large to keep as a key: planned afresh each time.
    assert.equal(keyOf(WHERE_VARIABLE, { w: { id: { _in: Array.from({ length: 1000 }, (_, i) => i) } } }), undefined);
  });

  it('never caches introspection, actions or mutations, nor a filter whose shape a session value decides', () => {
    const plans = new PlanCache(4, new Set(['an_action']));
    const operationOf = (query: string) => {
      const document = createRoleRuntime(SHOP_REGISTRY, 'user', 10).prepare(query);
      return plans.operation(document, selectOperation(document, undefined));
    };
    assert.equal(operationOf('{ __schema { queryType { name } } client { id } }'), undefined);
    assert.equal(operationOf('query { ...F } fragment F on query_root { __type(name: "client") { name } }'), undefined);
    assert.ok(operationOf('{ __typename client { id } }'));

    const withSessionShape = createRoleRuntime(
      {
        tables: SHOP_REGISTRY.tables.map((table) =>
          table.table.name === 'client'
            ? { ...table, select_permissions: [{ role: 'user', permission: { columns: ['id'], filter: { last_name: { _is_null: 'X-Hasura-No-Name' } } } }] }
            : table,
        ),
      },
      'user',
      10,
    );
    const document = withSessionShape.prepare('{ client { id } }');
    const operation = selectOperation(document, undefined);
    const planTrace = new PlanTrace<ParseContext>();
    const session = { role: 'user', variables: { 'x-hasura-no-name': 'true' } };
    withSessionShape.queryRoot.parse(new ParseContext(bindVariables(operation, {}, new Set()), session, [], planTrace), operation.selectionSet.selections, document.fragments);
    assert.equal(planTrace.cacheable, false);
  });

  it('holds at most its capacity of plans', () => {
    const plans = new PlanCache(2, new Set());
    const plan: QueryPlan = compileQueryPlan(trace(BY_PK, { id: 1 }).roots as RootPlan[], []) as QueryPlan;
    for (let i = 0; i < 5; i += 1) plans.set(`key ${i}`, plan);
    assert.equal(plans.size, 2);
    assert.equal(plans.get('key 0'), undefined);
    assert.equal(plans.get('key 4'), plan);
  });

  it('writes shape values so that different values never share a key', () => {
    assert.equal(exactJson({ a: [1, 'x', null, true] }), '{"a":[1,"x",null,true]}');
    assert.notEqual(exactJson(0), exactJson(-0));
    assert.notEqual(exactJson({ a: 1, b: 2 }), exactJson({ b: 2, a: 1 }));
    assert.notEqual(exactJson('1'), exactJson(1));
    // Not JSON: no key, the request is planned afresh.
    assert.equal(exactJson({ a: undefined }), undefined);
    assert.equal(exactJson(new Date(0)), undefined);
    assert.equal(exactJson(Number.NaN), undefined);
    assert.equal(exactJson([1, , 3]), undefined);
  });
});

describe('prepared statement names', () => {
  it('gives each text one name, and none past the capacity', () => {
    const names = new StatementNames(2);
    const a = names.nameOf('SELECT 1');
    assert.equal(names.nameOf('SELECT 1'), a);
    const b = names.nameOf('SELECT 2');
    assert.notEqual(a, b);
    assert.equal(names.nameOf('SELECT 3'), undefined);
    assert.equal(names.nameOf('SELECT 2'), b);
    assert.equal(names.size, 2);
  });
});
