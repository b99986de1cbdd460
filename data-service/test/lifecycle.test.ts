import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { lockFilePath } from '../src/db/dataDirLock';
import { openDatabase } from '../src/db/openDatabase';
import { BOOKKEEPING_SCHEMA } from '../src/migrate/bookkeeping';
import { loadMigrations } from '../src/migrate/migrations';
import { migrate } from '../src/migrate/migrate';
import { seed } from '../src/seed/seed';
import { request } from './support/http';
import { REPO_ROOT, spawnService, type SpawnedService } from './support/spawnService';
import { createTestTarget, usingPostgres, type TestTarget } from './support/testTarget';

const pgliteOnly = { skip: usingPostgres ? 'the DATA_DIR lock is PGlite-only' : false };

describe('startup, restart and shutdown', () => {
  let target: TestTarget;
  const spawned: SpawnedService[] = [];
  const start = (env: Record<string, string> = target.env) => {
    const service = spawnService(env);
    spawned.push(service);
    return service;
  };

  beforeEach(async () => {
    target = await createTestTarget();
  });
  afterEach(async () => {
    for (const service of spawned.splice(0)) {
      if (service.child.exitCode === null) {
        service.child.kill('SIGKILL');
        await service.exited();
      }
    }
    await target.cleanup();
  });

  it('migrates and seeds once: opening again applies nothing and duplicates nothing', async () => {
    const open = () => openDatabase({ databaseUrl: target.config.databaseUrl, dataDir: target.config.dataDir });
    const first = await open();
    assert.deepEqual(await migrate(first), loadMigrations().map((m) => m.version));
    assert.deepEqual(await seed(first), ['partners', 'plans', 'demo']);
    await first.close();

    const second = await open();
    try {
      assert.deepEqual(await migrate(second), []);
      assert.deepEqual(await seed(second), []);
      const partners = await second.query<{ n: number }>('SELECT count(*)::int AS n FROM public.partner');
      assert.equal(partners.rows[0].n, 4);
      const recorded = await second.query<{ version: string }>(
        `SELECT version FROM ${BOOKKEEPING_SCHEMA}.schema_migrations ORDER BY version`,
      );
      assert.deepEqual(recorded.rows.map((r) => r.version), loadMigrations().map((m) => m.version));
    } finally {
      await second.close();
    }
  });

  it('refuses to start when an applied migration file was edited', async () => {
    const db = await openDatabase({ databaseUrl: target.config.databaseUrl, dataDir: target.config.dataDir });
    try {
      await migrate(db);
      const edited = loadMigrations().map((m, i) => (i === 0 ? { ...m, checksum: 'edited' } : m));
      await assert.rejects(migrate(db, edited), /migration 0001_partner\.sql changed after it was applied/);
    } finally {
      await db.close();
    }
  });

  it('main.ts starts, answers, exits 0 on SIGTERM, and restarts without migrating again', async () => {
    const service = start();
    const port = await service.listening();
    const where = target.kind === 'pglite' ? `(pglite ${target.config.dataDir})` : /\(postgres 127\.0\.0\.1:\d+\/ds_test_\w+\)/;
    const line = service.output().split('\n').find((l) => l.startsWith('data service listening on')) ?? '';
    if (typeof where === 'string') assert.equal(line, `data service listening on http://127.0.0.1:${port}/v1/graphql ${where}`);
    else assert.match(line, where);
    assert.match(service.output(), /applied migrations: 0001_partner/);

    assert.equal((await request(`http://localhost:${port}/healthz`)).text, 'OK');
    service.child.kill('SIGTERM');
    assert.equal(await service.exited(), 0);
    if (target.kind === 'pglite') assert.equal(fs.existsSync(lockFilePath(target.config.dataDir)), false);

    const again = start();
    const port2 = await again.listening();
    assert.doesNotMatch(again.output(), /applied migrations|seeded/);
    const answer = await request(`http://localhost:${port2}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ partner { code } }' }),
    });
    assert.equal((JSON.parse(answer.text) as { data: { partner: unknown[] } }).data.partner.length, 4);
    again.child.kill('SIGINT');
    assert.equal(await again.exited(), 0);
  });

  it('a second process on the same DATA_DIR refuses to start, naming the first', pgliteOnly, async () => {
    // A relative DATA_DIR, as configured by people, is how the message names it.
    const relative = path.relative(REPO_ROOT, target.config.dataDir);
    const first = start({ DATA_DIR: relative });
    await first.listening();
    const second = start({ DATA_DIR: relative });
    assert.notEqual(await second.exited(), 0);
    assert.match(
      second.output(),
      new RegExp(`DATA_DIR ${relative.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is in use by process ${first.child.pid}; stop it or set DATA_DIR`),
    );
    assert.equal(first.child.exitCode, null, 'the first keeps running');
    first.child.kill('SIGTERM');
    assert.equal(await first.exited(), 0);
  });

  it('takes over a lock left by a process that died', pgliteOnly, async () => {
    const dead = spawnService({ DATA_DIR: target.config.dataDir, DATA_SERVICE_PORT: 'not-a-port' });
    await dead.exited(); // exits at once on the bad port: its pid is now free
    fs.mkdirSync(target.config.dataDir, { recursive: true });
    fs.writeFileSync(lockFilePath(target.config.dataDir), JSON.stringify({ pid: dead.child.pid }));
    const service = start();
    await service.listening();
    service.child.kill('SIGTERM');
    assert.equal(await service.exited(), 0);
  });

  it('exits non-zero with a clear message on bad configuration', async () => {
    const service = start({ ...target.env, DATA_SERVICE_PORT: '99999' });
    assert.equal(await service.exited(), 1);
    assert.match(service.output(), /invalid configuration: DATA_SERVICE_PORT: must be a port number \(0-65535\)/);
  });
});
