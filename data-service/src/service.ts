import type http from 'node:http';
import type { DataServiceConfig } from './config';
import { openDatabase } from './db/openDatabase';
import type { Database } from './db/types';
import { createEngine } from './engine/engine';
import { checkRegistryAgainstDatabase } from './engine/registry/checkAgainstDatabase';
import { REGISTRY } from './engine/registry/registry';
import type { Registry } from './engine/registry/types';
import { closeServer, createHttpServer, GRAPHQL_PATH, listen } from './http/server';
import type { Logger } from './log';
import { migrate } from './migrate/migrate';
import { seed } from './seed/seed';

export interface RunningService {
  port: number;
  /** `http://localhost:<port>/v1/graphql` */
  graphqlUrl: string;
  db: Database;
  server: http.Server;
  /** Stops the server, then closes the database (and releases the PGlite lock). Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Defaults to the app's registry; tests pass their own to exercise the engine on other tables. */
  registry?: Registry;
}

/** Opens the database, migrates, seeds once, checks the registry against the tables, and listens. */
export async function startDataService(config: DataServiceConfig, log: Logger, options: StartOptions = {}): Promise<RunningService> {
  const registry = options.registry ?? REGISTRY;
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let server: http.Server | undefined;
  try {
    const migrated = await migrate(db);
    if (migrated.length > 0) log.info(`applied migrations: ${migrated.join(', ')}`);
    const seeded = await seed(db);
    if (seeded.length > 0) log.info(`seeded: ${seeded.join(', ')}`);
    await checkRegistryAgainstDatabase(db, registry);

    const engine = createEngine({ registry, db, log });
    server = createHttpServer({ engine, cors: config.cors, log });
    const port = await listen(server, config.port);
    const graphqlUrl = `http://localhost:${port}${GRAPHQL_PATH}`;
    log.info(`data service listening on ${graphqlUrl} (${db.description})`);

    let stopping: Promise<void> | undefined;
    const running = server;
    return {
      port,
      graphqlUrl,
      db,
      server: running,
      stop: () => {
        stopping ??= closeServer(running).finally(() => db.close());
        return stopping;
      },
    };
  } catch (error) {
    if (server?.listening) await closeServer(server);
    await db.close();
    throw error;
  }
}
