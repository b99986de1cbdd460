import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEVICECOVER, REDWAVE_NG, SEED_PARTNERS } from '../src/seed/partners';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';

const ALL = SEED_PARTNERS.map((p) => p.code).sort();

describe('where: boolean expressions', () => {
  let ds: TestService;
  /** Codes matched by a where expression literal, sorted. */
  let codes: (where: string) => Promise<string[]>;
  /** Codes matched by a where expression passed as a variable. */
  let codesVar: (where: unknown) => Promise<string[]>;

  before(async () => {
    ds = await startTestService();
    const list = (answer: GraphqlAnswer) => {
      assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
      return (answer.data?.partner as { code: string }[]).map((p) => p.code);
    };
    codes = async (where) => list(await ds.gql(`{ partner(where: ${where}, order_by: {code: asc}) { code } }`));
    codesVar = async (where) =>
      list(await ds.gql(`query($w: partner_bool_exp) { partner(where: $w, order_by: {code: asc}) { code } }`, { w: where }));
  });
  after(async () => {
    await ds?.stop();
  });

  it('compares with each operator', async () => {
    assert.deepEqual(await codes(`{code: {_eq: "REDWAVE-NG"}}`), ['REDWAVE-NG']);
    assert.deepEqual(await codes(`{code: {_neq: "REDWAVE-NG"}}`), ALL.filter((c) => c !== 'REDWAVE-NG'));
    assert.deepEqual(await codes(`{code: {_gt: "DEVICECOVER-UK"}}`), ['REDWAVE-NG', 'SUNLINE-NG']);
    assert.deepEqual(await codes(`{code: {_gte: "DEVICECOVER-UK"}}`), ['DEVICECOVER-UK', 'REDWAVE-NG', 'SUNLINE-NG']);
    assert.deepEqual(await codes(`{code: {_lt: "DEVICECOVER-UK"}}`), ['DEVICECOVER']);
    assert.deepEqual(await codes(`{code: {_lte: "DEVICECOVER-UK"}}`), ['DEVICECOVER', 'DEVICECOVER-UK']);
    assert.deepEqual(await codes(`{code: {_in: ["SUNLINE-NG", "REDWAVE-NG", "NOPE"]}}`), ['REDWAVE-NG', 'SUNLINE-NG']);
    assert.deepEqual(await codes(`{code: {_in: "SUNLINE-NG"}}`), ['SUNLINE-NG']); // a single value counts as a list of one
    assert.deepEqual(await codes(`{code: {_in: []}}`), []);
    assert.deepEqual(await codes(`{code: {_nin: ["SUNLINE-NG", "REDWAVE-NG"]}}`), ['DEVICECOVER', 'DEVICECOVER-UK']);
    assert.deepEqual(await codes(`{code: {_nin: []}}`), ALL);
    assert.deepEqual(await codes(`{code: {_is_null: false}}`), ALL);
    assert.deepEqual(await codes(`{code: {_is_null: true}}`), []);
    assert.deepEqual(await codes(`{name: {_like: "%Protect"}}`), ['REDWAVE-NG', 'SUNLINE-NG']);
    assert.deepEqual(await codes(`{name: {_nlike: "%Protect"}}`), ['DEVICECOVER', 'DEVICECOVER-UK']);
    assert.deepEqual(await codes(`{name: {_ilike: "devicecover%"}}`), ['DEVICECOVER', 'DEVICECOVER-UK']);
    assert.deepEqual(await codes(`{name: {_nilike: "devicecover%"}}`), ['REDWAVE-NG', 'SUNLINE-NG']);
    assert.deepEqual(await codes(`{code: {_similar: "(SUN|RED)%"}}`), ['REDWAVE-NG', 'SUNLINE-NG']);
    assert.deepEqual(await codes(`{code: {_nsimilar: "(SUN|RED)%"}}`), ['DEVICECOVER', 'DEVICECOVER-UK']);
    assert.deepEqual(await codes(`{code: {_regex: "-UK$"}}`), ['DEVICECOVER-UK']);
    assert.deepEqual(await codes(`{code: {_iregex: "-uk$"}}`), ['DEVICECOVER-UK']);
    assert.deepEqual(await codes(`{code: {_nregex: "-NG$"}}`), ['DEVICECOVER', 'DEVICECOVER-UK']);
    assert.deepEqual(await codes(`{code: {_niregex: "-ng$"}}`), ['DEVICECOVER', 'DEVICECOVER-UK']);
  });

  it('compares booleans and uuids', async () => {
    assert.deepEqual(await codes(`{allow_postpaid_plan: {_eq: true}}`), ['DEVICECOVER', 'SUNLINE-NG']);
    assert.deepEqual(await codes(`{allow_postpaid_plan: {_neq: true}}`), ['DEVICECOVER-UK', 'REDWAVE-NG']);
    assert.deepEqual(await codes(`{id: {_eq: "${REDWAVE_NG.id}"}}`), ['REDWAVE-NG']);
    assert.deepEqual(await codes(`{id: {_in: ["${REDWAVE_NG.id}", "${DEVICECOVER.id}"]}}`), ['DEVICECOVER', 'REDWAVE-NG']);
    assert.deepEqual(await codesVar({ id: { _nin: [REDWAVE_NG.id.toUpperCase()] } }), ALL.filter((c) => c !== 'REDWAVE-NG'));
  });

  it('combines several operators and several columns with AND', async () => {
    assert.deepEqual(await codes(`{code: {_gte: "D", _lt: "R"}, allow_postpaid_plan: {_eq: false}}`), ['DEVICECOVER-UK']);
  });

  it('supports _and, _or and _not, nested', async () => {
    assert.deepEqual(
      await codes(`{_and: [{name: {_ilike: "%protect"}}, {allow_postpaid_plan: {_eq: true}}]}`),
      ['SUNLINE-NG'],
    );
    assert.deepEqual(await codes(`{_or: [{code: {_eq: "DEVICECOVER"}}, {code: {_eq: "REDWAVE-NG"}}]}`), ['DEVICECOVER', 'REDWAVE-NG']);
    assert.deepEqual(await codes(`{_not: {allow_postpaid_plan: {_eq: true}}}`), ['DEVICECOVER-UK', 'REDWAVE-NG']);
    assert.deepEqual(
      await codes(`{_not: {_or: [{code: {_like: "%-NG"}}, {_and: [{code: {_like: "DEVICE%"}}, {code: {_nlike: "%-UK"}}]}]}}`),
      ['DEVICECOVER-UK'],
    );
    assert.deepEqual(await codes(`{_or: {code: {_eq: "DEVICECOVER"}}}`), ['DEVICECOVER']); // list of one
  });

  it('treats {} as TRUE, _and: [] as TRUE and _or: [] as FALSE', async () => {
    assert.deepEqual(await codes(`{}`), ALL);
    assert.deepEqual(await codes(`{code: {}}`), ALL);
    assert.deepEqual(await codes(`{_and: []}`), ALL);
    assert.deepEqual(await codes(`{_or: []}`), []);
    assert.deepEqual(await codes(`{_not: {}}`), []);
    assert.deepEqual(await codesVar({}), ALL);
    assert.deepEqual(await codesVar(null), ALL);
  });

  it('takes the whole expression, or any value in it, from variables', async () => {
    assert.deepEqual(await codesVar({ _or: [{ code: { _eq: 'SUNLINE-NG' } }, { name: { _ilike: 'redwave%' } }] }), [
      'REDWAVE-NG',
      'SUNLINE-NG',
    ]);
    const answer = await ds.gql(
      `query($codes: [String!], $pattern: String!, $flag: Boolean!) {
        partner(where: {code: {_in: $codes}, name: {_like: $pattern}, allow_postpaid_plan: {_eq: $flag}}) { code }
      }`,
      { codes: ['SUNLINE-NG', 'DEVICECOVER'], pattern: 'Sun%', flag: true },
    );
    assert.deepEqual(answer, { data: { partner: [{ code: 'SUNLINE-NG' }] } });
    const listOfVariables = await ds.gql(
      `query($a: String!, $b: String!) { partner(where: {code: {_in: [$a, $b]}}, order_by: {code: asc}) { code } }`,
      { a: 'REDWAVE-NG', b: 'DEVICECOVER' },
    );
    assert.deepEqual(listOfVariables, { data: { partner: [{ code: 'DEVICECOVER' }, { code: 'REDWAVE-NG' }] } });
  });

  it('rejects an explicit null in a comparison (Hasura v2), literal or variable', async () => {
    const expected = (path: string, type = 'String') => [
      { extensions: { path, code: 'validation-failed' }, message: `unexpected null value for type '${type}'` },
    ];
    assert.deepEqual(
      (await ds.gql(`{ partner(where: {code: {_eq: null}}) { code } }`)).errors,
      expected('$.selectionSet.partner.args.where.code._eq'),
    );
    assert.deepEqual(
      (await ds.gql(`query($c: String) { partner(where: {code: {_eq: $c}}) { code } }`, { c: null })).errors,
      expected('$.selectionSet.partner.args.where.code._eq'),
    );
    // A nullable variable left out is null too: it must not turn into "no condition".
    assert.deepEqual(
      (await ds.gql(`query($c: String) { partner(where: {code: {_eq: $c}}) { code } }`)).errors,
      expected('$.selectionSet.partner.args.where.code._eq'),
    );
    assert.deepEqual(
      (await ds.gql(`query($w: partner_bool_exp) { partner(where: $w) { code } }`, { w: { id: { _neq: null } } })).errors,
      expected('$.selectionSet.partner.args.where.id._neq', 'uuid'),
    );
    assert.deepEqual(
      (await ds.gql(`{ partner(where: {code: {_in: ["A", null]}}) { code } }`)).errors,
      expected('$.selectionSet.partner.args.where.code._in[1]'),
    );
    assert.deepEqual((await ds.gql(`{ partner(where: {code: {_in: null}}) { code } }`)).errors, [
      {
        extensions: { path: '$.selectionSet.partner.args.where.code._in', code: 'validation-failed' },
        message: 'expected a list, but found null',
      },
    ]);
    assert.deepEqual((await ds.gql(`{ partner(where: {code: {_is_null: null}}) { code } }`)).errors, [
      {
        extensions: { path: '$.selectionSet.partner.args.where.code._is_null', code: 'validation-failed' },
        message: "expected a boolean for type 'Boolean', but found null",
      },
    ]);
    assert.deepEqual((await ds.gql(`{ partner(where: {code: null}) { code } }`)).errors, [
      {
        extensions: { path: '$.selectionSet.partner.args.where.code', code: 'validation-failed' },
        message: "expected an object for type 'String_comparison_exp', but found null",
      },
    ]);
  });

  it('checks value types before querying', async () => {
    const errorOf = async (query: string, variables?: Record<string, unknown>) => (await ds.gql(query, variables)).errors?.[0];
    assert.deepEqual(await errorOf(`{ partner(where: {code: {_eq: 5}}) { code } }`), {
      extensions: { path: '$.selectionSet.partner.args.where.code._eq', code: 'parse-failed' },
      message: 'parsing Text failed, expected String, but encountered Number',
    });
    assert.deepEqual(await errorOf(`{ partner(where: {allow_postpaid_plan: {_eq: "yes"}}) { code } }`), {
      extensions: { path: '$.selectionSet.partner.args.where.allow_postpaid_plan._eq', code: 'parse-failed' },
      message: 'parsing Bool failed, expected Boolean, but encountered String',
    });
    assert.deepEqual(await errorOf(`{ partner(where: {id: {_eq: "not-a-uuid"}}) { code } }`), {
      extensions: { path: '$.selectionSet.partner.args.where.id._eq', code: 'parse-failed' },
      message: 'invalid UUID',
    });
    assert.deepEqual(await errorOf(`query($c: Int!) { partner(where: {code: {_eq: $c}}) { code } }`, { c: 1 }), {
      extensions: { path: '$.selectionSet.partner.args.where.code._eq', code: 'validation-failed' },
      message: "variable 'c' is declared as 'Int!', but used where 'String' is expected",
    });
    assert.deepEqual(await errorOf(`{ partner(where: {code: {_like: "x"}, allow_postpaid_plan: {_like: "t%"}}) { code } }`), {
      extensions: { path: '$.selectionSet.partner.args.where.allow_postpaid_plan._like', code: 'validation-failed' },
      message: "field '_like' not found in type: 'Boolean_comparison_exp'",
    });
    assert.deepEqual(await errorOf(`{ partner(where: {policy_prefix: {_eq: "SUN"}}) { code } }`), {
      extensions: { path: '$.selectionSet.partner.args.where.policy_prefix', code: 'validation-failed' },
      message: "field 'policy_prefix' not found in type: 'partner_bool_exp'",
    });
    assert.deepEqual(await errorOf(`query($w: partner_bool_exp) { partner(where: $w) { code } }`, { w: { 'bad-key': {} } }), {
      extensions: { path: '$.selectionSet.partner.args.where', code: 'validation-failed' },
      message: 'variable value contains object with key "bad-key", which is not a legal GraphQL name',
    });
  });

  it('treats injection attempts as plain values', async () => {
    const attempts = [
      "'; DROP TABLE partner; --",
      "SUNLINE-NG' OR '1'='1",
      '" OR ""="',
      '\\x00\u202e',
      "$1; SELECT pg_sleep(1)",
      'é☃💥',
    ];
    for (const code of attempts) {
      const answer = await ds.gql(`query($code: String!) { partner(where: {code: {_eq: $code}}) { code } }`, { code });
      assert.deepEqual(answer, { data: { partner: [] } }, code);
      const like = await ds.gql(`query($p: String!) { partner(where: {name: {_ilike: $p}}) { code } }`, { p: code });
      assert.deepEqual(like, { data: { partner: [] } }, code);
    }
    // PostgreSQL text cannot hold NUL: refused before any SQL, naming the field (security #10), and nothing else happens.
    const nul = await ds.gql(`query($code: String!) { partner(where: {code: {_eq: $code}}) { code } }`, { code: 'A\u0000B' });
    assert.equal(nul.errors?.[0]?.extensions.code, 'validation-failed');
    const uuid = await ds.gql(`query($id: uuid!) { partner_by_pk(id: $id) { code } }`, { id: "x' OR 1=1 --" });
    assert.deepEqual(uuid.errors?.[0]?.extensions.code, 'parse-failed');
    assert.deepEqual(await codes(`{}`), ALL); // the table is still there
  });

  it('reports a regular expression PostgreSQL rejects as a data-exception', async () => {
    const answer = await ds.gql(`{ partner(where: {code: {_regex: "("}}) { code } }`);
    assert.equal(answer.data, undefined);
    assert.equal(answer.errors?.[0]?.extensions.code, 'data-exception');
    assert.match(answer.errors?.[0]?.message ?? '', /regular expression/);
  });
});
