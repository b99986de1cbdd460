#!/usr/bin/env node
// Where a V8 CPU profile (`node --cpu-prof`, e.g. `npm run bench:data-service -- --cpu-prof <dir>`) spent its
// time: the busiest functions by self time, and by total time (the function and what it called), over the
// whole profile or a window of it. A timeline of busy samples per second comes first, so the window of one
// phase (the service's run, then the floor's) can be picked out.
//
// Usage: node scripts/cpu-profile-top.mjs <file.cpuprofile> [--from <s>] [--to <s>] [--top <n>] [--match <text>]
//   --match keeps only samples whose stack holds a function or file containing <text>.
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!file) {
  console.error('usage: node scripts/cpu-profile-top.mjs <file.cpuprofile> [--from <s>] [--to <s>] [--top <n>] [--match <text>]');
  process.exit(2);
}
const from = Number(option('from', '0'));
const to = Number(option('to', 'Infinity'));
const top = Number(option('top', '30'));
const match = option('match', '');

const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const IDLE = new Set(['(idle)', '(program)', '(garbage collector)']);
const label = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${path.basename(url.replace(/^file:\/\//, ''))}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'} ${where}`.trim();
};

// Timeline: busy (non-idle) share per second.
const perSecond = [];
let t = 0;
const selected = [];
for (let i = 0; i < profile.samples.length; i += 1) {
  t += profile.timeDeltas[i];
  const second = Math.floor(t / 1e6);
  const node = nodes.get(profile.samples[i]);
  perSecond[second] ??= { busy: 0, all: 0 };
  perSecond[second].all += 1;
  if (node.callFrame.functionName !== '(idle)') perSecond[second].busy += 1;
  if (t / 1e6 >= from && t / 1e6 < to) selected.push({ id: profile.samples[i], dt: profile.timeDeltas[i + 1] ?? 0 });
}
console.log('busy share per second: ' + perSecond.map((s, i) => `${i}:${s ? Math.round((100 * s.busy) / s.all) : 0}`).join(' '));

const self = new Map();
const total = new Map();
let sum = 0;
for (const { id, dt } of selected) {
  const stack = [];
  for (let n = id; n !== undefined; n = parent.get(n)) stack.push(nodes.get(n));
  if (match && !stack.some((n) => label(n).includes(match) || n.callFrame.url.includes(match))) continue;
  sum += dt;
  const leaf = label(stack[0]);
  self.set(leaf, (self.get(leaf) ?? 0) + dt);
  for (const name of new Set(stack.map(label))) total.set(name, (total.get(name) ?? 0) + dt);
}
const gc = [...self].filter(([k]) => k.startsWith('(garbage')).reduce((a, [, v]) => a + v, 0);
const idle = [...self].filter(([k]) => k.startsWith('(idle')).reduce((a, [, v]) => a + v, 0);
console.log(`window ${from}–${to} s: ${(sum / 1e6).toFixed(2)} s sampled, idle ${((100 * idle) / sum).toFixed(1)} %, GC ${((100 * gc) / sum).toFixed(1)} %`);
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].filter(([k]) => !IDLE.has(k.split(' ')[0])).sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * us) / sum).toFixed(1).padStart(5)} %  ${name}`);
  }
};
print('self time', self);
print('total time', total);

// Self time by file (source files of the repo, node internals, packages).
const byFile = new Map();
for (const [name, us] of self) {
  const where = name.split(' ')[1] ?? '(native)';
  const fileName = where.split(':')[0] || '(native)';
  byFile.set(fileName, (byFile.get(fileName) ?? 0) + us);
}
print('self time by file', byFile);
