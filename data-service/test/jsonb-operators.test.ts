import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Registry } from '../src/engine/registry/types';
import { REGISTRY } from '../src/metadata/registry';
import { DEMO_IDS } from '../src/seed/demo';
import { SUNLINE_NG } from '../src/seed/partners';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/**
 * Hasura's jsonb operators (`_contains`, `_contained_in`, `_has_key`, `_has_keys_any`, `_has_keys_all`) in
 * `where`, in variables and in a permission rule, and `_cast` (the column's text, with String's operators),
 * on a table made for them, and the filter react-admin's Hasura provider sends for plans that cover a claim type.
 */
const SETUP_SQL = `
  CREATE TABLE public.gizmo (id integer PRIMARY KEY, tags jsonb NOT NULL, specs jsonb);
  INSERT INTO public.gizmo (id, tags, specs) VALUES
    (1, '["red", "small"]', '{"public": true, "weight": 1}'),
    (2, '["red", "large"]', '{"public": true, "colour": {"name": "red", "shade": 3}}'),
    (3, '["blue"]', '{"public": false}'),
    (4, '[]', NULL);
`;

const GIZMO_COLUMNS = ['id', 'tags', 'specs'];
const TEST_REGISTRY: Registry = {
  tables: [
    ...REGISTRY.tables,
    {
      table: { schema: 'public', name: 'gizmo' },
      columns: [
        { name: 'id', type: 'integer', nullable: false },
        { name: 'tags', type: 'jsonb', nullable: false },
        { name: 'specs', type: 'jsonb', nullable: true },
      ],
      primary_key: ['id'],
      select_permissions: [
        { role: 'anonymous', permission: { columns: GIZMO_COLUMNS, filter: {} } },
        {
          role: 'viewer',
          permission: {
            columns: GIZMO_COLUMNS,
            filter: { specs: { _contains: { public: true } }, tags: { _has_keys_any: ['red', 'blue'] } },
          },
        },
      ],
    },
  ],
};

describe('jsonb comparison operators', () => {
  let ds: TestService;
  let ids: (where: string, headers?: Record<string, string>) => Promise<number[]>;
  let idsVar: (where: unknown) => Promise<number[]>;

  const listOf = (answer: GraphqlAnswer) => {
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    return (answer.data?.gizmo as { id: number }[]).map((g) => g.id);
  };

  before(async () => {
    ds = await startTestService({ registry: TEST_REGISTRY, setupSql: SETUP_SQL });
    ids = async (where, headers) => listOf(await ds.gql(`{ gizmo(where: ${where}, order_by: {id: asc}) { id } }`, undefined, undefined, headers));
    idsVar = async (where) =>
      listOf(await ds.gql(`query($w: gizmo_bool_exp) { gizmo(where: $w, order_by: {id: asc}) { id } }`, { w: where }));
  });
  after(async () => {
    await ds?.stop();
  });

  it('_contains: the column holds the value at the top level (objects nested within it match partially)', async () => {
    assert.deepEqual(await ids(`{tags: {_contains: ["red"]}}`), [1, 2]);
    assert.deepEqual(await ids(`{tags: {_contains: ["red", "large"]}}`), [2]);
    assert.deepEqual(await ids(`{specs: {_contains: {colour: {name: "red"}}}}`), [2]);
    assert.deepEqual(await ids(`{specs: {_contains: {public: false}}}`), [3]);
    assert.deepEqual(await ids(`{tags: {_contains: []}}`), [1, 2, 3, 4]);
  });

  it('_contained_in: the column is within the value', async () => {
    assert.deepEqual(await ids(`{tags: {_contained_in: ["red", "small", "blue"]}}`), [1, 3, 4]);
    assert.deepEqual(await ids(`{specs: {_contained_in: {public: true, weight: 1, extra: 2}}}`), [1]);
  });

  it('_has_key, _has_keys_any and _has_keys_all: top-level keys of an object, string elements of an array', async () => {
    assert.deepEqual(await ids(`{specs: {_has_key: "weight"}}`), [1]);
    assert.deepEqual(await ids(`{tags: {_has_key: "blue"}}`), [3]);
    assert.deepEqual(await ids(`{specs: {_has_key: "name"}}`), []); // nested keys do not count
    assert.deepEqual(await ids(`{tags: {_has_keys_any: ["small", "blue"]}}`), [1, 3]);
    assert.deepEqual(await ids(`{tags: {_has_keys_any: "small"}}`), [1]); // a single string is a list of one
    assert.deepEqual(await ids(`{tags: {_has_keys_all: ["red", "large"]}}`), [2]);
    assert.deepEqual(await ids(`{specs: {_has_keys_all: ["public", "colour"]}}`), [2]);
    assert.deepEqual(await ids(`{tags: {_has_keys_any: []}}`), []);
  });

  it('takes its values from variables, with the other operators and _not', async () => {
    assert.deepEqual(await idsVar({ specs: { _contains: { colour: { shade: 3 } } } }), [2]);
    assert.deepEqual(await idsVar({ tags: { _has_keys_all: ['red'] }, specs: { _has_key: 'weight' } }), [1]);
    assert.deepEqual(await idsVar({ _not: { tags: { _contains: ['red'] } } }), [3, 4]);
    assert.deepEqual(await idsVar({ specs: { _is_null: true } }), [4]);
    assert.deepEqual(await idsVar({ tags: { _eq: ['blue'] } }), [3]);
  });

  it('_cast: {String: …} compares the column as its text, with every String operator', async () => {
    assert.deepEqual(await ids(`{tags: {_cast: {String: {_ilike: "%RED%"}}}}`), [1, 2]);
    assert.deepEqual(await ids(`{tags: {_cast: {String: {_eq: "[]"}}}}`), [4]);
    assert.deepEqual(await ids(`{specs: {_cast: {String: {_regex: "shade"}}}, tags: {_contains: ["red"]}}`), [2]);
    assert.deepEqual(await ids(`{specs: {_cast: {String: {_in: ["{\\"public\\": false}"]}}}}`), [3]);
    assert.deepEqual(await ids(`{specs: {_cast: {String: {_is_null: true}}}}`), [4]);
    assert.deepEqual(await idsVar({ specs: { _cast: { String: { _like: '%"weight": 1%' } } }, _not: { tags: { _has_key: 'large' } } }), [1]);
    const wrong = await ds.gql(`{ gizmo(where: {tags: {_cast: {String: {_contains: ["red"]}}}}) { id } }`);
    assert.equal(wrong.errors?.[0]?.message, "field '_contains' not found in type: 'String_comparison_exp'");
    assert.equal(wrong.errors?.[0]?.extensions?.path, '$.selectionSet.gizmo.args.where.tags._cast.String._contains');
  });

  it('applies a permission rule written with them', async () => {
    const viewer = await authHeaders({ role: 'viewer' });
    assert.deepEqual(await ids('{}', viewer), [1, 2]);
    assert.deepEqual(await ids(`{tags: {_contains: ["large"]}}`, viewer), [2]);
  });

  it('refuses a value of the wrong type, naming the operator', async () => {
    const answer = await ds.gql(`{ gizmo(where: {tags: {_has_keys_all: [1]}}) { id } }`);
    assert.equal(answer.data, undefined);
    assert.match(answer.errors?.[0]?.message ?? '', /String/);
    assert.equal(answer.errors?.[0]?.extensions?.path, '$.selectionSet.gizmo.args.where.tags._has_keys_all[0]');
  });

  it("offers them in jsonb_comparison_exp with Hasura's types and descriptions", async () => {
    const answer = await ds.gql(`{ __type(name: "jsonb_comparison_exp") { inputFields { name description type { kind name ofType { kind name ofType { name } } } } } }`);
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    type Field = { name: string; description: string | null; type: { kind: string; name: string | null; ofType: { kind: string; name: string | null; ofType: { name: string } | null } | null } };
    const fields = new Map((answer.data?.__type as { inputFields: Field[] }).inputFields.map((field) => [field.name, field]));
    assert.deepEqual([...fields.keys()], ['_cast', '_contained_in', '_contains', '_eq', '_gt', '_gte', '_has_key', '_has_keys_all', '_has_keys_any', '_in', '_is_null', '_lt', '_lte', '_neq', '_nin']);
    assert.equal(fields.get('_contains')?.type.name, 'jsonb');
    assert.equal(fields.get('_contains')?.description, 'does the column contain the given json value at the top level');
    assert.equal(fields.get('_has_key')?.type.name, 'String');
    const keysAll = fields.get('_has_keys_all')?.type;
    assert.deepEqual([keysAll?.kind, keysAll?.ofType?.kind, keysAll?.ofType?.ofType?.name], ['LIST', 'NON_NULL', 'String']);
    assert.equal(fields.get('_cast')?.type.name, 'jsonb_cast_exp');
    const cast = await ds.gql(`{ __type(name: "jsonb_cast_exp") { inputFields { name type { name } } } }`);
    assert.deepEqual(cast.data?.__type, { inputFields: [{ name: 'String', type: { name: 'String_comparison_exp' } }] });
  });
});

describe("react-admin's filter on the plans an agent sells", () => {
  let ds: TestService;
  before(async () => {
    ds = await startTestService();
  });
  after(async () => {
    await ds?.stop();
  });

  it('finds the plans covering theft with _contains on plan.covers', async () => {
    const agent = DEMO_IDS[SUNLINE_NG.code];
    const headers = await authHeaders({ role: 'agent', userId: agent.demoAgentId, partnerId: SUNLINE_NG.id });
    const answer = await ds.gql(`{ plan(where: {covers: {_contains: ["THEFT"]}}, order_by: {code: asc}) { code } }`, undefined, undefined, headers);
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    assert.deepEqual(answer.data?.plan, [{ code: 'TOTAL_CARE_THEFT' }]);
  });
});
