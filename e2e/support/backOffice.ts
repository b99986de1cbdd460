import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { dataServiceUrl } from './dataService';

const run = promisify(execFile);

/**
 * Back office, as its scripts stand in for it (`npm run claim:advance`, `npm run payment:refund`), against
 * the run's data service with the development key: the line the script printed.
 */
export async function runBackOfficeScript(script: 'claim:advance' | 'payment:refund', args: readonly string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args], {
    env: { ...process.env, DATA_SERVICE_URL: dataServiceUrl, DATA_SERVICE_USE_DEV_JWT_SECRET: 'true' },
  });
  return stdout.trim();
}
