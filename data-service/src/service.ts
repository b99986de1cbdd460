import type http from 'node:http';
import { actionHandlers as serviceActionHandlers } from './actions/handlers';
import type { ActionHandlers } from './engine/actions/contract';
import { createActionAuth } from './auth/actionAuth';
import { createAgentSessions } from './auth/agentSessions';
import { createAuthenticator } from './auth/authenticate';
import { DEFAULT_HOST, type DataServiceConfig } from './config';
import { openDatabase } from './db/openDatabase';
import type { Database } from './db/types';
import { createActionWebhook } from './engine/actions/webhook';
import { createEngine } from './engine/engine';
import { createCallerBudget } from './engine/limits/callerBudget';
import { sharedGuesses } from './engine/limits/guesses';
import { SharedBuckets } from './engine/limits/sharedBuckets';
import { checkRegistryAgainstDatabase } from './engine/registry/checkAgainstDatabase';
import { defaultRegistry } from './metadata/defaultRegistry';
import type { Registry } from './engine/registry/types';
import { closeServer, createHttpServer, GRAPHQL_PATH, listen } from './http/server';
import { DAILY_SWEEPS, jobDefinitions } from './jobs/definitions';
import { createJobQueue, type JobTiming, type StartableJobQueue } from './jobs/pgBossQueue';
import type { JobDefinition, JobQueue } from './jobs/queue';
import { DEFAULT_LIMITS } from './limits';
import type { Logger } from './log';
import { migrate } from './migrate/migrate';
import { seed } from './seed/seed';
import type { PaymentGateway } from './payments/gateway';
import { paymentGatewayFromConfig } from './payments/paymentGatewayFromConfig';
import type { SmsProvider } from './messages/smsProvider';
import { smsProviderFromConfig, termiiSettings } from './messages/smsProviderFromConfig';
import type { PaymentServices } from './payments/services';
import { storeEvidence } from './evidence/storeEvidence';
import { createUploadServer } from './evidence/uploads/tusServer';
import { fileSigningKey } from './storage/fileSignature';
import type { ObjectStore } from './storage/objectStore';
import { objectStoreFromConfig } from './storage/objectStoreFromConfig';

export interface RunningService {
  port: number;
  /** `http://<host>:<port>/v1/graphql`, e.g. `http://127.0.0.1:8080/v1/graphql` */
  graphqlUrl: string;
  db: Database;
  server: http.Server;
  /** The job queue (jobs/definitions.ts): send a job with `jobs.sendInTransaction(tx, name, data)`. */
  jobs: JobQueue;
  /** Where evidence files are kept (storage/objectStoreFromConfig.ts). */
  evidence: { objects: ObjectStore };
  /** Stops the server, then the jobs (a few seconds' grace), then closes the database (and releases the PGlite lock). Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Defaults to the app's registry (tables, actions and their types); tests pass their own to exercise the engine. */
  registry?: Registry;
  /** The code behind the registry's actions; defaults to the app's (`actions/definitions.ts`). */
  actionHandlers?: ActionHandlers;
  /** Tests: jobs of their own instead of the service's, or quicker timing. */
  jobs?: { definitions?: JobDefinition[]; timing?: Partial<JobTiming> };
  /**
   * Tests: a payment gateway of their own (a double) instead of Paystack from the configuration, and a
   * queue for the payment flows to send to instead of the service's.
   */
  payments?: { gateway: PaymentGateway; queue?: Pick<JobQueue, 'sendInTransaction'> };
  /** Tests: an SMS provider of their own (a double) instead of Termii from the configuration. */
  messages?: { sms: SmsProvider };
}

/** Opens the database, migrates, seeds once, checks the registry against the tables, and listens. */
export async function startDataService(config: DataServiceConfig, log: Logger, options: StartOptions = {}): Promise<RunningService> {
  const registry = options.registry ?? defaultRegistry();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
    connectTimeoutMs: config.connectTimeoutMs,
    pgliteMaxQueueWaitMs: config.pgliteMaxQueueWaitMs,
    log,
  });
  let server: http.Server | undefined;
  let jobs: StartableJobQueue | undefined;
  try {
    const migrated = await migrate(db);
    if (migrated.length > 0) log.info(`applied migrations: ${migrated.join(', ')}`);
    const seeded = await seed(db, { demo: config.seedDemo ?? true });
    if (seeded.length > 0) log.info(`seeded: ${seeded.join(', ')}`);
    await checkRegistryAgainstDatabase(db, registry);
    // Paystack at PAYSTACK_BASE_URL: the real API in production, the local stand-in in development.
    const gateway = options.payments?.gateway ?? paymentGatewayFromConfig(config, log);
    // The payment flows send to the service's queue (tests may give theirs); the queue's own jobs need it
    // too (a settle sends a late refund), so it is reached through this once it exists.
    const queueForPayments: Pick<JobQueue, 'sendInTransaction'> = options.payments?.queue ?? {
      sendInTransaction: (tx, name, data, sendOptions) => {
        if (!jobs) throw new Error('the job queue is not started');
        return jobs.sendInTransaction(tx, name, data, sendOptions);
      },
    };
    // Termii at TERMII_BASE_URL: the real API in production, the local stand-in in development.
    const sms = options.messages?.sms ?? smsProviderFromConfig(config, log);
    const appPublicUrl = config.appPublicUrl ?? 'http://localhost:3000';
    // Evidence files: local disk by default, an S3-compatible bucket with STORAGE_DRIVER=s3.
    const objects = objectStoreFromConfig(config);
    log.info(`evidence files: ${objects.description}`);
    const definitions =
      options.jobs?.definitions ??
      jobDefinitions({
        db,
        log,
        gateway,
        queue: queueForPayments,
        objects,
        reconcileAfterSeconds: config.reconcileAfterSeconds,
        appPublicUrl,
        messages: { sms, defaultSenderId: termiiSettings(config).senderId },
      });
    jobs = createJobQueue({ db, log, definitions, work: config.runJobs ?? true, timing: options.jobs?.timing });
    await jobs.start();
    // The daily sweeps once at start-up, through the queue (their 'short' policy keeps one waiting job, and
    // each sweep is idempotent): a service that was down at Lagos midnight catches up, however many processes start.
    for (const sweep of DAILY_SWEEPS) {
      if (definitions.some((definition) => definition.name === sweep)) await jobs.send(sweep, {}, { singletonKey: 'start-up' });
    }

    const agentSessions = createAgentSessions(db, config.agentSessionCacheMs);
    const actionAuth = createActionAuth(config.jwtSecret, config.tokenLifetimeMs, {
      agentSessions,
      loginFailuresPerAddress: config.loginFailuresPerAddress,
    });
    const limits = config.limits ?? DEFAULT_LIMITS;
    // In the database, so every process behind a load balancer counts against the same limits.
    const buckets = new SharedBuckets(db);
    const guesses = sharedGuesses(buckets, log);
    const budget = createCallerBudget({
      unauthorizedRole: config.unauthorizedRole,
      rootFieldsPerMinute: limits.anonymousRootFieldsPerMinute,
      lookupMissesPerHour: limits.lookupMissesPerHour,
      buckets,
      guesses,
    });
    const payments: PaymentServices = {
      gateway,
      queue: queueForPayments,
      appPublicUrl,
      reconcileAfterSeconds: config.reconcileAfterSeconds,
    };
    const actionHandlers = options.actionHandlers ?? serviceActionHandlers(actionAuth, payments, objects);
    const engine = createEngine({ registry, db, log, actionHandlers, limits, budget, guesses });
    const authenticate = createAuthenticator({ ...config, agentSessions });
    const actionsSecret = config.actionsWebhookSecret;
    const hasura = actionsSecret && { actionsSecret, actionWebhook: createActionWebhook({ registry, db, log, actionHandlers, budget, guesses }) };
    server = createHttpServer({
      engine,
      authenticate,
      cors: config.cors,
      log,
      maxBatchOperations: limits.maxBatchOperations,
      trustedProxies: limits.trustedProxies,
      budget,
      hasura: hasura || undefined,
      paymentWebhook: { gateway, deps: { db, queue: queueForPayments } },
      messageReports: { sms, db },
      evidence: {
        uploads: createUploadServer({ db, authenticate, cors: config.cors, log, finish: storeEvidence(objects) }),
        files: { store: objects, signingKey: fileSigningKey(config.jwtSecret.key) },
      },
    });
    const host = config.host ?? DEFAULT_HOST;
    const port = await listen(server, config.port, host);
    const graphqlUrl = `http://${urlHost(host)}:${port}${GRAPHQL_PATH}`;
    log.info(`data service listening on ${graphqlUrl} (${db.description})`);

    let stopping: Promise<void> | undefined;
    const running = server;
    const queue = jobs;
    return {
      port,
      graphqlUrl,
      db,
      server: running,
      jobs: queue,
      evidence: { objects },
      stop: () => {
        stopping ??= closeServer(running)
          .finally(() => queue.stop())
          .finally(() => db.close());
        return stopping;
      },
    };
  } catch (error) {
    if (server?.listening) await closeServer(server);
    await jobs?.stop();
    await db.close();
    throw error;
  }
}

/** The host as a URL names it: a wildcard address is reached on this machine as localhost. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
