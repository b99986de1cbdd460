// The server half of `npm run bench:data-service`, forked by scripts/bench-data-service.mjs with an IPC
// channel: starts the data service on the configured database (migrate + seed as usual), prepares each
// case's fixtures, and serves the floor — the same work as plain SQL behind plain node:http — on a second
// port in this process, on the same database handle (PGlite allows one process per data directory).
// Tells the driver `{ type: 'ready', … }`; answers `{ type: 'cpu' }` with the CPU time this process has used
// (so the driver can report CPU per request, which noise on a shared machine skews far less than rates);
// `{ type: 'sweep-seed', sweep, count }` and `{ type: 'sweep-run', sweep }` with the nightly sweeps' cases
// (bench/sweepFixtures.ts); stops on `{ type: 'stop' }` or when the driver goes away.
import http from 'node:http';
import { DEV_JWT_SECRET_JSON } from '../src/auth/jwtSecret';
import { loadConfig } from '../src/config';
import { closeServer, listen } from '../src/http/server';
import { readBody } from '../src/http/readBody';
import type { Logger } from '../src/log';
import { startDataService } from '../src/service';
import { BENCH_CASES } from './cases';
import { runSweep, seedSweepOrders, SWEEP_CASE_NAMES, type SweepCaseName } from './sweepFixtures';
import type { CasePlan, PreparedCase } from './types';

export type BenchServerMessage =
  | { type: 'ready'; graphqlUrl: string; floorUrl: string; database: string; cases: CasePlan[]; skipped: { name: string; reason: string }[] }
  | { type: 'failed'; message: string }
  | { type: 'cpu'; microseconds: number }
  | { type: 'sweep-seeded'; count: number; seconds: number }
  | { type: 'sweep-done'; changed: number; seconds: number }
  | { type: 'sweep-failed'; message: string };

// Only problems are worth printing during a benchmark.
const quietLog: Logger = {
  info: () => undefined,
  warn: (message) => process.stderr.write(`bench server: warning: ${message}\n`),
  error: (message, error) => process.stderr.write(`bench server: ${message}${error instanceof Error ? `: ${error.message}` : ''}\n`),
};

function send(message: BenchServerMessage): void {
  process.send?.(message);
}

/** `POST /floor/<case>` with `{ variables }`: the case's hand-written SQL; always 200, as the service. */
function createFloorServer(cases: Map<string, PreparedCase>): http.Server {
  return http.createServer((req, res) => {
    const name = decodeURIComponent((req.url ?? '').replace(/^\/floor\//, ''));
    const prepared = cases.get(name);
    if (!prepared || req.method !== 'POST') {
      req.resume();
      res.writeHead(404).end();
      return;
    }
    readBody(req, 100 * 1024)
      .then(async (body) => {
        const { variables } = JSON.parse(body?.toString('utf8') || '{}') as { variables?: Record<string, unknown> };
        const answer = await prepared.floor(variables ?? {});
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(answer);
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ errors: [{ message }] }));
      });
  });
}

async function main(): Promise<void> {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const requestsPerConnection = Number(process.env.BENCH_REQUESTS_PER_CONNECTION ?? 1000);
  const config = loadConfig({
    ...process.env,
    DATA_SERVICE_PORT: '0',
    HASURA_GRAPHQL_JWT_SECRET: process.env.HASURA_GRAPHQL_JWT_SECRET || DEV_JWT_SECRET_JSON,
    // One address sends thousands of anonymous requests a second: a budget that never runs out keeps
    // the limiter's cost in the measurement without refusing the load.
    DATA_SERVICE_ANONYMOUS_ROOT_FIELDS_PER_MINUTE: process.env.DATA_SERVICE_ANONYMOUS_ROOT_FIELDS_PER_MINUTE || '1000000000',
  });
  const service = await startDataService(config, quietLog);

  const prepared = new Map<string, PreparedCase>();
  const skipped: { name: string; reason: string }[] = [];
  for (const benchCase of BENCH_CASES) {
    const result = await benchCase.prepare(service.db, { connections, requestsPerConnection });
    if ('skipped' in result) skipped.push({ name: benchCase.name, reason: result.skipped });
    else prepared.set(benchCase.name, result);
  }

  const floor = createFloorServer(prepared);
  const floorPort = await listen(floor, 0);
  const stop = async () => {
    await closeServer(floor);
    await service.stop();
    process.exit(0);
  };
  const sweepFailed = (error: unknown) => send({ type: 'sweep-failed', message: error instanceof Error ? error.message : String(error) });
  process.on('message', (message: { type?: string; count?: number; sweep?: string }) => {
    if (message?.type === 'stop') void stop();
    // A sweep's case: the orders it changes first, then the sweep while the driver reads.
    const sweep = SWEEP_CASE_NAMES.find((name) => name === message?.sweep) as SweepCaseName | undefined;
    if (message?.type === 'sweep-seed' && sweep) {
      const count = message.count ?? 100_000;
      seedSweepOrders(service.db, sweep, count).then((seconds) => send({ type: 'sweep-seeded', count, seconds }), sweepFailed);
    }
    if (message?.type === 'sweep-run' && sweep) runSweep(service.db, sweep).then(({ changed, seconds }) => send({ type: 'sweep-done', changed, seconds }), sweepFailed);
    if (message?.type === 'cpu') {
      const { user, system } = process.cpuUsage();
      send({ type: 'cpu', microseconds: user + system });
    }
  });
  process.on('disconnect', () => void stop());

  send({
    type: 'ready',
    graphqlUrl: service.graphqlUrl,
    floorUrl: `http://localhost:${floorPort}/floor/`,
    database: service.db.description,
    cases: [...prepared.values()].map((p) => p.plan),
    skipped,
  });
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
