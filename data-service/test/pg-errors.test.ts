import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DbError } from '../src/db/types';
import { toHasuraDbError } from '../src/engine/pgErrors';

const map = (code: string, message = 'pg says no') => {
  const error = toHasuraDbError(new DbError(message, code, undefined, undefined));
  return { code: error.code, message: error.message, path: error.path };
};

describe('PostgreSQL errors as Hasura answers them', () => {
  it('maps constraint violations', () => {
    assert.deepEqual(map('23505', 'duplicate key value violates unique constraint "partner_code_key"'), {
      code: 'constraint-violation',
      message: 'Uniqueness violation. duplicate key value violates unique constraint "partner_code_key"',
      path: '$',
    });
    assert.equal(map('23503').message, 'Foreign key violation. pg says no');
    assert.equal(map('23503').code, 'constraint-violation');
    assert.equal(map('23502').message, 'Not-NULL violation. pg says no');
    assert.deepEqual(map('23514'), { code: 'permission-error', message: 'Check constraint violation. pg says no', path: '$' });
  });

  it('maps data exceptions and serialization failures', () => {
    assert.deepEqual(map('22P02', 'invalid input syntax for type uuid: "x"'), {
      code: 'data-exception',
      message: 'invalid input syntax for type uuid: "x"',
      path: '$',
    });
    assert.deepEqual(map('40001'), { code: 'concurrent-update', message: 'serialization failure', path: '$' });
  });

  it('hides everything else behind "database query error"', () => {
    for (const code of ['42P01', '42703', '53300', 'XX000']) {
      assert.deepEqual(map(code, 'relation "secret_table" does not exist'), {
        code: 'unexpected',
        message: 'database query error',
        path: '$',
      });
    }
    // A cancelled statement (statement_timeout) says what happened, still without the database's words.
    assert.deepEqual(map('57014', 'canceling statement due to statement timeout'), {
      code: 'unexpected',
      message: 'the database took too long to answer and the request was cancelled; try again with a smaller request',
      path: '$',
    });
    const noCode = toHasuraDbError(new DbError('connection lost', undefined, undefined, undefined));
    assert.equal(noCode.message, 'database query error');
  });
});
