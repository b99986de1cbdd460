import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDatabase } from '../src/db/openDatabase';
import { DbError, type Database } from '../src/db/types';
import { checkRegistryAgainstDatabase } from '../src/engine/registry/checkAgainstDatabase';
import { REGISTRY } from '../src/metadata/registry';
import type { Registry } from '../src/engine/registry/types';
import { migrate } from '../src/migrate/migrate';
import { createTestTarget, type TestTarget } from './support/testTarget';

describe('database adapter', () => {
  let target: TestTarget;
  let db: Database;
  before(async () => {
    target = await createTestTarget();
    db = await openDatabase({ databaseUrl: target.config.databaseUrl, dataDir: target.config.dataDir });
    await migrate(db);
    await db.exec('CREATE TABLE public.counter (n integer NOT NULL)');
  });
  after(async () => {
    await db?.close();
    await target?.cleanup();
  });

  it('runs parameterised queries', async () => {
    const { rows } = await db.query<{ sum: number; text: string }>('SELECT $1::int + $2::int AS sum, $3::text AS text', [2, 3, "it's"]);
    assert.deepEqual(rows, [{ sum: 5, text: "it's" }]);
  });

  it('commits a transaction that succeeds and rolls back one that throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO public.counter (n) VALUES ($1)', [1]);
    });
    const ours = new Error('changed my mind');
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO public.counter (n) VALUES ($1)', [2]);
        throw ours;
      }),
      (error) => error === ours, // our own errors pass through unchanged
    );
    const { rows } = await db.query<{ n: number }>('SELECT n FROM public.counter ORDER BY n');
    assert.deepEqual(rows, [{ n: 1 }]);
  });

  it('reports database errors as DbError with the SQLSTATE', async () => {
    await assert.rejects(db.query("SELECT 'x'::uuid"), (error) => error instanceof DbError && error.code === '22P02');
    await assert.rejects(
      db.transaction((tx) => tx.query('INSERT INTO public.counter (n) VALUES (NULL)')),
      (error) => error instanceof DbError && error.code === '23502',
    );
  });

  it('serves concurrent queries and transactions without mixing them up', async () => {
    const work = Array.from({ length: 40 }, (_, i) =>
      i % 4 === 0
        ? db.transaction(async (tx) => {
            const a = await tx.query<{ v: number }>('SELECT $1::int AS v', [i]);
            const b = await tx.query<{ v: number }>('SELECT $1::int * 2 AS v', [a.rows[0].v]);
            return b.rows[0].v;
          })
        : db.query<{ v: number }>('SELECT $1::int * 2 AS v', [i]).then((r) => r.rows[0].v),
    );
    assert.deepEqual(await Promise.all(work), Array.from({ length: 40 }, (_, i) => i * 2));
  });

  it('fails fast, instead of deadlocking, on a query outside the transaction handle (PGlite)', async (t) => {
    if (db.kind !== 'pglite') return t.skip('a pool hands out another connection instead');
    await assert.rejects(
      db.transaction(() => db.query('SELECT 1')),
      /query on the database inside a transaction: use the transaction handle/,
    );
    assert.deepEqual((await db.query('SELECT 1 AS one')).rows, [{ one: 1 }]);
  });

  it('finds differences between the registry and the tables', async () => {
    await checkRegistryAgainstDatabase(db, REGISTRY);
    const drifted: Registry = {
      tables: [
        {
          ...REGISTRY.tables[0],
          array_relationships: [], // partner.plans would name a table this registry leaves out
          columns: [
            ...REGISTRY.tables[0].columns.map((c) => (c.name === 'code' ? { ...c, type: 'uuid' as const } : c)),
            { name: 'colour', type: 'text', nullable: true },
          ],
        },
        { ...REGISTRY.tables[0], array_relationships: [], table: { schema: 'public', name: 'missing' } },
      ],
    };
    await assert.rejects(checkRegistryAgainstDatabase(db, drifted), (error: Error) => {
      assert.match(error.message, /column public\.partner\.code is text in the database but uuid in the registry/);
      assert.match(error.message, /column public\.partner\.colour does not exist/);
      assert.match(error.message, /table public\.missing does not exist/);
      return true;
    });
  });
});
