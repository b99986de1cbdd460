import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openDatabase } from '../src/db/openDatabase';
import { DbError } from '../src/db/types';
import { toHasuraDbError } from '../src/engine/pgErrors';
import { createTestTarget, usingPostgres } from './support/testTarget';

// PGlite has no statement_timeout; on PostgreSQL a runaway statement is cancelled, and the caller gets a
// clear error instead of a request that hangs and holds a pooled connection.
describe('statement timeout', { skip: usingPostgres ? false : 'PostgreSQL only: PGlite ignores statement_timeout' }, () => {
  it('cancels a statement that runs too long, with a clear message and no database details', async () => {
    const target = await createTestTarget();
    const db = await openDatabase({ ...target.config, statementTimeoutMs: 100 });
    try {
      const failure = await db.query('SELECT pg_sleep(2)').then(
        () => undefined,
        (error: unknown) => error,
      );
      assert.ok(failure instanceof DbError, 'the slow statement must fail');
      assert.equal(failure.code, '57014');
      const answer = toHasuraDbError(failure);
      assert.equal(answer.code, 'unexpected');
      assert.match(answer.message, /took too long/);
      assert.doesNotMatch(answer.message, /pg_sleep|statement timeout/);
      // The pool's connection is still usable afterwards.
      assert.deepEqual((await db.query<{ one: number }>('SELECT 1 AS one')).rows, [{ one: 1 }]);
    } finally {
      await db.close();
      await target.cleanup();
    }
  });
});
