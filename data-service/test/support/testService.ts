import type { DataServiceConfig } from '../../src/config';
import { plansWithoutInspectionPhotos } from './evidenceFixtures';
import { openDatabase } from '../../src/db/openDatabase';
import type { Database } from '../../src/db/types';
import type { Registry } from '../../src/engine/registry/types';
import { memoryLogger } from '../../src/log';
import { migrate } from '../../src/migrate/migrate';
import { seed } from '../../src/seed/seed';
import { startDataService, type RunningService, type StartOptions } from '../../src/service';
import { request, type HttpResponse } from './http';
import { createTestTarget, type TestTarget } from './testTarget';

export interface GraphqlAnswer {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions: { path: string; code: string } }[];
}

export interface TestService {
  target: TestTarget;
  service: RunningService;
  baseUrl: string;
  log: string[];
  /** POSTs a GraphQL request (with extra headers, e.g. from `authHeaders()`); asserts nothing, returns the parsed body. */
  gql(query: string, variables?: Record<string, unknown>, operationName?: string, headers?: Record<string, string>): Promise<GraphqlAnswer>;
  /** POSTs a raw body to /v1/graphql. */
  post(body: string | Buffer, headers?: Record<string, string>): Promise<HttpResponse>;
  stop(): Promise<void>;
}

export interface TestServiceOptions {
  registry?: Registry;
  /** SQL run after migrations and seed, before the service starts (e.g. extra tables for a test registry). */
  setupSql?: string;
  /** Configuration overrides, e.g. `{ adminSecret: '…' }` to allow admin requests. */
  config?: Partial<DataServiceConfig>;
  /** The payment gateway and queue (support/paymentDoubles.ts) until the real ones are wired in service.ts. */
  payments?: StartOptions['payments'];
  /** Quicker job timing, or jobs of the test's own. */
  jobs?: StartOptions['jobs'];
}

/** A migrated, seeded data service on a fresh database, listening on a free port in this process. */
export async function startTestService(options: TestServiceOptions = {}): Promise<TestService> {
  const target = await createTestTarget({ seeded: true });
  try {
    if (options.setupSql) await prepare(target, options.setupSql);
    const logger = memoryLogger();
    const service = await startDataService({ ...target.config, ...options.config }, logger, { registry: options.registry, payments: options.payments, jobs: options.jobs });
    await plansWithoutInspectionPhotos(service.db);
    const baseUrl = new URL(service.graphqlUrl).origin;
    const post = (body: string | Buffer, headers: Record<string, string> = {}) =>
      request(service.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    return {
      target,
      service,
      baseUrl,
      log: logger.lines,
      post,
      async gql(query, variables, operationName, headers) {
        const response = await post(JSON.stringify({ query, variables, operationName }), headers);
        if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${response.text}`);
        return JSON.parse(response.text) as GraphqlAnswer;
      },
      async stop() {
        await service.stop();
        await target.cleanup();
      },
    };
  } catch (error) {
    await target.cleanup();
    throw error;
  }
}

async function prepare(target: TestTarget, sql: string): Promise<void> {
  const db: Database = await openDatabase({ databaseUrl: target.config.databaseUrl, dataDir: target.config.dataDir });
  try {
    await migrate(db);
    await seed(db);
    await db.exec(sql);
  } finally {
    await db.close();
  }
}
