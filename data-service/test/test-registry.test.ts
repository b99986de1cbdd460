import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REGISTRY } from '../src/metadata/registry';
import type { Registry } from '../src/engine/registry/types';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';

/**
 * The engine on a table built for testing what `partner` cannot show: nullable columns (null
 * ordering), integers and timestamps, a row filter on a column the role cannot see, a row limit.
 */
const SETUP_SQL = `
  CREATE TABLE public.gadget (
    id integer PRIMARY KEY,
    label text,
    rank integer,
    released_at timestamptz,
    hidden boolean NOT NULL DEFAULT false
  );
  INSERT INTO public.gadget (id, label, rank, released_at, hidden) VALUES
    (1, 'alpha', 2, '2024-01-01T10:00:00Z', false),
    (2, NULL, 1, NULL, false),
    (3, 'charlie', NULL, '2024-03-01T00:00:00Z', false),
    (4, 'delta', 3, '2024-02-01T00:00:00Z', true),
    (5, 'echo', 2, NULL, false),
    (6, 'foxtrot', 5, '2024-04-01T00:00:00.123456Z', false),
    (7, 'golf', 6, '2024-05-01T00:00:00Z', false);
`;

const TEST_REGISTRY: Registry = {
  tables: [
    ...REGISTRY.tables,
    {
      table: { schema: 'public', name: 'gadget' },
      columns: [
        { name: 'id', type: 'integer', nullable: false },
        { name: 'label', type: 'text', nullable: true },
        { name: 'rank', type: 'integer', nullable: true },
        { name: 'released_at', type: 'timestamptz', nullable: true },
        { name: 'hidden', type: 'boolean', nullable: false },
      ],
      primary_key: ['id'],
      select_permissions: [
        {
          role: 'anonymous',
          permission: { columns: ['id', 'label', 'rank', 'released_at'], filter: { hidden: { _eq: false } }, limit: 5 },
        },
      ],
    },
  ],
};

describe('engine on a test registry (nulls, integers, timestamps, row filter, row limit)', () => {
  let ds: TestService;
  let ids: (args: string) => Promise<number[]>;

  before(async () => {
    ds = await startTestService({ registry: TEST_REGISTRY, setupSql: SETUP_SQL });
    const list = (answer: GraphqlAnswer) => {
      assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
      return (answer.data?.gadget as { id: number }[]).map((g) => g.id);
    };
    ids = async (args) => list(await ds.gql(`{ gadget(${args}) { id } }`));
  });
  after(async () => {
    await ds?.stop();
  });

  it('places nulls as each order_by direction says', async () => {
    const where = 'where: {id: {_in: [1, 2, 3]}}';
    assert.deepEqual(await ids(`${where}, order_by: {label: asc}`), [1, 3, 2]);
    assert.deepEqual(await ids(`${where}, order_by: {label: asc_nulls_first}`), [2, 1, 3]);
    assert.deepEqual(await ids(`${where}, order_by: {label: asc_nulls_last}`), [1, 3, 2]);
    assert.deepEqual(await ids(`${where}, order_by: {label: desc}`), [2, 3, 1]);
    assert.deepEqual(await ids(`${where}, order_by: {label: desc_nulls_first}`), [2, 3, 1]);
    assert.deepEqual(await ids(`${where}, order_by: {label: desc_nulls_last}`), [3, 1, 2]);
  });

  it('applies several keys of one order_by object in column order, as Hasura does', async () => {
    // label comes before rank in the table, so label decides first whatever the key order.
    assert.deepEqual(await ids('where: {id: {_in: [1, 3, 5]}}, order_by: {rank: asc, label: desc}'), [5, 3, 1]);
    assert.deepEqual(await ids('where: {id: {_in: [1, 3, 5]}}, order_by: [{rank: asc}, {label: desc}]'), [5, 1, 3]);
  });

  it('never returns rows the permission filter excludes', async () => {
    assert.deepEqual(await ids('where: {id: {_eq: 4}}'), []);
    assert.deepEqual(await ds.gql('{ gadget_by_pk(id: 4) { id } }'), { data: { gadget_by_pk: null } });
    assert.deepEqual(await ds.gql('{ gadget_by_pk(id: 3) { id label } }'), { data: { gadget_by_pk: { id: 3, label: 'charlie' } } });
    assert.deepEqual(await ids('where: {_not: {id: {_eq: 4}}}, order_by: {id: desc}, limit: 1'), [7]);
  });

  it('caps rows at the permission limit', async () => {
    assert.equal((await ids('order_by: {id: asc}')).length, 5);
    assert.deepEqual(await ids('order_by: {id: asc}, limit: 100'), [1, 2, 3, 5, 6]);
    assert.deepEqual(await ids('order_by: {id: asc}, limit: 2'), [1, 2]);
    assert.deepEqual(await ids('order_by: {id: asc}, limit: 5, offset: 4'), [6, 7]);
  });

  it('compares integers, and checks their type', async () => {
    assert.deepEqual(await ids('where: {rank: {_gt: 2}}, order_by: {id: asc}'), [6, 7]);
    assert.deepEqual(await ids('where: {rank: {_is_null: true}}'), [3]);
    assert.deepEqual(await ids('where: {rank: {_in: [1, 6]}}, order_by: {id: asc}'), [2, 7]);
    const bad = await ds.gql('{ gadget(where: {rank: {_eq: "2"}}) { id } }');
    assert.deepEqual(bad.errors, [
      {
        extensions: { path: '$.selectionSet.gadget.args.where.rank._eq', code: 'parse-failed' },
        message: 'parsing Int32 failed, expected Number, but encountered String',
      },
    ]);
  });

  it('compares and renders timestamps in UTC', async () => {
    const answer = await ds.gql(
      '{ gadget(where: {released_at: {_gte: "2024-03-01T00:00:00Z"}}, order_by: {released_at: asc}) { id released_at } }',
    );
    assert.deepEqual(answer, {
      data: {
        gadget: [
          { id: 3, released_at: '2024-03-01T00:00:00+00:00' },
          { id: 6, released_at: '2024-04-01T00:00:00.123456+00:00' },
          { id: 7, released_at: '2024-05-01T00:00:00+00:00' },
        ],
      },
    });
    const bad = await ds.gql('{ gadget(where: {released_at: {_lt: "not a time"}}) { id } }');
    assert.equal(bad.errors?.[0]?.extensions.code, 'data-exception');
  });

  it('returns null for null columns, and distinct_on works without order_by', async () => {
    const answer = await ds.gql('{ gadget_by_pk(id: 2) { id label rank released_at } }');
    assert.deepEqual(answer, { data: { gadget_by_pk: { id: 2, label: null, rank: 1, released_at: null } } });
    const ranks = await ds.gql('{ gadget(distinct_on: rank, where: {rank: {_in: [2]}}) { rank } }');
    assert.deepEqual(ranks, { data: { gadget: [{ rank: 2 }] } });
  });

  it('describes nullable columns and the comparison types of each scalar', async () => {
    const answer = await ds.gql(`{
      gadget: __type(name: "gadget") { fields { name type { kind name ofType { name } } } }
      ts: __type(name: "timestamptz_comparison_exp") { inputFields { name } }
      int: __type(name: "Int_comparison_exp") { inputFields { name } }
    }`);
    type Fields = { inputFields: { name: string }[] };
    const data = answer.data as { gadget: { fields: unknown[] }; ts: Fields; int: Fields };
    assert.deepEqual(data.gadget.fields, [
      { name: 'id', type: { kind: 'NON_NULL', name: null, ofType: { name: 'Int' } } },
      { name: 'label', type: { kind: 'SCALAR', name: 'String', ofType: null } },
      { name: 'rank', type: { kind: 'SCALAR', name: 'Int', ofType: null } },
      { name: 'released_at', type: { kind: 'SCALAR', name: 'timestamptz', ofType: null } },
    ]);
    const names = (type: Fields) => type.inputFields.map((f) => f.name);
    assert.deepEqual(names(data.ts), ['_eq', '_gt', '_gte', '_in', '_is_null', '_lt', '_lte', '_neq', '_nin']);
    assert.deepEqual(names(data.int), names(data.ts));
  });
});
