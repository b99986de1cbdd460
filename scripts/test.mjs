#!/usr/bin/env node
// `npm test`: every check, stage by stage, then one table and one closing line `total: N passed, N failed`.
//
//   lint → typecheck → generated (committed schema and codegen output are current)
//   → import-cycles (none in the app or the data service)
//   → architecture (the lint's boundaries refuse each deliberate violation; no case-only file name pairs)
//   → data-service (node:test) → unit (jest) → e2e (four brand builds + Playwright)
//   → bench (first-load JS and heavy packages of every route of the yellow e2e build, `--strict`)
//   → bench-rules (node:test of the bench's own logic, scripts/lib/*.test.mjs)
//
// Two lanes run side by side, because most of the data-service suite waits (timeouts, restarts, sleeps)
// while the app's checks and builds compute: lane 1 is every stage above but data-service and unit, in that
// order, with its output shown as it comes; lane 2 is the data-service stage then unit (jest), each stage's
// output shown whole when it ends (TEST_LANES=1 runs everything in one lane, in the order above). The
// table keeps the stages' order.
// A failing stage does not stop the ones after it; the exit code is non-zero when any stage failed.
// Counts come from each runner's machine-readable output where it has one (jest --json, the e2e summary
// file written by e2e/support/summary-reporter.ts), else from its closing lines. Lint, typecheck, generated
// and import-cycles count as one check each, and so does bench (its table has every route's verdict). A
// stage that fails without counts, or exits non-zero while reporting no failure, counts one failure more, so
// a crash can never pass for green.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devicecover-test-'));
const jestJson = path.join(workDir, 'jest.json');
const e2eSummary = path.join(workDir, 'e2e-summary.json');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const env = {
  ...process.env, // CI passes through as it is: Playwright's forbidOnly and server reuse read it.
  NEXT_TELEMETRY_DISABLED: '1',
  ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } : {}),
};

const MINUTE = 60_000;

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */

const stages = [
  {
    name: 'lint',
    command: [npm, 'run', '--silent', 'lint'],
    timeout: 5 * MINUTE,
    counts: (code) => single(code),
  },
  {
    name: 'typecheck',
    command: [npm, 'run', '--silent', 'typecheck'],
    timeout: 5 * MINUTE,
    counts: (code) => single(code),
  },
  {
    // The committed schema/*.graphql and lib/graphql/generated/ must match what the registry and the app's
    // operations produce now.
    name: 'generated',
    command: [npm, 'run', '--silent', 'codegen:check'],
    timeout: 5 * MINUTE,
    counts: (code) => single(code),
  },
  {
    // No module of the app or the data service imports itself back through others, type imports included (madge).
    name: 'import-cycles',
    command: [npm, 'run', '--silent', 'check:cycles'],
    timeout: 2 * MINUTE,
    counts: (code) => single(code),
  },
  {
    // The lint's layer and feature boundaries refuse a deliberate violation of each; no file names differ only in case.
    name: 'architecture',
    command: [process.execPath, '--test', 'scripts/architecture/boundaries.test.mjs'],
    timeout: 2 * MINUTE,
    counts: (_code, output) => nodeTestCounts(output),
  },
  {
    name: 'data-service',
    lane: 2,
    command: [npm, 'run', '--silent', 'test:data-service'],
    // The suite twice (PGlite, then PostgreSQL), beside the e2e lane: ~10 and ~7 min when the machine is
    // busy with e2e's builds and browser. The limits here catch a hang, they are not budgets: a slower
    // machine than ours must not fail a suite that passes (npm test's own budget is 20 min over both lanes).
    timeout: 28 * MINUTE,
    counts: (_code, output) => nodeTestCounts(output),
  },
  {
    // In the data-service lane, after it: the app's lane (builds and Playwright) is the longer one, and the
    // data-service suite mostly waits, so jest fits beside the e2e run rather than before it.
    name: 'unit',
    lane: 2,
    // Two workers: jest's default on two cores is one (in band), and the app's lane usually ends first,
    // leaving jest alone on the machine for its last minutes with a core idle.
    command: [npm, 'run', '--silent', 'test:unit', '--', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestJson}`],
    // ~4.5 min alone in band, ~8 beside e2e's browser.
    timeout: 16 * MINUTE,
    counts: () => jestCounts(),
  },
  {
    name: 'e2e',
    command: [process.execPath, 'scripts/e2e.mjs'],
    env: { E2E_SUMMARY_FILE: e2eSummary },
    // ~22 min beside the data-service lane on this 2-core machine (four builds, then Playwright).
    timeout: 36 * MINUTE,
    counts: (_code, output) => e2eCounts(output),
  },
  {
    // Right after e2e, whose data service has freed 18080: the e2e builds expect the data service there.
    name: 'bench',
    command: [process.execPath, 'scripts/bench.mjs', '--strict', '--dist', '.next-e2e-yellow', '--data-service-port', '18080'],
    timeout: 3 * MINUTE,
    counts: (code) => single(code),
  },
  {
    name: 'bench-rules',
    command: [process.execPath, '--test', ...benchRuleTests()],
    timeout: 2 * MINUTE,
    counts: (_code, output) => nodeTestCounts(output),
  },
];

/** The bench scripts' unit tests: Node 20's `node --test` takes file names, not globs. */
function benchRuleTests() {
  const dir = path.join('scripts', 'lib');
  return fs.readdirSync(path.join(root, dir)).filter((name) => name.endsWith('.test.mjs')).map((name) => path.join(dir, name));
}

function single(code) {
  return code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
}

function jestCounts() {
  if (!fs.existsSync(jestJson)) return undefined;
  const report = JSON.parse(fs.readFileSync(jestJson, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    // A suite that could not run (syntax error, failing import) has no failed tests of its own.
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** node:test closing lines, TAP (`# pass 3`) or spec (`ℹ pass 3`); summed when the script runs several suites. */
function nodeTestCounts(output) {
  const total = (key) => {
    const matches = [...output.matchAll(new RegExp(`^\\s*(?:#|ℹ)\\s*${key}\\s+(\\d+)\\s*$`, 'gm'))];
    return matches.length ? matches.reduce((sum, m) => sum + Number(m[1]), 0) : undefined;
  };
  const passed = total('pass');
  const failed = total('fail');
  if (passed === undefined && failed === undefined) return undefined;
  return {
    passed: passed ?? 0,
    failed: (failed ?? 0) + (total('cancelled') ?? 0),
    skipped: (total('skipped') ?? 0) + (total('todo') ?? 0),
  };
}

function e2eCounts(output) {
  if (fs.existsSync(e2eSummary)) {
    const summary = JSON.parse(fs.readFileSync(e2eSummary, 'utf8'));
    // Flaky cannot happen with retries: 0, but a flaky test is not a pass.
    return { passed: summary.passed, failed: summary.failed + (summary.flaky ?? 0), skipped: summary.skipped };
  }
  // Playwright's own closing lines (`  12 passed (40s)`, `  1 failed`, `  2 flaky`, `  3 skipped`).
  const count = (word) => Number(output.match(new RegExp(`^\\s*(\\d+) ${word}\\b`, 'm'))?.[1] ?? 0);
  const passed = count('passed');
  const failed = count('failed') + count('flaky');
  if (passed + failed === 0) return undefined;
  return { passed, failed, skipped: count('skipped') };
}

const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The stages' processes running now (one per lane), stopped together on a signal. */
const running = new Set();
function stop(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.log(`\ntest: ${signal}, stopping`);
    for (const child of running) stop(child, 'SIGTERM');
    setTimeout(() => {
      for (const child of running) stop(child, 'SIGKILL');
      process.exit(130);
    }, 5000).unref();
  });
}

/**
 * Runs one stage with its output kept for parsing, and shown as it comes (`live`) or, for a stage of the
 * lane in the background, whole when it ends, so two stages' lines never interleave.
 */
function run(stage, live) {
  return new Promise((resolve) => {
    const [command, ...args] = stage.command;
    let output = '';
    let timedOut = false;
    // Its own process group, so a timeout stops the servers and browsers it started too.
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...stage.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    const keep = (stream) => (chunk) => {
      if (live) stream.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    const timer = setTimeout(() => {
      timedOut = true;
      console.log(`\ntest: ${stage.name} still running after ${seconds(stage.timeout)}; stopping it`);
      stop(child, 'SIGTERM');
      setTimeout(() => stop(child, 'SIGKILL'), 5000).unref();
    }, stage.timeout);
    child.on('error', (error) => {
      output += `\n${error.message}`;
      console.error(`test: could not start ${stage.name}: ${error.message}`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      if (!live) process.stdout.write(`\n${'-'.repeat(72)}\n${stage.name} (lane 2), its whole output:\n${'-'.repeat(72)}\n${output}\n`);
      resolve({ code: timedOut ? 124 : (code ?? (signal ? 128 : 1)), output: stripAnsi(output) });
    });
  });
}

const oneLane = process.env.TEST_LANES === '1';
const laneOf = (stage) => (oneLane ? 1 : (stage.lane ?? 1));
const results = new Map();
const runStarted = Date.now();

async function runLane(lane) {
  for (const [index, stage] of stages.entries()) {
    if (laneOf(stage) !== lane) continue;
    const live = lane === 1;
    const banner = `[${index + 1}/${stages.length}] ${stage.name}: ${stage.command.join(' ').replace(root, '.')}`;
    console.log(live ? `\n${'='.repeat(72)}\n${banner}\n${'='.repeat(72)}` : `\ntest: started in lane ${lane}: ${banner}`);
    const started = Date.now();
    const { code, output } = await run(stage, live);
    const elapsed = Date.now() - started;
    let counts;
    try {
      counts = stage.counts(code, output);
    } catch (error) {
      console.error(`test: could not read ${stage.name}'s counts: ${error.message}`);
    }
    if (!counts) counts = { passed: 0, failed: code === 0 ? 0 : 1, skipped: 0 };
    // Non-zero exit with nothing failed (a crash after the tests, an open handle, a server that never started).
    if (code !== 0 && counts.failed === 0) counts = { ...counts, failed: 1 };
    // Zero exit, nothing counted: the runner ran no test. That is not a pass.
    if (code === 0 && counts.passed + counts.failed === 0) counts = { ...counts, failed: 1 };
    const status = counts.failed === 0 ? 'ok' : code === 124 ? 'TIMEOUT' : 'FAILED';
    results.set(stage.name, { name: stage.name, status, elapsed, ...counts });
    console.log(`--- ${stage.name}: ${status}, ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped in ${seconds(elapsed)}`);
  }
}

await Promise.all([...new Set(stages.map(laneOf))].map(runLane));
const ordered = stages.map((stage) => results.get(stage.name)).filter(Boolean);

const counted = ordered.filter((r) => r.passed !== undefined);
const total = {
  passed: counted.reduce((sum, r) => sum + r.passed, 0),
  failed: counted.reduce((sum, r) => sum + r.failed, 0),
  skipped: counted.reduce((sum, r) => sum + r.skipped, 0),
};

const rows = [
  ['stage', 'result', 'passed', 'failed', 'skipped', 'time'],
  ...ordered.map((r) => [r.name, r.status, String(r.passed ?? '-'), String(r.failed ?? '-'), String(r.skipped ?? '-'), seconds(r.elapsed)]),
  ['all', total.failed === 0 ? 'ok' : 'FAILED', String(total.passed), String(total.failed), String(total.skipped), seconds(Date.now() - runStarted)],
];
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
const line = (row) => row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log(`\n${line(rows[0])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const row of rows.slice(1, -1)) console.log(line(row));
console.log(`${widths.map((w) => '-'.repeat(w)).join('  ')}\n${line(rows.at(-1))}\n`);

fs.rmSync(workDir, { recursive: true, force: true });
console.log(`total: ${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
