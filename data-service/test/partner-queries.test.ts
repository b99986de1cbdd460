import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEVICECOVER, DEVICECOVER_UK, REDWAVE_NG, SEED_PARTNERS, SUNLINE_NG } from '../src/seed/partners';
import { startTestService, type TestService } from './support/testService';

const GET_PARTNER_BY_CODE = `
  query GetPartnerByCode($code: String!) {
    partner(where: {code: {_eq: $code}}) { code allow_postpaid_plan id }
  }
`;

/** What role `anonymous` may see of a seeded partner. */
const visible = (p: (typeof SEED_PARTNERS)[number]) => ({
  id: p.id,
  code: p.code,
  name: p.name,
  allow_postpaid_plan: p.allow_postpaid_plan,
  support_phone: p.support_phone,
  support_email: p.support_email,
});

describe('partner queries (role anonymous)', () => {
  let ds: TestService;
  before(async () => {
    ds = await startTestService();
  });
  after(async () => {
    await ds?.stop();
  });

  it('GetPartnerByCode returns the seeded partner, as the app sends it', async () => {
    for (const partner of SEED_PARTNERS) {
      const answer = await ds.gql(GET_PARTNER_BY_CODE, { code: partner.code }, 'GetPartnerByCode');
      assert.deepEqual(answer, {
        data: { partner: [{ code: partner.code, allow_postpaid_plan: partner.allow_postpaid_plan, id: partner.id }] },
      });
    }
  });

  it('returns an empty list for an unknown code', async () => {
    assert.deepEqual(await ds.gql(GET_PARTNER_BY_CODE, { code: 'NOPE' }), { data: { partner: [] } });
  });

  it('returns every visible column, in the order asked', async () => {
    const answer = await ds.gql(`{ partner(where: {code: {_eq: "REDWAVE-NG"}}) {
      support_email support_phone allow_postpaid_plan name code id } }`);
    const row = (answer.data?.partner as Record<string, unknown>[])[0];
    assert.deepEqual(Object.keys(row), ['support_email', 'support_phone', 'allow_postpaid_plan', 'name', 'code', 'id']);
    assert.deepEqual(row, visible(REDWAVE_NG));
  });

  it('hides policy_prefix and created_at from anonymous', async () => {
    for (const column of ['policy_prefix', 'created_at']) {
      const answer = await ds.gql(`{ partner { ${column} } }`);
      assert.deepEqual(answer.errors, [
        {
          extensions: { path: `$.selectionSet.partner.selectionSet.${column}`, code: 'validation-failed' },
          message: `field '${column}' not found in type: 'partner'`,
        },
      ]);
    }
  });

  it('partner_by_pk returns one partner, or null', async () => {
    const found = await ds.gql(`query($id: uuid!) { partner_by_pk(id: $id) { id code name } }`, { id: DEVICECOVER_UK.id });
    assert.deepEqual(found, { data: { partner_by_pk: { id: DEVICECOVER_UK.id, code: 'DEVICECOVER-UK', name: 'DeviceCover UK' } } });
    const missing = await ds.gql(`{ partner_by_pk(id: "00000000-0000-4000-8000-000000000000") { id } }`);
    assert.deepEqual(missing, { data: { partner_by_pk: null } });
  });

  it('pages with limit and offset over a stable order', async () => {
    const page = async (limit: number, offset: number) =>
      ((await ds.gql(`{ partner(order_by: {code: asc}, limit: ${limit}, offset: ${offset}) { code } }`)).data?.partner as { code: string }[]).map(
        (p) => p.code,
      );
    const all = SEED_PARTNERS.map((p) => p.code).sort();
    assert.deepEqual(await page(2, 0), all.slice(0, 2));
    assert.deepEqual(await page(2, 2), all.slice(2, 4));
    assert.deepEqual(await page(10, 3), all.slice(3));
    assert.deepEqual(await page(0, 0), []);
    // offset may be a 64-bit integer written as a string (Hasura's bigint offset)
    const answer = await ds.gql(`query($o: Int) { partner(order_by: {code: asc}, offset: $o) { code } }`, { o: '3' });
    assert.deepEqual(answer, { data: { partner: [{ code: all[3] }] } });
  });

  it('treats null limit, offset, where and order_by as not given', async () => {
    const answer = await ds.gql(`{ partner(limit: null, offset: null, where: null, order_by: null, distinct_on: null) { code } }`);
    assert.equal((answer.data?.partner as unknown[]).length, 4);
  });

  it('orders by each direction', async () => {
    const names = SEED_PARTNERS.map((p) => p.name).sort();
    for (const direction of ['asc', 'asc_nulls_first', 'asc_nulls_last']) {
      const answer = await ds.gql(`{ partner(order_by: {name: ${direction}}) { name } }`);
      assert.deepEqual((answer.data?.partner as { name: string }[]).map((p) => p.name), names, direction);
    }
    for (const direction of ['desc', 'desc_nulls_first', 'desc_nulls_last']) {
      const answer = await ds.gql(`{ partner(order_by: [{name: ${direction}}]) { name } }`);
      assert.deepEqual((answer.data?.partner as { name: string }[]).map((p) => p.name), [...names].reverse(), direction);
    }
  });

  it('orders by several columns, the first deciding', async () => {
    const answer = await ds.gql(`{ partner(order_by: [{allow_postpaid_plan: desc}, {code: desc}]) { code } }`);
    assert.deepEqual((answer.data?.partner as { code: string }[]).map((p) => p.code), [
      'SUNLINE-NG',
      'DEVICECOVER',
      'REDWAVE-NG',
      'DEVICECOVER-UK',
    ]);
  });

  it('distinct_on keeps the first row of each group', async () => {
    const answer = await ds.gql(`{ partner(distinct_on: allow_postpaid_plan, order_by: [{allow_postpaid_plan: asc}, {code: desc}]) {
      allow_postpaid_plan code } }`);
    assert.deepEqual(answer, {
      data: {
        partner: [
          { allow_postpaid_plan: false, code: 'REDWAVE-NG' },
          { allow_postpaid_plan: true, code: 'SUNLINE-NG' },
        ],
      },
    });
  });

  it('answers aliases, fragments, inline fragments, __typename and several root fields', async () => {
    const answer = await ds.gql(`
      query Brands($red: String!, $postpaid: Boolean = true) {
        red: partner(where: {code: {_eq: $red}}) { ...Brand }
        postpaid: partner(where: {allow_postpaid_plan: {_eq: $postpaid}}, order_by: {code: asc}) {
          ... on partner { label: name }
          ... { code }
        }
        one: partner_by_pk(id: "${DEVICECOVER.id}") { __typename kind: __typename code }
        __typename
      }
      fragment Brand on partner { code name __typename }
    `, { red: 'REDWAVE-NG' });
    assert.deepEqual(answer, {
      data: {
        red: [{ code: 'REDWAVE-NG', name: 'Redwave Protect', __typename: 'partner' }],
        postpaid: [
          { label: 'DeviceCover', code: 'DEVICECOVER' },
          { label: 'Sunline Protect', code: 'SUNLINE-NG' },
        ],
        one: { __typename: 'partner', kind: 'partner', code: 'DEVICECOVER' },
        __typename: 'query_root',
      },
    });
  });

  it('merges repeated fields and applies @skip / @include', async () => {
    const query = `query($withName: Boolean!, $skipCode: Boolean!) {
      partner(where: {code: {_eq: "SUNLINE-NG"}}) {
        code @skip(if: $skipCode)
        name @include(if: $withName)
        id
        ... on partner { id code }
        ... @include(if: false) { support_email }
      }
    }`;
    assert.deepEqual(await ds.gql(query, { withName: true, skipCode: true }), {
      data: { partner: [{ name: 'Sunline Protect', id: SUNLINE_NG.id, code: 'SUNLINE-NG' }] },
    });
    assert.deepEqual(await ds.gql(query, { withName: false, skipCode: false }), {
      data: { partner: [{ code: 'SUNLINE-NG', id: SUNLINE_NG.id }] },
    });
    const allSkipped = await ds.gql(`{ partner(limit: 1) { code @skip(if: true) } skipped: partner @skip(if: true) { id } }`);
    assert.deepEqual(allSkipped, { data: { partner: [{}] } });
  });

  it('runs the operation named by operationName', async () => {
    const doc = `query A { a: partner(where: {code: {_eq: "DEVICECOVER"}}) { code } }
                 query B { b: partner(where: {code: {_eq: "REDWAVE-NG"}}) { code } }`;
    assert.deepEqual(await ds.gql(doc, undefined, 'B'), { data: { b: [{ code: 'REDWAVE-NG' }] } });
  });

  it('answers selections wider than one json_build_object call (50 fields)', async () => {
    const fields = Array.from({ length: 120 }, (_, i) => `f${i}: ${i % 2 ? 'code' : 'name'}`).join(' ');
    const answer = await ds.gql(`{ partner(where: {code: {_eq: "SUNLINE-NG"}}) { ${fields} } }`);
    const row = (answer.data?.partner as Record<string, string>[])[0];
    assert.equal(Object.keys(row).length, 120);
    assert.deepEqual(Object.keys(row), Array.from({ length: 120 }, (_, i) => `f${i}`));
    assert.equal(row.f0, 'Sunline Protect');
    assert.equal(row.f119, 'SUNLINE-NG');
  });

  it('answers many concurrent requests, single and multi-root, correctly', async () => {
    const requests = Array.from({ length: 60 }, (_, i) => {
      const partner = SEED_PARTNERS[i % SEED_PARTNERS.length];
      return i % 3 === 0
        ? ds.gql(`query($c: String!) { a: partner(where: {code: {_eq: $c}}) { code } b: partner_by_pk(id: "${partner.id}") { code } }`, {
            c: partner.code,
          })
        : ds.gql(GET_PARTNER_BY_CODE, { code: partner.code });
    });
    const answers = await Promise.all(requests);
    answers.forEach((answer, i) => {
      const partner = SEED_PARTNERS[i % SEED_PARTNERS.length];
      if (i % 3 === 0) assert.deepEqual(answer, { data: { a: [{ code: partner.code }], b: { code: partner.code } } });
      else assert.equal((answer.data?.partner as { id: string }[])[0].id, partner.id);
    });
  });

  it('describes the schema with Hasura type names (introspection)', async () => {
    const answer = await ds.gql(`{
      __schema { queryType { name } types { name } }
      partner_type: __type(name: "partner") { fields { name } }
      query_root: __type(name: "query_root") { fields { name args { name type { name kind ofType { name kind ofType { name } } } } } }
      order: __type(name: "order_by") { enumValues { name } }
      partner(where: {code: {_eq: "DEVICECOVER"}}) { code }
    }`);
    type Named = { name: string };
    const data = answer.data as {
      __schema: { queryType: Named; types: Named[] };
      partner_type: { fields: Named[] };
      query_root: { fields: Named[] };
      order: { enumValues: Named[] };
      partner: unknown;
    };
    assert.equal(data.__schema.queryType.name, 'query_root');
    const typeNames = new Set(data.__schema.types.map((t) => t.name));
    for (const name of [
      'partner',
      'partner_bool_exp',
      'partner_order_by',
      'partner_select_column',
      'order_by',
      'String_comparison_exp',
      'uuid_comparison_exp',
      'Boolean_comparison_exp',
      'uuid',
    ]) {
      assert.ok(typeNames.has(name), `missing type ${name}`);
    }
    assert.deepEqual(
      data.partner_type.fields.map((f) => f.name),
      ['id', 'code', 'name', 'allow_postpaid_plan', 'support_phone', 'support_email', 'demo_login_hint', 'demo_staff_hint'],
    );
    // Beside the table, the query actions anonymous may call (actions/definitions.ts).
    assert.deepEqual(
      data.query_root.fields.map((f) => f.name),
      ['partner', 'partner_by_pk', 'check_password_link', 'verify_card'],
    );
    assert.deepEqual(
      data.order.enumValues.map((v) => v.name),
      ['asc', 'asc_nulls_first', 'asc_nulls_last', 'desc', 'desc_nulls_first', 'desc_nulls_last'],
    );
    assert.deepEqual(data.partner, [{ code: 'DEVICECOVER' }]);
  });
});
