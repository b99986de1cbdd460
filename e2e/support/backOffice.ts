import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
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

/**
 * The e2e run's data service admin secret (playwright.config.ts gives it to the data service it starts):
 * a spec stands in for time passing or a job's work (a month gone by, the saved card's tries made) through
 * the admin role's table mutations. A data service started elsewhere (E2E_GRAPHQL_URL) has none.
 */
export const E2E_ADMIN_SECRET = 'e2e-back-office-hand';

/** One GraphQL operation as the admin role; throws on any error. */
export async function asAdmin<T>(request: APIRequestContext, query: string, variables: object = {}): Promise<T> {
  if (!dataServiceUrl) throw new Error('no data service');
  const response = await request.post(dataServiceUrl, { data: { query, variables }, headers: { 'x-hasura-admin-secret': E2E_ADMIN_SECRET } });
  const answer = (await response.json()) as { data?: T; errors?: unknown };
  if (!answer.data || answer.errors) throw new Error(`admin: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}
