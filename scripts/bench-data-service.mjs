#!/usr/bin/env node
// `npm run bench:data-service`: requests per second and latency of the data service under load, on PGlite
// and on a throwaway PostgreSQL cluster, each case beside its floor — the same SQL behind plain node:http
// in the same server process — so the engine's own cost shows as a ratio. Not part of `npm test`.
//
// The service and the floor run in a child process (data-service/bench/benchServer.ts, fresh migrated and
// seeded database); autocannon runs here, so the load generator does not share the server's event loop.
// Before measuring, one request of each case checks that the service answers without errors and (for
// reads) that the floor answers the same data; every measured response is checked for `errors` too, since
// the service answers HTTP 200 either way.
//
// The nightly sweeps' cases ("expiry-sweep" and "lapse-sweep", after the others): N ACTIVE orders the sweep
// changes — whose cover ended yesterday; monthly, with an instalment unpaid past its grace — (another agent's,
// data-service/bench/sweepFixtures.ts), the agent's orders list (AgentOrders) read at a steady rate
// (--expiry-read-rate, default 200 a second) for the run's duration and at least SWEEP_BASELINE_SECONDS,
// then read again while the sweep changes them all, the reads stopping when it is done: how long the sweep
// took, and the reads' latency during it beside before. The baseline is that long because a read's mean is
// made by its slowest hundredth: over 10 s it wandered 6–13 ms between runs on an idle machine, more than
// the 10 % the target allows.
//
// The alias flood's case ("alias-flood", last): the partner gate (GetPartnerByCode) read at the same steady
// rate by one address, then again while 4 other addresses each send 1,400 aliased verify_card as fast as they
// are answered (issue 11's attack): how much slower the others' reads get. What keeps them fast (one parse per
// attacker, then refused unread one answer a second) is tested in data-service/test/security-limits.test.ts.
//
// Usage: node scripts/bench-data-service.mjs [--duration <s>] [--warmup <s>] [--connections <n>]
//          [--adapters pglite,postgres] [--cases GetPartnerByCode,AgentOrders,buy_plan,expiry-sweep,lapse-sweep,alias-flood]
//          [--expiring <n>] [--expiry-read-rate <n>] [--cpu-prof <dir>]
// or the same as BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS, BENCH_ADAPTERS, BENCH_CASES, BENCH_EXPIRING,
// BENCH_EXPIRY_READ_RATE, BENCH_CPU_PROF.
// --cpu-prof writes a V8 CPU profile of the server process (service and floor together) per adapter into
// <dir>, for Chrome DevTools or `node scripts/cpu-profile-top.mjs <file>`.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startFlood } from './lib/aliasFlood.mjs';
import { findPostgresBin, PgCluster } from './lib/pgCluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, envName, fallback) => {
  const index = args.indexOf(`--${name}`);
  return (index >= 0 ? args[index + 1] : undefined) ?? process.env[envName] ?? fallback;
};
const list = (text) => text.split(',').map((s) => s.trim()).filter(Boolean);

const duration = Number(option('duration', 'BENCH_DURATION', '10'));
const warmup = Number(option('warmup', 'BENCH_WARMUP', '2'));
const connections = Number(option('connections', 'BENCH_CONNECTIONS', '10'));
const adapters = list(option('adapters', 'BENCH_ADAPTERS', 'pglite,postgres'));
const onlyCases = list(option('cases', 'BENCH_CASES', ''));
const cpuProfDir = option('cpu-prof', 'BENCH_CPU_PROF', '');
const expiring = Number(option('expiring', 'BENCH_EXPIRING', '100000'));
// The agents' reads during the sweep, a second: a busy partner's, well below what the machine can serve, so
// the case measures how much slower each read gets rather than how much of a saturated CPU the sweep takes.
const expiryReadRate = Number(option('expiry-read-rate', 'BENCH_EXPIRY_READ_RATE', '200'));
const SWEEP_BASELINE_SECONDS = 30;
/** The sweeps' cases: what the seeded orders are, and what the sweep does to them. */
const SWEEP_CASES = [
  { name: 'expiry-sweep', seeded: 'ended orders', done: 'expired' },
  { name: 'lapse-sweep', seeded: 'monthly orders unpaid past their grace', done: 'lapsed' },
];
const FLOOD_CASE = 'alias-flood';
const FLOOD_ATTACKERS = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'];
// Entries per connection for cases whose requests use something up (buy_plan: one device each); sized
// for the fastest expected rate, so a run never runs dry (if it does, it stops early and says so).
const perConnectionRate = Number(process.env.BENCH_MAX_RATE_PER_CONNECTION ?? 120);
const requestsPerConnection = Math.ceil((duration + warmup + 1) * perConnectionRate);

/** The issue's targets, on PostgreSQL at 10 connections. */
const SWEEP_TARGETS = SWEEP_CASES.map((sweep) => ({
  case: sweep.name,
  adapter: 'postgres',
  label: `the sweep takes seconds, not minutes (< 60 s), and the agent’s reads get no more than 10 % slower meanwhile (mean latency)`,
  met: (r) => r.sweep.seconds < 60 && r.during.mean <= 1.1 * r.before.mean,
  measured: (r) => `${r.count.toLocaleString('en-US')} orders ${sweep.done} in ${r.sweep.seconds.toFixed(1)} s, ${readsMeasured(r)}`,
}));

const FLOOD_TARGET = {
  case: FLOOD_CASE,
  adapter: 'postgres',
  label: 'others’ reads get no more than 2× slower (mean latency) while 4 addresses flood 1,400 aliased verify_card',
  met: (r) => r.during.mean <= 2 * r.before.mean,
  measured: readsMeasured,
};

/** The cases that read before and during something (the sweep, the flood), with their targets. */
const READ_TARGETS = [...SWEEP_TARGETS, FLOOD_TARGET];

/** A before/during case's reads, as its target line shows them. */
function readsMeasured(r) {
  return `reads mean ${r.before.mean.toFixed(2)} → ${r.during.mean.toFixed(2)} ms, p99 ${r.before.p99} → ${r.during.p99} ms`;
}

/** `, 3 errors (the first)` when the reads before or during met errors, else nothing. */
function readErrors(before, during) {
  const errors = before.errors + during.errors;
  return errors ? `, ${errors} errors (${during.firstError ?? before.firstError})` : '';
}

const TARGETS = [
  { case: 'GetPartnerByCode', adapter: 'postgres', label: '≥ 5,000 req/s with p99 ≤ 5 ms', met: (r) => r.rate >= 5000 && r.p99 <= 5 },
  { case: 'buy_plan', adapter: 'postgres', label: '≥ 300 orders/s', met: (r) => r.rate >= 300 },
];

let child;
let cluster;
let dataDir;
function cleanUp() {
  child?.kill('SIGTERM');
  child = undefined;
  cluster?.stop();
  cluster = undefined;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

/** Forks the bench server on `env`; resolves with its `ready` message. */
function startBenchServer(env) {
  return new Promise((resolve, reject) => {
    child = fork(path.join(root, 'data-service', 'bench', 'benchServer.ts'), [], {
      cwd: root,
      execArgv: ['--import', 'tsx', ...(cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(cpuProfDir)] : [])],
      env: { ...process.env, ...env, BENCH_CONNECTIONS: String(connections), BENCH_REQUESTS_PER_CONNECTION: String(requestsPerConnection) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (message) => {
      if (message.type === 'ready') resolve(message);
      else reject(new Error(`bench server failed to start:\n${message.message}`));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}) before it was ready`)));
  });
}

/** CPU time the server process has used so far, in µs (service and floor share the process, one at a time). */
async function serverCpu() {
  return (await ask({ type: 'cpu' }, 'cpu')).microseconds;
}

function stopBenchServer() {
  return new Promise((resolve) => {
    if (!child) return resolve();
    const timer = setTimeout(() => child?.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      child = undefined;
      resolve();
    });
    child.send({ type: 'stop' });
  });
}

/** Where a case's requests go, and what their bodies look like, for the service or for its floor. */
function target(ready, plan, kind) {
  const url = kind === 'service' ? ready.graphqlUrl : `${ready.floorUrl}${encodeURIComponent(plan.name)}`;
  const body = (variables) =>
    JSON.stringify(kind === 'service' ? { query: plan.query, operationName: plan.operationName, variables } : { variables });
  // Per connection, the next unused entry (cases with `each` variables).
  const lists = plan.variables.kind === 'each' ? plan.variables[kind] : undefined;
  const cursors = lists ? lists.map(() => 0) : undefined;
  const next = (connection) => {
    if (!lists) return { ...plan.variables.value };
    const entry = lists[connection][cursors[connection]++];
    return entry && { ...entry };
  };
  return { kind, url, body, next, headersFor: (connection) => plan.connectionHeaders?.[connection] ?? plan.headers };
}

function withKey(plan, variables) {
  return plan.freshIdempotencyKey ? { ...variables, idempotency_key: randomUUID() } : variables;
}

/** One request by hand: the parsed answer, or an error naming what was wrong. */
async function once(plan, to) {
  const variables = to.next(0);
  if (!variables) throw new Error('no fixture left for the check request');
  const response = await fetch(to.url, { method: 'POST', headers: to.headersFor(0), body: to.body(withKey(plan, variables)) });
  const answer = await response.json();
  if (response.status !== 200 || answer.errors || !answer.data) {
    throw new Error(`${plan.name} (${to.kind}) answered HTTP ${response.status}: ${JSON.stringify(answer).slice(0, 400)}`);
  }
  return answer;
}

/** Objects with sorted keys and lists of rows sorted by id, so equal data compares equal as text. */
function canonical(value) {
  if (Array.isArray(value)) {
    const items = value.map(canonical);
    return items.every((item) => item && typeof item === 'object' && 'id' in item) ? items.sort((a, b) => String(a.id).localeCompare(String(b.id))) : items;
  }
  if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical(value[key])]));
  return value;
}

/**
 * Runs autocannon for `seconds` against one target, or until `until` settles if it does first; `rate`: that
 * many requests a second in all, instead of as many as the connections can send.
 */
function load(plan, to, seconds, { until, rate } = {}) {
  return new Promise((resolve, reject) => {
    let errors = 0;
    let refused = 0;
    let overTenSeconds = 0;
    let firstError;
    let ranDry = false;
    let nextConnection = 0;
    let instance;
    let settled = false;
    void until?.finally(() => {
      if (!settled) instance?.stop();
    });
    const onResponse = (status, body, context) => {
      if (Date.now() - context.sentAt > 10_000) overTenSeconds += 1;
      // The service's retryable refusal (database-busy / database-unavailable): counted apart from errors.
      if (status === 503) refused += 1;
      else if (status !== 200 || body.startsWith('{"errors"') || body.includes('"errors":[')) {
        errors += 1;
        firstError ??= `HTTP ${status}: ${body.slice(0, 300)}`;
      }
    };
    const request = { method: 'POST', headers: plan.headers, onResponse };
    if (plan.variables.kind === 'same') {
      request.body = to.body(plan.variables.value);
      request.setupRequest = (req, context) => {
        context.sentAt = Date.now();
        return req;
      };
    } else {
      request.setupRequest = (req, context) => {
        context.sentAt = Date.now();
        context.connection ??= nextConnection++ % connections;
        let variables = to.next(context.connection);
        if (!variables) {
          // Out of fixtures: stop, and let this last request fail visibly rather than loop.
          ranDry = true;
          instance?.stop();
          variables = plan.variables[to.kind][context.connection][0];
        }
        return { ...req, headers: to.headersFor(context.connection), body: to.body(withKey(plan, variables)) };
      };
    }
    // autocannon gives up on a request after 10 s by default; the tail is what is measured, so wait for it.
    instance = autocannon({ url: to.url, connections, duration: seconds, timeout: 120, requests: [request], ...(rate ? { overallRate: rate } : {}) }, (error, result) => {
      settled = true;
      if (error) return reject(error);
      const ok = result['2xx'] - errors;
      resolve({
        rate: ok / result.duration,
        p50: result.latency.p50,
        mean: result.latency.average,
        p99: result.latency.p99,
        p999: result.latency.p99_9,
        max: result.latency.max,
        answered: result['2xx'] + result.non2xx,
        overTenSeconds,
        refused,
        errors: errors + result.non2xx - refused + result.errors + result.timeouts,
        firstError,
        ranDry,
        seconds: result.duration,
      });
    });
  });
}

async function benchAdapter(adapter) {
  let env;
  if (adapter === 'pglite') {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-service-bench-pglite-'));
    env = { DATABASE_URL: '', DATA_DIR: dataDir };
  } else if (adapter === 'postgres') {
    const bin = findPostgresBin();
    if (!bin) return { skipped: 'PostgreSQL binaries not found' };
    cluster = new PgCluster(bin, { prefix: 'data-service-bench-pg-' });
    env = { DATABASE_URL: await cluster.start('data_service_bench') };
  } else {
    return { skipped: `unknown adapter ${adapter}` };
  }

  const started = Date.now();
  const ready = await startBenchServer(env);
  console.log(`\n${adapter}: ${ready.database}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const rows = [];
  const skipped = ready.skipped.filter((s) => onlyCases.length === 0 || onlyCases.includes(s.name));
  for (const s of skipped) console.log(`  ${s.name}: skipped — ${s.reason}`);
  for (const plan of ready.cases) {
    if (onlyCases.length > 0 && !onlyCases.includes(plan.name)) continue;
    const service = target(ready, plan, 'service');
    const floor = target(ready, plan, 'floor');
    try {
      const fromService = await once(plan, service);
      const fromFloor = await once(plan, floor);
      if (plan.compareWithFloor && JSON.stringify(canonical(fromService.data)) !== JSON.stringify(canonical(fromFloor.data))) {
        throw new Error(`the floor does not answer the same data as the service:\n  service ${JSON.stringify(fromService.data).slice(0, 300)}\n  floor   ${JSON.stringify(fromFloor.data).slice(0, 300)}`);
      }
    } catch (error) {
      console.log(`  ${plan.name}: not measured — ${error.message}`);
      rows.push({ case: plan.name, adapter, failed: error.message });
      continue;
    }
    const results = {};
    for (const to of [service, floor]) {
      if (warmup > 0) await load(plan, to, warmup);
      const cpuBefore = await serverCpu();
      results[to.kind] = await load(plan, to, duration);
      const r = results[to.kind];
      r.cpuPerRequest = (await serverCpu() - cpuBefore) / (r.rate * r.seconds);
      console.log(`  ${plan.name} ${to.kind}: ${r.rate.toFixed(0)}/s, p50 ${r.p50} ms, p99 ${r.p99} ms, p99.9 ${r.p999} ms, max ${r.max} ms, ${r.overTenSeconds} of ${r.answered} answered after 10 s, ${r.refused} refused with 503, server CPU ${r.cpuPerRequest.toFixed(0)} µs/request${r.errors ? `, ${r.errors} errors (${r.firstError})` : ''}${r.ranDry ? `, ran out of fixtures after ${r.seconds} s` : ''}`);
    }
    rows.push({ case: plan.name, adapter, role: plan.role, ...results });
  }
  const reads = [];
  for (const sweep of SWEEP_CASES) {
    if (onlyCases.length === 0 || onlyCases.includes(sweep.name)) reads.push({ case: sweep.name, ...(await benchSweep(ready, adapter, sweep)) });
  }
  if (onlyCases.length === 0 || onlyCases.includes(FLOOD_CASE)) reads.push({ case: FLOOD_CASE, ...(await benchFlood(ready, adapter)) });
  await stopBenchServer();
  cleanUp();
  return { rows, skipped, reads };
}

/** Sends `message` to the bench server and waits for its `answer` (or its report that the case failed). */
function ask(message, answer) {
  return new Promise((resolve, reject) => {
    const onMessage = (reply) => {
      if (reply.type !== answer && reply.type !== 'sweep-failed') return;
      child.off('message', onMessage);
      if (reply.type === answer) resolve(reply);
      else reject(new Error(reply.message));
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

/** A sweep's case: its orders seeded, the reads before, then during the sweep (stopping when it is done). */
async function benchSweep(ready, adapter, { name, seeded: what, done }) {
  const plan = ready.cases.find((c) => c.name === 'AgentOrders');
  if (!plan) return { adapter, failed: 'needs the AgentOrders case, which was not prepared' };
  try {
    const seeded = await ask({ type: 'sweep-seed', sweep: name, count: expiring }, 'sweep-seeded');
    console.log(`  ${name}: ${seeded.count.toLocaleString('en-US')} ${what} seeded in ${seeded.seconds.toFixed(1)} s`);
    const reads = target(ready, plan, 'service');
    if (warmup > 0) await load(plan, reads, warmup);
    const before = await load(plan, reads, Math.max(duration, SWEEP_BASELINE_SECONDS), { rate: expiryReadRate });
    const swept = ask({ type: 'sweep-run', sweep: name }, 'sweep-done');
    const during = await load(plan, reads, 600, { until: swept, rate: expiryReadRate });
    const sweep = await swept;
    if (sweep.changed !== seeded.count) throw new Error(`the sweep ${done} ${sweep.changed} orders of the ${seeded.count} seeded`);
    const result = { adapter, count: seeded.count, sweep, before, during };
    console.log(
      `  ${name}: ${sweep.changed.toLocaleString('en-US')} orders ${done} in ${sweep.seconds.toFixed(1)} s; AgentOrders at ${expiryReadRate}/s before: mean ${before.mean.toFixed(2)} ms, p50 ${before.p50} ms, p99 ${before.p99} ms; ` +
        `during: mean ${during.mean.toFixed(2)} ms, p50 ${during.p50} ms, p99 ${during.p99} ms, ${during.rate.toFixed(0)}/s answered${readErrors(before, during)}`,
    );
    return result;
  } catch (error) {
    console.log(`  ${name}: not measured — ${error.message}`);
    return { adapter, failed: error.message };
  }
}

/** The alias flood's case: the partner gate read at a steady rate before, then during the flood. */
async function benchFlood(ready, adapter) {
  const plan = ready.cases.find((c) => c.name === 'GetPartnerByCode');
  if (!plan) return { adapter, failed: 'needs the GetPartnerByCode case, which was not prepared' };
  try {
    const reads = target(ready, plan, 'service');
    if (warmup > 0) await load(plan, reads, warmup);
    const before = await load(plan, reads, duration, { rate: expiryReadRate });
    const flood = startFlood(ready.graphqlUrl, FLOOD_ATTACKERS);
    const during = await load(plan, reads, duration, { rate: expiryReadRate });
    const codes = await flood.stop();
    const result = { adapter, before, during, codes };
    const answered = Object.entries(codes).map(([code, n]) => `${n} ${code}`).join(', ');
    console.log(
      `  ${FLOOD_CASE}: GetPartnerByCode at ${expiryReadRate}/s before: mean ${before.mean.toFixed(2)} ms, p99 ${before.p99} ms; ` +
        `during: mean ${during.mean.toFixed(2)} ms, p99 ${during.p99} ms; the attackers were answered ${answered}${readErrors(before, during)}`,
    );
    return result;
  } catch (error) {
    console.log(`  ${FLOOD_CASE}: not measured — ${error.message}`);
    return { adapter, failed: error.message };
  }
}

function printTable(rows) {
  const fmt = (n, digits = 0) => (n === undefined ? '-' : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }));
  const table = [
    ['case', 'adapter', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'floor req/s', 'floor p99', 'ratio', 'CPU µs/req'],
    ...rows.map((r) =>
      r.failed
        ? [r.case, r.adapter, 'not measured', '', '', '', '', '', '', '']
        : [
            r.case,
            r.adapter,
            fmt(r.service.rate),
            fmt(r.service.p50),
            fmt(r.service.p99),
            fmt(r.service.errors),
            fmt(r.floor.rate),
            fmt(r.floor.p99),
            `${fmt((100 * r.service.rate) / r.floor.rate)} %`,
            `${fmt(r.service.cpuPerRequest)}/${fmt(r.floor.cpuPerRequest)}`,
          ],
    ),
  ];
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(`\n${line(table[0])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of table.slice(1)) console.log(line(row));
}

async function main() {
  const load1 = os.loadavg()[0].toFixed(2);
  console.log(
    `data-service bench: ${connections} connections, ${duration} s per run after ${warmup} s warm-up; ` +
      `${os.cpus().length} CPUs, load average ${load1} (other work on this machine skews the numbers)`,
  );
  const rows = [];
  const skipped = [];
  const reads = [];
  for (const adapter of adapters) {
    try {
      const result = await benchAdapter(adapter);
      if (result.skipped && !result.rows) console.log(`\n${adapter}: skipped — ${result.skipped}`);
      else {
        rows.push(...result.rows);
        reads.push(...result.reads);
        skipped.push(...result.skipped.map((s) => ({ ...s, adapter })));
      }
    } catch (error) {
      console.error(`\n${adapter}: ${error.message}`);
      rows.push({ case: '(all)', adapter, failed: error.message });
      cleanUp();
    }
  }

  printTable(rows);
  console.log('ratio: the service\'s rate as a share of the floor\'s (same SQL work, plain node:http, no GraphQL, no token check)');
  console.log('CPU µs/req: the server process\'s CPU time per answered request, service/floor (PostgreSQL\'s own is not counted)');
  if (skipped.length > 0) console.log(`not run: ${skipped.map((s) => `${s.name} on ${s.adapter}`).join(', ')}`);
  console.log('\ntargets (PostgreSQL, 10 connections):');
  for (const t of TARGETS) {
    const row = rows.find((r) => r.case === t.case && r.adapter === t.adapter && !r.failed);
    const verdict = !row ? 'not run' : row.service.errors > 0 ? 'not met (errors)' : t.met(row.service) ? 'met' : 'not met';
    const measured = row ? ` — measured ${row.service.rate.toFixed(0)}/s, p99 ${row.service.p99} ms` : '';
    console.log(`  ${t.case}: ${t.label}: ${verdict}${measured}`);
  }
  for (const t of READ_TARGETS) {
    const r = reads.find((read) => read.case === t.case && read.adapter === t.adapter);
    if (!r && onlyCases.length > 0 && !onlyCases.includes(t.case)) continue;
    const verdict = !r ? 'not run' : r.failed ? 'not measured' : r.during.errors + r.before.errors > 0 ? 'not met (errors)' : t.met(r) ? 'met' : 'not met';
    console.log(`  ${t.case}: ${t.label}: ${verdict}${r && !r.failed ? ` — measured ${t.measured(r)}` : ''}`);
  }
  if (connections !== 10) console.log('  (targets are for 10 connections; this run used another number)');
  return rows.some((r) => r.failed) || reads.some((r) => r.failed) ? 1 : 0;
}

main().then(
  (code) => {
    cleanUp();
    process.exit(code);
  },
  (error) => {
    console.error(error);
    cleanUp();
    process.exit(1);
  },
);
