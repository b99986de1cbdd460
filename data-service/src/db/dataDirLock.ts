import fs from 'node:fs';
import path from 'node:path';

/**
 * An exclusive lock on a PGlite data directory. Two processes can open the same directory without
 * any error and silently lose writes, so the service refuses to start while another live process
 * holds the lock. A lock left behind by a process that died is taken over.
 */
export interface DataDirLock {
  release(): void;
}

export class DataDirInUseError extends Error {
  readonly pid: number;

  constructor(dataDirLabel: string, pid: number) {
    super(`DATA_DIR ${dataDirLabel} is in use by process ${pid}; stop it or set DATA_DIR`);
    this.name = 'DataDirInUseError';
    this.pid = pid;
  }
}

const LOCK_FILE = 'data-service.lock';

export function lockFilePath(dataDir: string): string {
  return path.join(dataDir, LOCK_FILE);
}

/** `dataDirLabel` is how the directory is named in the message (the configured, possibly relative, path). */
export function acquireDataDirLock(dataDir: string, dataDirLabel: string = dataDir): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFilePath(dataDir);
  const content = JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() });

  // A few rounds cover the race where another process takes over the same stale lock at the same time.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      fs.writeFileSync(file, content, { flag: 'wx' });
      return { release: () => releaseIfOwn(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolderPid(file);
    if (holder !== undefined && holder !== process.pid && isProcessAlive(holder)) {
      throw new DataDirInUseError(dataDirLabel, holder);
    }
    // Stale (dead holder, unreadable file, or our own pid from a previous life): remove it only if it
    // still names the same holder, so a lock freshly taken by someone else is not deleted.
    if (readHolderPid(file) === holder) fs.rmSync(file, { force: true });
  }
  throw new Error(`could not take the lock ${file}; remove it if no data service is running`);
}

function readHolderPid(file: string): number | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid?: unknown };
    return typeof parsed.pid === 'number' && Number.isInteger(parsed.pid) && parsed.pid > 0 ? parsed.pid : undefined;
  } catch {
    return undefined;
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user — still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOwn(file: string): void {
  if (readHolderPid(file) === process.pid) fs.rmSync(file, { force: true });
}
