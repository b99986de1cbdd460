import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestService, type TestService } from './support/testService';

/** Each case: the query (and variables), and the single error Hasura would answer. */
const CASES: {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  path: string;
  code: string;
  message: string | RegExp;
}[] = [
  {
    name: 'unknown root field',
    query: '{ partners { id } }',
    path: '$.selectionSet.partners',
    code: 'validation-failed',
    message: "field 'partners' not found in type: 'query_root'",
  },
  {
    name: 'unknown field, found through a fragment',
    query: 'query { partner { ...F } } fragment F on partner { id colour }',
    path: '$.selectionSet.partner.selectionSet.colour',
    code: 'validation-failed',
    message: "field 'colour' not found in type: 'partner'",
  },
  {
    name: 'unknown argument',
    query: '{ partner(first: 1) { id } }',
    path: '$.selectionSet.partner',
    code: 'validation-failed',
    message: "'partner' has no argument named 'first'",
  },
  {
    name: 'argument on a column',
    query: '{ partner { code(upper: true) } }',
    path: '$.selectionSet.partner.selectionSet.code',
    code: 'validation-failed',
    message: "'code' has no argument named 'upper'",
  },
  {
    name: 'missing selection set',
    query: '{ partner }',
    path: '$.selectionSet.partner.selectionSet',
    code: 'validation-failed',
    message: "missing selection set for 'partner'",
  },
  {
    name: 'selection set on a column',
    query: '{ partner { code { x } } }',
    path: '$.selectionSet.partner.selectionSet.code',
    code: 'validation-failed',
    message: 'unexpected subselection set for non-object field',
  },
  {
    name: 'missing primary key',
    query: '{ partner_by_pk { id } }',
    path: '$.selectionSet.partner_by_pk.args.id',
    code: 'validation-failed',
    message: "missing required field 'id'",
  },
  {
    name: 'nullable variable where the primary key must be non-null',
    query: 'query($id: uuid) { partner_by_pk(id: $id) { id } }',
    variables: { id: '5d0c0a7e-0000-4000-8000-000000000001' },
    path: '$.selectionSet.partner_by_pk.args.id',
    code: 'validation-failed',
    message: "variable 'id' is declared as 'uuid', but used where 'uuid!' is expected",
  },
  {
    name: 'syntax error',
    query: '{ partner { id }',
    path: '$.query',
    code: 'validation-failed',
    message: 'not a valid graphql query',
  },
  {
    name: 'empty query',
    query: '',
    path: '$.query',
    code: 'validation-failed',
    message: 'not a valid graphql query',
  },
  {
    name: 'missing non-null variable',
    query: 'query GetPartnerByCode($code: String!) { partner(where: {code: {_eq: $code}}) { id } }',
    path: '$',
    code: 'validation-failed',
    message: 'expecting a value for non-nullable variable: "code"',
  },
  {
    name: 'undeclared variable',
    query: '{ partner(where: {code: {_eq: $code}}) { id } }',
    path: '$',
    code: 'validation-failed',
    message: 'unbound variable "code"',
  },
  {
    name: 'undeclared variable, used in a fragment',
    query: 'query Q($limit: Int) { partner(limit: $limit) { ...F } } fragment F on partner { plans(where: {code: {_eq: $code}}) { id } }',
    path: '$',
    code: 'validation-failed',
    message: 'unbound variable "code"',
  },
  {
    name: 'variable defined twice',
    query: 'query Q($code: String, $code: String) { partner(where: {code: {_eq: $code}}) { id } }',
    path: '$',
    code: 'parse-failed',
    message: 'multiple definitions for variable "code"',
  },
  {
    name: 'unknown fragment',
    query: '{ partner { ...Missing } }',
    path: '$',
    code: 'validation-failed',
    message: 'reference to undefined fragment "Missing"',
  },
  {
    name: 'unknown fragment, reached through another',
    query: '{ partner { ...A } } fragment A on partner { id ...Missing }',
    path: '$',
    code: 'validation-failed',
    message: 'reference to undefined fragment "Missing"',
  },
  {
    name: 'fragment spreading itself',
    query: '{ partner { ...A } } fragment A on partner { id ...A }',
    path: '$',
    code: 'validation-failed',
    message: 'the fragment definition(s) "A" form a cycle',
  },
  {
    name: 'two fragments spreading each other',
    query: '{ partner { ...A } } fragment A on partner { id ...B } fragment B on partner { code ...A }',
    path: '$',
    code: 'validation-failed',
    message: 'the fragment definition(s) "A" and "B" form a cycle',
  },
  {
    name: 'a cycle of three fragments, entered in the middle of the chain',
    query:
      '{ partner { ...Top } } fragment Top on partner { id ...A } fragment A on partner { id ...B } ' +
      'fragment B on partner { code ...C } fragment C on partner { name ...A }',
    path: '$',
    code: 'validation-failed',
    message: 'the fragment definition(s) "A", "B", and "C" form a cycle',
  },
  {
    name: 'unknown operation name',
    query: 'query A { partner { id } }',
    operationName: 'B',
    path: '$',
    code: 'validation-failed',
    message: 'no such operation found in the document: "B"',
  },
  {
    name: 'several operations without a name',
    query: 'query A { partner { id } } query B { partner { id } }',
    path: '$',
    code: 'validation-failed',
    message: 'exactly one operation has to be present in the document when operationName is not specified',
  },
  {
    // anonymous's mutation_root holds only actions (login): no table may be written.
    name: 'table mutation the role may not use',
    query: 'mutation { insert_partner_one(object: {}) { id } }',
    path: '$.selectionSet.insert_partner_one',
    code: 'validation-failed',
    message: "field 'insert_partner_one' not found in type: 'mutation_root'",
  },
  {
    name: 'subscription over HTTP',
    query: 'subscription { partner { id } }',
    path: '$',
    code: 'validation-failed',
    message: 'no subscriptions exist',
  },
  {
    name: 'depth limit',
    query: `{ partner { a { b { c { d { e { f { g { h { i { j } } } } } } } } } } }`,
    path: '$',
    code: 'validation-failed',
    message: 'the query exceeds the maximum depth of 10',
  },
  {
    name: 'depth limit counts through fragments',
    query: `{ partner { ...A } } fragment A on partner { a { b { c { d { e { f { g { h { i { j } } } } } } } } } }`,
    path: '$',
    code: 'validation-failed',
    message: 'the query exceeds the maximum depth of 10',
  },
  {
    name: 'unknown order_by direction',
    query: '{ partner(order_by: {code: up}) { id } }',
    path: '$.selectionSet.partner.args.order_by[0].code',
    code: 'validation-failed',
    message:
      "expected one of the values ['asc', 'asc_nulls_first', 'asc_nulls_last', 'desc', 'desc_nulls_first', 'desc_nulls_last'] for type 'order_by', but found 'up'",
  },
  {
    name: 'order_by a hidden column',
    query: '{ partner(order_by: {created_at: asc}) { id } }',
    path: '$.selectionSet.partner.args.order_by[0].created_at',
    code: 'validation-failed',
    message: "field 'created_at' not found in type: 'partner_order_by'",
  },
  {
    name: 'distinct_on a hidden column',
    query: '{ partner(distinct_on: [policy_prefix]) { id } }',
    path: '$.selectionSet.partner.args.distinct_on[0]',
    code: 'validation-failed',
    message:
      "expected one of the values ['id', 'code', 'name', 'allow_postpaid_plan', 'support_phone', 'support_email', 'demo_login_hint', 'demo_staff_hint'] for type 'partner_select_column', but found 'policy_prefix'",
  },
  {
    name: 'distinct_on not leading order_by',
    query: '{ partner(distinct_on: [code], order_by: {name: asc}) { id } }',
    path: '$.selectionSet.partner.args',
    code: 'validation-failed',
    message: '"distinct_on" columns must match initial "order_by" columns',
  },
  {
    name: 'negative limit',
    query: '{ partner(limit: -1) { id } }',
    path: '$.selectionSet.partner.args.limit',
    code: 'validation-failed',
    message: "expected a non-negative 32-bit integer for type 'Int', but found an integer",
  },
  {
    name: 'fractional limit from a variable',
    query: 'query($n: Int) { partner(limit: $n) { id } }',
    variables: { n: 1.5 },
    path: '$.selectionSet.partner.args.limit',
    code: 'parse-failed',
    message: 'The value 1.5 lies outside the bounds or is not an integer. Maybe it is a float, or is there integer overflow?',
  },
  {
    name: 'string limit',
    query: '{ partner(limit: "2") { id } }',
    path: '$.selectionSet.partner.args.limit',
    code: 'validation-failed',
    message: "expected a non-negative 32-bit integer for type 'Int', but found a string",
  },
  {
    name: 'where is not an object',
    query: '{ partner(where: "all") { id } }',
    path: '$.selectionSet.partner.args.where',
    code: 'validation-failed',
    message: "expected an object for type 'partner_bool_exp', but found a string",
  },
  {
    name: '@skip without its condition',
    query: '{ partner { id @skip } }',
    path: '$.selectionSet.partner.selectionSet.if',
    code: 'validation-failed',
    message: "missing required field 'if'",
  },
  {
    name: 'unknown directive',
    query: '{ partner { id @foo } }',
    path: '$.selectionSet.partner.selectionSet.id',
    code: 'validation-failed',
    message: 'directive "foo" is not defined in the schema',
  },
  {
    name: 'directive on an operation',
    query: 'query Q @skip(if: true) { partner { id } }',
    path: '$',
    code: 'validation-failed',
    message: 'directive "skip" is not allowed on a query',
  },
  {
    name: 'directive on a fragment definition',
    query: '{ partner { ...F } } fragment F on partner @include(if: true) { id }',
    path: '$',
    code: 'validation-failed',
    message: 'directive "include" is not allowed on a fragment definition',
  },
  {
    name: 'directive repeated on a field',
    query: '{ partner { id @skip(if: false) @skip(if: false) } }',
    path: '$.selectionSet.partner.selectionSet.id',
    code: 'validation-failed',
    message: 'the following directives are used more than once: skip',
  },
  {
    name: 'unknown argument of a directive',
    query: '{ partner { ... on partner @include(if: true, when: 1) { id } } }',
    path: '$.selectionSet.partner.selectionSet',
    code: 'validation-failed',
    message: '"include" has no argument named "when"',
  },
  {
    name: 'two fields under one response name',
    query: '{ partner { x: id x: code } }',
    path: '$.selectionSet.partner.selectionSet',
    code: 'validation-failed',
    message: 'selection of both "id" and "code" specify the same response name, "x"',
  },
  {
    name: 'one field twice with other arguments',
    query: '{ partner(limit: 1) { id } partner(limit: 2) { code } }',
    path: '$',
    code: 'validation-failed',
    message: 'inconsistent arguments between multiple selections of field "partner"',
  },
  {
    name: 'type definition in a query document',
    query: 'type Extra { a: Int } { partner { id } }',
    path: '$.query',
    code: 'validation-failed',
    message: 'not a valid graphql query',
  },
  {
    name: 'variable of an unknown type, used',
    query: 'query($code: Colour) { partner(where: {code: {_eq: $code}}) { id } }',
    variables: { code: 'SUNLINE-NG' },
    path: '$.selectionSet.partner.args.where.code._eq',
    code: 'validation-failed',
    message: "variable 'code' is declared as 'Colour', but used where 'String' is expected",
  },
  {
    name: 'values for variables the operation does not use',
    query: 'query($code: String, $name: String) { partner(where: {name: {_eq: $name}}) { id } }',
    variables: { code: 'SUNLINE-NG', name: 'x', limit: 1 },
    path: '$',
    code: 'validation-failed',
    message: 'unexpected variables in variableValues: code, limit',
  },
];

describe('GraphQL errors, as Hasura words them (HTTP 200, one error)', () => {
  let ds: TestService;
  before(async () => {
    ds = await startTestService();
  });
  after(async () => {
    await ds?.stop();
  });

  for (const c of CASES) {
    it(c.name, async () => {
      const response = await ds.post(JSON.stringify({ query: c.query, variables: c.variables, operationName: c.operationName }));
      assert.equal(response.status, 200);
      const body = JSON.parse(response.text) as { data?: unknown; errors: { message: string; extensions: unknown }[] };
      assert.equal(body.data, undefined);
      assert.equal(body.errors.length, 1);
      const [error] = body.errors;
      assert.deepEqual(error.extensions, { path: c.path, code: c.code });
      if (typeof c.message === 'string') assert.equal(error.message, c.message);
      else assert.match(error.message, c.message);
    });
  }

  it('accepts a fragment no operation uses, even one naming an undefined fragment, as Hasura does', async () => {
    const answer = await ds.gql('{ partner(where: {code: {_eq: "SUNLINE-NG"}}) { code } } fragment Unused on partner { ...Missing }');
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    assert.deepEqual(answer.data, { partner: [{ code: 'SUNLINE-NG' }] });
  });

  it('accepts what Hasura accepts: fragments of other types, a fragment defined twice, repeated operation names, a field twice', async () => {
    const sunline = 'partner(where: {code: {_eq: "SUNLINE-NG"}})';
    const accepted: [string, unknown][] = [
      // A type condition that is not the selection's type never applies, known type or not.
      [`{ ${sunline} { code ... on plan { name } ...OnColour } } fragment OnColour on Colour { hue }`, { partner: [{ code: 'SUNLINE-NG' }] }],
      // The last definition of a fragment is the one spread.
      [`{ ${sunline} { ...F } } fragment F on partner { name } fragment F on partner { code }`, { partner: [{ code: 'SUNLINE-NG' }] }],
      // The same field (and arguments) under one response name is one field, its selections merged.
      [`{ ${sunline} { code } ${sunline} { code name } }`, { partner: [{ code: 'SUNLINE-NG', name: 'Sunline Protect' }] }],
    ];
    for (const [query, data] of accepted) {
      const answer = await ds.gql(query);
      assert.equal(answer.errors, undefined, `${query}: ${JSON.stringify(answer.errors)}`);
      assert.deepEqual(answer.data, data);
    }
    // A variable used only in a fragment, or only by a directive, is used.
    const inFragment = await ds.gql(`query($code: String, $all: Boolean!) { partner(where: {code: {_eq: $code}}) { ...F } } fragment F on partner { code name @include(if: $all) }`, { code: 'SUNLINE-NG', all: false });
    assert.deepEqual(inFragment, { data: { partner: [{ code: 'SUNLINE-NG' }] } });
    // Of two operations with one name, the first is run.
    const twice = await ds.gql(`query Q { ${sunline} { code } } query Q { ${sunline} { name } }`, undefined, 'Q');
    assert.deepEqual(twice.data, { partner: [{ code: 'SUNLINE-NG' }] });
  });

  it('answers a repeated invalid query the same way (cached)', async () => {
    const first = await ds.post(JSON.stringify({ query: '{ partner { nope } }' }));
    const second = await ds.post(JSON.stringify({ query: '{ partner { nope } }' }));
    assert.equal(first.text, second.text);
  });

  it('allows deep introspection (the standard introspection query)', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const answer = await ds.gql(getIntrospectionQuery());
    assert.equal(answer.errors, undefined);
    assert.equal((answer.data as { __schema: { queryType: { name: string } } }).__schema.queryType.name, 'query_root');
  });
});
