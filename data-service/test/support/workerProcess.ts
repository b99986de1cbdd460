import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT } from './spawnService';

/** A worker process of a test (support/jobWorker.ts, support/instalmentWorker.ts), run with tsx from the repo root. */
export interface Worker {
  child: ChildProcess;
  output(): string;
  /** Resolves once the output has a line `line`. */
  printed(line: string, timeoutMs?: number): Promise<void>;
}

/** Starts `script` (a path from the repo root) with `env` on top of this process's. */
export function startWorker(script: string, env: Record<string, string>): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return {
    child,
    output: () => text,
    // Generous: a worker starting (tsx compiling) on a machine busy with the rest of the suite takes seconds.
    async printed(line, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!text.split('\n').includes(line)) {
        if (child.exitCode !== null) throw new Error(`the worker exited (${child.exitCode}) before printing "${line}":\n${text}`);
        if (Date.now() > deadline) throw new Error(`timed out waiting for "${line}":\n${text}`);
        await sleep(50);
      }
    },
  };
}

/** Stops a worker (SIGTERM: cleanly; SIGKILL: as a crash) and waits for it to exit. */
export async function stopWorker(worker: Worker, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (worker.child.exitCode !== null || worker.child.signalCode !== null) return;
  const exited = new Promise((resolve) => worker.child.once('exit', resolve));
  worker.child.kill(signal);
  await exited;
}

/** Waits until `check` holds, polling every 100 ms; throws naming `what` after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}
