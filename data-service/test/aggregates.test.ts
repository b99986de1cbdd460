import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SHOP_REGISTRY, SHOP_SETUP_SQL } from './support/shopRegistry';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/**
 * `t_aggregate` and `<rel>_aggregate` as Hasura serves them. Data: test/support/shopRegistry.ts — user
 * u1 sees purchases 1, 2, 3, 5, 6, 8 (amounts 100, 250, 50, 10, 300, 20; not secret purchase 4 nor other
 * users' 7 and 9), at most 3 per list; `plain` may read clients but not aggregate them.
 */
describe('aggregates', () => {
  let ds: TestService;
  let gql: (query: string, variables?: Record<string, unknown>) => Promise<GraphqlAnswer>;
  let data: (query: string) => Promise<Record<string, unknown>>;

  before(async () => {
    ds = await startTestService({ registry: SHOP_REGISTRY, setupSql: SHOP_SETUP_SQL });
    const user = await authHeaders({ role: 'user', userId: 'u1' });
    gql = (query, variables) => ds.gql(query, variables, undefined, user);
    data = async (query) => {
      const answer = await gql(query);
      assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
      return answer.data as Record<string, unknown>;
    };
  });
  after(async () => {
    await ds?.stop();
  });

  it('counts rows, non-null values of columns, and distinct values', async () => {
    const answer = await data(`{ purchase_aggregate { aggregate {
      count
      priced: count(columns: [price])
      prices: count(columns: [price], distinct: true)
      clients: count(columns: [client_id], distinct: true)
      pairs: count(columns: [client_id, price], distinct: true)
      all: count(distinct: true)
    } } }`);
    // Prices 1.5, 2.25, null, 0.5, 1.5, null; clients 1, 1, 1, 1, 2, 5. Several columns count as one row
    // value (Hasura's `count(DISTINCT (a, b))`), never null, so every distinct pair counts.
    assert.deepEqual(answer.purchase_aggregate, { aggregate: { count: 6, priced: 4, prices: 3, clients: 3, pairs: 6, all: 6 } });
  });

  it('sums, averages and finds extremes, with Hasura types and JSON numbers', async () => {
    const answer = await data(`{ purchase_aggregate { aggregate {
      sum { amount price }
      avg { amount }
      max { amount price made_on note ref }
      min { amount made_on note ref }
    } } }`);
    assert.deepEqual(answer.purchase_aggregate, {
      aggregate: {
        sum: { amount: 730, price: 5.75 },
        avg: { amount: 730 / 6 },
        max: { amount: 300, price: 2.25, made_on: '2024-06-01', note: 'f', ref: 'f0000000-0000-0000-0000-000000000000' },
        min: { amount: 10, made_on: '2023-12-31', note: 'a', ref: '00000000-0000-0000-0000-00000000000a' },
      },
    });
    // bigint sums come back as JSON numbers (not strings), as Hasura sends them.
    const raw = await ds.post(JSON.stringify({ query: '{ purchase_aggregate { aggregate { sum { amount } } } }' }), await authHeaders({ role: 'user', userId: 'u1' }));
    assert.match(raw.text, /"amount" ?: ?730\}/);
  });

  it('aggregates only the rows where and the arguments select, and returns nodes', async () => {
    const answer = await data(`{ purchase_aggregate(where: {amount: {_gte: 50}}, order_by: {amount: desc}, limit: 2) {
      __typename
      aggregate { __typename count sum { __typename amount } }
      nodes { id amount }
    } }`);
    assert.deepEqual(answer.purchase_aggregate, {
      __typename: 'purchase_aggregate',
      aggregate: { __typename: 'purchase_aggregate_fields', count: 2, sum: { __typename: 'purchase_sum_fields', amount: 550 } },
      nodes: [
        { id: 6, amount: 300 },
        { id: 2, amount: 250 },
      ],
    });
    const none = await data('{ purchase_aggregate(where: {amount: {_gt: 10000}}) { aggregate { count sum { amount } max { note } } nodes { id } } }');
    assert.deepEqual(none.purchase_aggregate, { aggregate: { count: 0, sum: { amount: null }, max: { note: null } }, nodes: [] });
  });

  it("caps nodes, not aggregates, at the role's row limit, as Hasura does", async () => {
    const both = await data('{ purchase_aggregate(order_by: {id: desc}) { aggregate { count } nodes { id } } }');
    assert.deepEqual(both.purchase_aggregate, { aggregate: { count: 6 }, nodes: [{ id: 8 }, { id: 6 }, { id: 5 }] });
    const nodesOnly = await data('{ purchase_aggregate(order_by: {id: asc}) { nodes { id } } }');
    assert.deepEqual(nodesOnly.purchase_aggregate, { nodes: [{ id: 1 }, { id: 2 }, { id: 3 }] });
  });

  it("aggregates array relationships, with the related table's permission filter", async () => {
    const answer = await data(`{ client(order_by: {id: asc}) {
      id
      purchases_aggregate(where: {amount: {_gt: 5}}) { aggregate { count sum { amount } } nodes { id } }
    } }`);
    assert.deepEqual(answer.client, [
      // Secret purchase 4 is neither counted nor summed; the nodes stop at the purchase limit of 3.
      { id: 1, purchases_aggregate: { aggregate: { count: 4, sum: { amount: 410 } }, nodes: [{ id: 1 }, { id: 2 }, { id: 3 }] } },
      { id: 2, purchases_aggregate: { aggregate: { count: 1, sum: { amount: 300 } }, nodes: [{ id: 6 }] } },
      { id: 3, purchases_aggregate: { aggregate: { count: 0, sum: { amount: null } }, nodes: [] } },
    ]);
    const shops = await data('{ shop(order_by: {id: asc}) { clients_aggregate { aggregate { count } } } }');
    // Hidden client 5 (shop 1) and other users' client 4 (shop 2) are not counted.
    assert.deepEqual(shops.shop, [{ clients_aggregate: { aggregate: { count: 2 } } }, { clients_aggregate: { aggregate: { count: 1 } } }]);
  });

  it('exists only for roles allowed to aggregate', async () => {
    const plain = await authHeaders({ role: 'plain' });
    assert.deepEqual(await ds.gql('{ client_aggregate { aggregate { count } } }', undefined, undefined, plain), {
      errors: [
        { extensions: { path: '$.selectionSet.client_aggregate', code: 'validation-failed' }, message: "field 'client_aggregate' not found in type: 'query_root'" },
      ],
    });
    // `user` may aggregate clients and purchases, but not shops.
    const shop = await gql('{ shop_aggregate { aggregate { count } } }');
    assert.equal(shop.errors?.[0]?.message, "field 'shop_aggregate' not found in type: 'query_root'");
    const nested = await gql('{ client { shop { clients_aggregate { aggregate { count } } } } }');
    assert.equal(nested.errors, undefined);
  });

  it('has only the functions that apply to the columns the role sees, and checks what is asked', async () => {
    const answer = await data(`{
      fields: __type(name: "purchase_aggregate_fields") { fields { name type { name } } }
      sum: __type(name: "purchase_sum_fields") { fields { name type { name } } }
      avg: __type(name: "purchase_avg_fields") { fields { name type { name } } }
      max: __type(name: "purchase_max_fields") { fields { name type { name } } }
    }`);
    type Fields = { fields: { name: string; type: { name: string | null } }[] };
    const list = (key: string) => (answer[key] as Fields).fields.map((f) => `${f.name}: ${f.type.name ?? '!'}`);
    assert.deepEqual(list('fields'), [
      'avg: purchase_avg_fields',
      'count: !',
      'max: purchase_max_fields',
      'min: purchase_min_fields',
      'stddev: purchase_stddev_fields',
      'stddev_pop: purchase_stddev_pop_fields',
      'stddev_samp: purchase_stddev_samp_fields',
      'sum: purchase_sum_fields',
      'var_pop: purchase_var_pop_fields',
      'var_samp: purchase_var_samp_fields',
      'variance: purchase_variance_fields',
    ]);
    assert.deepEqual(list('sum'), ['id: Int', 'client_id: Int', 'amount: bigint', 'price: numeric']);
    assert.deepEqual(list('avg'), ['id: Float', 'client_id: Float', 'amount: Float', 'price: Float']);
    assert.deepEqual(list('max'), ['id: Int', 'client_id: Int', 'amount: bigint', 'price: numeric', 'note: String', 'made_on: date', 'ref: uuid']);

    const notNumeric = await gql('{ purchase_aggregate { aggregate { sum { note } } } }');
    assert.deepEqual(notNumeric.errors, [
      {
        extensions: { path: '$.selectionSet.purchase_aggregate.selectionSet.aggregate.selectionSet.sum.selectionSet.note', code: 'validation-failed' },
        message: "field 'note' not found in type: 'purchase_sum_fields'",
      },
    ]);
    const badColumn = await gql('{ purchase_aggregate { aggregate { count(columns: [secret]) } } }');
    assert.deepEqual(badColumn.errors, [
      {
        extensions: { path: '$.selectionSet.purchase_aggregate.selectionSet.aggregate.selectionSet.count.args.columns[0]', code: 'validation-failed' },
        message: "expected one of the values ['id', 'client_id', 'amount', 'price', 'note', 'made_on', 'ref'] for type 'purchase_select_column', but found 'secret'",
      },
    ]);
  });

  it('computes the statistical functions', async () => {
    const answer = await data('{ purchase_aggregate(where: {client_id: {_eq: 1}}) { aggregate { stddev_pop { amount } var_pop { amount } variance { amount } } } }');
    // Amounts 100, 250, 50, 10: mean 102.5, squared deviations summing to 33075.
    const { aggregate } = answer.purchase_aggregate as { aggregate: Record<string, { amount: number }> };
    assert.equal(aggregate.var_pop.amount, 33075 / 4);
    assert.ok(Math.abs(aggregate.stddev_pop.amount - Math.sqrt(33075 / 4)) < 1e-9);
    assert.ok(Math.abs(aggregate.variance.amount - 33075 / 3) < 1e-9);
  });
});
