import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { acquireDataDirLock, DataDirInUseError, lockFilePath } from '../src/db/dataDirLock';

/** A pid that certainly belonged to a process which has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('DATA_DIR lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-service-lock-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is taken, recorded with our pid, and released', () => {
    const lock = acquireDataDirLock(dir, '.data/pglite');
    assert.equal(JSON.parse(fs.readFileSync(lockFilePath(dir), 'utf8')).pid, process.pid);
    lock.release();
    assert.equal(fs.existsSync(lockFilePath(dir)), false);
  });

  it('refuses while another live process holds it, naming that process', () => {
    const holder = process.ppid; // the test runner: alive for the whole test
    fs.writeFileSync(lockFilePath(dir), JSON.stringify({ pid: holder }));
    assert.throws(
      () => acquireDataDirLock(dir, '.data/pglite'),
      (error: unknown) =>
        error instanceof DataDirInUseError &&
        error.message === `DATA_DIR .data/pglite is in use by process ${holder}; stop it or set DATA_DIR`,
    );
    assert.equal(JSON.parse(fs.readFileSync(lockFilePath(dir), 'utf8')).pid, holder, 'the holder keeps its lock');
  });

  it('takes over a lock left by a process that died', () => {
    fs.writeFileSync(lockFilePath(dir), JSON.stringify({ pid: deadPid() }));
    const lock = acquireDataDirLock(dir);
    assert.equal(JSON.parse(fs.readFileSync(lockFilePath(dir), 'utf8')).pid, process.pid);
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    fs.writeFileSync(lockFilePath(dir), 'garbage');
    acquireDataDirLock(dir).release();
  });

  it('releases only its own lock', () => {
    const lock = acquireDataDirLock(dir);
    fs.writeFileSync(lockFilePath(dir), JSON.stringify({ pid: process.ppid }));
    lock.release();
    assert.equal(fs.existsSync(lockFilePath(dir)), true);
  });

  it('creates the directory when it does not exist yet', () => {
    const nested = path.join(dir, 'a', 'b');
    acquireDataDirLock(nested).release();
    assert.ok(fs.existsSync(nested));
  });
});
