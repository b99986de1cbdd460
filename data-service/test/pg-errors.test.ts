import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DbError, type DbErrorFields } from '../src/db/types';
import type { Session } from '../src/engine/parse/context';
import { toHasuraDbError } from '../src/engine/pgErrors';
import type { ColumnMetadata, PgType, Registry } from '../src/engine/registry/types';
import { startEngineHarness, type EngineHarness } from './support/engineHarness';

const map = (message: string, fields: DbErrorFields) => {
  const error = toHasuraDbError(new DbError(message, fields));
  return { code: error.code, message: error.message, path: error.path };
};

describe('PostgreSQL errors as Hasura answers them, in our words', () => {
  it('builds constraint messages from the SQLSTATE and the constraint or column, with Hasura\'s prefixes', () => {
    const secret = 'Key (phone)=(+2348030000001) already exists';
    assert.deepEqual(map(`duplicate key value violates unique constraint "customer_phone_key" ${secret}`, { code: '23505', constraint: 'customer_phone_key' }), {
      code: 'constraint-violation',
      message: 'Uniqueness violation. another row already has this value (constraint customer_phone_key)',
      path: '$',
    });
    assert.deepEqual(map('insert or update on table "note" violates foreign key constraint "note_team_id_fkey"', { code: '23503', constraint: 'note_team_id_fkey' }), {
      code: 'constraint-violation',
      message: 'Foreign key violation. the change would leave a reference without the row it names (constraint note_team_id_fkey)',
      path: '$',
    });
    assert.equal(map('null value in column "team_id" of relation "note" violates not-null constraint', { code: '23502', column: 'team_id' }).message, 'Not-NULL violation. the column "team_id" needs a value');
    assert.equal(map('pg says no', { code: '23502' }).message, 'Not-NULL violation. a required column needs a value');
    assert.deepEqual(map('new row for relation "note" violates check constraint "note_title_length"', { code: '23514', constraint: 'note_title_length' }), {
      code: 'permission-error',
      message: 'Check constraint violation. a value breaks a rule of the table (constraint note_title_length)',
      path: '$',
    });
    assert.equal(map('pg says no', { code: '23P01' }).message, 'Exclusion violation. the row conflicts with another');
    assert.equal(map('pg says no', { code: '23000' }).code, 'constraint-violation');
  });

  it('answers a data exception with what it means, never with PostgreSQL\'s text', () => {
    assert.deepEqual(map('invalid input syntax for type uuid: "x\' OR 1=1"', { code: '22P02' }), {
      code: 'data-exception',
      message: 'a value is not valid for its type',
      path: '$',
    });
    assert.equal(map('invalid regular expression: parentheses () not balanced', { code: '2201B' }).message, 'invalid regular expression');
    assert.equal(map('integer out of range', { code: '22003' }).message, 'a number is out of range for its type');
    assert.equal(map('some future data exception about "secret"', { code: '22ZZZ' }).message, 'a value in the request is not valid for the database');
    assert.deepEqual(map('could not serialize access', { code: '40001' }), { code: 'concurrent-update', message: 'serialization failure', path: '$' });
  });

  it('hides everything else behind "database query error"', () => {
    for (const code of ['42P01', '42703', 'XX000']) {
      assert.deepEqual(map('relation "secret_table" does not exist', { code }), { code: 'unexpected', message: 'database query error', path: '$' });
    }
    // A cancelled statement (statement_timeout) says what happened, still without the database's words.
    assert.deepEqual(map('canceling statement due to statement timeout', { code: '57014' }), {
      code: 'unexpected',
      message: 'the database took too long to answer and the request was cancelled; try again with a smaller request',
      path: '$',
    });
    assert.equal(map('connection lost', {}).message, 'database query error');
  });
});

/**
 * Attacks: values chosen to make PostgreSQL refuse them, on a real database (both adapters). Each answer
 * has the code Hasura uses and our words; PostgreSQL's text (which quotes the value, the type, the table)
 * is only in the server log.
 */
const SETUP_SQL = `
  CREATE TABLE public.gadget (
    id integer PRIMARY KEY,
    label text NOT NULL,
    score integer NOT NULL DEFAULT 0,
    price numeric(4, 1),
    released_at timestamptz
  );
  INSERT INTO public.gadget (id, label, score) VALUES (1, 'one', 2147483000);
`;
const col = (name: string, type: PgType, nullable = false): ColumnMetadata => ({ name, type, nullable });
const REGISTRY: Registry = {
  tables: [
    {
      table: { schema: 'public', name: 'gadget' },
      columns: [col('id', 'integer'), col('label', 'text'), col('score', 'integer'), col('price', 'numeric', true), col('released_at', 'timestamptz', true)],
      primary_key: ['id'],
      select_permissions: [],
    },
  ],
};
const ADMIN: Session = { role: 'admin', variables: {} };

describe('security: PostgreSQL\'s own words never reach the client', () => {
  let h: EngineHarness;
  before(async () => {
    h = await startEngineHarness({ registry: REGISTRY, setupSql: SETUP_SQL });
  });
  after(() => h.close());

  const attacks: { name: string; query: string; code: string; message: string; sqlstate: string }[] = [
    { name: 'a bad regular expression', query: '{ gadget(where: {label: {_regex: "(unclosed"}}) { id } }', code: 'data-exception', message: 'invalid regular expression', sqlstate: '2201B' },
    { name: 'a bad SIMILAR TO pattern', query: '{ gadget(where: {label: {_similar: "(unclosed"}}) { id } }', code: 'data-exception', message: 'invalid regular expression', sqlstate: '2201B' },
    { name: 'a value that does not cast', query: '{ gadget(where: {released_at: {_lt: "<script>not a time"}}) { id } }', code: 'data-exception', message: 'a date or time is not in a valid format', sqlstate: '22007' },
    { name: 'an integer overflow', query: 'mutation { update_gadget_by_pk(pk_columns: {id: 1}, _inc: {score: 1000000}) { id } }', code: 'data-exception', message: 'a number is out of range for its type', sqlstate: '22003' },
    { name: 'a numeric overflow', query: 'mutation { insert_gadget_one(object: {id: 2, label: "two", price: 123456.7}) { id } }', code: 'data-exception', message: 'a number is out of range for its type', sqlstate: '22003' },
    { name: 'a duplicate key', query: 'mutation { insert_gadget_one(object: {id: 1, label: "again"}) { id } }', code: 'constraint-violation', message: 'Uniqueness violation. another row already has this value (constraint gadget_pkey)', sqlstate: '23505' },
  ];

  for (const attack of attacks) {
    it(`answers ${attack.name} in our words, with PostgreSQL's text in the log only`, async () => {
      const logged = h.log.length;
      const answer = await h.run(ADMIN, attack.query);
      assert.equal(answer.data, undefined);
      assert.equal(answer.errors?.length, 1);
      const [error] = answer.errors ?? [];
      assert.equal(error.extensions.code, attack.code);
      assert.equal(error.message, attack.message);
      const line = h.log.slice(logged).find((l) => l.startsWith(`database error ${attack.sqlstate} answered as ${attack.code}: `));
      assert.ok(line, `the log keeps PostgreSQL's words: ${h.log.slice(logged).join('\n')}`);
      const postgresText = line.slice(line.indexOf(': ') + 2);
      assert.ok(postgresText.length > 0);
      assert.ok(!error.message.includes(postgresText), 'the answer does not carry PostgreSQL\'s text');
      assert.doesNotMatch(JSON.stringify(answer), /unclosed|<script>|syntax|out of range for type|duplicate key|Key \(|relation|gadget"/);
    });
  }
});
