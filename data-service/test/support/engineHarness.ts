import type { ActionHandlers } from '../../src/engine/actions/contract';
import { openDatabase } from '../../src/db/openDatabase';
import type { Database, Row } from '../../src/db/types';
import { createEngine, type Engine } from '../../src/engine/engine';
import type { Session } from '../../src/engine/parse/context';
import type { Registry } from '../../src/engine/registry/types';
import { memoryLogger } from '../../src/log';
import { createTestTarget, type TestTarget } from './testTarget';

/**
 * The engine alone on a fresh database holding only `setupSql`'s tables: requests go straight to
 * `engine.execute` with a session built by the test, so no HTTP or token is involved.
 */

export interface EngineAnswer {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions: Record<string, unknown> & { path: string; code: string } }[];
}

export interface EngineHarness {
  engine: Engine;
  db: Database;
  /** What the engine logged (errors keep their details here, never in answers). */
  log: string[];
  /** Runs one GraphQL request as `session` and parses the answer. */
  run(session: Session, query: string, variables?: Record<string, unknown>): Promise<EngineAnswer>;
  /** Reads the database directly, outside the engine. */
  rows<T extends Row>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface EngineHarnessOptions {
  registry: Registry;
  setupSql: string;
  actionHandlers?: ActionHandlers;
  clock?: () => Date;
}

export async function startEngineHarness(options: EngineHarnessOptions): Promise<EngineHarness> {
  const target: TestTarget = await createTestTarget();
  const db = await openDatabase({ databaseUrl: target.config.databaseUrl, dataDir: target.config.dataDir });
  const close = async () => {
    await db.close();
    await target.cleanup();
  };
  try {
    await db.exec(options.setupSql);
    const logger = memoryLogger();
    const engine = createEngine({
      registry: options.registry,
      db,
      log: logger,
      actionHandlers: options.actionHandlers,
      clock: options.clock,
    });
    return {
      engine,
      db,
      log: logger.lines,
      async run(session, query, variables = {}) {
        const body = await engine.execute({ query, variables, operationName: undefined }, session);
        return JSON.parse(body) as EngineAnswer;
      },
      async rows<T extends Row>(sql: string, params: unknown[] = []) {
        return (await db.query<T>(sql, params)).rows;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
