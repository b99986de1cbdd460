import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = 'data-service/src/main.ts';

export interface SpawnedService {
  child: ChildProcess;
  /** Everything printed so far, stdout and stderr interleaved. */
  output(): string;
  /** Resolves with the port from the "listening" line. */
  listening(timeoutMs?: number): Promise<number>;
  exited(timeoutMs?: number): Promise<number | null>;
}

/**
 * Starts `main.ts` as `npm run start:data-service` would (from the repo root), with `env` on top of a clean
 * one holding the test runs' opt-in to the development key (`DATA_SERVICE_USE_DEV_JWT_SECRET: ''` drops it).
 */
export function spawnService(env: Record<string, string>): SpawnedService {
  const base = { ...process.env };
  const inherited = ['DATABASE_URL', 'DATA_DIR', 'DATA_SERVICE_PORT', 'DATA_SERVICE_HOST', 'HASURA_GRAPHQL_CORS_DOMAIN', 'HASURA_GRAPHQL_JWT_SECRET', 'HASURA_GRAPHQL_ADMIN_SECRET', 'NODE_ENV'];
  for (const name of inherited) {
    delete base[name];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: { ...base, DATA_SERVICE_PORT: '0', DATA_SERVICE_USE_DEV_JWT_SECRET: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const within = <T>(promise: Promise<T>, ms: number, what: string) =>
    Promise.race([
      promise,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`timed out waiting for ${what}; output:\n${text}`)), ms).unref(),
      ),
    ]);

  return {
    child,
    output: () => text,
    listening(timeoutMs = 60_000) {
      const found = new Promise<number>((resolve, reject) => {
        const check = () => {
          const match = /data service listening on http:\/\/([^\s/]+):(\d+)\/v1\/graphql/.exec(text);
          if (match) return resolve(Number(match[2]));
          if (child.exitCode !== null) return reject(new Error(`exited with ${child.exitCode} before listening:\n${text}`));
          setTimeout(check, 50);
        };
        check();
      });
      return within(found, timeoutMs, 'the listening line');
    },
    exited: (timeoutMs = 30_000) => within(exit, timeoutMs, 'exit'),
  };
}
