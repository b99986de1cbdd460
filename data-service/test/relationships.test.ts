import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Queryable } from '../src/db/types';
import { buildRoleModel, validateRegistry } from '../src/engine/model';
import { checkRegistryAgainstDatabase } from '../src/engine/registry/checkAgainstDatabase';
import type { Registry } from '../src/engine/registry/types';
import { SHOP_REGISTRY, SHOP_SETUP_SQL } from './support/shopRegistry';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/**
 * Relationships as Hasura serves them: nested objects and lists (with their own arguments and the
 * related table's permission filter and row limit), relationships in `where` and `order_by`, and
 * permission filters that traverse relationships. Data: test/support/shopRegistry.ts — user u1 sees
 * clients 1–3 (not 4, another user's, nor 5, hidden) and purchases 1, 2, 3, 5, 6, 8 (not 4, secret).
 */
describe('relationships', () => {
  let ds: TestService;
  let user: Record<string, string>;
  let gql: (query: string, variables?: Record<string, unknown>) => Promise<GraphqlAnswer>;
  /** The data of a query that must succeed. */
  let data: (query: string, variables?: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /** Ids of the rows of root field `field`. */
  let ids: (field: string, args: string) => Promise<number[]>;

  before(async () => {
    ds = await startTestService({ registry: SHOP_REGISTRY, setupSql: SHOP_SETUP_SQL });
    user = await authHeaders({ role: 'user', userId: 'u1' });
    gql = (query, variables) => ds.gql(query, variables, undefined, user);
    data = async (query, variables) => {
      const answer = await gql(query, variables);
      assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
      return answer.data as Record<string, unknown>;
    };
    ids = async (field, args) => ((await data(`{ ${field}(${args}) { id } }`))[field] as { id: number }[]).map((row) => row.id);
  });
  after(async () => {
    await ds?.stop();
  });

  it('nests object and array relationships, each array with its own arguments', async () => {
    const answer = await data(`{
      client(order_by: {id: asc}) {
        id
        shop { name }
        purchases(where: {amount: {_gte: 50}}, order_by: {amount: desc}) { id amount client { id } }
        cheap: purchases(order_by: {amount: asc}, limit: 1, offset: 1) { amount }
      }
    }`);
    assert.deepEqual(answer.client, [
      {
        id: 1,
        shop: { name: 'North' },
        purchases: [
          { id: 2, amount: 250, client: { id: 1 } },
          { id: 1, amount: 100, client: { id: 1 } },
          { id: 3, amount: 50, client: { id: 1 } },
        ],
        cheap: [{ amount: 50 }],
      },
      { id: 2, shop: { name: 'North' }, purchases: [{ id: 6, amount: 300, client: { id: 2 } }], cheap: [] },
      { id: 3, shop: { name: 'South' }, purchases: [], cheap: [] },
    ]);
  });

  it('resolves foreign_key_constraint_on through references, and manual configurations', async () => {
    const answer = await data('{ purchase(where: {id: {_in: [1, 2]}}, order_by: {id: asc}) { id referrer { id } buyer { last_name } } }');
    assert.deepEqual(answer.purchase, [
      { id: 1, referrer: { id: 2 }, buyer: { last_name: 'Adams' } },
      { id: 2, referrer: null, buyer: { last_name: 'Adams' } },
    ]);
  });

  it('never shows a related row the role may not see: null object, absent from lists', async () => {
    // Purchase 8 belongs to hidden client 5: the purchase is visible, its client is not.
    const answer = await data('{ purchase(where: {id: {_eq: 8}}) { id client { id } buyer { id } } shop(order_by: {id: asc}) { clients(order_by: {id: asc}) { id } } }');
    assert.deepEqual(answer.purchase, [{ id: 8, client: null, buyer: null }]);
    assert.deepEqual(answer.shop, [{ clients: [{ id: 1 }, { id: 2 }] }, { clients: [{ id: 3 }] }]);
    // Secret purchase 4 of client 1 never appears nested, whatever the arguments ask for.
    const purchases = await data('{ client_by_pk(id: 1) { purchases(where: {note: {_eq: "x"}}) { id } } }');
    assert.deepEqual(purchases.client_by_pk, { purchases: [] });
  });

  it("caps nested lists at the related table's row limit", async () => {
    // Client 1 has four visible purchases; the purchase permission allows 3 per list.
    const answer = await data(`{ client_by_pk(id: 1) {
      all: purchases(order_by: {id: asc}) { id }
      asked: purchases(order_by: {id: asc}, limit: 10) { id }
      fewer: purchases(order_by: {id: asc}, limit: 2) { id }
      rest: purchases(order_by: {id: asc}, offset: 2) { id }
    } }`);
    assert.deepEqual(answer.client_by_pk, {
      all: [{ id: 1 }, { id: 2 }, { id: 3 }],
      asked: [{ id: 1 }, { id: 2 }, { id: 3 }],
      fewer: [{ id: 1 }, { id: 2 }],
      rest: [{ id: 3 }, { id: 5 }],
    });
  });

  it('filters through an object relationship, with the related permission applied', async () => {
    assert.deepEqual(await ids('client', 'where: {shop: {name: {_eq: "North"}}}, order_by: {id: asc}'), [1, 2]);
    assert.deepEqual(await ids('purchase', 'where: {client: {last_name: {_like: "A%"}}}, order_by: {id: asc}'), [1, 2, 3]);
    // Purchase 8's client is hidden from the role: no client matches, not even with an empty filter.
    assert.deepEqual(await ids('purchase', 'where: {client: {}}, order_by: {id: desc}'), [6, 5, 3]);
    assert.deepEqual(await ids('purchase', 'where: {_not: {client: {}}}'), [8]);
  });

  it('filters through an array relationship: some related row matches; under _not, none does', async () => {
    assert.deepEqual(await ids('client', 'where: {purchases: {amount: {_gte: 250}}}, order_by: {id: asc}'), [1, 2]);
    assert.deepEqual(await ids('client', 'where: {purchases: {}}, order_by: {id: asc}'), [1, 2]);
    assert.deepEqual(await ids('client', 'where: {_not: {purchases: {}}}'), [3]);
    assert.deepEqual(await ids('client', 'where: {_not: {purchases: {amount: {_lt: 200}}}}, order_by: {id: asc}'), [2, 3]);
    // Only secret purchase 4 has note "x": invisible, so it matches nothing.
    assert.deepEqual(await ids('client', 'where: {purchases: {note: {_eq: "x"}}}'), []);
    // Nested two levels, and given as a variable.
    const where = { clients: { purchases: { amount: { _eq: 300 } } } };
    const shops = await data('query($w: shop_bool_exp) { shop(where: $w) { name } }', { w: where });
    assert.deepEqual(shops.shop, [{ name: 'North' }]);
  });

  it('orders through an object relationship, placing nulls (no visible related row) as asked', async () => {
    // Purchases 1 (Adams), 6 (Baker), 8 (hidden client: null).
    const order = (direction: string) => ids('purchase', `where: {id: {_in: [1, 6, 8]}}, order_by: {client: {last_name: ${direction}}}`);
    assert.deepEqual(await order('asc'), [1, 6, 8]);
    assert.deepEqual(await order('asc_nulls_first'), [8, 1, 6]);
    assert.deepEqual(await order('asc_nulls_last'), [1, 6, 8]);
    assert.deepEqual(await order('desc'), [8, 6, 1]);
    assert.deepEqual(await order('desc_nulls_first'), [8, 6, 1]);
    assert.deepEqual(await order('desc_nulls_last'), [6, 1, 8]);
    // Two relationships deep, then a column of the row itself; and inside a nested list.
    assert.deepEqual(await ids('client', 'order_by: [{shop: {name: desc}}, {id: desc}]'), [3, 2, 1]);
    const nested = await data('{ shop_by_pk(id: 1) { clients(order_by: {last_name: desc}) { id } } }');
    assert.deepEqual(nested.shop_by_pk, { clients: [{ id: 2 }, { id: 1 }] });
  });

  it('orders by aggregates of an array relationship', async () => {
    // Visible purchases: client 1 four (sum 410), client 2 one (300), client 3 none (sum null).
    assert.deepEqual(await ids('client', 'order_by: {purchases_aggregate: {count: desc}}'), [1, 2, 3]);
    assert.deepEqual(await ids('client', 'order_by: {purchases_aggregate: {count: asc}}'), [3, 2, 1]);
    assert.deepEqual(await ids('client', 'order_by: {purchases_aggregate: {sum: {amount: asc}}}'), [2, 1, 3]);
    assert.deepEqual(await ids('client', 'order_by: {purchases_aggregate: {max: {amount: desc_nulls_last}}}'), [2, 1, 3]);
  });

  it('answers each root field with one SQL statement, relationships and aggregates included', async () => {
    const db = ds.service.db;
    const statements: string[] = [];
    const original = db.query.bind(db);
    db.query = ((sql: string, params?: readonly unknown[]) => {
      statements.push(sql);
      return original(sql, params);
    }) as Queryable['query'];
    try {
      await data(`{ client(where: {purchases: {amount: {_gt: 0}}}, order_by: {shop: {name: asc}}) {
        id shop { name clients { id } } purchases(order_by: {client: {id: asc}}) { id }
        purchases_aggregate { aggregate { count sum { amount } } nodes { id } }
      } }`);
    } finally {
      db.query = original;
    }
    assert.equal(statements.length, 1);
    assert.doesNotMatch(statements[0], /;/);
  });

  it('shows relationships only to tables the role may select, typed as Hasura types them', async () => {
    const answer = await data(`{
      client: __type(name: "client") { fields { name type { kind name ofType { kind name } } } }
      purchase: __type(name: "purchase") { fields { name type { kind name } } }
    }`);
    type Field = { name: string; type: { kind: string; name: string | null; ofType?: { kind: string; name: string | null } | null } };
    const client = (answer.client as { fields: Field[] }).fields;
    assert.deepEqual(
      client.filter((f) => ['shop', 'purchases', 'purchases_aggregate'].includes(f.name)).map((f) => [f.name, f.type.kind, f.type.ofType?.name ?? f.type.name]),
      [
        ['shop', 'NON_NULL', 'shop'], // through a non-null foreign key
        ['purchases', 'NON_NULL', null],
        ['purchases_aggregate', 'NON_NULL', 'purchase_aggregate'],
      ],
    );
    const purchase = (answer.purchase as { fields: Field[] }).fields;
    assert.deepEqual(
      purchase.filter((f) => ['client', 'buyer'].includes(f.name)).map((f) => [f.name, f.type.kind]),
      [
        ['client', 'OBJECT'], // nullable foreign key
        ['buyer', 'OBJECT'], // manual configuration
      ],
    );
    // Role `plain` cannot select purchases: no relationship to them, in the schema or in requests.
    const plain = await authHeaders({ role: 'plain' });
    const fields = await ds.gql('{ __type(name: "client") { fields { name } } }', undefined, undefined, plain);
    assert.deepEqual((fields.data?.__type as { fields: { name: string }[] }).fields.map((f) => f.name), ['id', 'last_name', 'shop']);
    assert.deepEqual(await ds.gql('{ client { purchases { id } } }', undefined, undefined, plain), {
      errors: [
        {
          extensions: { path: '$.selectionSet.client.selectionSet.purchases', code: 'validation-failed' },
          message: "field 'purchases' not found in type: 'client'",
        },
      ],
    });
  });

  it('refuses to start when a relationship has no matching foreign key in the database', async () => {
    const [shop, client, purchase] = SHOP_REGISTRY.tables;
    const wrong: Registry = {
      tables: [
        shop,
        client,
        {
          ...purchase,
          columns: purchase.columns.map((c) =>
            c.name === 'referrer_id' ? { ...c, references: { table: { schema: 'public', name: 'shop' }, column: 'id' } } : c,
          ),
        },
      ],
    };
    await checkRegistryAgainstDatabase(ds.service.db, SHOP_REGISTRY);
    await assert.rejects(
      checkRegistryAgainstDatabase(ds.service.db, wrong),
      /relationship purchase.referrer: the database has no foreign key public.purchase.referrer_id → public.shop.id/,
    );
  });

  it('reports mistakes in nested arguments at their path', async () => {
    const answer = await gql('{ client { shop(limit: 1) { id } } }');
    assert.deepEqual(answer.errors, [
      { extensions: { path: '$.selectionSet.client.selectionSet.shop', code: 'validation-failed' }, message: "'shop' has no argument named 'limit'" },
    ]);
    const where = await gql('{ client { purchases(where: {client: {owner: {_eq: "u1"}}}) { id } } }');
    assert.deepEqual(where.errors, [
      {
        extensions: { path: '$.selectionSet.client.selectionSet.purchases.args.where.client.owner', code: 'validation-failed' },
        message: "field 'owner' not found in type: 'client_bool_exp'",
      },
    ]);
  });
});

describe('relationship metadata', () => {
  const purchaseTable = SHOP_REGISTRY.tables[2];
  const withPurchase = (change: Partial<typeof purchaseTable>): Registry => ({
    tables: [SHOP_REGISTRY.tables[0], SHOP_REGISTRY.tables[1], { ...purchaseTable, ...change }],
  });

  it('rejects relationships to unknown tables or columns, and names that clash', () => {
    assert.throws(
      () => validateRegistry(withPurchase({ object_relationships: [{ name: 'client', using: { foreign_key_constraint_on: 'nope' } }] })),
      /purchase object relationship client: public.purchase has no column nope/,
    );
    assert.throws(
      () => validateRegistry(withPurchase({ object_relationships: [{ name: 'note', using: { foreign_key_constraint_on: 'client_id' } }] })),
      /'note' is already a column or relationship/,
    );
    assert.throws(
      () => validateRegistry(withPurchase({ object_relationships: [{ name: 'price_of', using: { foreign_key_constraint_on: 'price' } }] })),
      /cannot tell which table price references/,
    );
  });

  it('rejects permission filters naming unknown columns or relationships, before any request', () => {
    const filterOf = (filter: Record<string, unknown>) =>
      withPurchase({ select_permissions: [{ role: 'user', permission: { columns: ['id'], filter } }] });
    assert.doesNotThrow(() => validateRegistry(filterOf({ client: { shop: { name: { _eq: 'X-Hasura-Shop' } } } })));
    assert.throws(() => validateRegistry(filterOf({ client: { nope: { _eq: 1 } } })), /unknown column or relationship nope/);
    assert.throws(() => validateRegistry(filterOf({ client: { owner: { _like_it: 'x' } } })), /owner._like_it is not an operator for text/);
  });

  it('gives each role the relationships whose other table it may select', () => {
    const user = buildRoleModel(SHOP_REGISTRY, 'user');
    const client = user.tables.find((t) => t.name === 'client');
    assert.deepEqual([...(client?.relationships.keys() ?? [])], ['shop', 'purchases']);
    assert.deepEqual(client?.relationships.get('purchases')?.mapping, [{ local: 'id', remote: 'client_id' }]);
    const plain = buildRoleModel(SHOP_REGISTRY, 'plain');
    assert.deepEqual([...(plain.tables.find((t) => t.name === 'client')?.relationships.keys() ?? [])], ['shop']);
  });
});
